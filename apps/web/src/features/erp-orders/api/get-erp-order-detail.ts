import { type ErpOrderDetail, erpOrderDetailSchema } from '@boardforge/contracts/erp-orders.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** GET /api/erp/order/detail — the order in full with the actions the logged-in staff member may take. */
export async function getErpOrderDetail(orderId: string): Promise<ErpOrderDetail> {
  return erpOrderDetailSchema.parse(await getData<unknown>('/erp/order/detail', { orderId }));
}

/** One order as staff work on it (disabled without an id). */
export function useErpOrderDetail(orderId: string | null) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.orders.erpDetail(orderId ?? '', language),
      queryFn: () => getErpOrderDetail(orderId ?? ''),
      enabled: Boolean(orderId),
    }),
  );
}
