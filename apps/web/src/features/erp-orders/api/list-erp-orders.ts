import {
  type ErpOrderListAnswer,
  type ErpOrderListQuery,
  erpOrderListAnswerSchema,
} from '@boardforge/contracts/erp-orders.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** Filters of the back-office order list (docs/workflow.md "Filters", plus a keyword: order no or customer phone). */
export type ErpOrderListFilters = ErpOrderListQuery;

/** GET /api/erp/order/list — one page of every customer's orders and the counts by status under the other filters. */
export async function listErpOrders(filters: ErpOrderListFilters): Promise<ErpOrderListAnswer> {
  return erpOrderListAnswerSchema.parse(await getData<unknown>('/erp/order/list', filters));
}

/** One page of orders; the previous page stays shown while the next loads. */
export function useErpOrders(filters: ErpOrderListFilters) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.orders.erpList(filters, language),
      queryFn: () => listErpOrders(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
