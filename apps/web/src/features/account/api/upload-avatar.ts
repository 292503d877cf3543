import { avatarAnswerSchema } from '@boardforge/contracts/profile.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/user/avatar — multipart field "file"; PNG/JPEG/WebP by content, at most 2 MB (413/415 otherwise). */
export async function uploadAvatar(file: File): Promise<{ avatarUrl: string }> {
  const body = new FormData();
  body.append('file', file);
  return avatarAnswerSchema.parse(await postData<unknown>('/user/avatar', body, { timeout: 60_000 }));
}

/** Uploads an avatar, then re-reads the profile (which also refreshes the header's cookie). */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'upload-avatar'] as const,
    mutationFn: uploadAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.profile() }),
  });
}
