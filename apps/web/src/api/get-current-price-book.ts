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

/** Query options: the book changes rarely; a differing server answer invalidates it. */
export function currentPriceBookQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.quotes.priceBook(),
    queryFn: getCurrentPriceBook,
    staleTime: 5 * 60_000,
  });
}

/** The downloaded price book (undefined until it arrives): Smart Quotes and the cart share one cache entry. */
export function useCurrentPriceBook() {
  return useQuery(currentPriceBookQueryOptions());
}
