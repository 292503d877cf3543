import type { OrderFacts } from '@boardforge/domain/order-status/order-facts.ts';
import { decideIntentClosing } from '@boardforge/domain/order-status/payments.ts';
import type { Db } from '../../db/client.ts';
import { closePendingPayment, listAllPendingIntentsOfOrder, type PaymentRow } from './payments.repository.ts';

/**
 * Closes the order's pending intents, on every channel, that no longer ask for what is due (`decideIntentClosing`: the
 * order was paid in full, its amount due changed, or it no longer takes payments), so neither the customer's order page
 * ("Waiting for payment…" beside the paid one) nor the collection list shows a stale attempt. They read `failed` with
 * the reason, status only: amount and reference code stay, so money that still arrives for one is recorded (a bank
 * transfer verified by order and code) and whatever exceeds what is owed is refunded. Call it in the transaction that
 * changed the order, under the order's row lock, with the order's facts AFTER the change. Returns the intents still
 * pending (at most one per channel, all for the amount due).
 */
export async function closeStaleIntents(tx: Db, orderId: string, facts: OrderFacts): Promise<PaymentRow[]> {
  const current: PaymentRow[] = [];
  for (const intent of await listAllPendingIntentsOfOrder(tx, orderId)) {
    const reason = decideIntentClosing(facts, intent.amountFen);
    if (reason === undefined) current.push(intent);
    else await closePendingPayment(tx, intent.id, reason);
  }
  return current;
}
