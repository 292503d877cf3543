import { registerAnswerSchema, type registerByEmailRequestSchema } from '@boardforge/contracts/accounts.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { postData } from '../../../lib/request.ts';
import type { RegisterAnswer } from './register.ts';

/** POST /api/customer/saveuserByEmail — registers with a mail code, credits 50 points and logs in (cookies). */
export async function registerByEmail(input: z.input<typeof registerByEmailRequestSchema>): Promise<RegisterAnswer> {
  return registerAnswerSchema.parse(await postData<unknown>('/customer/saveuserByEmail', input));
}

/** Mutation options for registering by e-mail. */
export const registerByEmailMutationOptions = {
  mutationKey: ['auth', 'register-by-email'] as const,
  mutationFn: registerByEmail,
};

/** Registers by e-mail; the caller refreshes the session and navigates. */
export function useRegisterByEmail() {
  return useMutation(registerByEmailMutationOptions);
}
