import type { StaffRoleId } from '@boardforge/contracts/roles.ts';
import { listStatusesOfGroup, type StatusGroup } from '@boardforge/domain/order-status/statuses.ts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  createCustomer,
  insertOwnedFile,
  payVerified,
  pcbOrderBody,
  saveOrder,
  setUpWorkflow,
} from './orders-fixtures.ts';

// The staff order screen's two lists: "All orders" with counts by status, "My tasks" filtered and paged by the server.

const msPerDay = 86_400_000;
const workflow = setUpWorkflow(new Date('2026-11-22T02:00:00Z'), '13700000013');
const { advance, testApp, staffOf, db, placeOrder, moveOk } = workflow;
const bobPhone = '13600000021';
let bob: (Caller & { addressId: string }) | undefined;

beforeAll(async () => {
  bob = await createCustomer(testApp(), bobPhone, workflow.now);
});

type Counts = { status: number; count: number }[];
type Row = { orderId: string; status: number; paid: number; actions?: string[] };
type Page = { rows: Row[]; total: number; pageNum: number; pageSize: number; countsByStatus: Counts };

async function listAll(query: string, roleId: StaffRoleId = '16'): Promise<Page> {
  const response = await testApp().app.inject({
    method: 'GET',
    url: `/api/erp/order/list?${query}`,
    headers: { cookie: staffOf(roleId).cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

function postTasks(roleId: StaffRoleId, body: Record<string, unknown>) {
  return testApp().app.inject({
    method: 'POST',
    url: '/api/report/getPersonTaskList',
    headers: { cookie: staffOf(roleId).cookie },
    payload: body,
  });
}

async function listTasks(roleId: StaffRoleId, body: Record<string, unknown>): Promise<Page> {
  const response = await postTasks(roleId, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function placeBobOrder(key: string) {
  if (!bob) throw new Error('bob is not ready');
  const gerberFileId = await insertOwnedFile(testApp(), bob.userId, 'gerber');
  const response = await saveOrder(testApp().app, bob.cookie, pcbOrderBody(bob.addressId, key, { gerberFileId }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { orderId: string; status: number };
}

/**
 * Copies an order `copies` times in one statement (numbers and idempotency keys made unique, no lines), each copy
 * having entered its status a second earlier than the last: many waiting orders without pricing each one.
 */
async function cloneOrder(orderId: string, copies: number): Promise<void> {
  await db().execute(sql`
    insert into orders (order_no, user_id, order_type, status, spec, quote, price_book_version, total_fen, payable_fen,
      invoice_type, invoicing_method, contract_title, placing_order, placing_order_phone, technicians,
      technicians_phone, shipping_address, shipping_method, idempotency_key, request_hash, status_entered_at,
      created_at)
    select order_no || '-C' || n, user_id, order_type, status, spec, quote, price_book_version, total_fen,
      payable_fen, invoice_type, invoicing_method, contract_title, placing_order, placing_order_phone, technicians,
      technicians_phone, shipping_address, shipping_method, idempotency_key || '-C' || n, request_hash,
      status_entered_at - n * interval '1 second', created_at
    from orders cross join generate_series(1, ${copies}::integer) as n
    where id = ${orderId}::uuid`);
}

/** Checks that every count of a list answer equals the rows the same filters give with that status chosen. */
async function expectCountsMatchRows(query: string, group: StatusGroup): Promise<Counts> {
  const answer = await listAll(`${query}&pageSize=50`);
  for (const status of listStatusesOfGroup(group)) {
    const filtered = await listAll(`${query}&status=${status}&pageSize=50`);
    expect(filtered.countsByStatus, `${query} status=${status}: counts ignore the status filter`).toEqual(
      answer.countsByStatus,
    );
    expect(filtered.rows.every((row) => row.status === status)).toBe(true);
    expect(filtered.rows).toHaveLength(filtered.total);
    const counted = answer.countsByStatus.find((entry) => entry.status === status)?.count ?? 0;
    expect(filtered.total, `${query} status=${status}`).toBe(counted);
  }
  expect(answer.total).toBe(answer.countsByStatus.reduce((sum, entry) => sum + entry.count, 0));
  return answer.countsByStatus;
}

describe('GET /api/erp/order/list counts by status', () => {
  it('counts the orders of each status under every filter but the status one, in SQL over all pages', async () => {
    const bomFileId = await insertOwnedFile(testApp(), workflow.alice().userId, 'bom');
    await placeOrder({ orderType: 'bom', spec: { sets: 10 }, bomFileId });
    const [first, second] = [await placeOrder(), await placeOrder(), await placeOrder()];
    await moveOk('15', first!.orderId, 'approveContract', 5);
    await moveOk('11', second!.orderId, 'cancel', 5, { reason: 'customer asked' });
    advance(10 * msPerDay);
    const bobFirst = await placeBobOrder('bob-order-1');
    await placeBobOrder('bob-order-2');
    await moveOk('16', bobFirst.orderId, 'approveContract', 5);

    expect(await expectCountsMatchRows('group=all', 'all')).toEqual([
      { status: 0, count: 1 },
      { status: 5, count: 2 },
      { status: 6, count: 2 },
      { status: 99, count: 1 },
    ]);
    expect(await expectCountsMatchRows('group=inquiry', 'inquiry')).toEqual([
      { status: 0, count: 1 },
      { status: 5, count: 2 },
    ]);
    expect(await expectCountsMatchRows('group=all&orderType=bom', 'all')).toEqual([{ status: 0, count: 1 }]);
    expect(await expectCountsMatchRows(`group=order&keyword=${bobPhone}`, 'order')).toEqual([{ status: 6, count: 1 }]);
    expect(await expectCountsMatchRows('group=all&time=1', 'all')).toEqual([
      { status: 5, count: 1 },
      { status: 6, count: 1 },
    ]);
    // Counts cover every page, not the one shown.
    const small = await listAll('group=all&pageSize=10&pageNum=2');
    expect(small.rows).toEqual([]);
    expect(small.countsByStatus.reduce((sum, entry) => sum + entry.count, 0)).toBe(6);
    // A status outside the group lists nothing; the group's counts stay.
    const outside = await listAll('group=order&status=5');
    expect(outside).toMatchObject({ rows: [], total: 0, countsByStatus: [{ status: 6, count: 2 }] });
  });
});

describe('POST /api/report/getPersonTaskList status filter and paging', () => {
  it('filters by status on the server and pages past 50 waiting orders; counts stay over all the work', async () => {
    const template = await placeOrder();
    await cloneOrder(template.orderId, 60);
    advance(msPerDay);
    // The two orders that wait longest come last: beyond the first 50 rows of the unfiltered list.
    const latest = [await placeOrder(), await placeOrder()];
    for (const order of latest) await moveOk('15', order.orderId, 'approveContract', 5);
    const latestIds = latest.map((order) => order.orderId);

    // The executive may act on every order of 0–7 (contract review, purchase review, cancel).
    const everything = await listTasks('16', { pageNum: 1, pageSize: 50 });
    expect(everything.total).toBeGreaterThan(60);
    expect(everything.total).toBe(everything.countsByStatus.reduce((sum, entry) => sum + entry.count, 0));
    expect(everything.rows.some((row) => latestIds.includes(row.orderId))).toBe(false);

    const collected: Row[] = [];
    for (let pageNum = 1; collected.length < everything.total; pageNum += 1) {
      const page = await listTasks('16', { pageNum, pageSize: 20 });
      expect(page).toMatchObject({ pageNum, pageSize: 20, total: everything.total });
      expect(page.countsByStatus).toEqual(everything.countsByStatus);
      expect(page.rows.length).toBeGreaterThan(0);
      collected.push(...page.rows);
    }
    expect(new Set(collected.map((row) => row.orderId)).size).toBe(everything.total);
    expect(collected.slice(-2).map((row) => row.orderId)).toEqual(latestIds);

    const sixes = await listTasks('16', { status: 6, pageNum: 1, pageSize: 10 });
    const sixCount = everything.countsByStatus.find((entry) => entry.status === 6)?.count;
    expect(sixes.total).toBe(sixCount);
    expect(sixes.rows.every((row) => row.status === 6)).toBe(true);
    expect(sixes.rows.map((row) => row.orderId)).toEqual(expect.arrayContaining(latestIds));
    expect(sixes.countsByStatus).toEqual(everything.countsByStatus);

    const fiveCount = everything.countsByStatus.find((entry) => entry.status === 5)?.count ?? 0;
    expect(fiveCount).toBeGreaterThan(60);
    const fives: Row[] = [];
    for (let pageNum = 1; pageNum <= Math.ceil(fiveCount / 30); pageNum += 1) {
      const page = await listTasks('16', { status: 5, pageNum, pageSize: 30 });
      expect(page.total).toBe(fiveCount);
      expect(page.rows.every((row) => row.status === 5)).toBe(true);
      fives.push(...page.rows);
    }
    expect(new Set(fives.map((row) => row.orderId)).size).toBe(fiveCount);
    expect((await listTasks('16', { status: 5, pageNum: 99, pageSize: 50 })).rows).toEqual([]);

    // Purchasing has no contract to review: status 5 lists nothing for it, and its counts have no 5.
    const buyer = await listTasks('12', { status: 5, pageNum: 1, pageSize: 50 });
    expect(buyer).toMatchObject({ rows: [], total: 0 });
    expect(buyer.countsByStatus.some((entry) => entry.status === 5)).toBe(false);
    expect(buyer.countsByStatus).toEqual((await listTasks('12', { pageNum: 1, pageSize: 50 })).countsByStatus);
  });

  it("lists only the screen's own steps with a scope: Procurement has no contract review, Sales Orders no purchasing", async () => {
    const reviewed = await placeOrder();
    const approved = await placeOrder();
    await moveOk('15', approved.orderId, 'approveContract', 5);
    const payableFen = Math.round(approved.payable * 100);
    await payVerified(
      testApp(),
      { orderId: approved.orderId, userId: workflow.alice().userId, amountFen: payableFen },
      workflow.now(),
    );
    const idsOf = (page: Page) => page.rows.map((row) => row.orderId);
    // The administrator may take every step. Unscoped, contract reviews (5) wait for them; on Procurement none do.
    const reviews = await listTasks('1', { status: 5, pageNum: 1, pageSize: 50 });
    expect(reviews.total).toBeGreaterThan(0);
    const salesReviews = await listTasks('1', { status: 5, pageNum: 1, pageSize: 50, scope: 'sales' });
    expect(salesReviews.total).toBe(reviews.total);
    const procurementReviews = await listTasks('1', { status: 5, pageNum: 1, pageSize: 50, scope: 'procurement' });
    expect(procurementReviews).toMatchObject({ rows: [], total: 0 });
    const procurement = await listTasks('1', { pageNum: 1, pageSize: 50, scope: 'procurement' });
    expect(procurement.countsByStatus.some((entry) => entry.status === 5)).toBe(false);
    expect(idsOf(procurement)).not.toContain(reviewed.orderId);

    // The paid order waits for its purchase order on Procurement (that step only), for a cancel on Sales Orders.
    const toOrder = await listTasks('1', { status: 6, pageNum: 1, pageSize: 50, scope: 'procurement' });
    expect(toOrder.rows.find((row) => row.orderId === approved.orderId)?.actions).toEqual(['placePurchaseOrder']);
    const salesSix = await listTasks('1', { status: 6, pageNum: 1, pageSize: 50, scope: 'sales' });
    expect(salesSix.rows.find((row) => row.orderId === approved.orderId)?.actions).toEqual(['cancel']);
    expect(salesSix.rows.flatMap((row) => row.actions)).not.toContain('placePurchaseOrder');
    // Each row carries its own order's net paid amount (one grouped ledger sum for the page), in both lists.
    expect(toOrder.rows.find((row) => row.orderId === approved.orderId)?.paid).toBe(approved.payable);
    for (const [order, paid] of [
      [approved, approved.payable],
      [reviewed, 0],
    ] as const) {
      const found = await listAll(`group=all&keyword=${order.orderNo}`, '1');
      expect(found.rows.map((row) => [row.orderId, row.paid])).toEqual([[order.orderId, paid]]);
    }
    expect((await postTasks('1', { scope: 'warehouse' })).statusCode).toBe(400);
  });

  it('refuses a bad status or paging with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ status: 13 }, 'status'],
      [{ status: 'waiting' }, 'status'],
      [{ status: 5, pageSize: 25 }, 'pageSize'],
      [{ pageNum: 0 }, 'pageNum'],
    ] as const) {
      const response = await postTasks('15', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().data.errors[0].field).toBe(field);
      expect(response.json().msg).not.toBe('');
    }
  });
});
