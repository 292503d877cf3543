import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** The customer's own order actions, each its endpoint under /api/orderInfo. */
export type CustomerOrderAction =
  | { action: 'cancel'; orderId: string; reason: string }
  | { action: 'requestReturn'; orderId: string; reason: string }
  | { action: 'confirmReceipt'; orderId: string }
  | { action: 'acceptQuote'; orderId: string }
  | { action: 'acceptAdjustedPrice'; orderId: string }
  | { action: 'rate'; orderId: string; stars: number; content: string; share: boolean };

/** POST /api/orderInfo/{cancel,requestReturn,confirmReceipt,acceptQuote,acceptAdjustedPrice,rate}. */
export async function runOrderAction({ action, ...body }: CustomerOrderAction): Promise<unknown> {
  return postData<unknown>(`/orderInfo/${action}`, body);
}

/** Runs an action and re-reads the order and the lists. */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'action'] as const,
    mutationFn: runOrderAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
