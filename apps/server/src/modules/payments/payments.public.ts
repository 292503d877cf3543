import { inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentLedger } from '../../db/payments.table.ts';

/**
 * What other modules may use of payments (orders, invoices and customers' statements): what an order's customer has paid and kept (one
 * order, several, or as SQL for a list), an order's payment intents, a refund, closing the intents a change made stale,
 * and the wording of a bank transfer. Everything else in modules/payments is the module's own: dependency-cruiser's
 * `orders-payments-public-surface` rule refuses an import of it from another module.
 */

export { type BankAccount, describeBankTransfer } from './bank-instructions.ts';
export { isWithinIntentLifetime } from './open-intents.ts';
export {
  emptyLedgerSums,
  listPaymentsOfOrder,
  type PaymentRow,
  recordDesignJobRefund,
  recordRefund,
  sumLedgersOfOrders,
  sumNetPaidFen,
  sumOrderLedger,
  toNetPaidFen,
} from './payments.repository.ts';
export type { PaymentsService } from './payments.service.ts';
export { closeStaleIntents } from './stale-intent-closing.ts';
export { listLedgerLinesOfOrders, sumLedgerOfOrders, sumNetPaidOfOrders } from './statement-lines.repository.ts';

/**
 * The SQL of what the customer has paid and kept on the order whose id `orderId` gives, in fen (verified payments −
 * refunds, as `toNetPaidFen`): a scalar subquery for a list's SELECT or WHERE, so a page sums its ledgers in the same
 * query as its rows (payment_ledger_order_idx finds each order's rows).
 */
export function selectNetPaidFenOfOrder(orderId: SQLWrapper): SQL<number> {
  return sql`(select coalesce(sum(case when ${paymentLedger.kind} = 'refund' then -${paymentLedger.amountFen} else ${paymentLedger.amountFen} end), 0)
    from ${paymentLedger} where ${paymentLedger.orderId} = ${orderId})`.mapWith(Number);
}

/**
 * What the customers have paid and kept on the orders `orderIds` selects (a subquery of order ids), in fen, one row per
 * order with ledger rows (an order without any is absent: read it as 0): a subquery to LEFT JOIN, so a list that weighs
 * money over many orders sums the ledger once instead of once per order.
 */
export function selectNetPaidFenByOrder(db: Db, orderIds: SQLWrapper) {
  return db
    .select({
      orderId: paymentLedger.orderId,
      netPaidFen:
        sql<number>`sum(case when ${paymentLedger.kind} = 'refund' then -${paymentLedger.amountFen} else ${paymentLedger.amountFen} end)`
          .mapWith(Number)
          .as('net_paid_fen'),
    })
    .from(paymentLedger)
    .where(inArray(paymentLedger.orderId, orderIds))
    .groupBy(paymentLedger.orderId)
    .as('net_paid');
}
