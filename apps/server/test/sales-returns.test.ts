import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentLedger } from '../src/db/payments.table.ts';
import { salesReturns } from '../src/db/sales-returns.table.ts';
import { migrationsDir } from './helpers/test-database.ts';
import { customerAction, payVerified, setUpWorkflow } from './orders-fixtures.ts';

// 2026-11-22 10:00 in China time.
const workflow = setUpWorkflow(new Date('2026-11-22T02:00:00Z'), '13755600001');
const { testApp, alice, staffOf, db, now, advance, placeOrder, move, moveOk } = workflow;

/** Places an order and walks it to 11 (paid, 5 boards received and shipped, completed by the customer). */
async function completeOrder() {
  const order = await placeOrder();
  await moveOk('15', order.orderId, 'approveContract', 5, { reason: 'files checked' });
  const payableFen = Math.round(order.payable * 100);
  await payVerified(testApp(), { orderId: order.orderId, userId: alice().userId, amountFen: payableFen }, now());
  await moveOk('12', order.orderId, 'placePurchaseOrder', 6, { supplier: 'Shenzhen Fab' });
  await moveOk('16', order.orderId, 'approvePurchase', 7);
  await moveOk('12', order.orderId, 'warehouseEntry', 8, { quantity: 5 });
  await moveOk('14', order.orderId, 'warehouseExit', 9, { carrier: 'SF Express', trackingNo: `SF${order.orderNo}` });
  const receipt = await customerAction(testApp().app, alice().cookie, 'confirmReceipt', { orderId: order.orderId });
  expect(receipt.statusCode, receipt.body).toBe(200);
  return order;
}

async function requestReturn(orderId: string, reason: string) {
  const response = await customerAction(testApp().app, alice().cookie, 'requestReturn', { orderId, reason });
  expect(response.statusCode, response.body).toBe(200);
}

function get(path: string, cookie: string | null = staffOf('16').cookie) {
  return testApp().app.inject({ method: 'GET', url: `/api/erp/returns/${path}`, headers: cookie ? { cookie } : {} });
}

