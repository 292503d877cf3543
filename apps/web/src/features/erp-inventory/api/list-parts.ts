import { pageSchema } from '@boardforge/contracts/envelope.ts';
import { type PartSummary, type partListQuerySchema, partSummarySchema } from '@boardforge/contracts/parts.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** Which page of which parts the Parts tab shows (MPN prefix, value, package, category). */
export type PartFilters = z.input<typeof partListQuerySchema>;

const partsPageSchema = pageSchema(partSummarySchema);

/** GET /api/erp/parts/list — parts by MPN, with stock, MOQ, lead time and the smallest break's unit price. */
export async function listParts(filters: PartFilters): Promise<{ rows: PartSummary[]; total: number }> {
  return partsPageSchema.parse(await getData<unknown>('/erp/parts/list', filters));
}

/** Query options of one page of parts; the previous page stays shown while the next loads. */
export function partsQueryOptions(filters: PartFilters) {
  return queryOptions({
    queryKey: queryKeys.inventory.parts(filters),
    queryFn: () => listParts(filters),
    placeholderData: keepPreviousData,
  });
}

/** One page of the Parts tab. */
export function useParts(filters: PartFilters) {
  return useQuery(partsQueryOptions(filters));
}
