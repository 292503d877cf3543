import {
  type SaveProfileAnswer,
  saveProfileAnswerSchema,
  type saveProfileRequestSchema,
} from '@boardforge/contracts/order-profiles.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/profiles/save — the quote's spec as a named profile (at most 50 per customer). */
export async function saveProfile(input: z.input<typeof saveProfileRequestSchema>): Promise<SaveProfileAnswer> {
  return saveProfileAnswerSchema.parse(await postData<unknown>('/profiles/save', input));
}

/** Saves a profile and re-reads the profile list. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profiles', 'save'] as const,
    mutationFn: saveProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all }),
  });
}
