import { erpOrderDetailSchema } from '@boardforge/contracts/erp-orders.ts';
import type { TransitionRequest } from '@boardforge/contracts/orders-transitions.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** The request of a declined return: the transition endpoint's `declineReturn` shape. */
export type DeclineReturnRequest = Extract<TransitionRequest, { action: 'declineReturn' }>;

/** POST /api/erp/order/transition with declineReturn — quiet: the dialog shows a refusal itself. */
export async function declineReturn(input: DeclineReturnRequest): Promise<void> {
  erpOrderDetailSchema.parse(await postData<unknown>('/erp/order/transition', input, { silent: true }));
}

/** Declines a return request, then re-reads the orders (the request leaves the list), also after a refusal. */
export function useDeclineReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sales-returns', 'decline'] as const,
    mutationFn: declineReturn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
