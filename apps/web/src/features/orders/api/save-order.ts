import { type SaveOrderAnswer, saveOrderAnswerSchema } from '@boardforge/contracts/orders.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/orderInfo/saveOrder — the server prices the spec again; the same idempotencyKey returns the same order. */
export async function saveOrder(input: Record<string, unknown>): Promise<SaveOrderAnswer> {
  return saveOrderAnswerSchema.parse(await postData<unknown>('/orderInfo/saveOrder', input));
}

/** Places an order and refreshes the order lists. */
export function useSaveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'save'] as const,
    mutationFn: saveOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
