import { sandboxPayAnswerSchema } from '@boardforge/contracts/payments.ts';
import { useMutation } from '@tanstack/react-query';
import { postData } from '../../../lib/request.ts';

/** POST /api/dev/sandbox/pay — the test gateway settles a payment and notifies the server like a real one. */
export async function sandboxPay(input: { paymentId: string; result: 'paid' | 'failed' }) {
  return sandboxPayAnswerSchema.parse(await postData<unknown>('/dev/sandbox/pay', input));
}

/** Settles a sandbox payment. */
export function useSandboxPay() {
  return useMutation({ mutationKey: ['payments', 'sandbox'] as const, mutationFn: sandboxPay });
}
