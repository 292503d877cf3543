import { adminMallItemsAnswerSchema, type mallItemsQuerySchema } from '@boardforge/contracts/points-mall.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** Which page of items to list: a state and a keyword (either name). */
export type MallItemFilters = z.input<typeof mallItemsQuerySchema>;

/** GET /api/erp/pointsMall/items/list — a page of items in display order with the filter's count. */
async function listMallItems(filters: MallItemFilters) {
  return adminMallItemsAnswerSchema.parse(
    await getData<unknown>('/erp/pointsMall/items/list', filters, { silent: true }),
  );
}

/** One page of items; the previous page stays shown while the next loads. */
export function useMallItemsPage(filters: MallItemFilters) {
  return useQuery({
    queryKey: queryKeys.pointsMallAdmin.items(filters),
    queryFn: () => listMallItems(filters),
    placeholderData: keepPreviousData,
  });
}
