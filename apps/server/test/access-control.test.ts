import type { StaffRoleId } from '@boardforge/contracts/roles.ts';
import { staffRoleIds } from '@boardforge/contracts/roles.ts';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPhoneOfRole } from '../src/db/seed.ts';
import { createApiKeysService } from '../src/modules/api-keys/api-keys.service.ts';
import { listTagsOfRole } from '../src/modules/menus/menus.repository.ts';
import { createSessionsService } from '../src/modules/sessions/sessions.service.ts';
import { findUserById, findUserByPhone, insertUser } from '../src/modules/users/users.repository.ts';
import {
  anyStaffRoutes,
  type RegisteredRoute,
  type RouteAccess,
  registerAccessControl,
} from '../src/plugins/access.ts';
import { registerErrorHandler } from '../src/plugins/envelope.ts';
import { registerI18n } from '../src/plugins/i18n.ts';
import { registerSessionDecorator } from '../src/plugins/sessions.ts';
import { unusablePasswordHash } from './fakes/member-helpers.ts';
import { createTestApp, createTestCustomer, type TestApp, testCustomer } from './helpers/test-app.ts';
import { createCustomer, pcbOrderBody, saveOrder } from './orders-fixtures.ts';

/**
 * Roles holding exactly one tag (issue 33: least privilege), created on System › Roles in beforeAll: the menu entry
 * every seeded role holds (which opens no data), the design engineer's tag and view, an order screen, an order action,
 * and tags of other views. Each must be refused every route its tag does not open.
 */
const singleTagRoles = {
  'one-workbench': 'Workbench',
  'one-design-work': 'design:work',
  'one-design-queue': 'Design Queue',
  'one-sales-orders': 'Sales Orders',
  'one-order-cancel': 'order:cancel',
  'one-content': 'content:edit',
  'one-audit': 'audit:view',
  'one-customers': 'Customers',
} as const;
type SingleTagRoleId = keyof typeof singleTagRoles;

type SeededCaller = 'anonymous' | 'client' | StaffRoleId;
type Caller = SeededCaller | SingleTagRoleId;
const callers: SeededCaller[] = ['anonymous', 'client', ...staffRoleIds];
const singleTagCallers = Object.keys(singleTagRoles) as SingleTagRoleId[];

let testApp: TestApp;
const userIdOf = new Map<Caller, string>();
const tagsOf = new Map<Caller, string[]>();

/**
 * A fresh session cookie for a caller (none for anonymous). Sessions are started directly, not by
 * logging in (auth.test.ts covers that), to keep scrypt out of the walk; fresh each time because
 * the walk itself calls logout.
 */
async function startSessionCookie(caller: Caller): Promise<string | undefined> {
  const userId = userIdOf.get(caller);
  if (!userId) return undefined;
  const { db } = testApp.database.handle;
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`no user ${userId}`);
  const started = await createSessionsService({ db, now: () => new Date() }).startSession(user, { rememberMe: false });
  return `sid=${started.token}`;
}

