import { type OrderProfile, orderProfileSchema } from '@boardforge/contracts/order-profiles.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/profiles/list — own order profiles, the last changed first. */
export async function listProfiles(): Promise<OrderProfile[]> {
  return z.array(orderProfileSchema).parse(await getData<unknown>('/profiles/list'));
}

/** The own order profiles. */
export function useProfiles() {
  return useQuery(queryOptions({ queryKey: queryKeys.profiles.list(), queryFn: listProfiles }));
}
