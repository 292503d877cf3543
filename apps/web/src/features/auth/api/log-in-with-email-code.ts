import type { emailLandRequestSchema } from '@boardforge/contracts/accounts.ts';
import { type LoginAnswer, loginAnswerSchema } from '@boardforge/contracts/auth.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { postData } from '../../../lib/request.ts';

/** POST /api/customer/emailLand — logs a customer in with a mail code (cookies set). */
export async function logInWithEmailCode(input: z.input<typeof emailLandRequestSchema>): Promise<LoginAnswer> {
  return loginAnswerSchema.parse(await postData<unknown>('/customer/emailLand', input));
}

/** Mutation options for the e-mail code login. */
export const logInWithEmailCodeMutationOptions = {
  mutationKey: ['auth', 'log-in-with-email-code'] as const,
  mutationFn: logInWithEmailCode,
};

/** Logs a customer in with a mail code. */
export function useLogInWithEmailCode() {
  return useMutation(logInWithEmailCodeMutationOptions);
}
