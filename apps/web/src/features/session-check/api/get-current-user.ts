import { loginAnswerSchema } from '@boardforge/contracts/auth.ts';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/user/me — the session's user and role; a dead session answers 401 (the request layer's dialog). */
export async function getCurrentUser() {
  return loginAnswerSchema.parse(await getData<unknown>('/user/me'));
}

/** Query options: checked once per page load. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.session.me(),
    queryFn: getCurrentUser,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
