import { appAreas, appPagePaths, matchSiteAddress, publicPages } from '@boardforge/contracts/public-pages.ts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requireClient } from './guards.ts';
import { memberRoutes, requireLogin } from './member-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { publicRoutes } from './public-routes.ts';

type RouterPath = { path: string; isGuarded: boolean; isRedirect: boolean };

/** Every path the site layout's routes answer, with whether a login guard or a redirect stands on the way. */
function collectPaths(routes: RouteObject[], parent: string, isGuarded: boolean): RouterPath[] {
  return routes.flatMap((route) => {
    if (route.index) return [];
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const guarded = isGuarded || route.loader === requireClient || route.loader === requireLogin;
    const own: RouterPath[] =
      route.path === undefined
        ? []
        : [{ path, isGuarded: guarded, isRedirect: Boolean(route.loader && !guarded) || Boolean(route.children) }];
    return [...own, ...collectPaths(route.children ?? [], path, guarded)];
  });
}

// The member pages join the site's routes on the first navigation to one (app/router.tsx).
const routerPaths = collectPaths([...publicRoutes, ...memberRoutes], '/', false).filter((route) => route.path !== '/*');

describe('the public pages list (packages/contracts/src/public-pages.ts)', () => {
  it('holds exactly the router’s public pages: no guard, no redirect', () => {
    const open = routerPaths.filter((route) => !route.isGuarded && !route.isRedirect).map((route) => route.path);
    expect([...open, '/'].sort()).toEqual(publicPages.map((page) => page.path).sort());
  });

  it('names every other router path as the app’s, so the server answers it 200', () => {
    const others = routerPaths.filter((route) => route.isGuarded || route.isRedirect).map((route) => route.path);
    expect([...new Set(others)].sort()).toEqual([...appPagePaths].sort());
    for (const route of collectPaths(orderRoutes, '/order', true)) {
      expect(matchSiteAddress(route.path.replace(/:\w+/g, 'x')).type, route.path).toBe('app');
    }
    expect(appAreas).toContain('/erp');
  });

  it('matches paths like the router: case-insensitive, a trailing slash, one segment per parameter', () => {
    expect(matchSiteAddress('/AboutUs/News/').type).toBe('page');
    const detail = matchSiteAddress('/aboutUs/news/42');
    expect(detail.type === 'page' && detail.params).toEqual({ id: '42' });
    expect(matchSiteAddress('/aboutUs/news/42/more').type).toBe('unknown');
    expect(matchSiteAddress('/no-such-page').type).toBe('unknown');
    expect(matchSiteAddress('/erp/anything/deep').type).toBe('app');
  });
});
