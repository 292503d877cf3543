import {
  type ContentRecord,
  contentRecordSchema,
  type createContentRequestSchema,
} from '@boardforge/contracts/content.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/content/create — a new draft; the form shows refusals. */
async function createContent(input: z.input<typeof createContentRequestSchema>): Promise<ContentRecord> {
  return contentRecordSchema.parse(await postData<unknown>('/erp/content/create', input, { silent: true }));
}

/** Creates a draft and re-reads the content lists. */
export function useCreateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['content', 'create-content'] as const,
    mutationFn: createContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  });
}
