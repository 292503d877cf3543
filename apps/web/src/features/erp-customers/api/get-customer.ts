import { type CustomerDetail, customerDetailSchema } from '@boardforge/contracts/customers.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/erp/customers/detail — one customer in full. */
export async function getCustomer(userId: string): Promise<CustomerDetail> {
  return customerDetailSchema.parse(await getData<unknown>('/erp/customers/detail', { userId }, { silent: true }));
}

/** One customer, read while the drawer is open on them. */
export function useCustomer(userId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.customers.detail(userId ?? ''),
      queryFn: () => getCustomer(userId ?? ''),
      enabled: userId !== null,
    }),
  );
}
