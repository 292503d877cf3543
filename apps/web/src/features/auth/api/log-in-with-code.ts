import type { ClientLandQuery } from '@boardforge/contracts/accounts.ts';
import { type UserInfo, userInfoSchema } from '@boardforge/contracts/auth.ts';
import { useMutation } from '@tanstack/react-query';
import { getData } from '../../../lib/request.ts';

/** The SMS login's fields as the contract reads them (`type` is always `client` here). */
export type LogInWithCodeInput = Omit<ClientLandQuery, 'type'>;

/** GET /api/customer/clientLand — SMS login of a customer; `data` is the user info (role "client" beside it). */
export async function logInWithCode(input: LogInWithCodeInput): Promise<UserInfo> {
  const params = { mobile: input.mobile, code: input.code, type: 'client', rememberMe: String(input.rememberMe) };
  return userInfoSchema.parse(await getData<unknown>('/customer/clientLand', params));
}

/** Mutation options for the SMS login. */
export const logInWithCodeMutationOptions = {
  mutationKey: ['auth', 'log-in-with-code'] as const,
  mutationFn: logInWithCode,
};

/** Logs a customer in with an SMS code. */
export function useLogInWithCode() {
  return useMutation(logInWithCodeMutationOptions);
}
