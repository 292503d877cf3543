import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/audit-log.table.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { type Caller, startStaffSession } from './orders-fixtures.ts';

let testApp: TestApp;
let admin: Caller;
let executive: Caller;
let buyer: Caller;
const now = () => new Date('2026-11-28T02:00:00Z');

type MenuRow = { id: number; parentId: number | null; menuname: string; menuenname: string; menupath: string };
type MenuEntry = { menuname: string; menuenname: string; subList: MenuEntry[] };

beforeAll(async () => {
  testApp = await createTestApp({ now });
  admin = await startStaffSession(testApp, '1', now);
  executive = await startStaffSession(testApp, '16', now);
  buyer = await startStaffSession(testApp, '12', now);
});
afterAll(async () => {
  await testApp?.close();
});

function call(caller: Caller, path: string, payload?: unknown) {
  return testApp.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/api${path}`,
    headers: { cookie: caller.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The field a refusal names. */
function fieldOf(response: { json: () => { data?: { errors?: { field: string }[] } } }): string | undefined {
  return response.json().data?.errors?.[0]?.field;
}

async function listMenus(): Promise<MenuRow[]> {
  return (await call(admin, '/erp/menus/list')).json().data as MenuRow[];
}

async function menuByTag(tag: string): Promise<MenuRow & Record<string, unknown>> {
  const row = (await listMenus()).find((menu) => menu.menuenname === tag);
  if (!row) throw new Error(`no menu ${tag}`);
  return row as MenuRow & Record<string, unknown>;
}

async function tagsOfRole(roleId: string): Promise<string[]> {
  const roles = (await call(admin, '/erp/roles/list')).json().data as { id: string; tags: string[] }[];
  return roles.find((role) => role.id === roleId)?.tags ?? [];
}

function flatten(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.subList)]);
}

async function latestAudit(kind: 'roleEdit' | 'menuEdit' | 'staffEdit', objectNo: string) {
  const [row] = await testApp.database.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.kind, kind), eq(auditLog.objectNo, objectNo)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('roles', () => {
  it('only role:manage holders reach the editor (role 12 is refused, role 1 passes)', async () => {
    expect((await call(buyer, '/erp/roles/list')).statusCode).toBe(403);
    expect((await call(buyer, '/erp/menus/preview?roleId=12')).statusCode).toBe(403);
    expect((await call(executive, '/erp/roles/create', { id: 'x1', name: '甲', nameEn: 'X' })).statusCode).toBe(403);
    const listed = await call(admin, '/erp/roles/list');
    expect(listed.statusCode, listed.body).toBe(200);
    const buyers = listed.json().data.find((role: { id: string }) => role.id === '12');
    expect(buyers).toMatchObject({ nameEn: 'Purchasing manager' });
    expect(buyers.staffCount).toBeGreaterThanOrEqual(1);
    expect(buyers.tags).toContain('stock:entry');
  });

  it('creates, renames and deletes a role; refusals name the field', async () => {
    const created = await call(admin, '/erp/roles/create', { id: 'qa', name: '质检', nameEn: 'Quality' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ id: 'qa', staffCount: 0, tags: [] });
    const taken = await call(admin, '/erp/roles/create', { id: 'qa', name: '质检', nameEn: 'Quality' });
    expect(taken.statusCode).toBe(409);
    expect(fieldOf(taken)).toBe('id');
    const reserved = await call(admin, '/erp/roles/create', { id: 'client', name: '客', nameEn: 'C' });
    expect([reserved.statusCode, fieldOf(reserved)]).toEqual([400, 'id']);
    const badId = await call(admin, '/erp/roles/create', { id: 'a b!', name: '客', nameEn: 'C' });
    expect([badId.statusCode, fieldOf(badId)]).toEqual([400, 'id']);
    const longName = await call(admin, '/erp/roles/create', { id: 'zz', name: '长'.repeat(31), nameEn: 'C' });
    expect([longName.statusCode, fieldOf(longName)]).toEqual([400, 'name']);

    const renamed = await call(admin, '/erp/roles/rename', { id: 'qa', name: '品质', nameEn: 'Quality control' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const audit = await latestAudit('roleEdit', 'qa');
    expect(audit?.before).toMatchObject({ name: '质检', nameEn: 'Quality' });
    expect(audit?.after).toMatchObject({ name: '品质', nameEn: 'Quality control' });
    expect(audit?.actorUserId).toBe(admin.userId);

    const held = await call(admin, '/erp/roles/delete', { id: '12' });
    expect([held.statusCode, fieldOf(held)]).toEqual([409, 'id']);
    expect(held.json().msg).toMatch(/staff/);
    const administrator = await call(admin, '/erp/roles/delete', { id: '1' });
    expect([administrator.statusCode, fieldOf(administrator)]).toEqual([409, 'id']);
    expect((await call(admin, '/erp/roles/delete', { id: 'nobody' })).statusCode).toBe(404);

    await call(admin, '/erp/roles/create', { id: 'gone', name: '临时', nameEn: 'Temporary' });
    const deleted = await call(admin, '/erp/roles/delete', { id: 'gone' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await latestAudit('roleEdit', 'gone'))?.after).toBeNull();
  });

  it('sets tags; refuses an unknown tag, the everything tag elsewhere, and the administrator losing it', async () => {
    const set = await call(admin, '/erp/roles/set-tags', { id: 'qa', tags: ['Invoicing', 'finance:invoice'] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.tags.sort()).toEqual(['Invoicing', 'finance:invoice']);
    expect((await latestAudit('roleEdit', 'qa'))?.after).toEqual({ tags: ['Invoicing', 'finance:invoice'] });

    const unknown = await call(admin, '/erp/roles/set-tags', { id: 'qa', tags: ['Invoicing', 'no:such'] });
    expect([unknown.statusCode, fieldOf(unknown)]).toEqual([400, 'tags']);
    expect(unknown.json().msg).toContain('no:such');
    const everything = await call(admin, '/erp/roles/set-tags', { id: 'qa', tags: ['*:*:*'] });
    expect([everything.statusCode, fieldOf(everything)]).toEqual([409, 'tags']);
    const adminTags = await tagsOfRole('1');
    const withoutEverything = adminTags.filter((tag) => tag !== '*:*:*');
    const demoted = await call(admin, '/erp/roles/set-tags', { id: '1', tags: withoutEverything });
    expect([demoted.statusCode, fieldOf(demoted)]).toEqual([409, 'tags']);
    expect(demoted.json().msg).toContain('*:*:*');
    expect(await tagsOfRole('1')).toContain('*:*:*');
    // Nor the roles editor's page: no page could give it back.
    const withoutRolesPage = adminTags.filter((tag) => tag !== 'Roles');
    const lockedOut = await call(admin, '/erp/roles/set-tags', { id: '1', tags: withoutRolesPage });
    expect([lockedOut.statusCode, fieldOf(lockedOut)]).toEqual([409, 'tags']);
    expect(lockedOut.json().msg).toContain('Roles');
    // Nothing was half-written by the refusals.
    expect((await tagsOfRole('qa')).sort()).toEqual(['Invoicing', 'finance:invoice']);
  });

  it('an editor grants only tags their own role holds (refused naming the tag)', async () => {
    const executiveTags = await tagsOfRole('16');
    const granted = await call(admin, '/erp/roles/set-tags', { id: '16', tags: [...executiveTags, 'role:manage'] });
    expect(granted.statusCode, granted.body).toBe(200);
    // New tags on role 16 ended the executive's session (issue 33): they log in again.
    expect((await call(executive, '/erp/roles/list')).statusCode).toBe(401);
    executive = await startStaffSession(testApp, '16', now);
    const escalation = await call(executive, '/erp/roles/set-tags', { id: 'qa', tags: ['Invoicing', 'staff:manage'] });
    expect([escalation.statusCode, fieldOf(escalation)]).toEqual([409, 'tags']);
    expect(escalation.json().msg).toContain('staff:manage');
    expect(await tagsOfRole('qa')).not.toContain('staff:manage');
    // Tags the executive holds may be granted; tags already held may be kept or dropped.
    const allowed = await call(executive, '/erp/roles/set-tags', { id: 'qa', tags: ['Invoicing', 'audit:view'] });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await latestAudit('roleEdit', 'qa'))?.actorUserId).toBe(executive.userId);
  });

  it('an editor changing their own role’s tags keeps the session they did it in; their other sessions end', async () => {
    // The executive holds role:manage since the test above; a second session of theirs is on another device.
    const otherDevice = await startStaffSession(testApp, '16', now);
    const held = await tagsOfRole('16');
    const changed = await call(executive, '/erp/roles/set-tags', {
      id: '16',
      tags: held.filter((tag) => tag !== 'audit:view'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(executive, '/erp/roles/list')).statusCode).toBe(200);
    expect((await call(otherDevice, '/erp/roles/list')).statusCode).toBe(401);
    // Its other holders' sessions end too, and a later change still reaches the session that went on.
    const restored = await call(admin, '/erp/roles/set-tags', { id: '16', tags: held });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await call(executive, '/erp/roles/list')).statusCode).toBe(401);
    executive = await startStaffSession(testApp, '16', now);
  });

  it('a burst of creations of one role id: exactly one wins, the others are 409 naming id', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(admin, '/erp/roles/create', { id: 'burst', name: `并发${index}`, nameEn: `Burst ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(responses.filter((response) => response.statusCode === 409).every((r) => fieldOf(r) === 'id')).toBe(true);
  });

  it('a burst of tag sets on one role leaves exactly one of the sets, never a mix', async () => {
    const sets = [['Invoicing'], ['Inventory', 'stock:entry'], ['Customers', 'customer:credit', 'Performance']];
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call(admin, '/erp/roles/set-tags', { id: 'burst', tags: sets[index % 3] }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const final = (await tagsOfRole('burst')).sort();
    expect(sets.map((set) => [...set].sort())).toContainEqual(final);
  });
});

