import type { ErpOrderDetail } from '@boardforge/contracts/erp-orders.ts';
import { erpOrderDetailSchema } from '@boardforge/contracts/erp-orders.ts';
import type { TransitionRequest } from '@boardforge/contracts/orders-transitions.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/order/transition — quiet: the form shows 400 field errors and handles a 409 itself. */
export async function runTransition(input: TransitionRequest): Promise<ErpOrderDetail> {
  return erpOrderDetailSchema.parse(await postData<unknown>('/erp/order/transition', input, { silent: true }));
}

/**
 * Moves an order, then reads the order and every list again. Not awaited: the form closes first, so the drawer sees
 * the new status only after its own form is gone (a status change under an open form means someone else moved it).
 */
export function useOrderTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'erp', 'transition'] as const,
    mutationFn: runTransition,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
