import type { ResetPasswordRequest } from '@boardforge/contracts/accounts.ts';
import { useMutation } from '@tanstack/react-query';
import { postData } from '../../../lib/request.ts';

/** POST /api/user/resetPassword — a new password with a reset SMS code; ends every session of the account. */
export async function resetPassword(input: ResetPasswordRequest): Promise<void> {
  await postData<null>('/user/resetPassword', input);
}

/** Mutation options for resetting a forgotten password. */
export const resetPasswordMutationOptions = {
  mutationKey: ['auth', 'reset-password'] as const,
  mutationFn: resetPassword,
};

/** Resets a forgotten password. */
export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions);
}
