import { type ErpOrderDetail, erpOrderDetailSchema } from '@boardforge/contracts/erp-orders.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/erp/order/detail — the order in full with the actions the logged-in staff member may take. */
export async function getErpOrderDetail(orderId: string): Promise<ErpOrderDetail> {
  return erpOrderDetailSchema.parse(await getData<unknown>('/erp/order/detail', { orderId }));
}

/** One order as staff work on it (disabled without an id). */
export function useErpOrderDetail(orderId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.orders.erpDetail(orderId ?? ''),
      queryFn: () => getErpOrderDetail(orderId ?? ''),
      enabled: Boolean(orderId),
    }),
  );
}
