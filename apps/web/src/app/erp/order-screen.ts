import type { RouteMenuItem } from './route-menu-item.ts';

/** The view urls that show the staff order screen (view-registry.ts maps both to it), sales orders first. */
const orderScreenUrls = ['sales-orders', 'procurement'] as const;

/** Finds the path of the first order screen among a role's views (e.g. /erp/salesOrders), or undefined without one. */
export function findOrderScreenPath(views: readonly RouteMenuItem[]): string | undefined {
  for (const url of orderScreenUrls) {
    const view = views.find((item) => item.meta.url === url);
    if (view) return view.path;
  }
  return undefined;
}
