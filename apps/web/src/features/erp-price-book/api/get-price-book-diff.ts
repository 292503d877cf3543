import { type PriceBookDiffAnswer, priceBookDiffAnswerSchema } from '@boardforge/contracts/price-book.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/erp/priceBook/diff — the path-level changes from version `from` to version `to`. */
async function getPriceBookDiff(from: number, to: number): Promise<PriceBookDiffAnswer> {
  return priceBookDiffAnswerSchema.parse(await getData<unknown>('/erp/priceBook/diff', { from, to }, { silent: true }));
}

/** The changes between two versions (stored versions never change, so the answer is kept). */
export function usePriceBookDiff(versions: { from: number; to: number } | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.priceBook.diff(versions?.from ?? 0, versions?.to ?? 0),
      queryFn: () => getPriceBookDiff(versions?.from ?? 0, versions?.to ?? 0),
      enabled: versions !== null,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
