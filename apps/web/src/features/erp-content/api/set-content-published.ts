import { type ContentRecord, type ContentVersionRequest, contentRecordSchema } from '@boardforge/contracts/content.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/content/publish or /unpublish — puts a record on the public site or takes it off (back to draft). */
async function setContentPublished(input: ContentVersionRequest & { isPublished: boolean }): Promise<ContentRecord> {
  const { isPublished, ...target } = input;
  const path = isPublished ? '/erp/content/publish' : '/erp/content/unpublish';
  return contentRecordSchema.parse(await postData<unknown>(path, target));
}

/** Publishes or unpublishes a record and re-reads the content lists (a refusal shows the server's sentence). */
export function useSetContentPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['content', 'set-content-published'] as const,
    mutationFn: setContentPublished,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  });
}
