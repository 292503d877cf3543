import { pageSchema } from '@boardforge/contracts/envelope.ts';
import { type ListOrdersQuery, type OrderRow, orderRowSchema } from '@boardforge/contracts/orders.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** Filters of the customer's order list (docs/workflow.md "Filters"): the contract's query. */
export type OrderListFilters = ListOrdersQuery;

const ordersPageSchema = pageSchema(orderRowSchema);

/** GET /api/orderInfo/list — one page of the caller's orders. */
export async function listOrders(filters: OrderListFilters): Promise<{ rows: OrderRow[]; total: number }> {
  return ordersPageSchema.parse(await getData<unknown>('/orderInfo/list', filters));
}

/** One page of orders; the previous page stays shown while the next loads. */
export function useOrders(filters: OrderListFilters) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.orders.list(filters, language),
      queryFn: () => listOrders(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
