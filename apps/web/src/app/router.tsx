import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { RouteError } from '../components/route-error.tsx';
import { loadBackOfficeTexts } from '../lib/i18n-setup.ts';
import { getStaffAccess } from '../lib/staff-access-store.ts';
import { buildErpRoutes } from './erp/build-erp-routes.ts';
import { buildRouteMenu } from './erp/route-menu.ts';
import { erpViewRegistry } from './erp/view-registry.ts';
import { HydrateFallback, RootLayout } from './layouts/root-layout.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';
import { requireClient, requireStaff } from './routes/guards.ts';
import { orderRoutes } from './routes/order-routes.ts';
import { publicRoutes } from './routes/public-routes.ts';
import { lazyPage, type RouteHandle } from './routes/route-handle.ts';
import { ensureStaffAccess } from './session/staff-access.ts';

/** Gives every route without one the shared errorElement (404, load error with Retry, unexpected error). */
export function withErrorElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const withError = { ...route, errorElement: route.errorElement ?? <RouteError /> } as RouteObject;
    if (route.children) withError.children = withErrorElements(route.children);
    return withError;
  });
}

const patchedErpRouteIds = new Set<string>();

/** Routes for the stored staff menu that are not in the router yet. */
function takeNewErpMenuRoutes(): RouteObject[] {
  const routes = buildErpRoutes(buildRouteMenu(getStaffAccess()?.menu ?? [])).filter(
    (route) => route.id && !patchedErpRouteIds.has(route.id),
  );
  for (const route of routes) if (route.id) patchedErpRouteIds.add(route.id);
  return withErrorElements(routes);
}

/** Creates the data router: site (public + /order), /erp with menu routes from the stored menu. */
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
              children: orderRoutes,
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
          children: [
            { index: true, loader: () => redirect('/erp/home') },
            { path: 'home', lazy: lazyPage(erpViewRegistry.home), handle: { title: 'erpHome' } satisfies RouteHandle },
            {
              path: 'redirect/*',
              lazy: lazyPage(() => import('./erp/views/erp-redirect-page.tsx').then((m) => m.ErpRedirectPage)),
              handle: { title: 'erpRedirect' } satisfies RouteHandle,
            },
            ...takeNewErpMenuRoutes(),
            { path: '*', lazy: lazyPage(erpViewRegistry.missing), handle: { title: 'notFound' } satisfies RouteHandle },
          ],
        },
      ],
    },
  ];

  return createBrowserRouter(withErrorElements(routes), {
    // After a staff login (or in a fresh tab) the menu routes are patched in on the first /erp navigation.
    async patchRoutesOnNavigation({ path, patch }) {
      if (!path.startsWith('/erp/')) return;
      await ensureStaffAccess().catch(() => null);
      const newRoutes = takeNewErpMenuRoutes();
      if (newRoutes.length > 0) patch('erp', newRoutes);
    },
  });
}
