import type { revokeApiKeyRequestSchema } from '@boardforge/contracts/api-keys.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/apiKeys/revoke — the key stops working at once. */
export async function revokeApiKey(input: z.input<typeof revokeApiKeyRequestSchema>): Promise<void> {
  await postData<null>('/apiKeys/revoke', input);
}

/** Revokes a key and re-reads the list. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['apiKeys', 'revoke'] as const,
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.all }),
  });
}
