import { type RebateKind, type RebateTotalsAnswer, rebateTotalsAnswerSchema } from '@boardforge/contracts/rebates.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';
import type { RebateListFilters } from './list-rebate-entries.ts';

/** GET /api/erp/rebates/{kind}/totals — net rebates by party and period, and the sum of the filter. */
export async function listRebateTotals(kind: RebateKind, filters: RebateListFilters): Promise<RebateTotalsAnswer> {
  return rebateTotalsAnswerSchema.parse(
    await getData<unknown>(`/erp/rebates/${kind}/totals`, filters, { silent: true }),
  );
}

/** One page of the Totals tab. */
export function useRebateTotals(kind: RebateKind, filters: RebateListFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.rebates.totals(kind, filters),
      queryFn: () => listRebateTotals(kind, filters),
      placeholderData: keepPreviousData,
    }),
  );
}
