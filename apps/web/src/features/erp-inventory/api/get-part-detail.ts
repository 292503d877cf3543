import { type PartDetail, partDetailSchema } from '@boardforge/contracts/parts.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/**
 * GET /api/erp/parts/detail — one part with its price breaks and suppliers' offers; with a quantity needed, what to
 * buy (after MOQ and attrition) at which unit price, and the extended price. Silent: the drawer shows a failure itself.
 */
export async function getPartDetail(partId: string, quantity: number | undefined): Promise<PartDetail> {
  const query = quantity === undefined ? { partId } : { partId, quantity };
  return partDetailSchema.parse(await getData<unknown>('/erp/parts/detail', query, { silent: true }));
}

/** Query options of one part, priced for `quantity` when given; the part's last answer stays while a new quantity loads. */
export function partDetailQueryOptions(partId: string, quantity: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.inventory.part(partId, quantity),
    queryFn: () => getPartDetail(partId, quantity),
    // Never another part's answer in its place.
    placeholderData: (previous: PartDetail | undefined) => (previous?.id === partId ? previous : undefined),
  });
}

/** The open part of the drawer; nothing is asked while none is open. */
export function usePartDetail(partId: string | null, quantity: number | undefined) {
  return useQuery({ ...partDetailQueryOptions(partId ?? '', quantity), enabled: partId !== null });
}
