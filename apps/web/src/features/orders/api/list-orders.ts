import { type OrderRow, type OrderType, orderRowSchema } from '@boardforge/contracts/orders.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** Filters of the customer's order list (docs/workflow.md "Filters"). */
export type OrderListFilters = {
  group: 'all' | 'inquiry' | 'reviewed' | 'order';
  status?: number;
  time: 0 | 1 | 2;
  orderType?: OrderType;
  pageNum: number;
  pageSize: number;
};

const pageSchema = z.object({ rows: z.array(orderRowSchema), total: z.number().int() });

/** GET /api/orderInfo/list — one page of the caller's orders. */
export async function listOrders(filters: OrderListFilters): Promise<{ rows: OrderRow[]; total: number }> {
  return pageSchema.parse(await getData<unknown>('/orderInfo/list', filters));
}

/** One page of orders; the previous page stays shown while the next loads. */
export function useOrders(filters: OrderListFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.orders.list(filters),
      queryFn: () => listOrders(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
