import { type Address, addressSchema } from '@boardforge/contracts/addresses.ts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/address/list — the addresses an order may ship to (same cache entry as the address book). */
export async function listAddresses(): Promise<Address[]> {
  return z.array(addressSchema).parse(await getData<unknown>('/address/list'));
}

/** The caller's delivery addresses. */
export function useAddresses() {
  return useQuery({ queryKey: queryKeys.account.addresses(), queryFn: listAddresses });
}
