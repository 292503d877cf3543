import type { OrderFacts } from '@boardforge/domain/order-status/order-facts.ts';
import { isBankTransferCurrent } from '@boardforge/domain/order-status/payments.ts';
import type { Db } from '../../db/client.ts';
import { listPendingIntentsOfOrder, markPaymentFailed, type PaymentRow } from './payments.repository.ts';

/**
 * Closes the order's pending bank transfers that no longer ask for what is due (`isBankTransferCurrent`: the order was
 * paid in full, cancelled, or its amount due changed), so the collection list never offers staff a stale amount. They
 * are superseded — marked `failed`, status only: amount and reference code stay, so money that arrives later for the
 * code can still be verified by order and code. Call it in the transaction that changed the order, under the order's
 * row lock, with the order's facts AFTER the change. Returns the transfers still pending (at most one, for the amount
 * due).
 */
export async function closeStaleBankTransfers(tx: Db, orderId: string, facts: OrderFacts): Promise<PaymentRow[]> {
  const pending = await listPendingIntentsOfOrder(tx, orderId, 'bank_transfer');
  const current: PaymentRow[] = [];
  for (const transfer of pending) {
    if (isBankTransferCurrent(facts, transfer.amountFen)) current.push(transfer);
    else await markPaymentFailed(tx, transfer.id);
  }
  return current;
}
