import { useMutation } from '@tanstack/react-query';
import { postData } from '../../../lib/request.ts';

/** POST /api/user/logout — ends the session and clears the cookies server-side. */
export async function logOut(): Promise<void> {
  await postData<null>('/user/logout', undefined, { silent: true });
}

/** Mutation options for logging out. */
export const logOutMutationOptions = { mutationKey: ['auth', 'log-out'] as const, mutationFn: logOut };

/** Logs out; the caller clears local state whatever the answer (a dead session is already out). */
export function useLogOut() {
  return useMutation(logOutMutationOptions);
}
