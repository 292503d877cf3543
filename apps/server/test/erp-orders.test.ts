import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockMovements } from '../src/db/orders.table.ts';
import { pointsLedger } from '../src/db/points.table.ts';
import { sumNetPaidFen } from '../src/modules/payments/payments.repository.ts';
import { findUserById } from '../src/modules/users/users.repository.ts';
import { customerAction, insertOwnedFile, oneLineBomCsv, payVerified, setUpWorkflow } from './orders-fixtures.ts';

const msPerDay = 86_400_000;
const workflow = setUpWorkflow(new Date('2026-11-22T02:00:00Z'), '13700000011');
const { now, testApp, alice, staffOf, db, placeOrder, move, moveOk, historyOf, erpDetail } = workflow;

describe('instant order 5 → 11', () => {
  let order: Awaited<ReturnType<typeof placeOrder>>;

  it('goes through review, payment, purchasing, stock and shipment; completion credits points', async () => {
    order = await placeOrder();
    expect(order.status).toBe(5);
    const payableFen = Math.round(order.payable * 100);
    const scoreBefore = (await findUserById(db(), alice().userId))?.score ?? 0;

    const wrongTag = await move('14', order.orderId, 'approveContract', 5);
    expect(wrongTag.statusCode).toBe(403);
    await moveOk('15', order.orderId, 'approveContract', 5, { reason: 'files checked' });

    const unpaid = await move('12', order.orderId, 'placePurchaseOrder', 6, { supplier: 'Shenzhen Fab' });
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().msg).toContain('not paid in full');

    await payVerified(testApp(), { orderId: order.orderId, userId: alice().userId, amountFen: payableFen }, now());
    expect(await sumNetPaidFen(db(), order.orderId)).toBe(payableFen);
    await moveOk('12', order.orderId, 'placePurchaseOrder', 6, { supplier: 'Shenzhen Fab', note: 'rush' });
    await moveOk('16', order.orderId, 'approvePurchase', 7);
    const missingQuantity = await move('12', order.orderId, 'warehouseEntry', 8, {});
    expect(missingQuantity.statusCode).toBe(400);
    expect(missingQuantity.json().data.errors[0].field).toBe('payload.quantity');
    await moveOk('12', order.orderId, 'warehouseEntry', 8, { quantity: 5 });
    const shipped = await moveOk('14', order.orderId, 'warehouseExit', 9, {
      carrier: 'SF Express',
      trackingNo: 'SF1001',
    });
    expect(shipped).toMatchObject({ status: 10, receivedQuantity: 5 });
    expect(shipped.shipments).toEqual([
      { carrier: 'SF Express', trackingNo: 'SF1001', shippedAt: now().toISOString() },
    ]);

    const moves = await db().select().from(stockMovements).where(eq(stockMovements.orderId, order.orderId));
    expect(moves.map((row) => [row.direction, row.quantity])).toEqual([
      ['in', 5],
      ['out', 5],
    ]);

    const receipt = await customerAction(testApp().app, alice().cookie, 'confirmReceipt', { orderId: order.orderId });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const detail = receipt.json().data;
    expect(detail).toMatchObject({ status: 11, paid: order.payable, refunded: 0 });
    expect(detail.payments).toEqual([expect.objectContaining({ status: 'paid', amount: order.payable })]);
    expect(detail.allowedActions).toEqual(['requestReturn']);
    expect(detail.history.map((row: { statusText: string }) => row.statusText)).toContain('Your order is complete');

    const points = Math.floor(payableFen / 100);
    const ledger = await db()
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, alice().userId), eq(pointsLedger.orderNo, order.orderNo)));
    expect(ledger.map((row) => [row.change, row.reason])).toEqual([[points, 'order']]);
    expect((await findUserById(db(), alice().userId))?.score).toBe(scoreBefore + points);

    // One history row per move, in order (the payment row is the payments module's own record).
    const history = await historyOf(order.orderId);
    expect(history.map((row) => [row.action, row.fromStatus, row.toStatus])).toEqual([
      ['approveContract', 5, 6],
      ['payment', 6, 6],
      ['placePurchaseOrder', 6, 7],
      ['approvePurchase', 7, 8],
      ['warehouseEntry', 8, 9],
      ['warehouseExit', 9, 10],
      ['confirmCompletion', 10, 11],
    ]);
    const placed = history[2];
    expect(placed).toMatchObject({ actorUserId: staffOf('12').userId, actorRole: '12', note: 'rush' });
    expect(placed?.payload).toEqual({ supplier: 'Shenzhen Fab', note: 'rush' });
  });

  it('rates once for 10 points; a shared rating awaits approval', async () => {
    const rate = (body: Record<string, unknown>) => customerAction(testApp().app, alice().cookie, 'rate', body);
    const first = await rate({ orderId: order.orderId, stars: 5, content: 'Great boards', share: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ stars: 5, share: true, showcaseStatus: 'pending', pointsCredited: 10 });
    const again = await rate({ orderId: order.orderId, stars: 1, content: 'changed', share: false });
    expect(again.statusCode).toBe(409);
    const badStars = await rate({ orderId: order.orderId, stars: 6, content: '', share: false });
    expect(badStars.statusCode).toBe(400);
    const ratingRows = await db()
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, alice().userId), eq(pointsLedger.reason, 'rating')));
    expect(ratingRows.map((row) => [row.change, row.orderNo])).toEqual([[10, order.orderNo]]);
  });

  it('takes a return request from the customer and a return with refund and restock from staff', async () => {
    const requested = await customerAction(testApp().app, alice().cookie, 'requestReturn', {
      orderId: order.orderId,
      reason: 'wrong thickness',
    });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json().data.status).toBe(11);
    const refund = Math.floor(order.payable / 2);
    const tooMuch = await move('15', order.orderId, 'approveReturn', 11, {
      refundAmount: order.payable + 1,
      restock: true,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().data.errors[0].field).toBe('payload.refundAmount');
    const returned = await moveOk('15', order.orderId, 'approveReturn', 11, { refundAmount: refund, restock: true });
    expect(returned).toMatchObject({ status: 12, refunded: refund, returnRequested: false });
    const moves = await db().select().from(stockMovements).where(eq(stockMovements.orderId, order.orderId));
    expect(moves.map((row) => row.direction)).toEqual(['in', 'out', 'in']);
  });
});

