import type { ResetPasswordByEmailRequest } from '@boardforge/contracts/accounts.ts';
import { useMutation } from '@tanstack/react-query';
import { postData } from '../../../lib/request.ts';

/** POST /api/user/resetPasswordByEmail — a new password with a reset mail code; ends every session of the account. */
export async function resetPasswordByEmail(input: ResetPasswordByEmailRequest): Promise<void> {
  await postData<null>('/user/resetPasswordByEmail', input);
}

/** Mutation options for resetting a forgotten password by e-mail. */
export const resetPasswordByEmailMutationOptions = {
  mutationKey: ['auth', 'reset-password-by-email'] as const,
  mutationFn: resetPasswordByEmail,
};

/** Resets a forgotten password with a mailed code. */
export function useResetPasswordByEmail() {
  return useMutation(resetPasswordByEmailMutationOptions);
}
