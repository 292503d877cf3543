import type { StaffRoleId } from '@boardforge/contracts/roles.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../src/db/orders.table.ts';
import { pointsLedger } from '../src/db/points.table.ts';
import { sumNetPaidFen } from '../src/modules/payments/payments.repository.ts';
import { customerAction, payVerified, setUpWorkflow } from './orders-fixtures.ts';

const msPerDay = 86_400_000;
const workflow = setUpWorkflow(new Date('2026-11-22T02:00:00Z'), '13700000012');
const { now, advance, testApp, alice, staffOf, db, placeOrder, move, moveOk, readOrder, historyOf, erpDetail } =
  workflow;

describe('POST /api/erp/order/transition refusals and races', () => {
  it('answers 409 for a stale fromStatus and changes nothing', async () => {
    const order = await placeOrder();
    const stale = await move('15', order.orderId, 'approveContract', 4);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toEqual({ reason: 'order.staleStatus' });
    expect((await readOrder(order.orderId)).status).toBe(5);
    expect(await historyOf(order.orderId)).toHaveLength(0);
    const unknown = await move('15', '00000000-0000-4000-8000-000000000000', 'approveContract', 5);
    expect(unknown.statusCode).toBe(404);
  });

  // Both are 409s, but the web acts differently on each: the reason tells them apart (issue 12, point 3).
  it('answers an action the current status does not allow with the reason order.actionNotAllowed', async () => {
    const order = await placeOrder();
    const refused = await move('15', order.orderId, 'confirmCompletion', 5, {});
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      code: '409',
      msg: expect.stringContaining('confirmCompletion'),
      data: { reason: 'order.actionNotAllowed' },
    });
    expect(await historyOf(order.orderId)).toHaveLength(0);
  });

  it('answers 403, not 409, to a staff member without the permission even when fromStatus is also wrong', async () => {
    const order = await placeOrder();
    // Role 12 lacks the cancel permission (see the cancel test below); fromStatus 4 is stale (the order is at 5).
    const refused = await move('12', order.orderId, 'cancel', 4, { reason: 'customer asked' });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().msg).toBe('You may not take the action "cancel" on this order.');
    expect(await historyOf(order.orderId)).toHaveLength(0);
    // With the permission, the stale status is what is wrong: 409.
    expect((await move('11', order.orderId, 'cancel', 4, { reason: 'customer asked' })).statusCode).toBe(409);
  });

  it('lets one of two concurrent moves from the same status through: one 200, one 409, one history row', async () => {
    const order = await placeOrder();
    const [first, second] = await Promise.all([
      move('15', order.orderId, 'approveContract', 5, {}),
      move('16', order.orderId, 'rejectContract', 5, { reason: 'price too low' }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const history = await historyOf(order.orderId);
    expect(history).toHaveLength(1);
    expect((await readOrder(order.orderId)).status).toBe(history[0]?.toStatus);
  });

  it('proposes an adjusted price the customer must accept before purchasing; accepting changes the payable', async () => {
    const order = await placeOrder();
    await moveOk('16', order.orderId, 'approveContract', 5, { adjustedTotal: order.total + 50, reason: 'extra test' });
    const customerView = await testApp().app.inject({
      method: 'GET',
      url: `/api/orderInfo/detail?orderId=${order.orderId}`,
      headers: { cookie: alice().cookie },
    });
    expect(customerView.json().data).toMatchObject({
      payable: order.payable,
      priceAdjustment: { adjustedTotal: order.total + 50, reason: 'extra test' },
      allowedActions: ['acceptAdjustedPrice', 'cancel'],
    });
    const blocked = await move('12', order.orderId, 'placePurchaseOrder', 6, {});
    expect(blocked.statusCode).toBe(400);
    const accepted = await customerAction(testApp().app, alice().cookie, 'acceptAdjustedPrice', {
      orderId: order.orderId,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ payable: order.total + 50, priceAdjustment: null });
  });

  it('cancels a paid order as staff with a reason and refunds what was paid', async () => {
    const order = await placeOrder();
    await moveOk('15', order.orderId, 'approveContract', 5, {});
    const payableFen = Math.round(order.payable * 100);
    await payVerified(testApp(), { orderId: order.orderId, userId: alice().userId, amountFen: payableFen }, now());
    const customerCancel = await customerAction(testApp().app, alice().cookie, 'cancel', {
      orderId: order.orderId,
      reason: 'x',
    });
    // At 6 the customer may cancel only to decline a pending price change.
    expect(customerCancel.statusCode).toBe(400);
    const noTag = await move('12', order.orderId, 'cancel', 6, { reason: 'customer asked' });
    expect(noTag.statusCode).toBe(403);
    const cancelled = await moveOk('11', order.orderId, 'cancel', 6, { reason: 'customer asked' });
    expect(cancelled).toMatchObject({ status: 99, paid: 0, refunded: order.payable });
    expect(await sumNetPaidFen(db(), order.orderId)).toBe(0);
  });

  it('lets staff confirm completion only 15 days after shipment, crediting the points', async () => {
    const order = await placeOrder();
    const payableFen = Math.round(order.payable * 100);
    await moveOk('15', order.orderId, 'approveContract', 5, {});
    await payVerified(testApp(), { orderId: order.orderId, userId: alice().userId, amountFen: payableFen }, now());
    await moveOk('12', order.orderId, 'placePurchaseOrder', 6, {});
    await moveOk('12', order.orderId, 'approvePurchase', 7, {});
    await moveOk('12', order.orderId, 'warehouseEntry', 8, { quantity: 5 });
    await moveOk('12', order.orderId, 'warehouseExit', 9, { carrier: 'SF', trackingNo: 'SF2002' });
    const early = await move('11', order.orderId, 'confirmCompletion', 10, {});
    expect(early.statusCode).toBe(400);
    advance(16 * msPerDay);
    const done = await moveOk('11', order.orderId, 'confirmCompletion', 10, {});
    expect(done.status).toBe(11);
    const ledger = await db().select().from(pointsLedger).where(eq(pointsLedger.orderNo, order.orderNo));
    expect(ledger.map((row) => [row.change, row.reason])).toEqual([[Math.floor(payableFen / 100), 'order']]);
  });
});

describe('GET /api/erp/order/list, detail and POST /api/report/getPersonTaskList', () => {
  it('finds orders by order number or customer phone and shows any order to staff', async () => {
    const order = await placeOrder();
    const list = async (query: string) => {
      const response = await testApp().app.inject({
        method: 'GET',
        url: `/api/erp/order/list?${query}`,
        headers: { cookie: staffOf('16').cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const byNo = await list(`keyword=${order.orderNo}`);
    expect(byNo.rows.map((row: { orderId: string }) => row.orderId)).toEqual([order.orderId]);
    expect(byNo.rows[0].customer.phone).toBe('13700000012');
    const byPhone = await list('keyword=137000000&status=5&pageSize=50');
    expect(byPhone.rows.map((row: { orderId: string }) => row.orderId)).toContain(order.orderId);
    expect(byPhone.rows.every((row: { status: number }) => row.status === 5)).toBe(true);
    expect((await list('keyword=nothing-like-this')).total).toBe(0);
    const detail = await erpDetail(order.orderId, '15');
    expect(detail.allowedActions).toEqual(['approveContract', 'rejectContract', 'cancel']);
    expect(detail.customer.phone).toBe('13700000012');
  });

  it("lists each person's waiting work with counts by status", async () => {
    const tasks = async (roleId: StaffRoleId) => {
      const response = await testApp().app.inject({
        method: 'POST',
        url: '/api/report/getPersonTaskList',
        headers: { cookie: staffOf(roleId).cookie },
        payload: { pageNum: 1, pageSize: 50 },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const fives = (await db().select().from(orders).where(eq(orders.status, 5))).length;
    const director = await tasks('15');
    expect(director.countsByStatus).toContainEqual({ status: 5, count: fives });
    expect(director.rows.find((row: { status: number }) => row.status === 5)?.actions).toEqual([
      'approveContract',
      'rejectContract',
      'cancel',
    ]);
    const purchasing = await tasks('12');
    expect(purchasing.rows.every((row: { status: number }) => row.status !== 5)).toBe(true);
    expect(purchasing.total).toBe(
      purchasing.countsByStatus.reduce((sum: number, entry: { count: number }) => sum + entry.count, 0),
    );
  });
});
