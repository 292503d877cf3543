import type { AbcAnswer, SalesPerformanceAnswer } from '@boardforge/contracts/performance.ts';
import type { StaffRoleId } from '@boardforge/contracts/roles.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../src/db/orders.table.ts';
import { userProfiles } from '../src/db/profiles.table.ts';
import { recordRefund } from '../src/modules/payments/payments.repository.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { type Caller, createCustomer, payVerified, startStaffSession } from './orders-fixtures.ts';
import { insertTestOrder } from './payments-helpers.ts';

// POST /api/common/getABC against the real database: paid orders and refunds are recorded through the payments
// module's own recording, at chosen instants around the window 2026-01-01..2026-06-30 (China time, UTC+8).

let testApp: TestApp;
const now = () => new Date('2026-11-22T02:00:00Z');
const staff = new Map<StaffRoleId, Caller>();
let client: Caller;
const customerIds: Record<string, string> = {};

type OrderType = (typeof orders.orderType.enumValues)[number];

/** A customer's order of `yuan` of a type, paid in full at `paidAt`; returns the order id. */
async function payOrder(customer: string, orderType: OrderType, yuan: number, paidAt: string): Promise<string> {
  const { db } = testApp.database.handle;
  const userId = customerIds[customer];
  if (!userId) throw new Error(`no customer ${customer}`);
  const amountFen = yuan * 100;
  const { orderId } = await insertTestOrder(db, { userId, status: 6, payableFen: amountFen });
  await db.update(orders).set({ orderType }).where(eq(orders.id, orderId));
  await payVerified(testApp, { orderId, userId, amountFen }, new Date(paidAt));
  return orderId;
}

function getAbc(body: Record<string, unknown>, caller?: Caller, language = 'en') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/common/getABC',
    headers: { 'accept-language': language, ...(caller ? { cookie: caller.cookie } : {}) },
    payload: body,
  });
}

