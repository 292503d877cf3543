import type { OrderActor } from './actors.ts';
import { computeNetPaid, type OrderFacts } from './order-facts.ts';
import { decidePaymentStart } from './payments.ts';
import { assertNever } from './statuses.ts';
import { allowedActions } from './transitions.ts';

/** What an order may wait for from its customer, as the customer's home lists it. */
export const customerTasks = ['acceptQuote', 'acceptAdjustedPrice', 'pay', 'confirmReceipt'] as const;
export type CustomerTask = (typeof customerTasks)[number];

/**
 * Lists what the order waits for from its owner now, in the order to do it: accept a quote or an adjusted price
 * (the transition table's owner rows), pay the outstanding amount (the payment rules), confirm receipt.
 */
export function listCustomerTasks(order: OrderFacts, now: Date): CustomerTask[] {
  const owner: OrderActor = { kind: 'client', userId: order.ownerUserId };
  const actions = allowedActions(order, owner, now);
  const tasks: CustomerTask[] = [];
  if (actions.includes('acceptQuote')) tasks.push('acceptQuote');
  if (actions.includes('acceptAdjustedPrice')) tasks.push('acceptAdjustedPrice');
  if (decidePaymentStart(order).ok) tasks.push('pay');
  if (actions.includes('confirmCompletion')) tasks.push('confirmReceipt');
  return tasks;
}

/** The production stages a customer follows, in order (issue 11: review, paid, purchasing … delivered). */
export const productionStages = [
  'review',
  'paid',
  'purchasing',
  'production',
  'warehouse',
  'shipped',
  'delivered',
] as const;
export type ProductionStage = (typeof productionStages)[number];

/** How far an order has come: the latest stage reached, and whether contract review and payment are done. */
export interface ProductionProgress {
  stage: ProductionStage;
  isReviewed: boolean;
  isPaid: boolean;
}

/**
 * Tells how far a placed order has come (undefined for an inquiry still being quoted, a cancelled or a returned
 * order). Contract review (5 → 6) and payment may finish in either order; from purchasing on (7) both are done,
 * since the purchase order needs the whole payable paid (or credit terms).
 */
export function decideProductionProgress(order: OrderFacts): ProductionProgress | undefined {
  // Nothing left to pay (a free order included) counts as paid.
  const isPaid = computeNetPaid(order) >= order.payable;
  const reached = (stage: ProductionStage): ProductionProgress => ({ stage, isReviewed: true, isPaid: true });
  switch (order.status) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
    case 12:
    case 99:
      return undefined;
    case 5:
      return { stage: isPaid ? 'paid' : 'review', isReviewed: false, isPaid };
    case 6:
      return { stage: isPaid ? 'paid' : 'review', isReviewed: true, isPaid };
    case 7:
      return reached('purchasing');
    case 8:
      return reached('production');
    case 9:
      return reached('warehouse');
    case 10:
      return reached('shipped');
    case 11:
      return reached('delivered');
    default:
      return assertNever(order.status);
  }
}
