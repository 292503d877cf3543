import {
  type CustomerListAnswer,
  type CustomerListQuery,
  customerListAnswerSchema,
} from '@boardforge/contracts/customers.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** What the customer list asks for: the filters (unset ones left out) and the page. */
export type CustomerFilters = Partial<Pick<CustomerListQuery, 'keyword' | 'credit'>> & {
  pageNum: number;
  pageSize: number;
};

/** GET /api/erp/customers/list — one page of client accounts and the totals of the whole filter. */
export async function listCustomers(filters: CustomerFilters): Promise<CustomerListAnswer> {
  // Silent: the page shows its own error state with a retry instead of a notification.
  return customerListAnswerSchema.parse(await getData<unknown>('/erp/customers/list', filters, { silent: true }));
}

/** One page of customers; the previous page stays shown while the next loads. */
export function useCustomers(filters: CustomerFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.customers.list(filters),
      queryFn: () => listCustomers(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