/** GET or POST (an empty body) of a route as a caller, with the caller's own role as roleId. */
function callRoute(route: RegisteredRoute, caller: Caller, cookie: string | undefined) {
  return testApp.app.inject({
    method: route.method as 'GET',
    url: buildUrl(route, caller),
    headers: cookie ? { cookie } : {},
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  await createTestCustomer(testApp);
  const { db } = testApp.database.handle;
  for (const caller of callers) {
    if (caller === 'anonymous') continue;
    const phone = caller === 'client' ? testCustomer.phone : demoPhoneOfRole(caller);
    const user = await findUserByPhone(db, phone);
    if (!user) throw new Error(`no user ${phone}`);
    userIdOf.set(caller, user.id);
    tagsOf.set(caller, caller === 'client' ? [] : await listTagsOfRole(db, caller));
  }
  const adminCookie = await startSessionCookie('1');
  const asAdmin = async (url: string, payload: Record<string, unknown>) => {
    const response = await testApp.app.inject({ method: 'POST', url, headers: { cookie: adminCookie }, payload });
    expect(response.statusCode, response.body).toBe(200);
  };
  for (const [index, roleId] of singleTagCallers.entries()) {
    await asAdmin('/api/erp/roles/create', { id: roleId, name: `单一${index}`, nameEn: `Single ${index}` });
    await asAdmin('/api/erp/roles/set-tags', { id: roleId, tags: [singleTagRoles[roleId]] });
    const user = await insertUser(db, {
      phone: `1390000${String(100 + index).padStart(4, '0')}`,
      passwordHash: unusablePasswordHash,
      nickname: `Single ${index}`,
      kind: 'staff',
      roleId,
    });
    userIdOf.set(roleId, user.id);
    tagsOf.set(roleId, await listTagsOfRole(db, roleId));
  }
});
afterAll(async () => {
  await testApp?.close();
});

/** The status the access rule alone must give a caller, or undefined when the caller passes it. */
function expectedRefusal(access: RouteAccess, caller: Caller): 401 | 403 | undefined {
  if (access === 'public') return undefined;
  if (caller === 'anonymous') return 401;
  if (access === 'user') return undefined;
  const kind = caller === 'client' ? 'client' : 'staff';
  if (access === 'client' || access === 'staff') return kind === access ? undefined : 403;
  if (kind !== 'staff') return 403;
  const held = tagsOf.get(caller) ?? [];
  const isAllowed = held.includes('*:*:*') || held.includes('admin') || access.tags.some((tag) => held.includes(tag));
  return isAllowed ? undefined : 403;
}

/** A request URL for a route: path parameters filled with a placeholder, the caller's own role as roleId. */
function buildUrl(route: RegisteredRoute, caller: Caller): string {
  const path = route.url.replace(/:(\w+)/g, 'placeholder');
  const roleId = caller === 'anonymous' || caller === 'client' ? '1' : caller;
  return `${path}?roleId=${roleId}`;
}

describe('routes × roles', () => {
  it('every registered /api route declares its access', () => {
    const routes = testApp.app.registeredRoutes;
    expect(routes.length).toBeGreaterThanOrEqual(6);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'POST /api/user/land',
        'POST /api/user/logout',
        'GET /api/user/me',
        'GET /api/sys/getMenuByRoleId',
        'GET /api/sys/getAllEnMenu',
        'POST /api/common/sendmail',
        'POST /api/common/saveLog',
        'POST /api/wechat/generateScheme',
        'GET /api/wechat/miniProgram',
        'POST /api/wechat/exchangeHandoff',
        'GET /api/erp/invoice/list',
        'POST /api/erp/invoice/issue',
        'POST /api/common/getABC',
        'GET /api/erp/payment/ledger',
        'GET /api/erp/returns/sales',
        'GET /api/erp/returns/requests',
        'GET /api/orderInfo/home',
        'GET /api/user/getMailCode',
        'POST /api/customer/saveuserByEmail',
        'POST /api/customer/emailLand',
        'GET /api/cart',
        'POST /api/cart/lines',
        'POST /api/cart/merge',
        'POST /api/cart/remove',
        'GET /api/profiles/list',
        'POST /api/profiles/save',
        'POST /api/profiles/rename',
        'POST /api/profiles/delete',
        'GET /api/profiles/export',
        'POST /api/profiles/import',
        'POST /api/profiles/reorder',
        'GET /api/webhooks/list',
        'POST /api/webhooks/create',
        'POST /api/webhooks/update',
        'POST /api/webhooks/rotate',
        'POST /api/webhooks/delete',
        'GET /api/webhooks/log',
        'POST /api/webhooks/resend',
        'GET /api/apiKeys/list',
        'POST /api/apiKeys/create',
        'POST /api/apiKeys/revoke',
        'POST /api/orderInfo/attachFiles',
        'GET /api/erp/parts/list',
        'GET /api/erp/parts/detail',
        'POST /api/erp/parts/save',
        'GET /api/erp/suppliers/list',
        'POST /api/erp/suppliers/save',
        'POST /api/erp/suppliers/offers/save',
        'POST /api/erp/suppliers/offers/delete',
        'POST /api/file/matchBom',
        'GET /api/erp/quoteSheet/detail',
        'POST /api/erp/quoteSheet/savePurchase',
        'POST /api/erp/quoteSheet/saveSales',
        'POST /api/erp/performance/sales',
        'GET /api/orderInfo/messages',
        'POST /api/orderInfo/messages/send',
        'GET /api/erp/order/messages',
        'POST /api/erp/order/messages/send',
        'GET /api/erp/purchaseOrders/list',
        'GET /api/erp/purchaseOrders/detail',
        'POST /api/erp/purchaseOrders/receive',
        'GET /api/erp/stock/levels',
        'GET /api/erp/stock/movements',
        'POST /api/erp/stock/adjust',
        'POST /api/erp/stock/entry',
        'POST /api/erp/stock/exit',
        'GET /api/erp/purchase-returns/list',
        'GET /api/erp/purchase-returns/detail',
        'POST /api/erp/purchase-returns/save',
        'POST /api/erp/purchase-returns/transition',
        'GET /api/erp/staff-users/list',
        'GET /api/erp/staff-users/roles',
        'POST /api/erp/staff-users/create',
        'POST /api/erp/staff-users/update',
        'POST /api/erp/staff-users/set-active',
        'POST /api/erp/staff-users/reset-password',
        'GET /api/erp/roles/list',
        'POST /api/erp/roles/create',
        'POST /api/erp/roles/rename',
        'POST /api/erp/roles/delete',
        'POST /api/erp/roles/set-tags',
        'GET /api/erp/menus/list',
        'POST /api/erp/menus/create',
        'POST /api/erp/menus/update',
        'POST /api/erp/menus/delete',
        'GET /api/erp/menus/preview',
        'GET /api/erp/customers/list',
        'GET /api/erp/customers/detail',
        'GET /api/erp/customers/statement',
        'POST /api/erp/customers/credit',
        'POST /api/erp/parts/delete',
        'POST /api/erp/suppliers/delete',
        'POST /api/erp/parts/import/preview',
        'POST /api/erp/parts/import/confirm',
        'POST /api/erp/suppliers/import/preview',
        'POST /api/erp/suppliers/import/confirm',
        'GET /api/erp/rebates/sales/rules',
        'POST /api/erp/rebates/sales/rules/save',
        'POST /api/erp/rebates/sales/manual',
        'POST /api/erp/rebates/sales/reverse',
        'GET /api/erp/rebates/sales/entries',
        'GET /api/erp/rebates/sales/totals',
        'GET /api/erp/rebates/sales/parties',
        'GET /api/erp/rebates/purchase/parties',
        'POST /api/erp/rebates/sales/apply',
        'GET /api/erp/rebates/purchase/rules',
        'POST /api/erp/rebates/purchase/rules/save',
        'POST /api/erp/rebates/purchase/manual',
        'POST /api/erp/rebates/purchase/reverse',
        'GET /api/erp/rebates/purchase/entries',
        'GET /api/erp/rebates/purchase/totals',
        'POST /api/erp/rebates/purchase/apply',
        'GET /api/erp/audit/list',
        'POST /api/erp/priceBook/publish',
        'POST /api/erp/priceBook/restore',
        'POST /api/erp/priceBook/preview',
        'GET /api/erp/priceBook/history',
        'GET /api/erp/priceBook/diff',
        'POST /api/erp/images/upload',
        'GET /api/images/:id',
        'GET /api/images/:id/thumbnail',
        'GET /api/erp/pointsMall/items/list',
        'POST /api/erp/pointsMall/items/create',
        'POST /api/erp/pointsMall/items/update',
        'POST /api/erp/pointsMall/items/restock',
        'POST /api/erp/pointsMall/items/set-active',
        'GET /api/erp/pointsMall/redemptions/list',
        'POST /api/erp/pointsMall/redemptions/ship',
        'POST /api/erp/pointsMall/redemptions/deliver',
        'POST /api/erp/pointsMall/redemptions/cancel',
        'GET /api/erp/content/list',
        'POST /api/erp/content/create',
        'POST /api/erp/content/update',
        'POST /api/erp/content/publish',
        'POST /api/erp/content/unpublish',
        'POST /api/erp/content/delete',
        'GET /api/erp/content/showcase/list',
        'POST /api/erp/content/showcase/decide',
        'GET /api/content/list',
        'GET /api/content/showcase',
        'GET /sitemap.xml',
        'GET /robots.txt',
        'GET /api/content/:id',
        'POST /api/erp/audit/recordExport',
        'POST /api/erp/traffic/statistics',
        'POST /api/design/file/upload',
        'POST /api/erp/design/file/upload',
        'POST /api/design/job/publish',
        'GET /api/design/job/list',
        'GET /api/design/job/detail',
        'GET /api/erp/design/detail',
        'POST /api/design/job/action',
        'POST /api/erp/design/action',
        'POST /api/design/job/download',
        'POST /api/erp/design/download',
        'POST /api/design/job/pay',
        'GET /api/design/job/boardOrder',
        'GET /api/design/file/content',
        'GET /api/design/file/preview',
        'GET /api/erp/design/queue',
        'GET /api/erp/design/workload',
      ]),
    );
    expect(routes.filter((route) => route.access !== 'public').length).toBeGreaterThanOrEqual(3);
  });

  it('protected routes refuse the wrong callers and let the right ones through', async () => {
    const checked: string[] = [];
    // One session per caller, started again after the walk logs it out (as the single-tag walk below): starting one
    // per call was most of this walk's time.
    const cookieOf = new Map<Caller, string | undefined>();
    for (const caller of callers) cookieOf.set(caller, await startSessionCookie(caller));
    for (const route of testApp.app.registeredRoutes) {
      for (const caller of callers) {
        const response = await callRoute(route, caller, cookieOf.get(caller));
        if (route.url === '/api/user/logout') cookieOf.set(caller, await startSessionCookie(caller));
        const refusal = expectedRefusal(route.access, caller);
        const label = `${route.method} ${route.url} as ${caller} → ${response.statusCode} ${response.body.slice(0, 120)}`;
        if (refusal) {
          expect(response.statusCode, label).toBe(refusal);
          expect(response.json().code, label).toBe(String(refusal));
        } else {
          expect([401, 403], label).not.toContain(response.statusCode);
        }
        checked.push(label);
      }
    }
    expect(checked.length).toBe(testApp.app.registeredRoutes.length * callers.length);
    // The walk grows with every route (routes × 8 callers, ~27 s on a loaded 2-core machine): the timeout only
    // catches a hang.
  }, 180_000);

  it('a role holding a single tag is refused every route that tag does not open', async () => {
    const openedTo = new Map<Caller, string[]>();
    for (const caller of singleTagCallers) {
      // One session per role, started again after the walk logs it out: refusals come before the handler, so the
      // ~200 routes × 8 roles stay cheap.
      let cookie = await startSessionCookie(caller);
      const opened: string[] = [];
      for (const route of testApp.app.registeredRoutes) {
        const response = await callRoute(route, caller, cookie);
        const label = `${route.method} ${route.url} as ${caller} → ${response.statusCode} ${response.body.slice(0, 120)}`;
        const refusal = expectedRefusal(route.access, caller);
        if (refusal) {
          expect(response.statusCode, label).toBe(refusal);
          expect(response.json().code, label).toBe(String(refusal));
        } else {
          expect([401, 403], label).not.toContain(response.statusCode);
          if (route.access !== 'public' && route.access !== 'user') opened.push(`${route.method} ${route.url}`);
        }
        if (route.url === '/api/user/logout') cookie = await startSessionCookie(caller);
      }
      openedTo.set(caller, opened);
    }
    // The walk's rule stated plainly for a few roles: the workbench opens only the routes every staff member may call;
    // the design engineer's tag only design routes; an order action only the transition; an order screen the orders,
    // their messages, the waiting work and the staff directory.
    const staffWide = Object.keys(anyStaffRoutes);
    expect(openedTo.get('one-workbench')?.sort()).toEqual([...staffWide].sort());
    const designRoutes = openedTo.get('one-design-work')?.filter((route) => !staffWide.includes(route)) ?? [];
    expect(designRoutes.length).toBeGreaterThan(3);
    for (const route of designRoutes) expect(route).toMatch(/^(GET|POST) \/api\/(erp\/)?design\//);
    expect(openedTo.get('one-order-cancel')?.filter((route) => !staffWide.includes(route))).toEqual([
      'POST /api/erp/order/transition',
    ]);
    expect(openedTo.get('one-sales-orders')).toEqual(
      expect.arrayContaining([
        'GET /api/erp/order/list',
        'GET /api/erp/order/detail',
        'POST /api/report/getPersonTaskList',
        'GET /api/erp/order/messages',
        'POST /api/erp/order/messages/send',
        'GET /api/erp/staff/list',
      ]),
    );
    expect(openedTo.get('one-sales-orders')).not.toContain('POST /api/erp/order/transition');
    expect(openedTo.get('one-content')).toContain('POST /api/erp/images/upload');
  }, 180_000);

  it("'staff' (any staff member) is declared only on the listed routes, which answer only the caller's own data", () => {
    const staffWide = testApp.app.registeredRoutes
      .filter((route) => route.access === 'staff')
      .map((route) => `${route.method} ${route.url}`);
    // Each stays open to every staff member for the reason anyStaffRoutes gives (access.ts): the caller's own menu
    // and tags (menus.test.ts: another role's are refused), and recording the caller's own export.
    expect(staffWide.sort()).toEqual(
      ['GET /api/sys/getAllEnMenu', 'GET /api/sys/getMenuByRoleId', 'POST /api/erp/audit/recordExport'].sort(),
    );
    expect(Object.keys(anyStaffRoutes).sort()).toEqual(staffWide);
  });
});

