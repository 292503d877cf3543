import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { RouteError } from '../components/route-error.tsx';
import { loadBackOfficeTexts } from '../lib/i18n-setup.ts';
import { HydrateFallback, RootLayout } from './layouts/root-layout.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';
import { requireClient, requireStaff } from './routes/guards.ts';
import { publicRoutes } from './routes/public-routes.ts';
import { lazyPage } from './routes/route-handle.ts';

/** Gives every route without one the shared errorElement (404, load error with Retry, unexpected error). */
export function withErrorElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const withError = { ...route, errorElement: route.errorElement ?? <RouteError /> } as RouteObject;
    if (route.children) withError.children = withErrorElements(route.children);
    return withError;
  });
}

/** The route groups the router fetches on the first navigation that needs them, by the parent they join. */
const routeGroups = {
  // The client area's pages (/order/…).
  order: () => import('./routes/order-routes.ts').then((m) => m.orderRoutes),
  // The member pages (/personal, /address…, /pointsMall, /resetPassword): any other address the table lacks.
  site: () => import('./routes/member-routes.ts').then((m) => m.memberRoutes),
};
const patchedGroups = new Set<keyof typeof routeGroups>();

/** The group an address the router cannot match yet may be in. */
function findRouteGroup(path: string): keyof typeof routeGroups {
  return /^\/order(\/|$)/i.test(path) ? 'order' : 'site';
}

/** Creates the data router: the public site's routes, and /order and /erp whose pages join when first visited. */
export function createAppRouter() {
  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback,
      children: [
        {
          id: 'site',
          Component: SiteLayout,
          children: [
            ...publicRoutes,
            {
              id: 'order',
              path: 'order',
              loader: requireClient,
              lazy: lazyPage(() => import('./layouts/order-layout.tsx').then((m) => m.OrderLayout)),
              // Its pages join on the first /order/… navigation (routes/order-routes.ts).
              children: [{ index: true, loader: () => redirect('/order/home') }],
            },
          ],
        },
        {
          id: 'erp',
          path: 'erp',
          loader: requireStaff,
          // The back office's texts are fetched with its layout (the public site's first view does not carry them).
          lazy: lazyPage(() =>
            Promise.all([import('./erp/erp-layout.tsx'), loadBackOfficeTexts()]).then(([m]) => m.ErpLayout),
          ),
          // Its pages join on the first /erp navigation (erp/erp-routes.ts).
          children: [{ index: true, loader: () => redirect('/erp/home') }],
        },
      ],
    },
  ];

  return createBrowserRouter(withErrorElements(routes), {
    // The first view carries only the public site's routes. The back office's (with the staff member's menu, loaded
    // first in a fresh tab or after a login), the client area's and the member pages' join on the first navigation
    // the router cannot match without them.
    async patchRoutesOnNavigation({ path, patch }) {
      if (/^\/erp(\/|$)/i.test(path)) {
        const { takeNewErpRoutes } = await import('./erp/erp-routes.ts');
        const newRoutes = await takeNewErpRoutes();
        if (newRoutes.length > 0) patch('erp', withErrorElements(newRoutes));
        return;
      }
      const group = findRouteGroup(path);
      if (patchedGroups.has(group)) return;
      const groupRoutes = await routeGroups[group]();
      if (patchedGroups.has(group)) return;
      patchedGroups.add(group);
      patch(group, withErrorElements(groupRoutes));
    },
  });
}
