import { and, asc, gte, inArray, lt, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentLedger } from '../../db/payments.table.ts';

/**
 * The money lines of a customer's statement: the ledger rows of the orders `orderIds` selects (a subquery of order
 * ids), payments and verified transfers as money received, refunds as money given back. Fen.
 */

/** The ledger rows of the orders in [start, end), oldest first (at most `limit`), with their order ids. */
export function listLedgerLinesOfOrders(
  db: Db,
  orderIds: SQLWrapper,
  window: { start: Date; end: Date },
  limit: number,
) {
  return db
    .select({
      at: paymentLedger.createdAt,
      kind: paymentLedger.kind,
      orderId: paymentLedger.orderId,
      amountFen: paymentLedger.amountFen,
    })
    .from(paymentLedger)
    .where(
      and(
        inArray(paymentLedger.orderId, orderIds),
        gte(paymentLedger.createdAt, window.start),
        lt(paymentLedger.createdAt, window.end),
      ),
    )
    .orderBy(asc(paymentLedger.createdAt), asc(paymentLedger.id))
    .limit(limit);
}

/** What the orders received and gave back before `start` and in [start, end), fen. */
export async function sumLedgerOfOrders(db: Db, orderIds: SQLWrapper, window: { start: Date; end: Date }) {
  const received = sql`${paymentLedger.kind} <> 'refund'`;
  const before = sql`${paymentLedger.createdAt} < ${window.start}`;
  const sumWhere = (condition: SQLWrapper) =>
    sql<number>`coalesce(sum(case when ${condition} then ${paymentLedger.amountFen} else 0 end), 0)`.mapWith(Number);
  const [sums] = await db
    .select({
      receivedBeforeFen: sumWhere(sql`${received} and ${before}`),
      refundedBeforeFen: sumWhere(sql`not (${received}) and ${before}`),
      receivedWithinFen: sumWhere(sql`${received} and not (${before})`),
      refundedWithinFen: sumWhere(sql`not (${received}) and not (${before})`),
    })
    .from(paymentLedger)
    .where(and(inArray(paymentLedger.orderId, orderIds), lt(paymentLedger.createdAt, window.end)));
  return sums ?? { receivedBeforeFen: 0, refundedBeforeFen: 0, receivedWithinFen: 0, refundedWithinFen: 0 };
}

/**
 * What the orders `orderIds` selects (a subquery of order ids) have received and kept (payments − refunds, fen), and
 * of it what the orders `partOrderIds` selects (a subquery of some of them) have: one pass over the ledger.
 */
export async function sumNetPaidOfOrders(
  db: Db,
  orderIds: SQLWrapper,
  partOrderIds: SQLWrapper,
): Promise<{ netPaidFen: number; partNetPaidFen: number }> {
  const signed = sql`case when ${paymentLedger.kind} = 'refund' then -${paymentLedger.amountFen} else ${paymentLedger.amountFen} end`;
  const [sums] = await db
    .select({
      netPaidFen: sql<number>`coalesce(sum(${signed}), 0)`.mapWith(Number),
      partNetPaidFen:
        sql<number>`coalesce(sum(case when ${inArray(paymentLedger.orderId, partOrderIds)} then ${signed} else 0 end), 0)`.mapWith(
          Number,
        ),
    })
    .from(paymentLedger)
    .where(inArray(paymentLedger.orderId, orderIds));
  return sums ?? { netPaidFen: 0, partNetPaidFen: 0 };
}
