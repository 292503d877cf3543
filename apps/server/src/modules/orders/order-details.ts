import type { OrderActor } from '@boardforge/domain/order-status/actors.ts';
import type { OrderFacts } from '@boardforge/domain/order-status/order-facts.ts';
import { decideIntentClosing } from '@boardforge/domain/order-status/payments.ts';
import { allowedActions } from '@boardforge/domain/order-status/transitions.ts';
import type { Db } from '../../db/client.ts';
import { findFileById } from '../files/files.repository.ts';
import { listInvoicesOfOrder } from '../invoices/invoices.repository.ts';
import { isWithinIntentLifetime } from '../payments/open-intents.ts';
import { listPaymentsOfOrder, type PaymentRow, sumOrderLedger } from '../payments/payments.repository.ts';
import { buildOrderFacts } from './order-facts.ts';
import { findRatingOfOrder } from './order-ratings.repository.ts';
import type { OrderDetailParts } from './order-views.ts';
import { listOrderHistory, listOrderLines, type OrderRow } from './orders.repository.ts';

/**
 * Loads what an order page shows: lines, history, payments, invoices, ledger sums, files, the rating and the caller's
 * allowed actions.
 */
export async function loadOrderDetailParts(
  db: Db,
  order: OrderRow,
  actor: OrderActor,
  now: Date,
): Promise<OrderDetailParts> {
  const lines = await listOrderLines(db, order.id);
  const history = await listOrderHistory(db, order.id);
  const payments = await listPaymentsOfOrder(db, order.id);
  const money = await sumOrderLedger(db, order.id);
  const invoices = await listInvoicesOfOrder(db, order.id);
  const files: OrderDetailParts['files'] = [];
  for (const [fileId, kind] of [
    [order.gerberFileId, 'gerber'],
    [order.bomFileId, 'bom'],
  ] as const) {
    if (!fileId) continue;
    const file = await findFileById(db, fileId);
    if (file) files.push({ fileId: file.id, fileName: file.originalName, kind });
  }
  const facts = buildOrderFacts(order, lines, money);
  const rating = (await findRatingOfOrder(db, order.id)) ?? null;
  return {
    lines,
    history,
    payments: payments.map((payment) => showAttemptAsClosed(payment, facts, now)),
    invoices,
    money,
    facts,
    files,
    rating,
    allowedActions: allowedActions(facts, actor, now),
  };
}

/**
 * An attempt still pending in the table that no one can pay any more reads as closed, with its reason: an online one
 * past its lifetime (the gateway closed the trade at the same time; the row closes at the next Pay), or one older than
 * the rule that closes stale attempts when the order changes.
 */
function showAttemptAsClosed(payment: PaymentRow, facts: OrderFacts, now: Date): PaymentRow {
  if (payment.status !== 'pending') return payment;
  const reason =
    decideIntentClosing(facts, payment.amountFen) ?? (isWithinIntentLifetime(payment, now) ? null : 'expired');
  return reason === null ? payment : { ...payment, status: 'failed', closedReason: reason };
}
