import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { useCurrentPriceBook } from '../../../api/get-current-price-book.ts';

/**
 * The price book the browser quotes with: the downloaded one, or the default book bundled with the domain code until
 * it arrives (the first answer is instant either way; the server confirms every answer).
 */
export function useQuotePriceBook(): { priceBook: PriceBook; isDownloaded: boolean } {
  const query = useCurrentPriceBook();
  return query.data
    ? { priceBook: query.data.book, isDownloaded: true }
    : { priceBook: defaultPriceBook, isDownloaded: false };
}
