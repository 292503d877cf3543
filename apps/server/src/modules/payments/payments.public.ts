import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { paymentLedger } from '../../db/payments.table.ts';

/**
 * What other modules may use of payments lives here (orders reach the ledger through these functions, never through
 * payments.repository.ts or the payments tables).
 */

/**
 * The SQL of what the customer has paid and kept on the order whose id `orderId` gives, in fen (verified payments −
 * refunds, as `toNetPaidFen`): a scalar subquery for a list's SELECT or WHERE, so a page sums its ledgers in the same
 * query as its rows (payment_ledger_order_idx finds each order's rows).
 */
export function selectNetPaidFenOfOrder(orderId: SQLWrapper): SQL<number> {
  return sql`(select coalesce(sum(case when ${paymentLedger.kind} = 'refund' then -${paymentLedger.amountFen} else ${paymentLedger.amountFen} end), 0)
    from ${paymentLedger} where ${paymentLedger.orderId} = ${orderId})`.mapWith(Number);
}
