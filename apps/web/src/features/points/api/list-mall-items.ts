import { type MallItem, mallItemSchema } from '@boardforge/contracts/points.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/pointsMall/items — what the points mall offers (public). */
export async function listMallItems(): Promise<MallItem[]> {
  return z.array(mallItemSchema).parse(await getData<unknown>('/pointsMall/items'));
}

/** Query options of the mall's items. */
export function mallItemsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.points.mallItems(), queryFn: listMallItems });
}

/** The mall's items with price and stock. */
export function useMallItems() {
  return useQuery(mallItemsQueryOptions());
}
