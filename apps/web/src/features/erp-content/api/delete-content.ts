import type { ContentVersionRequest } from '@boardforge/contracts/content.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/content/delete — deletes a record at the version shown. */
async function deleteContent(input: ContentVersionRequest): Promise<void> {
  await postData<unknown>('/erp/content/delete', input);
}

/** Deletes a record and re-reads the content lists. */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['content', 'delete-content'] as const,
    mutationFn: deleteContent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  });
}
