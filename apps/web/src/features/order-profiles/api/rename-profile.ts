import type { renameProfileRequestSchema } from '@boardforge/contracts/order-profiles.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/profiles/rename — renames one own profile. */
export async function renameProfile(input: z.input<typeof renameProfileRequestSchema>): Promise<void> {
  await postData<null>('/profiles/rename', input);
}

/** Renames a profile and re-reads the list. */
export function useRenameProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profiles', 'rename'] as const,
    mutationFn: renameProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all }),
  });
}
