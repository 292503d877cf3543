import {
  type CreatePaymentAnswer,
  type CreatePaymentRequest,
  createPaymentAnswerSchema,
} from '@boardforge/contracts/payments.ts';
import { useMutation } from '@tanstack/react-query';
import { postData } from '../../../lib/request.ts';

/** POST /api/pay/create — starts paying the whole outstanding amount through a channel. */
export async function createPayment(input: CreatePaymentRequest): Promise<CreatePaymentAnswer> {
  return createPaymentAnswerSchema.parse(await postData<unknown>('/pay/create', input));
}

/** Starts a payment. */
export function useCreatePayment() {
  return useMutation({ mutationKey: ['payments', 'create'] as const, mutationFn: createPayment });
}