describe('the design engineer (role 17) works on design jobs only (issue 33)', () => {
  let orderId: string;
  beforeAll(async () => {
    const customer = await createCustomer(testApp, '13700000033', () => new Date());
    const saved = await saveOrder(testApp.app, customer.cookie, pcbOrderBody(customer.addressId, 'least-privilege'));
    expect(saved.statusCode, saved.body).toBe(200);
    orderId = saved.json().data.orderId;
  });

  async function callAs(caller: Caller, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
    const cookie = await startSessionCookie(caller);
    return testApp.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  }

  it("reads no order, no customer's address, no colleague's phone and answers no customer", async () => {
    const refused = [
      await callAs('17', 'GET', '/api/erp/order/list'),
      await callAs('17', 'GET', `/api/erp/order/detail?orderId=${orderId}`),
      await callAs('17', 'GET', `/api/erp/order/messages?orderId=${orderId}`),
      await callAs('17', 'POST', '/api/erp/order/messages/send', { orderId, body: 'Your boards ship tomorrow.' }),
      await callAs('17', 'GET', '/api/erp/staff/list'),
      await callAs('17', 'POST', '/api/report/getPersonTaskList', { pageNum: 1, pageSize: 10 }),
      await callAs('17', 'POST', '/api/erp/order/transition', { orderId, action: 'cancel', fromStatus: 0 }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: '403', data: { reason: 'access.forbidden' } });
      expect(response.body).not.toContain('科技园');
    }
    const messages = await callAs('1', 'GET', `/api/erp/order/messages?orderId=${orderId}`);
    expect(messages.json().data.messages).toEqual([]);
  });

  it('while the sales roles keep the order screen, and the engineer the design queue', async () => {
    for (const role of ['11', '12', '14', '15', '16'] as const) {
      const detail = await callAs(role, 'GET', `/api/erp/order/detail?orderId=${orderId}`);
      expect(detail.statusCode, `${role}: ${detail.body}`).toBe(200);
      expect((await callAs(role, 'GET', '/api/erp/staff/list')).statusCode).toBe(200);
    }
    const queue = await callAs('17', 'GET', '/api/erp/design/queue');
    expect(queue.statusCode, queue.body).toBe(200);
  });
});

