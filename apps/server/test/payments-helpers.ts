import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { orderEvents } from '../src/db/order-events.table.ts';
import { orderHistory, orders } from '../src/db/orders.table.ts';
import { paymentLedger, payments } from '../src/db/payments.table.ts';

/**
 * Inserts an order directly through the orders table (the payments tests need orders in given statuses and amounts,
 * not the ordering journey); returns its id and number.
 */
export async function insertTestOrder(
  db: Db,
  order: { userId: string; status: number; payableFen: number; pendingAdjustedTotalFen?: number },
): Promise<{ orderId: string; orderNo: string }> {
  const orderNo = `T${Date.now()}${randomBytes(3).toString('hex')}`;
  const [row] = await db
    .insert(orders)
    .values({
      orderNo,
      userId: order.userId,
      orderType: 'pcb',
      status: order.status,
      spec: { layers: 2 },
      totalFen: order.payableFen,
      payableFen: order.payableFen,
      pendingAdjustedTotalFen: order.pendingAdjustedTotalFen ?? null,
      priceAdjustmentReason: order.pendingAdjustedTotalFen === undefined ? null : 'test adjustment',
      invoiceType: 'none',
      invoicingMethod: 'electronic',
      contractTitle: 'Test Co.',
      placingOrder: 'Tester',
      placingOrderPhone: '13800138000',
      technicians: 'Tester',
      techniciansPhone: '13800138000',
      shippingAddress: { fullName: 'Tester', detail: 'Test street 1' },
      shippingMethod: 'express',
      idempotencyKey: randomBytes(8).toString('hex'),
      requestHash: randomBytes(8).toString('hex'),
    })
    .returning({ orderId: orders.id, orderNo: orders.orderNo });
  if (!row) throw new Error('test order not inserted');
  return row;
}

/** Everything the payments module wrote about an order: intents, ledger rows, history rows and events. */
export async function readPaymentRecords(db: Db, orderId: string) {
  return {
    payments: await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)),
    ledger: await db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.orderId, orderId))
      .orderBy(asc(paymentLedger.id)),
    history: await db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, orderId))
      .orderBy(asc(orderHistory.id)),
    events: await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
    order: (await db.select().from(orders).where(eq(orders.id, orderId)))[0],
  };
}

/** POST /api/pay/create as a customer. */
export function createPayment(
  app: FastifyInstance,
  cookie: string,
  payload: Record<string, unknown>,
  language?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/pay/create',
    headers: { cookie, ...(language ? { 'accept-language': language } : {}) },
    payload,
  });
}

/** The out_trade_no of a payment intent. */
export async function readOutTradeNo(db: Db, paymentId: string): Promise<string> {
  const [row] = await db.select({ outTradeNo: payments.outTradeNo }).from(payments).where(eq(payments.id, paymentId));
  if (!row) throw new Error(`no payment ${paymentId}`);
  return row.outTradeNo;
}

/** A pino destination collecting the JSON log lines of an app, for asserting what was logged. */
export function createLogCapture(): { lines: Record<string, unknown>[]; stream: { write(line: string): void } } {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}
