import { pageSchema } from '@boardforge/contracts/envelope.ts';
import { type PartSummary, partSummarySchema } from '@boardforge/contracts/parts.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys.ts';
import { getData } from '../lib/request.ts';

const partsPageSchema = pageSchema(partSummarySchema);

/** GET /api/erp/parts/list — the first parts whose MPN starts with `mpn`, for a back-office form's part picker. */
export async function searchPartOptions(mpn: string): Promise<PartSummary[]> {
  const page = partsPageSchema.parse(
    await getData<unknown>('/erp/parts/list', { mpn: mpn || undefined, pageNum: 1, pageSize: 20 }),
  );
  return page.rows;
}

/** The part picker's options for what is typed; the previous options stay while the next load. */
export function usePartOptions(mpn: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.inventory.partOptions(mpn),
      queryFn: () => searchPartOptions(mpn),
      placeholderData: keepPreviousData,
    }),
  );
}
