import { type RebateKind, type RebateParty, rebatePartySchema } from '@boardforge/contracts/rebates.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

const partiesSchema = z.array(rebatePartySchema);

/** GET /api/erp/rebates/{kind}/parties — up to 20 customers (sales) or suppliers (purchase) matching a keyword. */
export async function findRebateParties(kind: RebateKind, keyword: string): Promise<RebateParty[]> {
  return partiesSchema.parse(
    await getData<unknown>(`/erp/rebates/${kind}/parties`, keyword ? { keyword } : {}, { silent: true }),
  );
}

/** The parties a picker offers for what was typed. */
export function useRebateParties(kind: RebateKind, keyword: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.rebates.parties(kind, keyword),
      queryFn: () => findRebateParties(kind, keyword),
      placeholderData: keepPreviousData,
    }),
  );
}
