import { type CurrentPriceBookAnswer, currentPriceBookAnswerSchema } from '@boardforge/contracts/price-book.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys.ts';
import { getData } from '../lib/request.ts';

/**
 * GET /api/priceBook/current — the price book the browser quotes and re-prices the cart with (the server's answer
 * still counts).
 */
export async function getCurrentPriceBook(): Promise<{ version: number; book: PriceBook }> {
  const answer: CurrentPriceBookAnswer = currentPriceBookAnswerSchema.parse(
    await getData<unknown>('/priceBook/current', undefined, { silent: true }),
  );
  return { version: answer.version, book: answer.book };
}

/** How often an open page asks whether a new version was published (an unchanged book is a cheap 304). */
const priceBookRecheckMs = 60_000;

/**
 * Query options: a new version reaches an open page without a reload: the book is asked for again whenever the window
 * regains focus and every minute while it is shown. The answer carries an ETag and `no-cache`, so the browser
 * revalidates with If-None-Match and an unchanged version costs a 304 without a body. A differing server answer
 * invalidates it too.
 */
export function currentPriceBookQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.quotes.priceBook(),
    queryFn: getCurrentPriceBook,
    staleTime: 10_000,
    refetchOnWindowFocus: 'always',
    refetchInterval: priceBookRecheckMs,
  });
}

/** The downloaded price book (undefined until it arrives): Smart Quotes and the cart share one cache entry. */
export function useCurrentPriceBook() {
  return useQuery(currentPriceBookQueryOptions());
}
