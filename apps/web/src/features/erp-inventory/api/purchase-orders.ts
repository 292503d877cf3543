import {
  type PurchaseOrderDetail,
  type PurchaseOrderListAnswer,
  purchaseOrderDetailSchema,
  purchaseOrderListAnswerSchema,
  type purchaseOrderListQuerySchema,
  type ReceivePurchaseOrderRequest,
} from '@boardforge/contracts/purchase-orders.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { getData, postData } from '../../../lib/request.ts';

/** Which page of purchase orders to list: a status and a keyword (PO, order or supplier). */
export type PurchaseOrderFilters = z.input<typeof purchaseOrderListQuerySchema>;

// Under 'orders': a receipt may move an order (warehouse entry), which the order screens then read again.
const listKey = (filters: PurchaseOrderFilters) => ['orders', 'purchase-orders', 'list', filters] as const;
const detailKey = (id: string) => ['orders', 'purchase-orders', 'detail', id] as const;

/** GET /api/erp/purchaseOrders/list — newest first, with the cost total of the whole filter. */
export async function listPurchaseOrders(filters: PurchaseOrderFilters): Promise<PurchaseOrderListAnswer> {
  return purchaseOrderListAnswerSchema.parse(
    await getData<unknown>('/erp/purchaseOrders/list', filters, { silent: true }),
  );
}

/** One page of the purchase-orders tab. */
export function usePurchaseOrders(filters: PurchaseOrderFilters) {
  return useQuery({
    queryKey: listKey(filters),
    queryFn: () => listPurchaseOrders(filters),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/erp/purchaseOrders/detail — one purchase order with its lines (disabled without an id). */
export function usePurchaseOrder(id: string | null) {
  return useQuery({
    queryKey: detailKey(id ?? ''),
    queryFn: async (): Promise<PurchaseOrderDetail> =>
      purchaseOrderDetailSchema.parse(await getData<unknown>('/erp/purchaseOrders/detail', { id })),
    enabled: id !== null,
  });
}

/** POST /api/erp/purchaseOrders/receive (quiet: the drawer shows the refusal beside the lines). */
export function useReceivePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'purchase-orders', 'receive'] as const,
    mutationFn: async (input: ReceivePurchaseOrderRequest) =>
      purchaseOrderDetailSchema.parse(await postData<unknown>('/erp/purchaseOrders/receive', input, { silent: true })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
    },
  });
}
