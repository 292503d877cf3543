import type { deleteProfileRequestSchema } from '@boardforge/contracts/order-profiles.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/profiles/delete — removes one own profile. */
export async function deleteProfile(input: z.input<typeof deleteProfileRequestSchema>): Promise<void> {
  await postData<null>('/profiles/delete', input);
}

/** Deletes a profile and re-reads the list. */
export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profiles', 'delete'] as const,
    mutationFn: deleteProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all }),
  });
}