async function getAbcOk(body: Record<string, unknown>, roleId: StaffRoleId = '16'): Promise<AbcAnswer> {
  const response = await getAbc(body, staff.get(roleId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as AbcAnswer;
}

beforeAll(async () => {
  testApp = await createTestApp({ now });
  const { db } = testApp.database.handle;
  for (const [name, phone] of Object.entries({
    alpha: '13701000001',
    bravo: '13701000002',
    charlie: '13701000003',
    delta: '13701000004',
    echo: '13701000005',
    foxtrot: '13701000006',
  })) {
    const customer = await createCustomer(testApp, phone, now);
    customerIds[name] = customer.userId;
    if (name === 'alpha') client = customer;
  }
  await db.insert(userProfiles).values({ userId: customerIds.alpha ?? '', company: 'Alpha Ltd' });
  for (const roleId of ['1', '11', '12', '14', '15', '16'] as const)
    staff.set(roleId, await startStaffSession(testApp, roleId, now));

  await payOrder('alpha', 'pcb', 8000, '2026-03-01T04:00:00Z');
  const bravoOrder = await payOrder('bravo', 'smt', 1500, '2026-04-01T04:00:00Z');
  await recordRefund(db, {
    orderId: bravoOrder,
    amountFen: 50_000,
    reason: 'test',
    actorUserId: null,
    at: new Date('2026-05-01T04:00:00Z'),
  });
  // 23:59:59 on 30 June in China: inside.
  await payOrder('charlie', 'stencil', 800, '2026-06-30T15:59:59Z');
  // 00:00 on 1 July in China: outside.
  await payOrder('delta', 'bom', 300, '2026-06-30T16:00:00Z');
  // Paid on 31 December 23:59:59 China time (outside), refunded 100 yuan in February (inside): net −100 in the window.
  const echoOrder = await payOrder('echo', 'pcb', 200, '2025-12-31T15:59:59Z');
  await recordRefund(db, {
    orderId: echoOrder,
    amountFen: 10_000,
    reason: 'test',
    actorUserId: null,
    at: new Date('2026-02-01T04:00:00Z'),
  });
  // 00:00 on 1 January in China: inside.
  await payOrder('foxtrot', 'design', 200, '2025-12-31T16:00:00Z');
});
afterAll(async () => {
  await testApp?.close();
});

const halfYear = { from: '2026-01-01', to: '2026-06-30' };

describe('POST /api/common/getABC by customer', () => {
  it('ranks what customers paid less refunds in the window, with shares and classes (A < 80 % before, B < 95 %)', async () => {
    const answer = await getAbcOk({ dimension: 'customer', ...halfYear });
    expect(answer).toMatchObject({ dimension: 'customer', ...halfYear, totalAmount: 10_000 });
    expect(answer.rows).toEqual([
      {
        key: customerIds.alpha,
        name: 'Customer 0001 · Alpha Ltd (13701000001)',
        amount: 8000,
        share: 0.8,
        cumulativeShare: 0.8,
        class: 'A',
      },
      // 1 500 paid − 500 refunded.
      {
        key: customerIds.bravo,
        name: 'Customer 0002 (13701000002)',
        amount: 1000,
        share: 0.1,
        cumulativeShare: 0.9,
        class: 'B',
      },
      {
        key: customerIds.charlie,
        name: 'Customer 0003 (13701000003)',
        amount: 800,
        share: 0.08,
        cumulativeShare: 0.98,
        class: 'B',
      },
      {
        key: customerIds.foxtrot,
        name: 'Customer 0006 (13701000006)',
        amount: 200,
        share: 0.02,
        cumulativeShare: 1,
        class: 'C',
      },
    ]);
    // Echo's net is −100 in the window (a refund of an earlier payment): not ranked. Delta paid after the window.
    expect(answer.rows.map((row) => row.key)).not.toContain(customerIds.echo);
    expect(answer.rows.map((row) => row.key)).not.toContain(customerIds.delta);
    expect(answer.classes).toEqual([
      { class: 'A', count: 1, amount: 8000, share: 0.8 },
      { class: 'B', count: 2, amount: 1800, share: 0.18 },
      { class: 'C', count: 1, amount: 200, share: 0.02 },
    ]);
  });

  it('takes the days of the window in China time, both ends included', async () => {
    const lastDay = await getAbcOk({ dimension: 'customer', from: '2026-06-30', to: '2026-06-30' });
    expect(lastDay.rows.map((row) => [row.key, row.amount, row.class])).toEqual([[customerIds.charlie, 800, 'A']]);
    const nextDay = await getAbcOk({ dimension: 'customer', from: '2026-07-01', to: '2026-07-01' });
    expect(nextDay.rows.map((row) => [row.key, row.amount])).toEqual([[customerIds.delta, 300]]);
    const firstDay = await getAbcOk({ dimension: 'customer', from: '2026-01-01', to: '2026-01-01' });
    expect(firstDay.rows.map((row) => row.key)).toEqual([customerIds.foxtrot]);
  });

  it('answers no rows and empty classes for a window without money', async () => {
    const answer = await getAbcOk({ dimension: 'customer', from: '2020-01-01', to: '2020-12-31' });
    expect(answer.rows).toEqual([]);
    expect(answer.totalAmount).toBe(0);
    expect(answer.classes.map((summary) => summary.count)).toEqual([0, 0, 0]);
  });
});

describe('POST /api/common/getABC by product', () => {
  it('groups by order type, refunds subtracted in the window they were given back', async () => {
    const answer = await getAbcOk({ dimension: 'product', ...halfYear }, '14');
    // pcb: 8 000 − echo's 100 refund; before smt 79.8 % → A although it crosses 80 %.
    expect(answer.rows).toEqual([
      { key: 'pcb', name: 'pcb', amount: 7900, share: 0.798, cumulativeShare: 0.798, class: 'A' },
      { key: 'smt', name: 'smt', amount: 1000, share: 0.101, cumulativeShare: 0.899, class: 'A' },
      { key: 'stencil', name: 'stencil', amount: 800, share: 0.0808, cumulativeShare: 0.9798, class: 'B' },
      { key: 'design', name: 'design', amount: 200, share: 0.0202, cumulativeShare: 1, class: 'C' },
    ]);
    expect(answer.totalAmount).toBe(9900);
  });
});

describe('POST /api/common/getABC access and validation', () => {
  it('refuses visitors (401), customers and roles without the Performance menu (403); admin passes', async () => {
    const body = { dimension: 'customer', ...halfYear };
    const anonymous = await getAbc(body);
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, '401']);
    const customer = await getAbc(body, client);
    expect([customer.statusCode, customer.json().code]).toEqual([403, '403']);
    const purchasing = await getAbc(body, staff.get('12'));
    expect([purchasing.statusCode, purchasing.json().code]).toEqual([403, '403']);
    expect((await getAbcOk(body, '1')).rows).toHaveLength(4);
    // The roles the seed gives the Performance menu: 1 (through *:*:*), 11, 14, 15, 16.
    const statuses: Record<string, number> = {};
    for (const [roleId, caller] of staff) statuses[roleId] = (await getAbc(body, caller)).statusCode;
    expect(statuses).toEqual({ 1: 200, 11: 200, 12: 403, 14: 200, 15: 200, 16: 200 });
  });

  it.each([
    { name: 'a missing dimension', body: { from: '2026-01-01', to: '2026-06-30' }, field: 'dimension' },
    { name: 'an unknown dimension', body: { dimension: 'region', ...halfYear }, field: 'dimension' },
    {
      name: 'an impossible date',
      body: { dimension: 'customer', from: '2026-02-30', to: '2026-06-30' },
      field: 'from',
    },
    {
      name: 'a date with a time',
      body: { dimension: 'customer', from: '2026-01-01', to: '2026-06-30T00:00:00Z' },
      field: 'to',
    },
    { name: 'to before from', body: { dimension: 'customer', from: '2026-06-30', to: '2026-06-29' }, field: 'to' },
    {
      name: 'more than three years',
      body: { dimension: 'customer', from: '2023-01-01', to: '2026-01-01' },
      field: 'to',
    },
  ])('answers 400 naming the field for $name', async ({ body, field }) => {
    const response = await getAbc(body, staff.get('16'));
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json() as { code: string; data: { errors: { field: string }[] } };
    expect(answer.code).toBe('400');
    expect(answer.data.errors.map((error) => error.field)).toEqual([field]);
  });

  it('takes exactly three years (1 096 days)', async () => {
    const answer = await getAbcOk({ dimension: 'product', from: '2024-01-01', to: '2026-12-31' });
    expect(answer.rows.map((row) => row.key)).toEqual(['pcb', 'smt', 'stencil', 'bom', 'design']);
  });
});

