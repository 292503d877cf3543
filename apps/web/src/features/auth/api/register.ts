import { type RegisterRequest, registerAnswerSchema } from '@boardforge/contracts/accounts.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { postData } from '../../../lib/request.ts';

export type RegisterAnswer = z.infer<typeof registerAnswerSchema>;

/** POST /api/customer/saveuser — registers with an SMS code, credits 50 points and logs in (cookies). */
export async function register(input: RegisterRequest): Promise<RegisterAnswer> {
  return registerAnswerSchema.parse(await postData<unknown>('/customer/saveuser', input));
}

/** Mutation options for registering. */
export const registerMutationOptions = { mutationKey: ['auth', 'register'] as const, mutationFn: register };

/** Registers; the caller refreshes the session and navigates. */
export function useRegister() {
  return useMutation(registerMutationOptions);
}
