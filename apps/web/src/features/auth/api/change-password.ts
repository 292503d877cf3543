import type { ChangePasswordRequest } from '@boardforge/contracts/accounts.ts';
import { useMutation } from '@tanstack/react-query';
import { postData } from '../../../lib/request.ts';

/** POST /api/user/changePassword — ends the other sessions and renews this one (the user stays logged in). */
export async function changePassword(input: ChangePasswordRequest): Promise<void> {
  await postData<null>('/user/changePassword', input);
}

/** Mutation options for changing the own password. */
export const changePasswordMutationOptions = {
  mutationKey: ['auth', 'change-password'] as const,
  mutationFn: changePassword,
};

/** Changes the own password. */
export function useChangePassword() {
  return useMutation(changePasswordMutationOptions);
}
