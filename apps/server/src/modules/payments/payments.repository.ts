import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentLedger, payments } from '../../db/payments.table.ts';

/** A row of the payments (intents) table. */
export type PaymentRow = typeof payments.$inferSelect;
/** A new payment intent. */
export type NewPaymentRow = typeof payments.$inferInsert;
/** A row of the payment ledger. */
export type PaymentLedgerRow = typeof paymentLedger.$inferSelect;
/** A new ledger row (rows are only ever inserted). */
export type NewPaymentLedgerRow = typeof paymentLedger.$inferInsert;

/** The money sums of an order: verified payments (online and bank transfers) and refunds, in fen. */
export type OrderMoneySums = { paidVerifiedFen: number; refundedFen: number };

/** The sums of an order without ledger rows. */
export const emptyLedgerSums: Readonly<OrderMoneySums> = Object.freeze({ paidVerifiedFen: 0, refundedFen: 0 });

/** What the customer has paid and kept, in fen: verified payments − refunds. */
export function toNetPaidFen(sums: Readonly<OrderMoneySums>): number {
  return sums.paidVerifiedFen - sums.refundedFen;
}

/** Sums an order's ledger: verified payments (kinds payment and verification) and refunds, in fen. */
export async function sumOrderLedger(db: Db, orderId: string): Promise<OrderMoneySums> {
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(${paymentLedger.amountFen}) filter (where ${paymentLedger.kind} <> 'refund'), 0)`,
      refunded: sql<string>`coalesce(sum(${paymentLedger.amountFen}) filter (where ${paymentLedger.kind} = 'refund'), 0)`,
    })
    .from(paymentLedger)
    .where(eq(paymentLedger.orderId, orderId));
  return { paidVerifiedFen: Number(row?.paid ?? 0), refundedFen: Number(row?.refunded ?? 0) };
}

/** Sums the ledgers of several orders in one query (as `sumOrderLedger`); an order without rows is absent
 * (read it as `emptyLedgerSums`). */
export async function sumLedgersOfOrders(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderMoneySums>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: paymentLedger.orderId,
      paid: sql<string>`coalesce(sum(${paymentLedger.amountFen}) filter (where ${paymentLedger.kind} <> 'refund'), 0)`,
      refunded: sql<string>`coalesce(sum(${paymentLedger.amountFen}) filter (where ${paymentLedger.kind} = 'refund'), 0)`,
    })
    .from(paymentLedger)
    .where(inArray(paymentLedger.orderId, [...orderIds]))
    .groupBy(paymentLedger.orderId);
  return new Map(
    rows.flatMap((row) =>
      row.orderId === null ? [] : [[row.orderId, { paidVerifiedFen: Number(row.paid), refundedFen: Number(row.refunded) }]],
    ),
  );
}

/** What the customer has paid and kept on an order, in fen: verified payments − refunds. */
export async function sumNetPaidFen(db: Db, orderId: string): Promise<number> {
  return toNetPaidFen(await sumOrderLedger(db, orderId));
}

/** The payment intents of an order, oldest first. */
export async function listPaymentsOfOrder(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/**
 * Records a refund on an order: one ledger row of kind refund, never an edit of an earlier row. The refund is booked
 * against `paymentId` when given (an overpayment: the payment that exceeded what was owed), else the order's newest
 * paid payment; once that payment's refunds cover it, its intent reads `refunded`. Call it inside the transaction of
 * the decision (cancel, return, re-quote, an overpayment).
 */
export async function recordRefund(
  db: Db,
  refund: {
    orderId: string;
    amountFen: number;
    reason: string;
    actorUserId: string | null;
    at?: Date;
    paymentId?: string;
  },
): Promise<PaymentLedgerRow> {
  if (!Number.isInteger(refund.amountFen) || refund.amountFen <= 0)
    throw new Error(`a refund must be a positive whole number of fen (got ${refund.amountFen})`);
  const [paid] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, refund.orderId),
        eq(payments.status, 'paid'),
        refund.paymentId ? eq(payments.id, refund.paymentId) : undefined,
      ),
    )
    .orderBy(desc(payments.paidAt), desc(payments.createdAt))
    .limit(1);
  const row = await insertLedgerRow(db, {
    kind: 'refund',
    amountFen: refund.amountFen,
    orderId: refund.orderId,
    paymentId: paid?.id ?? null,
    actorUserId: refund.actorUserId,
    note: refund.reason,
    ...(refund.at ? { createdAt: refund.at } : {}),
  });
  if (paid) {
    const [covered] = await db
      .select({ refunded: sql<string>`coalesce(sum(${paymentLedger.amountFen}), 0)` })
      .from(paymentLedger)
      .where(and(eq(paymentLedger.paymentId, paid.id), eq(paymentLedger.kind, 'refund')));
    if (Number(covered?.refunded ?? 0) >= paid.amountFen)
      await db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, paid.id));
  }
  return row;
}

/** Inserts one ledger row and returns it. */
export async function insertLedgerRow(db: Db, row: NewPaymentLedgerRow): Promise<PaymentLedgerRow> {
  const [inserted] = await db.insert(paymentLedger).values(row).returning();
  if (!inserted) throw new Error('insert into payment_ledger returned no row');
  return inserted;
}

/** Inserts a payment intent and returns it. */
export async function insertPayment(db: Db, row: NewPaymentRow): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  if (!inserted) throw new Error('insert into payments returned no row');
  return inserted;
}

/** One payment intent by id, or undefined (a malformed id finds nothing). */
export async function findPaymentById(db: Db, paymentId: string): Promise<PaymentRow | undefined> {
  if (!isUuid(paymentId)) return undefined;
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
}

/** One payment intent by our trade number, or undefined. */
export async function findPaymentByOutTradeNo(db: Db, outTradeNo: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo)).limit(1);
  return row;
}

/** Locks one payment intent for the rest of the transaction (SELECT … FOR UPDATE) and returns it. */
export async function lockPaymentById(tx: Db, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1).for('update');
  return row;
}

/** Marks a locked pending (or failed: the money came after all) intent paid, with the gateway's trade number. */
export async function markPaymentPaid(
  tx: Db,
  paymentId: string,
  change: { paidAt: Date; gatewayTradeNo: string | null },
): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'paid', paidAt: change.paidAt, gatewayTradeNo: change.gatewayTradeNo, closedReason: null })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['pending', 'failed'])))
    .returning();
  if (!row) throw new Error(`payment ${paymentId} was neither pending nor failed`);
  return row;
}

/** The pending intents of an order on one channel (at most one, by the partial unique index), oldest first. */
export async function listPendingIntentsOfOrder(
  tx: Db,
  orderId: string,
  channel: PaymentRow['channel'],
): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.channel, channel), eq(payments.status, 'pending')))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** The pending intents of a design job on a channel, oldest first (lock the job first). */
export async function listPendingIntentsOfDesignJob(
  tx: Db,
  designJobId: string,
  channel: PaymentRow['channel'],
): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.designJobId, designJobId), eq(payments.channel, channel), eq(payments.status, 'pending')))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/**
 * Keeps the QR code a gateway gave for an intent, unless racing requests stored one first; returns the code stored, so
 * every answer shows the same one.
 */
export async function storeGatewayCode(db: Db, paymentId: string, code: string): Promise<string> {
  const [stored] = await db
    .update(payments)
    .set({ gatewayCode: code })
    .where(and(eq(payments.id, paymentId), isNull(payments.gatewayCode)))
    .returning({ code: payments.gatewayCode });
  if (stored?.code) return stored.code;
  const [row] = await db.select({ code: payments.gatewayCode }).from(payments).where(eq(payments.id, paymentId));
  return row?.code ?? code;
}

/** Marks a pending intent failed (the gateway said so); a paid one stays paid. */
export async function markPaymentFailed(tx: Db, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'failed' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/**
 * Closes a pending intent the server no longer answers (the order paid, its amount due changed, the order closed, an
 * online intent expired): status `failed` like a closed trade, with the reason; a paid one stays paid.
 */
export async function closePendingPayment(
  tx: Db,
  paymentId: string,
  reason: NonNullable<PaymentRow['closedReason']>,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'failed', closedReason: reason })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** The pending intents of an order on every channel, oldest first. */
export async function listAllPendingIntentsOfOrder(tx: Db, orderId: string): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tells whether a string is a UUID: ids are; anything else cannot name a row (and would make PostgreSQL raise). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
