import {
  purchaseReturnTransitionAnswerSchema,
  type purchaseReturnTransitionRequestSchema,
} from '@boardforge/contracts/purchase-returns.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/purchase-returns/transition — ships or credits a return; the caller shows refusals. */
export async function transitionPurchaseReturn(input: z.input<typeof purchaseReturnTransitionRequestSchema>) {
  return purchaseReturnTransitionAnswerSchema.parse(
    await postData<unknown>('/erp/purchase-returns/transition', input, { silent: true }),
  );
}

/** Moves a return and re-reads the lists, its detail and the stock it moved. */
export function useTransitionPurchaseReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['purchase-returns', 'transition'] as const,
    mutationFn: transitionPurchaseReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
  });
}
