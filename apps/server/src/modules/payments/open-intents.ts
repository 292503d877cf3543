import type { Fen } from '@boardforge/domain/money/fen.ts';
import type { Db } from '../../db/client.ts';
import { closePendingPayment, listPendingIntentsOfOrder, type PaymentRow } from './payments.repository.ts';

/**
 * How long an online intent stays open: what the gateways are told (Alipay `time_expire`, WeChat `time_expire`), so a
 * trade we stop answering is closed at the gateway too. Within it a second Pay answers the same intent.
 */
export const onlineIntentLifetimeMs = 2 * 3600_000;

/** When an online intent closes. */
export function onlineIntentExpiresAt(payment: Pick<PaymentRow, 'createdAt'>): Date {
  return new Date(payment.createdAt.getTime() + onlineIntentLifetimeMs);
}

/** Whether an intent can still be paid at `at` for its lifetime: a bank transfer does not expire, online ones do. */
export function isWithinIntentLifetime(payment: Pick<PaymentRow, 'channel' | 'createdAt'>, at: Date): boolean {
  return payment.channel === 'bank_transfer' || at.getTime() < onlineIntentExpiresAt(payment).getTime();
}

/**
 * The online intent of an order and channel still open for the amount due, to answer again; the pending ones that are
 * not (expired, or for an amount no longer due: an adjusted price was accepted, part was paid) are closed as `failed`
 * with the reason, status only — money that still arrives for one is recorded and refunded beyond what is owed. Call it
 * under the order's row lock, so racing Pay clicks see the one intent the first of them opened.
 */
export async function reuseOpenOnlineIntent(
  tx: Db,
  orderId: string,
  channel: Exclude<PaymentRow['channel'], 'bank_transfer'>,
  amountDue: Fen,
  at: Date,
): Promise<PaymentRow | undefined> {
  let open: PaymentRow | undefined;
  for (const intent of await listPendingIntentsOfOrder(tx, orderId, channel)) {
    const hasExpired = !isWithinIntentLifetime(intent, at);
    if (intent.amountFen === amountDue && !hasExpired && !open) open = intent;
    else await closePendingPayment(tx, intent.id, hasExpired ? 'expired' : 'amountChanged');
  }
  return open;
}
