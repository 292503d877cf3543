import {
  type ContentRecord,
  contentRecordSchema,
  type updateContentRequestSchema,
} from '@boardforge/contracts/content.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/content/update — saves a record at the version loaded (409 content.stale when it moved on). */
async function updateContent(input: z.input<typeof updateContentRequestSchema>): Promise<ContentRecord> {
  return contentRecordSchema.parse(await postData<unknown>('/erp/content/update', input, { silent: true }));
}

/** Saves a record and re-reads the content lists. */
export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['content', 'update-content'] as const,
    mutationFn: updateContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  });
}
