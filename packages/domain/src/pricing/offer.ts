import { quotePcb } from './pcb.ts';
import type { PcbSpecInput } from './pcb-spec.ts';
import type { PriceBook } from './price-book-shape.ts';
import { quoteSmt } from './smt.ts';
import type { SmtSpecInput } from './smt-spec.ts';
import { quoteStencil } from './stencil.ts';
import type { StencilSpecInput } from './stencil-spec.ts';

/** The quote a special offer stands for: a Smart Quotes tab and its spec. */
export type OfferQuoteInput =
  | { tab: 'pcb' | 'fpc'; spec: PcbSpecInput }
  | { tab: 'smt'; spec: SmtSpecInput }
  | { tab: 'stencil'; spec: StencilSpecInput };

/**
 * An offer's price in yuan: its spec through the engine with the given price book — the engine and book the Smart
 * Quotes form prices the same spec with, so the home page's card, the server-rendered page and /valuation agree.
 * Null when the engine refuses the spec (a price book edited after the offer was written may no longer make it).
 */
export function priceOffer(quote: OfferQuoteInput, priceBook: PriceBook, now: Date): number | null {
  const result =
    quote.tab === 'smt'
      ? quoteSmt(quote.spec, priceBook, now)
      : quote.tab === 'stencil'
        ? quoteStencil(quote.spec, priceBook, now)
        : quotePcb(quote.tab === 'fpc' ? { ...quote.spec, material: 'FPC' } : quote.spec, priceBook, now);
  return result.ok ? result.quote.lines.total : null;
}
