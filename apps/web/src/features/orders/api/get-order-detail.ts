import { type CustomerOrderDetail, customerOrderDetailSchema } from '@boardforge/contracts/erp-orders.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** GET /api/orderInfo/detail — the order with price lines, files, payments, shipments, history and allowed actions. */
export async function getOrderDetail(orderId: string): Promise<CustomerOrderDetail> {
  return customerOrderDetailSchema.parse(await getData<unknown>('/orderInfo/detail', { orderId }));
}

/** One order of the caller. */
export function useOrderDetail(orderId: string) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.orders.detail(orderId, language),
      queryFn: () => getOrderDetail(orderId),
      enabled: orderId !== '',
    }),
  );
}
