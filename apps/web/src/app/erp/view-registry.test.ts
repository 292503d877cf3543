import type { MenuEntry } from '@boardforge/contracts/auth.ts';
import type { SeedMenu } from '@boardforge/contracts/erp-menu.ts';
import { erpMenus, listMenuUrls } from '@boardforge/contracts/erp-menu.ts';
import { describe, expect, it } from 'vitest';
import { buildErpRoutes } from './build-erp-routes.ts';
import { buildRouteMenu, erpHomePath, listViewItems } from './route-menu.ts';
import { erpViewRegistry } from './view-registry.ts';

/** The seed menu as GET /api/sys/getMenuByRoleId answers it for the administrator. */
function toMenuEntries(menus: readonly SeedMenu[]): MenuEntry[] {
  return menus.map((menu) => ({
    menuname: menu.menuname,
    menuenname: menu.menuenname,
    menupath: menu.menupath,
    menuico: menu.menuico,
    keeplive: menu.keeplive,
    isvisible: true,
    url: menu.url,
    subList: toMenuEntries(menu.children ?? []),
  }));
}

describe('ERP view registry', () => {
  it('has a page for every view url of the seeded menu', () => {
    const urls = listMenuUrls();
    expect(urls.length).toBeGreaterThan(10);
    const missing = urls.filter((url) => !Object.hasOwn(erpViewRegistry, url));
    expect(missing).toEqual([]);
  });

  it('loads a component for every registered url', async () => {
    for (const url of listMenuUrls()) {
      const Component = await erpViewRegistry[url]!();
      expect(typeof Component, url).toBe('function');
    }
  }, 30_000);
});

describe('buildRouteMenu / buildErpRoutes', () => {
  const items = buildRouteMenu(toMenuEntries(erpMenus));

  it('keeps the route menu item shape and marks home as not closable', () => {
    const home = items.find((item) => item.path === erpHomePath);
    expect(home).toMatchObject({
      title: '工作台',
      name: 'Workbench',
      closable: false,
      meta: { url: 'home', type: 'view' },
    });
    const system = items.find((item) => item.path === '/erp/system');
    expect(system?.meta.type).toBe('menu');
    expect(system?.children.map((child) => child.path)).toEqual([
      '/erp/system/staff',
      '/erp/system/roles',
      '/erp/system/menus',
    ]);
  });

  it('builds one lazy route per view except the static home, with paths relative to /erp', () => {
    const routes = buildErpRoutes(items);
    expect(routes).toHaveLength(listViewItems(items).length - 1);
    expect(routes.map((route) => route.path)).toContain('system/staff');
    expect(routes.every((route) => typeof route.lazy === 'function')).toBe(true);
  });

  it('skips entries without an /erp path (button-level permission entries)', () => {
    const withButton = [...toMenuEntries(erpMenus), { ...toMenuEntries(erpMenus)[0]!, menupath: '', url: '' }];
    expect(buildRouteMenu(withButton)).toHaveLength(erpMenus.length);
  });
});