// Issue 13, point 7: revenue, margin and orders per salesperson and month, in 2024 (away from the windows above).
describe('POST /api/erp/performance/sales', () => {
  const postSales = (body: Record<string, unknown>, roleId: StaffRoleId = '16') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/erp/performance/sales',
      headers: { cookie: staff.get(roleId)?.cookie ?? '' },
      payload: body,
    });
  const ledgerNet = async (from: string, to: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/erp/payment/ledger?from=${from}&to=${to}&pageNum=1&pageSize=10`,
      headers: { cookie: staff.get('16')?.cookie ?? '' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.totals.net as number;
  };

  it('sums revenue, cost in proportion to the money received and margin per salesperson and month', async () => {
    const { db } = testApp.database.handle;
    const salesperson = staff.get('14')?.userId ?? '';
    const supervisor = staff.get('11')?.userId ?? '';
    const place = async (orderId: string, salesUserId: string | null, createdAt: string) =>
      db
        .update(orders)
        .set({ assignedSalesUserId: salesUserId, createdAt: new Date(createdAt) })
        .where(eq(orders.id, orderId));
    const a = await payOrder('alpha', 'pcb', 8000, '2024-03-01T04:00:00Z');
    const b = await payOrder('bravo', 'smt', 1500, '2024-04-01T04:00:00Z');
    await recordRefund(db, {
      orderId: b,
      amountFen: 50_000,
      reason: 'test',
      actorUserId: null,
      at: new Date('2024-05-01T04:00:00Z'),
    });
    // 23:59:59 on 31 May China time: May.
    const c = await payOrder('charlie', 'stencil', 800, '2024-05-31T15:59:59Z');
    const d = await payOrder('delta', 'bom', 300, '2024-04-10T04:00:00Z');
    await place(a, salesperson, '2024-03-05T04:00:00Z');
    await place(b, salesperson, '2024-03-06T04:00:00Z');
    await place(c, supervisor, '2024-05-02T04:00:00Z');
    await place(d, null, '2024-04-10T04:00:00Z');
    // The buyer's costs: 10 × 400 yuan on a, 1 × 600 yuan on b.
    await db.insert(orderLines).values([
      { orderId: a, lineNo: 1, code: 'component', label: 'A', labelZh: 'A', quantity: 10, unitCostFen: 40_000 },
      { orderId: b, lineNo: 1, code: 'component', label: 'B', labelZh: 'B', quantity: 1, unitCostFen: 60_000 },
    ]);

    const response = await postSales({ from: '2024-03-01', to: '2024-05-31' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().data as SalesPerformanceAnswer;
    expect(answer.months).toEqual(['2024-03', '2024-04', '2024-05']);
    const rowOf = (salesUserId: string | null) => answer.rows.find((row) => row.salesUserId === salesUserId);
    expect(rowOf(salesperson)?.months).toEqual([
      { month: '2024-03', orderCount: 2, revenue: 8000, cost: 4000, margin: 4000 },
      // 1 500 paid of a 1 500 payable: all of the 600 cost; the 500 refund in May takes back a third of it.
      { month: '2024-04', orderCount: 0, revenue: 1500, cost: 600, margin: 900 },
      { month: '2024-05', orderCount: 0, revenue: -500, cost: -200, margin: -300 },
    ]);
    expect(rowOf(salesperson)?.total).toEqual({ orderCount: 2, revenue: 9000, cost: 4400, margin: 4600 });
    expect(rowOf(supervisor)?.total).toEqual({ orderCount: 1, revenue: 800, cost: 0, margin: 800 });
    expect(rowOf(null)?.total).toMatchObject({ orderCount: 1, revenue: 300 });

    // Summed the other way: each month's total is what the payment ledger nets in that month.
    const monthEnds = {
      '2024-03': ['2024-03-01', '2024-03-31'],
      '2024-04': ['2024-04-01', '2024-04-30'],
      '2024-05': ['2024-05-01', '2024-05-31'],
    };
    for (const monthTotal of answer.monthTotals) {
      const [from, to] = monthEnds[monthTotal.month as keyof typeof monthEnds];
      expect(monthTotal.revenue, monthTotal.month).toBe(await ledgerNet(from ?? '', to ?? ''));
    }
    expect(answer.total.revenue).toBe(await ledgerNet('2024-03-01', '2024-05-31'));
    expect(answer.total.revenue).toBe(answer.rows.reduce((sum, row) => sum + row.total.revenue, 0));
  });

  it('is for the Performance menu; refuses a window over three years naming to', async () => {
    expect((await postSales({ from: '2024-03-01', to: '2024-05-31' }, '12')).statusCode).toBe(403);
    const tooLong = await postSales({ from: '2020-01-01', to: '2024-05-31' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data.errors[0].field).toBe('to');
  });
});
