import { type OfferQuote, offerQuoteSchema } from '@boardforge/contracts/content.ts';
import { priceOffer } from '@boardforge/domain/pricing/offer.ts';
import { quotePcb } from '@boardforge/domain/pricing/pcb.ts';
import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { quoteSmt } from '@boardforge/domain/pricing/smt.ts';
import { quoteStencil } from '@boardforge/domain/pricing/stencil.ts';
import { describe, expect, it } from 'vitest';
import { decodeShareSpec } from '../../../features/quotes/utils/share-link.ts';
import { buildOfferPath } from '../../../lib/offer-link.ts';

const now = new Date('2026-11-27T02:00:00.000Z');

// The content seed's offers (apps/server content-seed.ts; the server's content test checks the seed holds these).
const seededOffers: { quote: OfferQuote; total: number }[] = [2, 4, 6].map((layers, index) => ({
  quote: { tab: 'pcb', spec: { layers, boardLength: 100, boardWidth: 100, boardNumber: 5 } },
  total: [30, 100, 800][index] as number,
}));

/** What /valuation prices for an offer's link: the spec its tab reads back from the link, through the engine. */
function priceAsValuation(quote: OfferQuote, priceBook: PriceBook): number | null {
  const url = new URL(buildOfferPath(quote), 'https://boardforge.test');
  const tab = url.searchParams.get('tab') as OfferQuote['tab'];
  expect(tab).toBe(quote.tab);
  const decoded = decodeShareSpec(tab, url.searchParams.get('spec') ?? '');
  expect(decoded.ignored).toEqual([]);
  const spec = decoded.spec as never;
  const result =
    tab === 'smt'
      ? quoteSmt(spec, priceBook, now)
      : tab === 'stencil'
        ? quoteStencil(spec, priceBook, now)
        : quotePcb(
            tab === 'fpc' ? ({ ...(decoded.spec as never as object), material: 'FPC' } as never) : spec,
            priceBook,
            now,
          );
  return result.ok ? result.quote.lines.total : null;
}

describe('special offer prices', () => {
  it.each(seededOffers)(
    'the seeded $quote.spec.layers-layer offer costs what pricing.md says: $total yuan',
    (offer) => {
      expect(offerQuoteSchema.parse(offer.quote)).toEqual(offer.quote);
      expect(priceOffer(offer.quote, defaultPriceBook, now)).toBe(offer.total);
      expect(priceAsValuation(offer.quote, defaultPriceBook)).toBe(offer.total);
    },
  );

  it('equal the engine’s price on every tab an offer can open', () => {
    const quotes: OfferQuote[] = [
      { tab: 'fpc', spec: { layers: 2, boardLength: 50, boardWidth: 40, boardNumber: 10 } },
      { tab: 'smt', spec: { componentsNumber: 100, boardsNumber: 10, processRequirement: 'smt_single' } },
      { tab: 'stencil', spec: { size: '370x470', number: 1 } },
    ];
    const totals = quotes.map((quote) => priceOffer(quote, defaultPriceBook, now));
    // pricing.md §2 and §3: 100 components × 10 boards single-sided → 200; a framed 370×470 stencil → 100.
    expect(totals.slice(1)).toEqual([200, 100]);
    expect(totals[0]).toBeGreaterThan(0);
    expect(totals).toEqual(quotes.map((quote) => priceAsValuation(quote, defaultPriceBook)));
  });

  it('follow the current price book, not a stored figure', () => {
    const fr4 = defaultPriceBook.pcb.boardRates.FR4;
    const raised: PriceBook = {
      ...defaultPriceBook,
      pcb: {
        ...defaultPriceBook.pcb,
        boardRates: {
          ...defaultPriceBook.pcb.boardRates,
          FR4: { ...fr4, sample: fr4.sample.map((row) => (row.layers === 4 ? { ...row, min: 120 } : row)) },
        },
      },
    };
    const fourLayer = seededOffers[1]?.quote as OfferQuote;
    expect(priceOffer(fourLayer, raised, now)).toBe(120);
    expect(priceAsValuation(fourLayer, raised)).toBe(120);
  });

  it('are none when the engine refuses the spec under the current book', () => {
    const aluminiumSixLayers: OfferQuote = {
      tab: 'pcb',
      spec: { layers: 6, material: 'ALUMINUM', boardLength: 100, boardWidth: 100, boardNumber: 5 },
    };
    expect(priceOffer(aluminiumSixLayers, defaultPriceBook, now)).toBeNull();
  });
});