describe('access declarations', () => {
  async function buildScope(register: (scope: FastifyInstance) => void): Promise<FastifyInstance> {
    const { db } = testApp.database.handle;
    const app = Fastify({ logger: false });
    registerI18n(app);
    registerSessionDecorator(app);
    registerErrorHandler(app);
    await app.register(cookie);
    await app.register(async (scope) => {
      registerAccessControl(scope, {
        sessions: createSessionsService({ db, now: () => new Date() }),
        apiKeys: createApiKeysService({ db, now: () => new Date(), requestsPerMinute: 60 }),
        listTagsOfRole: (roleId) => listTagsOfRole(db, roleId),
      });
      register(scope);
    });
    await app.ready();
    return app;
  }

  it('a route without config.access fails at registration', async () => {
    await expect(buildScope((scope) => scope.get('/forgotten', async () => 'open'))).rejects.toThrow(
      /GET \/forgotten must declare config.access/,
    );
  });

  it("a route declaring 'staff' outside the listed ones fails at registration: it must name its tag", async () => {
    await expect(
      buildScope((scope) => scope.get('/erp/everyone', { config: { access: 'staff' } }, async () => 'open')),
    ).rejects.toThrow(/GET \/erp\/everyone must name the permission tag it needs/);
  });

  it('a tag-protected route admits only roles holding the tag (role 1 through *:*:*)', async () => {
    const app = await buildScope((scope) =>
      scope.post('/cancel', { config: { access: { tags: ['order:cancel'] } } }, async () => ({ code: '200' })),
    );
    try {
      const statusOf = async (caller: Caller) => {
        const cookie = await startSessionCookie(caller);
        const response = await app.inject({ method: 'POST', url: '/cancel', headers: cookie ? { cookie } : {} });
        return response.statusCode;
      };
      const statuses = Object.fromEntries(await Promise.all(callers.map(async (c) => [c, await statusOf(c)])));
      expect(statuses).toEqual({
        anonymous: 401,
        client: 403,
        1: 200,
        11: 200,
        12: 403,
        14: 403,
        15: 200,
        16: 200,
        17: 403,
      });
    } finally {
      await app.close();
    }
  });
});
