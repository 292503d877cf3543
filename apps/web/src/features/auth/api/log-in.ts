import { type LoginAnswer, type LoginRequest, loginAnswerSchema } from '@boardforge/contracts/auth.ts';
import { useMutation } from '@tanstack/react-query';
import { postData } from '../../../lib/request.ts';

/** POST /api/user/land — sets the sid, userInfo and role cookies. */
export async function logIn(input: LoginRequest): Promise<LoginAnswer> {
  return loginAnswerSchema.parse(await postData<unknown>('/user/land', input));
}

/** Mutation options for logging in. */
export const logInMutationOptions = { mutationKey: ['auth', 'log-in'] as const, mutationFn: logIn };

/** Logs in; the caller decides where to go next. */
export function useLogIn() {
  return useMutation(logInMutationOptions);
}
