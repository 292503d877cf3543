import type { MenuEntry } from '@boardforge/contracts/auth.ts';
import { erpMenus, listDefaultTagsOfRole, type SeedMenu } from '@boardforge/contracts/erp-menu.ts';
import type { StaffRoleId } from '@boardforge/contracts/roles.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestCustomer, logIn, logInAsStaff, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
const cookies = new Map<string, string>();

beforeAll(async () => {
  testApp = await createTestApp();
  for (const roleId of ['1', '12', '14'] as const) cookies.set(roleId, await logInAsStaff(testApp.app, roleId));
  const customer = await createTestCustomer(testApp);
  cookies.set('client', await logIn(testApp.app, { ...customer, loginType: 'client' }));
});
afterAll(async () => {
  await testApp?.close();
});

const get = (url: string, caller?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: caller ? { cookie: cookies.get(caller) ?? '' } : {} });

/** The seed menu as the role should see it: entries the role holds, nested like the seed. */
function expectedTree(menus: readonly SeedMenu[], roleId: StaffRoleId): string[] {
  return menus
    .filter((menu) => menu.roles.includes(roleId))
    .map((menu) => {
      const children = expectedTree(menu.children ?? [], roleId);
      return children.length > 0 ? `${menu.menuenname}(${children.join(',')})` : menu.menuenname;
    });
}

function describeTree(entries: readonly MenuEntry[]): string[] {
  return entries.map((entry) =>
    entry.subList.length > 0 ? `${entry.menuenname}(${describeTree(entry.subList).join(',')})` : entry.menuenname,
  );
}

function flattenSeedMenus(menus: readonly SeedMenu[], roleId: StaffRoleId): string[] {
  return menus.flatMap((menu) => [
    ...(menu.roles.includes(roleId) ? [menu.menuenname] : []),
    ...flattenSeedMenus(menu.children ?? [], roleId),
  ]);
}

describe('GET /api/sys/getMenuByRoleId', () => {
  it("answers the caller's own visible menu as a tree", async () => {
    const response = await get('/api/sys/getMenuByRoleId?roleId=14', '14');
    expect(response.statusCode).toBe(200);
    const tree = response.json().data as MenuEntry[];
    expect(describeTree(tree)).toEqual(expectedTree(erpMenus, '14'));
    const workbench = tree[0];
    expect(workbench).toEqual({
      menuname: '工作台',
      menuenname: 'Workbench',
      menupath: '/erp/home',
      menuico: 'DashboardOutlined',
      keeplive: true,
      isvisible: true,
      url: 'home',
      subList: [],
    });
    expect(JSON.stringify(tree)).not.toContain('order:'); // permission entries are invisible
  });

  it('nests the administrator’s system menu', async () => {
    const response = await get('/api/sys/getMenuByRoleId?roleId=1', '1');
    const tree = response.json().data as MenuEntry[];
    expect(describeTree(tree)).toEqual(expectedTree(erpMenus, '1'));
    expect(tree.find((entry) => entry.menuenname === 'System')?.subList.map((entry) => entry.url)).toEqual([
      'system-staff',
      'system-roles',
      'system-menus',
    ]);
  });

  it('refuses another role’s menu with 403, but role 1 reads any role', async () => {
    const other = await get('/api/sys/getMenuByRoleId?roleId=15', '14');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      code: '403',
      msg: 'You may only read the menus of your own role.',
      data: { reason: 'access.forbidden' },
    });
    const administrator = await get('/api/sys/getMenuByRoleId?roleId=15', '1');
    expect(administrator.statusCode).toBe(200);
    expect(describeTree(administrator.json().data)).toEqual(expectedTree(erpMenus, '15'));
  });

  it('answers 404 in the envelope for an unknown role', async () => {
    const response = await get('/api/sys/getMenuByRoleId?roleId=99', '1');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: '404',
      msg: 'Role 99 does not exist.',
      data: { reason: 'resource.notFound' },
    });
  });

  it('refuses customers (403) and visitors (401), and names a missing roleId (400)', async () => {
    expect((await get('/api/sys/getMenuByRoleId?roleId=client', 'client')).statusCode).toBe(403);
    expect((await get('/api/sys/getMenuByRoleId?roleId=14')).statusCode).toBe(401);
    const missing = await get('/api/sys/getMenuByRoleId', '14');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.errors).toEqual([{ field: 'roleId', message: 'roleId is required' }]);
  });
});

describe('GET /api/sys/getAllEnMenu', () => {
  it('answers every tag of the role, invisible permission entries included', async () => {
    const response = await get('/api/sys/getAllEnMenu?roleId=12', '12');
    expect(response.statusCode).toBe(200);
    const tags = (response.json().data as { menuenname: string }[]).map((row) => row.menuenname);
    expect(tags.sort()).toEqual([...flattenSeedMenus(erpMenus, '12'), ...listDefaultTagsOfRole('12')].sort());
    expect(tags).toContain('stock:entry');
    expect(tags).not.toContain('order:cancel');
  });

  it('gives role 1 the tag that means everything', async () => {
    const response = await get('/api/sys/getAllEnMenu?roleId=1', '1');
    const tags = (response.json().data as { menuenname: string }[]).map((row) => row.menuenname);
    expect(tags).toContain('*:*:*');
    expect(tags).toContain('Menus');
  });

  it('has the same access rule as the menu', async () => {
    expect((await get('/api/sys/getAllEnMenu?roleId=1', '14')).statusCode).toBe(403);
    expect((await get('/api/sys/getAllEnMenu?roleId=14', '1')).statusCode).toBe(200);
    expect((await get('/api/sys/getAllEnMenu?roleId=77', '1')).statusCode).toBe(404);
    expect((await get('/api/sys/getAllEnMenu?roleId=14')).statusCode).toBe(401);
  });
});
