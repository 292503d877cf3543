import { currentPriceBookAnswerSchema } from '@boardforge/contracts/price-book.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/priceBook/current — the book the cart re-prices quantities with in the browser. */
export async function getPriceBook(): Promise<{ version: number; book: PriceBook }> {
  const answer = currentPriceBookAnswerSchema.parse(
    await getData<unknown>('/priceBook/current', undefined, { silent: true }),
  );
  return { version: answer.version, book: answer.book };
}

/** The same cache entry as the quote page's book. */
export function usePriceBook() {
  return useQuery(
    queryOptions({ queryKey: queryKeys.quotes.priceBook(), queryFn: getPriceBook, staleTime: 5 * 60_000 }),
  );
}
