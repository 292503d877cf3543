import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerCreditChanges } from '../src/db/customer-credit.table.ts';
import { orderEvents } from '../src/db/order-events.table.ts';
import { customerAction, payVerified, setUpWorkflow } from './orders-fixtures.ts';
import { insertTestOrder } from './payments-helpers.ts';

// One app for the file: declineReturn through the transition endpoint, then the Customers module and credit terms.
const workflow = setUpWorkflow(new Date('2026-11-22T02:00:00Z'), '13755600077');
const { testApp, alice, staffOf, db, now, advance, move, moveOk, historyOf, readOrder } = workflow;

function get(path: string, roleId: '1' | '11' | '14' | '15' | '16' = '15', language = 'en') {
  return testApp().app.inject({
    method: 'GET',
    url: `/api/erp/customers/${path}`,
    headers: { cookie: staffOf(roleId).cookie, 'accept-language': language },
  });
}

async function read(path: string, roleId: '1' | '11' | '14' | '15' | '16' = '15') {
  const response = await get(path, roleId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

function setCredit(body: Record<string, unknown>, roleId: '1' | '11' | '14' | '15' | '16' = '15') {
  return testApp().app.inject({
    method: 'POST',
    url: '/api/erp/customers/credit',
    headers: { cookie: staffOf(roleId).cookie },
    payload: body,
  });
}

/** An order of alice's at a status, with a payable in yuan (inserted directly: these tests weigh money, not ordering). */
function insertOrder(status: number, payableYuan: number) {
  return insertTestOrder(db(), { userId: alice().userId, status, payableFen: payableYuan * 100, createdAt: now() });
}

describe('declineReturn', () => {
  it('closes the request with a reason the customer reads; refusals change nothing', async () => {
    // Nothing payable: the order weighs nothing on the customer's money below.
    const order = await insertOrder(10, 0);
    const asked = await customerAction(testApp().app, alice().cookie, 'requestReturn', {
      orderId: order.orderId,
      reason: 'scratched boards',
    });
    expect(asked.statusCode, asked.body).toBe(200);

    // Role 11 sees the returns tab but may not decide; an empty reason names the field; a stale status is a 409.
    expect((await move('11', order.orderId, 'declineReturn', 10, { reason: 'no' })).statusCode).toBe(403);
    const empty = await move('15', order.orderId, 'declineReturn', 10, { reason: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.errors[0].field).toBe('payload.reason');
    const stale = await move('15', order.orderId, 'declineReturn', 11, { reason: 'the boards match the files' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.reason).toBe('order.staleStatus');
    expect((await readOrder(order.orderId)).returnRequested).toBe(true);

    const declined = await moveOk('16', order.orderId, 'declineReturn', 10, { reason: 'the boards match the files' });
    expect(declined).toMatchObject({ status: 10 });
    expect(declined.allowedActions).not.toContain('approveReturn');
    expect(await readOrder(order.orderId)).toMatchObject({ status: 10, returnRequested: false });
    const history = await historyOf(order.orderId);
    expect(history.at(-1)).toMatchObject({
      action: 'declineReturn',
      fromStatus: 10,
      toStatus: 10,
      actorRole: '16',
      note: 'the boards match the files',
    });
    const events = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.kind, 'transition')));
    expect(events.at(-1)?.payload).toMatchObject({ action: 'declineReturn', from: 10, to: 10 });

    // The customer's order page carries the reason; the returns queue no longer lists the request.
    const detail = await testApp().app.inject({
      method: 'GET',
      url: `/api/orderInfo/detail?orderId=${order.orderId}`,
      headers: { cookie: alice().cookie },
    });
    expect(detail.json().data.history.at(-1)).toMatchObject({
      action: 'declineReturn',
      note: 'the boards match the files',
    });
    expect(detail.json().data.allowedActions).toContain('requestReturn');
    const requests = await testApp().app.inject({
      method: 'GET',
      url: '/api/erp/returns/requests',
      headers: { cookie: staffOf('15').cookie },
    });
    expect(requests.json().data.rows.map((row: { orderId: string }) => row.orderId)).not.toContain(order.orderId);
    // Once closed there is nothing left to decline.
    expect((await move('15', order.orderId, 'declineReturn', 10, { reason: 'again' })).statusCode).toBe(400);
  });
});

describe('customers and credit', () => {
  it('lists client accounts with their money, filtered and summed, and refuses bad filters', async () => {
    const paidOrder = await insertOrder(6, 80);
    await payVerified(testApp(), { orderId: paidOrder.orderId, userId: alice().userId, amountFen: 80_00 }, now());
    const list = await read('list?keyword=0077');
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({
      userId: alice().userId,
      phone: '13755600077',
      orderCount: 2,
      paid: 80,
      owed: 0,
      overdue: 0,
      credit: null,
    });
    expect(list.totals).toMatchObject({ orderCount: 2, paid: 80, owed: 0 });
    // Staff accounts are no customers; a keyword matching nobody answers an empty page with zero totals.
    expect((await read('list?keyword=13900000015')).total).toBe(0);
    expect((await read('list?credit=onCredit')).total).toBe(0);
    expect((await get('list?pageSize=7')).statusCode).toBe(400);
    expect((await get('list?credit=everyone')).statusCode).toBe(400);
    expect((await get('detail?userId=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('detail?userId=not-a-uuid')).statusCode).toBe(404);
    expect((await get('statement?userId=not-a-uuid&from=2026-11-01&to=2026-11-30')).statusCode).toBe(404);
  });

  it('sets credit terms (customer:credit) with an audit row, bounded and naming the field', async () => {
    expect((await setCredit({ userId: alice().userId, creditLimit: 1000, creditDays: 10 }, '14')).statusCode).toBe(403);
    const tooMuch = await setCredit({ userId: alice().userId, creditLimit: 10_000_001, creditDays: 10 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().data.errors[0].field).toBe('creditLimit');
    const noDays = await setCredit({ userId: alice().userId, creditLimit: 1000, creditDays: 0 });
    expect(noDays.json().data.errors[0].field).toBe('creditDays');
    const staff = await setCredit({ userId: staffOf('14').userId, creditLimit: 1000, creditDays: 10 });
    expect(staff.statusCode).toBe(404);
    expect((await setCredit({ userId: 'not-a-uuid', creditLimit: 1000, creditDays: 10 })).statusCode).toBe(404);

    const set = await setCredit({ userId: alice().userId, creditLimit: 1000, creditDays: 10 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ credit: { limit: 1000, days: 10 }, creditAvailable: 1000 });
    expect(set.json().data.creditChanges).toEqual([
      expect.objectContaining({ previous: null, next: { limit: 1000, days: 10 }, changedByRole: '15' }),
    ]);
    const audit = await db()
      .select()
      .from(customerCreditChanges)
      .where(eq(customerCreditChanges.userId, alice().userId));
    expect(audit).toMatchObject([{ limitFen: 1000_00, days: 10, changedByUserId: staffOf('15').userId }]);
    expect((await read('list?credit=onCredit')).rows.map((row: { userId: string }) => row.userId)).toEqual([
      alice().userId,
    ]);
  });

  it('lets a burst of unpaid orders go to purchasing only while the owed total stays within the limit', async () => {
    const burst = await Promise.all([1, 2, 3, 4, 5].map(() => insertOrder(6, 300)));
    const answers = await Promise.all(
      burst.map((order) => move('12', order.orderId, 'placePurchaseOrder', 6, { supplier: 'Shenzhen Fab' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) {
      expect(refused.json().data.reason).toBe('credit.limitExceeded');
      expect(refused.json().msg).toContain('creditLimit');
      expect(refused.json().msg).toContain('1000.00');
    }
    const customer = await read(`detail?userId=${alice().userId}`);
    expect(customer).toMatchObject({ owed: 900, overdue: 0, creditAvailable: 100 });
    expect((await read('list?keyword=0077')).totals).toMatchObject({ orderCount: 7, paid: 80, owed: 900 });
    const placed = customer.orders.filter((order: { status: number }) => order.status === 7);
    expect(placed).toHaveLength(3);
    for (const order of placed)
      expect(order.creditDueAt).toBe(new Date(now().getTime() + 10 * 86_400_000).toISOString());

    // A paid order needs no credit; the refusal speaks the caller's language.
    const small = await insertOrder(6, 200);
    const zh = await testApp().app.inject({
      method: 'POST',
      url: '/api/erp/order/transition',
      headers: { cookie: staffOf('12').cookie, 'accept-language': 'zh-CN' },
      payload: { orderId: small.orderId, action: 'placePurchaseOrder', fromStatus: 6, payload: {} },
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toContain('信用额度');
    await payVerified(testApp(), { orderId: small.orderId, userId: alice().userId, amountFen: 200_00 }, now());
    await moveOk('12', small.orderId, 'placePurchaseOrder', 6);
  });

  it('blocks new credit while an amount is overdue, and states a period with its balance', async () => {
    advance(11 * 86_400_000);
    const next = await insertOrder(6, 10);
    const overdue = await move('12', next.orderId, 'placePurchaseOrder', 6);
    expect(overdue.statusCode).toBe(400);
    expect(overdue.json().data.reason).toBe('credit.overdue');
    expect(overdue.json().msg).toContain('900.00');
    expect((await read('list?credit=overdue')).rows[0]).toMatchObject({ userId: alice().userId, overdue: 900 });

    const statement = await read(`statement?userId=${alice().userId}&from=2026-11-01&to=2026-12-31`);
    // Orders placed: the declined-return order 0, 80 paid, 5 × 300, 200 paid, 10 → 1790; payments 280.
    expect(statement).toMatchObject({
      opening: 0,
      totals: { orders: 1790, payments: 280, refunds: 0 },
      closing: 1510,
      isTruncated: false,
    });
    expect(statement.lines.filter((line: { kind: string }) => line.kind === 'payment')).toHaveLength(2);
    // A sales rebate granted in the period lowers what the customer owes (issue 13, point 5).
    const rebate = await testApp().app.inject({
      method: 'POST',
      url: '/api/erp/rebates/sales/manual',
      headers: { cookie: staffOf('15').cookie },
      payload: { partyId: alice().userId, period: '2026-11', amount: 10, reason: 'volume in November' },
    });
    expect(rebate.statusCode, rebate.body).toBe(200);
    const withRebate = await read(`statement?userId=${alice().userId}&from=2026-11-01&to=2026-12-31`);
    expect(withRebate).toMatchObject({ totals: { rebates: 10 }, closing: 1500 });
    expect(withRebate.lines.at(-1)).toMatchObject({ kind: 'rebate', orderNo: '2026-11', amount: 10 });
    const later = await read(`statement?userId=${alice().userId}&from=2027-01-01&to=2027-01-31`);
    expect(later).toMatchObject({ opening: 1500, closing: 1500, lines: [] });
    const backwards = await get(`statement?userId=${alice().userId}&from=2026-12-31&to=2026-11-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().data.errors[0].field).toBe('to');
  });
});
