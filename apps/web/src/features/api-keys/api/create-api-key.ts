import {
  type CreateApiKeyAnswer,
  createApiKeyAnswerSchema,
  type createApiKeyRequestSchema,
} from '@boardforge/contracts/api-keys.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/apiKeys/create — a new key; its secret is in this answer only. */
export async function createApiKey(input: z.input<typeof createApiKeyRequestSchema>): Promise<CreateApiKeyAnswer> {
  return createApiKeyAnswerSchema.parse(await postData<unknown>('/apiKeys/create', input));
}

/** Creates a key and re-reads the list. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['apiKeys', 'create'] as const,
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.all }),
  });
}
