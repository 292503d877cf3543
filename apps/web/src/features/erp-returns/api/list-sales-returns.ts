import {
  type SalesReturnsAnswer,
  type SalesReturnsQuery,
  salesReturnsAnswerSchema,
} from '@boardforge/contracts/sales-returns.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** Which page of sales returns the table shows, in an optional window of approval dates. */
export type SalesReturnsFilters = Partial<Pick<SalesReturnsQuery, 'from' | 'to'>> & {
  pageNum: number;
  pageSize: number;
};

/** GET /api/erp/returns/sales — one page of approved sales returns, newest first. */
export async function listSalesReturns(filters: SalesReturnsFilters): Promise<SalesReturnsAnswer> {
  // Silent: the table shows its own error state with a retry instead of a notification.
  return salesReturnsAnswerSchema.parse(await getData<unknown>('/erp/returns/sales', filters, { silent: true }));
}

/** One page of sales returns; the previous page stays shown while the next loads. */
export function useSalesReturns(filters: SalesReturnsFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.salesReturns.list(filters),
      queryFn: () => listSalesReturns(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
