import type { OrderIdRequest, OrderReasonRequest, RateOrderRequest } from '@boardforge/contracts/orders.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** The customer's own order actions, each its endpoint under /api/orderInfo with the contract's request body. */
export type CustomerOrderAction =
  | ({ action: 'cancel' | 'requestReturn' } & OrderReasonRequest)
  | ({ action: 'confirmReceipt' | 'acceptQuote' | 'acceptAdjustedPrice' } & OrderIdRequest)
  | ({ action: 'rate' } & RateOrderRequest);

/** POST /api/orderInfo/{cancel,requestReturn,confirmReceipt,acceptQuote,acceptAdjustedPrice,rate}. */
export async function runOrderAction({ action, ...body }: CustomerOrderAction): Promise<unknown> {
  return postData<unknown>(`/orderInfo/${action}`, body);
}

/** Tells whether a refusal means the order moved on: its status no longer allows the action, or it changed meanwhile. */
export function isOrderMovedOn(error: unknown): error is ApiError {
  return isApiError(error) && (error.reason === 'order.actionNotAllowed' || error.reason === 'order.staleStatus');
}

/** Runs an action and re-reads the order and the lists; also after a refusal because the order moved on. */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'action'] as const,
    mutationFn: runOrderAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
    onError: (error) => {
      if (isOrderMovedOn(error)) void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
