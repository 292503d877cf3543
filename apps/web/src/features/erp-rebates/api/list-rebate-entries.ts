import {
  type RebateEntriesAnswer,
  type RebateKind,
  type RebateListQuery,
  rebateEntriesAnswerSchema,
} from '@boardforge/contracts/rebates.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** The filters of both lists (unset ones left out) and the page. */
export type RebateListFilters = Partial<Pick<RebateListQuery, 'period' | 'partyId' | 'keyword'>> & {
  pageNum: number;
  pageSize: number;
};

/** GET /api/erp/rebates/{kind}/entries — a page of the ledger, newest first, and the sum of the filter. */
export async function listRebateEntries(kind: RebateKind, filters: RebateListFilters): Promise<RebateEntriesAnswer> {
  return rebateEntriesAnswerSchema.parse(
    await getData<unknown>(`/erp/rebates/${kind}/entries`, filters, { silent: true }),
  );
}

/** One page of the Ledger tab. */
export function useRebateEntries(kind: RebateKind, filters: RebateListFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.rebates.entries(kind, filters),
      queryFn: () => listRebateEntries(kind, filters),
      placeholderData: keepPreviousData,
    }),
  );
}
