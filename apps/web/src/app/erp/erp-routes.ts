import type { RouteObject } from 'react-router';
import { getStaffAccess } from '../../lib/staff-access-store.ts';
import { lazyPage, type RouteHandle } from '../routes/route-handle.ts';
import { ensureStaffAccess } from '../session/staff-access.ts';
import { buildErpRoutes } from './build-erp-routes.ts';
import { buildRouteMenu } from './route-menu.ts';
import { erpViewRegistry } from './view-registry.ts';

// The back office's routes, fetched by the router on the first /erp navigation (router.tsx): the public site's first
// view carries neither this table nor the registry of every back-office page.

const patchedRouteIds = new Set<string>();
let hasFixedRoutes = false;

/** The /erp children every staff member has: the workbench, the redirect page and the not-found page. */
function listFixedRoutes(): RouteObject[] {
  return [
    { path: 'home', lazy: lazyPage(erpViewRegistry.home), handle: { title: 'erpHome' } satisfies RouteHandle },
    {
      path: 'redirect/*',
      lazy: lazyPage(() => import('./views/erp-redirect-page.tsx').then((m) => m.ErpRedirectPage)),
      handle: { title: 'erpRedirect' } satisfies RouteHandle,
    },
    { path: '*', lazy: lazyPage(erpViewRegistry.missing), handle: { title: 'notFound' } satisfies RouteHandle },
  ];
}

/**
 * The /erp children not in the router yet: the fixed ones the first time, then the views of the staff member's menu
 * (loaded first when this tab has none) that no earlier navigation added.
 */
export async function takeNewErpRoutes(): Promise<RouteObject[]> {
  await ensureStaffAccess().catch(() => null);
  const menuRoutes = buildErpRoutes(buildRouteMenu(getStaffAccess()?.menu ?? [])).filter(
    (route) => route.id && !patchedRouteIds.has(route.id),
  );
  for (const route of menuRoutes) if (route.id) patchedRouteIds.add(route.id);
  const routes = hasFixedRoutes ? menuRoutes : [...listFixedRoutes(), ...menuRoutes];
  hasFixedRoutes = true;
  return routes;
}
