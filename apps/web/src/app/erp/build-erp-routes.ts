import type { RouteObject } from 'react-router';
import { lazyPage, type RouteHandle } from '../routes/route-handle.ts';
import { erpBasePath, erpHomePath, listViewItems } from './route-menu.ts';
import type { RouteMenuItem } from './route-menu-item.ts';
import { type ErpViewRegistry, erpViewRegistry } from './view-registry.ts';

/** The route id of a menu view, stable so a route is patched in once. */
export function toErpRouteId(path: string): string {
  return `erp-view:${path}`;
}

/** Route objects (children of /erp) for the menu's views, each loading its page by url from the registry. */
export function buildErpRoutes(items: readonly RouteMenuItem[], registry: ErpViewRegistry = erpViewRegistry) {
  return listViewItems(items)
    .filter((item) => item.path !== erpHomePath)
    .map(
      (item): RouteObject => ({
        id: toErpRouteId(item.path),
        path: item.path.slice(erpBasePath.length + 1),
        lazy: lazyPage(registry[item.meta.url] ?? registry.missing),
        handle: { menuItem: item } satisfies RouteHandle,
      }),
    );
}
