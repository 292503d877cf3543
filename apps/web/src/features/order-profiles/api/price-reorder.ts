import {
  type ReorderAnswer,
  reorderAnswerSchema,
  type reorderRequestSchema,
} from '@boardforge/contracts/order-profiles.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** POST /api/profiles/reorder — a past order's spec priced with today's price book, each cost line then and now. */
export async function priceReorder(input: z.input<typeof reorderRequestSchema>): Promise<ReorderAnswer> {
  return reorderAnswerSchema.parse(await postData<unknown>('/profiles/reorder', input, { silent: true }));
}

/** The reorder of one own order: its spec priced with the price book of today. */
export function useReorder(orderNo: string) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.profiles.reorder(orderNo, language),
      queryFn: () => priceReorder({ orderNo }),
      enabled: orderNo !== '',
      retry: false,
    }),
  );
}
