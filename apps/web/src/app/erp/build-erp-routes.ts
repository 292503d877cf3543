import type { MenuEntry } from '@boardforge/contracts/auth.ts';
import type { RouteObject } from 'react-router';
import { lazyPage, type RouteHandle } from '../routes/route-handle.ts';
import type { RouteMenuItem } from './route-menu-item.ts';
import { type ErpViewRegistry, erpViewRegistry } from './view-registry.ts';

export const erpBasePath = '/erp';
export const erpHomePath = '/erp/home';

/** Turns the server's menu tree into route menu items; entries without a path (button tags) are skipped. */
export function buildRouteMenu(entries: readonly MenuEntry[], parentActivePath = ''): RouteMenuItem[] {
  return entries
    .filter((entry) => entry.menupath.startsWith(`${erpBasePath}/`))
    .map((entry) => {
      const activeMenu = entry.isvisible ? entry.menupath : parentActivePath || entry.menupath;
      return {
        path: entry.menupath,
        title: entry.menuname,
        name: entry.menuenname,
        closable: entry.menupath !== erpHomePath,
        meta: {
          name: entry.menuenname,
          icon: entry.menuico,
          activeMenu,
          keepAlive: entry.keeplive,
          type: entry.url ? 'view' : 'menu',
          url: entry.url,
          isVisible: entry.isvisible,
        },
        children: buildRouteMenu(entry.subList, activeMenu),
      };
    });
}

/** Every item of the tree that shows a page, depth first. */
export function listViewItems(items: readonly RouteMenuItem[]): RouteMenuItem[] {
  return items.flatMap((item) => [...(item.meta.type === 'view' ? [item] : []), ...listViewItems(item.children)]);
}

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
