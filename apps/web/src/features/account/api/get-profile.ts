import { type Profile, profileSchema } from '@boardforge/contracts/profile.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';
import { refreshSession } from '../../../lib/session.ts';

/** GET /api/user/profile — the member's own data; the server also refreshes the userInfo cookie. */
export async function getProfile(): Promise<Profile> {
  const profile = profileSchema.parse(await getData<unknown>('/user/profile'));
  // The answer re-set the userInfo cookie (nickname, avatar, points): let the header re-read it.
  refreshSession();
  return profile;
}

/** Query options of the own profile. */
export function profileQueryOptions() {
  return queryOptions({ queryKey: queryKeys.account.profile(), queryFn: getProfile, staleTime: 30_000 });
}

/** The own profile (points balance included). */
export function useProfile(options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled: options.isEnabled ?? true });
}
