import type { OfferQuote } from '@boardforge/contracts/content.ts';
import { quotePcb } from '@boardforge/domain/pricing/pcb.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { quoteSmt } from '@boardforge/domain/pricing/smt.ts';
import { quoteStencil } from '@boardforge/domain/pricing/stencil.ts';

/**
 * An offer's price in yuan: its spec through the domain engine with the given price book — the engine and book the
 * Smart Quotes form prices the same spec with, so the card and /valuation agree. Null when the engine refuses the
 * spec (a price book edited after the offer was written may no longer make it); the card then says so.
 */
export function priceOffer(quote: OfferQuote, priceBook: PriceBook, now: Date): number | null {
  const result =
    quote.tab === 'smt'
      ? quoteSmt(quote.spec, priceBook, now)
      : quote.tab === 'stencil'
        ? quoteStencil(quote.spec, priceBook, now)
        : quotePcb(quote.tab === 'fpc' ? { ...quote.spec, material: 'FPC' } : quote.spec, priceBook, now);
  return result.ok ? result.quote.lines.total : null;
}
