import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { buildLoginUrl } from '../../lib/safe-redirect.ts';
import { getSession, refreshSession } from '../../lib/session.ts';
import { lazyPage, type RouteHandle, type RouteTitleKey } from './route-handle.ts';

type PageLoader = Parameters<typeof lazyPage>[0];

/** Member pages need a login: visitors go to /login and come back after (staff see a notice in the layout). */
export function requireLogin({ request }: LoaderFunctionArgs) {
  refreshSession();
  if (getSession().isLoggedIn) return null;
  const url = new URL(request.url);
  throw redirect(buildLoginUrl(`${url.pathname}${url.search}`));
}

function page(path: string, title: RouteTitleKey, load: PageLoader): RouteObject {
  return { path, lazy: lazyPage(load), handle: { title } satisfies RouteHandle };
}

const recordsPages = () => import('../pages/member/points-records-pages.tsx');

/**
 * The public member routes of docs/product.md §2 (children of the site layout) and the password reset. The member
 * home is the customer's dashboard at /order/home (one home page, not two): /memberHome leads there.
 */
export const memberRoutes: RouteObject[] = [
  { path: 'memberHome', loader: () => redirect('/order/home') },
  {
    id: 'member',
    loader: requireLogin,
    lazy: lazyPage(() => import('../pages/member/member-layout.tsx').then((m) => m.MemberLayout)),
    children: [
      page('personal', 'personal', () => import('../pages/member/personal-page.tsx').then((m) => m.PersonalPage)),
      page('information', 'information', () =>
        import('../pages/member/information-page.tsx').then((m) => m.InformationPage),
      ),
      page('address', 'address', () => import('../pages/member/address-page.tsx').then((m) => m.AddressPage)),
      page('orderProfiles', 'orderProfiles', () =>
        import('../pages/member/order-profiles-page.tsx').then((m) => m.OrderProfilesPage),
      ),
      page('webhooks', 'webhooks', () => import('../pages/member/webhooks-page.tsx').then((m) => m.WebhooksPage)),
      page('apiKeys', 'apiKeys', () => import('../pages/member/api-keys-page.tsx').then((m) => m.ApiKeysPage)),
      page('changePassword', 'changePassword', () =>
        import('../pages/member/change-password-page.tsx').then((m) => m.ChangePasswordPage),
      ),
      page('designJobs', 'designJobs', () =>
        import('../pages/member/design-jobs-page.tsx').then((m) => m.DesignJobsPage),
      ),
      page('designJobs/new', 'designJobPublish', () =>
        import('../pages/member/design-job-publish-page.tsx').then((m) => m.DesignJobPublishPage),
      ),
      page('designJobs/:jobId', 'designJob', () =>
        import('../pages/member/design-job-page.tsx').then((m) => m.DesignJobPage),
      ),
      page('obtainingRecords', 'obtainingRecords', () => recordsPages().then((m) => m.ObtainingRecordsPage)),
      page('consumptionRecords', 'consumptionRecords', () => recordsPages().then((m) => m.ConsumptionRecordsPage)),
    ],
  },
  page('pointsMall', 'pointsMall', () => import('../pages/member/points-mall-page.tsx').then((m) => m.PointsMallPage)),
  page('resetPassword', 'resetPassword', () =>
    import('../pages/account/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
  ),
];

/** The account pages of the client area (/order/userInfo/*), the same pages inside the client layout. */
export const orderUserInfoRoutes: RouteObject[] = [
  page('basicInformation', 'basicInformation', () =>
    import('../pages/member/information-page.tsx').then((m) => m.BasicInformationPage),
  ),
  page('address', 'address', () => import('../pages/member/address-page.tsx').then((m) => m.AddressPage)),
  page('changePassword', 'changePassword', () =>
    import('../pages/member/change-password-page.tsx').then((m) => m.ChangePasswordPage),
  ),
  page('consumptionRecords', 'consumptionRecords', () => recordsPages().then((m) => m.ConsumptionRecordsPage)),
  page('obtainingRecords', 'obtainingRecords', () => recordsPages().then((m) => m.ObtainingRecordsPage)),
];
