import type { Fen } from '../money/fen.ts';
import { computeNetPaid, computeOutstanding, type OrderFacts } from './order-facts.ts';
import { isTerminalStatus, type OrderStatus } from './statuses.ts';

/** Statuses in which the customer may start a payment: the price is settled (from contract review on) and open. */
export const payableStatuses = [5, 6, 7, 8, 9, 10, 11] as const satisfies readonly OrderStatus[];

/** Why a payment cannot start now. */
export type PaymentRefusalReason = 'notPayableInStatus' | 'priceAdjustmentPending' | 'nothingOutstanding';

/** Decides whether a payment may start and for how much: always the whole outstanding amount. */
export function decidePaymentStart(
  order: OrderFacts,
): { ok: true; amount: Fen } | { ok: false; reason: PaymentRefusalReason } {
  if (!(payableStatuses as readonly OrderStatus[]).includes(order.status))
    return { ok: false, reason: 'notPayableInStatus' };
  if (order.priceAdjustmentPending) return { ok: false, reason: 'priceAdjustmentPending' };
  const amount = computeOutstanding(order);
  if (amount <= 0) return { ok: false, reason: 'nothingOutstanding' };
  return { ok: true, amount };
}

/**
 * Tells whether an order waits for the customer's money before purchasing can start, as the staff screen sees it: the
 * price is settled (contract review passed, status 6), not all of it is paid, and the order is not on credit terms
 * (which the screen reads from purchasing being offered while money is still owed). Amounts in one unit, any unit.
 */
export function isAwaitingCustomerPayment(order: {
  status: OrderStatus;
  paid: number;
  payable: number;
  purchaseOrderOffered: boolean;
}): boolean {
  return order.status === 6 && order.paid < order.payable && !order.purchaseOrderOffered;
}

/**
 * Tells whether a pending bank transfer of `amount` still asks for what is due, so staff may verify it against the
 * order: the order takes payments and owes exactly that amount. A price adjustment only proposed changes nothing yet
 * (the customer may still pay the amount they owe). A transfer that is not current is closed by the server.
 */
export function isBankTransferCurrent(order: OrderFacts, amount: Fen): boolean {
  return (payableStatuses as readonly OrderStatus[]).includes(order.status) && computeOutstanding(order) === amount;
}

/**
 * Why the server closes a pending payment intent: the order is paid, the amount due changed, the order no longer takes
 * payment (cancelled, returned, sent back before contract review), or an online intent outlived its lifetime.
 */
export const paymentClosedReasons = ['orderPaid', 'amountChanged', 'orderClosed', 'expired'] as const;
export type PaymentClosedReason = (typeof paymentClosedReasons)[number];

/**
 * Decides whether a pending intent of `amount` (any channel) stays open: undefined while it asks for exactly what is
 * due (`isBankTransferCurrent`), else why it is closed — nothing is owed any more, a different amount is owed, or the
 * order no longer takes payments.
 */
export function decideIntentClosing(order: OrderFacts, amount: Fen): PaymentClosedReason | undefined {
  if (isBankTransferCurrent(order, amount)) return undefined;
  if (!(payableStatuses as readonly OrderStatus[]).includes(order.status)) return 'orderClosed';
  return computeOutstanding(order) <= 0 ? 'orderPaid' : 'amountChanged';
}

/** The ledger rows a verified payment makes: it is always recorded; what exceeds the outstanding amount is refunded. */
export interface PaymentEffect {
  recordPaid: Fen;
  refund: Fen;
}

/**
 * Decides what a verified payment (gateway notification or verified bank transfer) does, so that the net paid amount
 * never exceeds the payable: money that arrives for a cancelled or returned order, or beyond what is owed (two payments
 * racing, a price lowered meanwhile), is refunded at once. The caller records a payment id only once.
 */
export function decidePaymentEffect(order: OrderFacts, amount: Fen): PaymentEffect {
  const acceptable = !isTerminalStatus(order.status) ? Math.max(0, order.payable - computeNetPaid(order)) : 0;
  return { recordPaid: amount, refund: Math.max(0, amount - acceptable) };
}

/** Returns the order's facts after a payment effect. */
export function applyPaymentEffect(order: OrderFacts, effect: PaymentEffect): OrderFacts {
  return { ...order, paidVerified: order.paidVerified + effect.recordPaid, refunded: order.refunded + effect.refund };
}