describe('menus', () => {
  it('creates an entry; a path or tag clash, an unknown icon or view is refused naming the field', async () => {
    const system = await menuByTag('System');
    const entry = {
      parentId: system.id,
      menuname: '报表',
      menuenname: 'Reports',
      menupath: '/erp/system/reports',
      menuico: 'BarChartOutlined',
      url: 'performance',
      isvisible: true,
      sort: 500,
    };
    const created = await call(admin, '/erp/menus/create', entry);
    expect(created.statusCode, created.body).toBe(200);
    expect((await latestAudit('menuEdit', 'Reports'))?.after).toMatchObject({ menupath: '/erp/system/reports' });
    // The administrator holds the new entry at once.
    expect(await tagsOfRole('1')).toContain('Reports');

    const pathClash = await call(admin, '/erp/menus/create', { ...entry, menuenname: 'Reports 2' });
    expect([pathClash.statusCode, fieldOf(pathClash)]).toEqual([409, 'menupath']);
    const tagClash = await call(admin, '/erp/menus/create', { ...entry, menupath: '/erp/system/reports2' });
    expect([tagClash.statusCode, fieldOf(tagClash)]).toEqual([409, 'menuenname']);
    const icon = await call(admin, '/erp/menus/create', { ...entry, menuenname: 'R3', menuico: 'BombOutlined' });
    expect([icon.statusCode, fieldOf(icon)]).toEqual([400, 'menuico']);
    const view = await call(admin, '/erp/menus/create', { ...entry, menuenname: 'R4', url: 'no-such-view' });
    expect([view.statusCode, fieldOf(view)]).toEqual([400, 'url']);
    const path = await call(admin, '/erp/menus/create', { ...entry, menuenname: 'R5', menupath: '/elsewhere' });
    expect([path.statusCode, fieldOf(path)]).toEqual([400, 'menupath']);
    const parent = await call(admin, '/erp/menus/create', { ...entry, menuenname: 'R6', parentId: 999_999 });
    expect([parent.statusCode, fieldOf(parent)]).toEqual([400, 'parentId']);
  });

  it('a rename and a hide take effect at the next getMenuByRoleId of a staff member', async () => {
    const sales = await startStaffSession(testApp, '15', now);
    const invoicing = await menuByTag('Invoicing');
    const renamed = await call(admin, '/erp/menus/update', {
      ...invoicing,
      menuname: '发票中心',
      menuenname: 'Invoice Centre',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const rebate = await menuByTag('Sales Rebate');
    const hidden = await call(admin, '/erp/menus/update', { ...rebate, isvisible: false });
    expect(hidden.statusCode, hidden.body).toBe(200);

    const menu = flatten((await call(sales, '/sys/getMenuByRoleId?roleId=15')).json().data as MenuEntry[]);
    expect(menu.find((entry) => entry.menuenname === 'Invoice Centre')?.menuname).toBe('发票中心');
    expect(menu.some((entry) => entry.menuenname === 'Invoicing')).toBe(false);
    expect(menu.some((entry) => entry.menuenname === 'Sales Rebate')).toBe(false);
    // A hidden entry still grants its tag.
    const tags = (await call(sales, '/sys/getAllEnMenu?roleId=15')).json().data as { menuenname: string }[];
    expect(tags.map((tag) => tag.menuenname)).toContain('Sales Rebate');
    const audit = await latestAudit('menuEdit', 'Invoice Centre');
    expect(audit?.before).toMatchObject({ menuenname: 'Invoicing', menuname: '开票' });
    expect(audit?.after).toMatchObject({ menuenname: 'Invoice Centre', menuname: '发票中心' });
  });

  it('moves and reorders; refuses a cycle, renaming a route tag, deleting one, and hiding the editor', async () => {
    const system = await menuByTag('System');
    const staff = await menuByTag('Staff');
    const moved = await call(admin, '/erp/menus/update', { ...(await menuByTag('Reports')), parentId: null, sort: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await listMenus())[0]?.menuenname).toBe('Reports');
    const cycle = await call(admin, '/erp/menus/update', { ...system, parentId: staff.id });
    expect([cycle.statusCode, fieldOf(cycle)]).toEqual([409, 'parentId']);
    const routeTag = await call(admin, '/erp/menus/update', {
      ...(await menuByTag('Performance')),
      menuenname: 'Perf',
    });
    expect([routeTag.statusCode, fieldOf(routeTag)]).toEqual([409, 'menuenname']);
    const deleteTag = await call(admin, '/erp/menus/delete', { id: (await menuByTag('stock:adjust')).id });
    expect([deleteTag.statusCode, fieldOf(deleteTag)]).toEqual([409, 'id']);
    const withChildren = await call(admin, '/erp/menus/delete', { id: system.id });
    expect([withChildren.statusCode, fieldOf(withChildren)]).toEqual([409, 'id']);
    const editor = await menuByTag('Menus');
    const hideEditor = await call(admin, '/erp/menus/update', { ...editor, isvisible: false });
    expect([hideEditor.statusCode, fieldOf(hideEditor)]).toEqual([409, 'isvisible']);
    const hideRoles = await call(admin, '/erp/menus/update', { ...(await menuByTag('Roles')), isvisible: false });
    expect([hideRoles.statusCode, fieldOf(hideRoles)]).toEqual([409, 'isvisible']);

    const reports = await menuByTag('Reports');
    const deleted = await call(admin, '/erp/menus/delete', { id: reports.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await listMenus()).some((menu) => menu.menuenname === 'Reports')).toBe(false);
    expect((await latestAudit('menuEdit', 'Reports'))?.after).toBeNull();
  });

  it('a burst of entries with one path: exactly one is created, the others are 409 naming menupath', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(admin, '/erp/menus/create', {
          parentId: null,
          menuname: `并发${index}`,
          menuenname: `Burst ${index}`,
          menupath: '/erp/burst',
          menuico: '',
          url: 'home',
          isvisible: true,
          sort: 900,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => fieldOf(r) === 'menupath')).toBe(true);
  });

  it('"view as role" answers what getMenuByRoleId and getAllEnMenu serve that role', async () => {
    const manager = await startStaffSession(testApp, '11', now);
    const preview = await call(admin, '/erp/menus/preview?roleId=11');
    expect(preview.statusCode, preview.body).toBe(200);
    const served = (await call(manager, '/sys/getMenuByRoleId?roleId=11')).json().data;
    const tags = (await call(manager, '/sys/getAllEnMenu?roleId=11')).json().data as { menuenname: string }[];
    expect(preview.json().data.menu).toEqual(served);
    expect(preview.json().data.tags).toEqual(tags.map((tag) => tag.menuenname));
    expect(preview.json().data.tags).toContain('order:assignSales');
    expect((await call(admin, '/erp/menus/preview?roleId=nobody')).statusCode).toBe(404);
  });
});

describe('staff users are audited', () => {
  it('a created, renamed and disabled staff user each leave a staffEdit row with before and after', async () => {
    const created = await call(admin, '/erp/staff-users/create', {
      phone: '13700002201',
      nickname: 'Audited',
      roleId: '12',
      password: 'First1234',
    });
    expect(created.statusCode, created.body).toBe(200);
    const userId = created.json().data.userId as string;
    expect((await latestAudit('staffEdit', '13700002201'))?.after).toMatchObject({ nickname: 'Audited', roleId: '12' });
    await call(admin, '/erp/staff-users/update', { userId, nickname: 'Audited', roleId: '14' });
    const moved = await latestAudit('staffEdit', '13700002201');
    expect([moved?.before, moved?.after]).toMatchObject([{ roleId: '12' }, { roleId: '14' }]);
    await call(admin, '/erp/staff-users/set-active', { userId, isActive: false });
    const disabled = await latestAudit('staffEdit', '13700002201');
    expect([disabled?.before, disabled?.after]).toMatchObject([{ isActive: true }, { isActive: false }]);
    expect(disabled?.actorUserId).toBe(admin.userId);
  });
});

describe('a created role is a staff role like the seeded ones', () => {
  it('a staff user is given a created role (an unknown one is a 400 naming roleId) and sees exactly its menu', async () => {
    await call(admin, '/erp/roles/create', { id: 'qc', name: '质控', nameEn: 'QC' });
    const tagged = await call(admin, '/erp/roles/set-tags', {
      id: 'qc',
      tags: ['Workbench', 'Inventory', 'parts:view'],
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    const unknown = await call(admin, '/erp/staff-users/create', {
      phone: '13700002301',
      nickname: 'Nobody',
      roleId: 'no-such',
      password: 'First1234',
    });
    expect([unknown.statusCode, fieldOf(unknown)]).toEqual([400, 'roleId']);
    const created = await call(admin, '/erp/staff-users/create', {
      phone: '13700002302',
      nickname: 'Checker',
      roleId: 'qc',
      password: 'First1234',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.roleId).toBe('qc');
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/land',
      payload: { username: '13700002302', password: 'First1234', loginType: 'manage', rememberMe: false },
    });
    expect(login.statusCode, login.body).toBe(200);
    const sid = login.cookies.find((cookie) => cookie.name === 'sid');
    const checker = { userId: created.json().data.userId as string, cookie: `sid=${sid?.value}` };
    const menu = (await call(checker, '/sys/getMenuByRoleId?roleId=qc')).json().data as MenuEntry[];
    expect(flatten(menu).map((entry) => entry.menuenname)).toEqual(['Workbench', 'Inventory']);
    expect((await call(checker, '/erp/parts/list')).statusCode).toBe(200);
    expect((await call(checker, '/erp/stock/adjust', {})).statusCode).toBe(403);
    // Held by a staff user now: the role cannot be deleted.
    const held = await call(admin, '/erp/roles/delete', { id: 'qc' });
    expect([held.statusCode, fieldOf(held)]).toEqual([409, 'id']);
  });
});
