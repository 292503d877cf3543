import { type SavePartRequest, savePartAnswerSchema } from '@boardforge/contracts/parts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/parts/save — adds a part (no id) or changes one, its price breaks replaced as sent; the form shows refusals. */
export async function savePart(input: SavePartRequest): Promise<{ id: string }> {
  return savePartAnswerSchema.parse(await postData<unknown>('/erp/parts/save', input, { silent: true }));
}

/** Saves a part and re-reads the catalogue and the open part. */
export function useSavePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['inventory', 'save-part'] as const,
    mutationFn: savePart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
  });
}