async function read(path: string) {
  const response = await get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const recordsOf = (orderId: string) => db().select().from(salesReturns).where(eq(salesReturns.orderId, orderId));

describe('sales returns', () => {
  let first: Awaited<ReturnType<typeof completeOrder>>;
  let second: Awaited<ReturnType<typeof completeOrder>>;
  let requestedAt: string;

  it('lists a return request awaiting approval, with its reason, request time and net paid', async () => {
    first = await completeOrder();
    second = await completeOrder();
    advance(3_600_000);
    requestedAt = now().toISOString();
    await requestReturn(first.orderId, 'wrong thickness');
    advance(60_000);
    await requestReturn(second.orderId, 'scratched');

    const requests = await read('requests');
    expect(requests.total).toBe(2);
    expect(requests.rows).toEqual([
      {
        orderId: first.orderId,
        orderNo: first.orderNo,
        status: 11,
        customerName: 'Customer 0001',
        customerPhone: '13755600001',
        requestedAt,
        reason: 'wrong thickness',
        paid: first.payable,
      },
      expect.objectContaining({ orderId: second.orderId, reason: 'scratched' }),
    ]);
    expect((await read('sales')).total).toBe(0);
  });

  it('writes no record when approveReturn is refused', async () => {
    const tooMuch = await move('15', first.orderId, 'approveReturn', 11, {
      refundAmount: first.payable + 1,
      restock: true,
    });
    expect(tooMuch.statusCode).toBe(400);
    // Role 11 sees the tab but may not approve a return.
    const wrongRole = await move('11', first.orderId, 'approveReturn', 11, { refundAmount: 1, restock: true });
    expect(wrongRole.statusCode).toBe(403);
    const stale = await move('15', first.orderId, 'approveReturn', 10, { refundAmount: 1, restock: true });
    expect(stale.statusCode).toBe(409);
    expect(await recordsOf(first.orderId)).toEqual([]);
    expect((await read('requests')).total).toBe(2);
    expect((await read('sales')).total).toBe(0);
  });

  it('records an approved return with its refund and restock in the transition, and lists it', async () => {
    advance(86_400_000);
    const refund = Math.floor(first.payable / 2);
    await moveOk('16', first.orderId, 'approveReturn', 11, { refundAmount: refund, restock: true });
    const [record] = await recordsOf(first.orderId);
    expect(record).toMatchObject({
      refundFen: Math.round(refund * 100),
      restock: true,
      restockQuantity: 5,
      reason: 'wrong thickness',
      requestedAt: new Date(requestedAt),
      approvedByUserId: staffOf('16').userId,
      approvedByRole: '16',
      approvedAt: now(),
    });
    // The money is its own ledger row, written in the same transition.
    const refunds = await db().select().from(paymentLedger).where(eq(paymentLedger.orderId, first.orderId));
    expect(refunds.filter((row) => row.kind === 'refund').map((row) => [row.amountFen, row.note])).toEqual([
      [Math.round(refund * 100), 'approveReturn'],
    ]);

    advance(60_000);
    await moveOk('15', second.orderId, 'approveReturn', 11, { refundAmount: 0, restock: false });

    const sales = await read('sales');
    expect(sales).toMatchObject({ total: 2, pageNum: 1, pageSize: 20 });
    expect(sales.rows).toEqual([
      expect.objectContaining({ orderNo: second.orderNo, refund: 0, restock: false, restockQuantity: 0 }),
      {
        returnId: record?.id,
        orderId: first.orderId,
        orderNo: first.orderNo,
        customerName: 'Customer 0001',
        customerPhone: '13755600001',
        requestedAt,
        reason: 'wrong thickness',
        approvedAt: record?.approvedAt.toISOString(),
        approvedBy: 'Demo Senior Executive',
        refund,
        restock: true,
        restockQuantity: 5,
      },
    ]);
    expect((await read('requests')).total).toBe(0);
    // No second refund row for the return without a refund.
    const secondLedger = await db().select().from(paymentLedger).where(eq(paymentLedger.orderId, second.orderId));
    expect(secondLedger.map((row) => row.kind)).toEqual(['payment']);
  });

  it('rebuilds the record of a return approved before the table existed (the migration backfill)', async () => {
    const [before] = await recordsOf(first.orderId);
    const statements = readFileSync(path.join(migrationsDir, '0010_sales_returns.sql'), 'utf8').split(
      '--> statement-breakpoint',
    );
    await db().delete(salesReturns).where(eq(salesReturns.orderId, first.orderId));
    await db().execute(sql.raw(statements.at(-1) ?? ''));
    const [rebuilt] = await recordsOf(first.orderId);
    expect({ ...rebuilt, id: before?.id }).toEqual(before);
    // Records written by approveReturn stay as they are (one per order).
    expect(await db().select().from(salesReturns)).toHaveLength(2);
  });

  it('filters by approval date (China time) and pages', async () => {
    // Approved on 2026-11-23 in China time.
    expect((await read('sales?from=2026-11-23&to=2026-11-23')).total).toBe(2);
    expect((await read('sales?to=2026-11-22')).total).toBe(0);
    expect((await read('sales?from=2026-11-24')).total).toBe(0);
    const secondPage = await read('sales?pageSize=10&pageNum=2');
    expect(secondPage).toMatchObject({ total: 2, rows: [] });
    expect((await get('sales?from=2026-11-24&to=2026-11-23')).statusCode).toBe(400);
  });

  it('is for the holders of the Sales Returns menu: 401 for visitors, 403 for other roles', async () => {
    for (const path of ['sales', 'requests']) {
      expect((await get(path, null)).statusCode).toBe(401);
      expect((await get(path, alice().cookie)).statusCode).toBe(403);
      for (const roleId of ['12', '14'] as const)
        expect((await get(path, staffOf(roleId).cookie)).statusCode).toBe(403);
      for (const roleId of ['1', '11', '15', '16'] as const) {
        const response = await get(path, staffOf(roleId).cookie);
        expect(response.statusCode, `${path} as ${roleId}: ${response.body}`).toBe(200);
      }
    }
  });
});
