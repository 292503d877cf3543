import type { MenuEntry } from '@boardforge/contracts/auth.ts';
import type { RouteMenuItem } from './route-menu-item.ts';

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
