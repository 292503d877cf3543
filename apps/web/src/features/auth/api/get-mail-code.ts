import { type GetMailCodeQuery, getCodeAnswerSchema } from '@boardforge/contracts/accounts.ts';
import { useMutation } from '@tanstack/react-query';
import { getData } from '../../../lib/request.ts';

/** GET /api/user/getMailCode — mails a 6-digit code; answers how many seconds until the next may be asked. */
export async function getMailCode(input: GetMailCodeQuery): Promise<{ resendAfter: number }> {
  return getCodeAnswerSchema.parse(await getData<unknown>('/user/getMailCode', input));
}

/** Mutation options for asking a mail code (a send is not a cached read). */
export const getMailCodeMutationOptions = { mutationKey: ['auth', 'get-mail-code'] as const, mutationFn: getMailCode };

/** Asks the server to mail a code. */
export function useGetMailCode() {
  return useMutation(getMailCodeMutationOptions);
}
