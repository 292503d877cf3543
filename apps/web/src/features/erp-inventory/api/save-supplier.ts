import { type SaveSupplierRequest, savedIdAnswerSchema } from '@boardforge/contracts/suppliers.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/suppliers/save — adds a supplier (no id) or changes one; the form shows refusals. */
export async function saveSupplier(input: SaveSupplierRequest): Promise<{ id: string }> {
  return savedIdAnswerSchema.parse(await postData<unknown>('/erp/suppliers/save', input, { silent: true }));
}

/** Saves a supplier and re-reads the suppliers and the parts' offers (they show its name and currency). */
export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['inventory', 'save-supplier'] as const,
    mutationFn: saveSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
  });
}
