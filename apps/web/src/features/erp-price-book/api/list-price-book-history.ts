import {
  type PriceBookHistoryAnswer,
  priceBookHistoryAnswerSchema,
  type priceBookHistoryQuerySchema,
} from '@boardforge/contracts/price-book.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

type HistoryPaging = z.input<typeof priceBookHistoryQuerySchema>;

/** GET /api/erp/priceBook/history — a page of the stored versions, newest first. */
async function listPriceBookHistory(paging: HistoryPaging): Promise<PriceBookHistoryAnswer> {
  return priceBookHistoryAnswerSchema.parse(await getData<unknown>('/erp/priceBook/history', paging, { silent: true }));
}

/** One page of the versions; the previous page stays shown while the next loads. */
export function usePriceBookHistory(paging: HistoryPaging) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.priceBook.history(paging),
      queryFn: () => listPriceBookHistory(paging),
      placeholderData: keepPreviousData,
    }),
  );
}
