import { type PaymentStatusAnswer, paymentStatusAnswerSchema } from '@boardforge/contracts/payments.ts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** How often a pending payment is asked after. */
export const paymentPollMs = 2000;

/** GET /api/pay/status — pending, paid, failed or refunded. */
export async function getPaymentStatus(paymentId: string): Promise<PaymentStatusAnswer> {
  return paymentStatusAnswerSchema.parse(await getData<unknown>('/pay/status', { paymentId }, { silent: true }));
}

/** Polls a payment every 2 s while it is pending. */
export function usePaymentStatus(paymentId: string | null) {
  return useQuery({
    queryKey: queryKeys.orders.payment(paymentId ?? ''),
    queryFn: () => getPaymentStatus(paymentId as string),
    enabled: paymentId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' || !query.state.data ? paymentPollMs : false),
  });
}
