import {
  type SavePurchaseReturnRequest,
  savePurchaseReturnAnswerSchema,
} from '@boardforge/contracts/purchase-returns.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/purchase-returns/save — requests a return to a supplier; the form shows refusals. */
export async function savePurchaseReturn(input: SavePurchaseReturnRequest): Promise<{ id: string; returnNo: string }> {
  return savePurchaseReturnAnswerSchema.parse(
    await postData<unknown>('/erp/purchase-returns/save', input, { silent: true }),
  );
}

/** Requests a return and re-reads the lists. */
export function useSavePurchaseReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['purchase-returns', 'save'] as const,
    mutationFn: savePurchaseReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
  });
}
