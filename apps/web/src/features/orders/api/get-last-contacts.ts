import { type LastOrderContacts, lastOrderContactsSchema } from '@boardforge/contracts/orders.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/orderInfo/lastContacts — the invoice choice and contacts of the caller's newest order (null before one). */
export async function getLastContacts(): Promise<LastOrderContacts> {
  return lastOrderContactsSchema.parse(await getData<unknown>('/orderInfo/lastContacts'));
}

/** What the checkout proposes from the caller's last order. */
export function useLastContacts() {
  return useQuery(queryOptions({ queryKey: queryKeys.orders.lastContacts, queryFn: getLastContacts }));
}
