import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/parts/delete or /api/erp/suppliers/delete — a refusal (409 with its reason) is notified. */
export async function deleteRecord(input: { kind: 'parts' | 'suppliers'; id: string }): Promise<void> {
  await postData<unknown>(`/erp/${input.kind}/delete`, { id: input.id });
}

/** Deletes a part or a supplier and re-reads the lists. */
export function useDeleteRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['inventory', 'delete'] as const,
    mutationFn: deleteRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
  });
}