describe('inquiry 0 → 5', () => {
  it('assigns sales and buyer, takes a purchase quote and a sales quote, the customer accepts, sales places it', async () => {
    const bomFileId = await insertOwnedFile(testApp(), alice().userId, 'bom', undefined, oneLineBomCsv);
    const order = await placeOrder({ orderType: 'bom', spec: { sets: 10 }, bomFileId });
    expect(order.status).toBe(0);

    expect((await move('14', order.orderId, 'assignSales', 0, { salesUserId: staffOf('14').userId })).statusCode).toBe(
      403,
    );
    for (const salesUserId of [
      staffOf('12').userId,
      alice().userId,
      '00000000-0000-4000-8000-000000000000',
      'nobody',
    ]) {
      const refused = await move('11', order.orderId, 'assignSales', 0, { salesUserId });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().data.errors[0].field).toBe('payload.salesUserId');
    }
    const assigned = await moveOk('11', order.orderId, 'assignSales', 0, { salesUserId: staffOf('14').userId });
    expect(assigned.assignedSalesUserId).toBe(staffOf('14').userId);
    const wrongBuyer = await move('12', order.orderId, 'assignPurchasing', 1, { buyerUserId: staffOf('14').userId });
    expect(wrongBuyer.json().data.errors[0].field).toBe('payload.buyerUserId');
    await moveOk('12', order.orderId, 'assignPurchasing', 1, { buyerUserId: staffOf('12').userId });

    const [line] = (await erpDetail(order.orderId)).lines;
    expect(line).toMatchObject({ code: 'component', quantity: 10, unitCost: null, unitPrice: null });
    const costed = await moveOk('12', order.orderId, 'purchaseQuote', 2, {
      lines: [{ lineId: line.lineId, unitCost: 12.3456, supplier: 'LCSC' }],
    });
    expect(costed.lines[0]).toMatchObject({ unitCost: 12.3456, supplier: 'LCSC' });

    const unknownLine = await move('14', order.orderId, 'salesQuote', 3, {
      lines: [{ lineId: '00000000-0000-4000-8000-000000000000', unitPrice: 20 }],
    });
    expect(unknownLine.statusCode).toBe(400);
    expect(unknownLine.json().data.errors[0].field).toBe('payload.lines');
    const quoted = await moveOk('14', order.orderId, 'salesQuote', 3, {
      lines: [{ lineId: line.lineId, unitPrice: 20.5 }],
    });
    expect(quoted).toMatchObject({ status: 4, total: 205, payable: 205, customerAcceptedQuote: false });
    expect(quoted.quoteExpiresAt).toBe(new Date(now().getTime() + 7 * msPerDay).toISOString());

    const notAccepted = await move('14', order.orderId, 'placeSalesOrder', 4);
    expect(notAccepted.statusCode).toBe(400);
    const accepted = await customerAction(testApp().app, alice().cookie, 'acceptQuote', { orderId: order.orderId });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.priceLines).toEqual([expect.objectContaining({ line: 'component', amount: 205 })]);
    const placed = await moveOk('14', order.orderId, 'placeSalesOrder', 4);
    expect(placed.status).toBe(5);

    const history = await historyOf(order.orderId);
    expect(history.map((row) => [row.action, row.fromStatus, row.toStatus, row.actorRole])).toEqual([
      ['assignSales', 0, 1, '11'],
      ['assignPurchasing', 1, 2, '12'],
      ['purchaseQuote', 2, 3, '12'],
      ['salesQuote', 3, 4, '14'],
      ['acceptQuote', 4, 4, 'client'],
      ['placeSalesOrder', 4, 5, '14'],
    ]);
  });
});
