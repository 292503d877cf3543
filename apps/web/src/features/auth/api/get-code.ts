import { type GetCodeQuery, getCodeAnswerSchema } from '@boardforge/contracts/accounts.ts';
import { useMutation } from '@tanstack/react-query';
import { getData } from '../../../lib/request.ts';

export type GetCodeInput = GetCodeQuery;

/** GET /api/user/getCode — sends a 6-digit SMS code; answers how many seconds until the next may be asked. */
export async function getCode(input: GetCodeInput): Promise<{ resendAfter: number }> {
  return getCodeAnswerSchema.parse(await getData<unknown>('/user/getCode', input));
}

/** Mutation options for asking a code (a send is not a cached read). */
export const getCodeMutationOptions = { mutationKey: ['auth', 'get-code'] as const, mutationFn: getCode };

/** Asks the server to text a code. */
export function useGetCode() {
  return useMutation(getCodeMutationOptions);
}
