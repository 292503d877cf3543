import type { OrderDetail } from '@boardforge/contracts/order-detail.ts';
import type { CreatePaymentAnswer } from '@boardforge/contracts/payments.ts';
import { convertYuanAmountToFen } from '@boardforge/domain/money/fen.ts';

type OrderPayment = Pick<
  OrderDetail['payments'][number],
  'paymentId' | 'channel' | 'amount' | 'status' | 'bankInstructions'
>;

/**
 * The order's bank transfer still awaiting the money for the amount now due, as the pay panel shows a started payment
 * (so a reload shows its reference code again instead of starting another); null when there is none, or when the
 * amount due changed (the next start supersedes it).
 */
export function findPendingBankTransfer(
  payments: readonly OrderPayment[],
  outstanding: number,
): CreatePaymentAnswer | null {
  const transfer = payments
    .filter((payment) => payment.channel === 'bank_transfer' && payment.status === 'pending')
    .at(-1);
  if (!transfer?.bankInstructions || convertYuanAmountToFen(transfer.amount) !== convertYuanAmountToFen(outstanding))
    return null;
  return { paymentId: transfer.paymentId, amount: transfer.amount, bankInstructions: transfer.bankInstructions };
}
