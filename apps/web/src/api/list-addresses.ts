import { type Address, addressSchema } from '@boardforge/contracts/addresses.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../lib/query-keys.ts';
import { getData } from '../lib/request.ts';

/** GET /api/address/list — own delivery addresses, default first (the address book and the order form). */
export async function listAddresses(): Promise<Address[]> {
  return z.array(addressSchema).parse(await getData<unknown>('/address/list'));
}

/** Query options of the own addresses: one cache entry for every screen that shows them. */
export function addressesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.account.addresses(), queryFn: listAddresses });
}

/** The own delivery addresses. */
export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
