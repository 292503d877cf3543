import { type Profile, profileSchema, type UpdateProfileRequest } from '@boardforge/contracts/profile.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';
import { refreshSession } from '../../../lib/session.ts';

/** POST /api/user/profile — nickname, company, e-mail, QQ; the answer re-sets the userInfo cookie. */
export async function updateProfile(input: UpdateProfileRequest): Promise<Profile> {
  const profile = profileSchema.parse(await postData<unknown>('/user/profile', input));
  refreshSession();
  return profile;
}

/** Saves the profile and puts the answer in the cache. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'update-profile'] as const,
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.account.profile(), profile),
  });
}
