import { describe, expect, it } from 'vitest';
import { quotePcb } from './pcb.ts';
import { defaultPriceBook } from './price-book.ts';
import type { PriceBook } from './price-book-shape.ts';

describe('default price book', () => {
  it('is version 1 and survives JSON unchanged (the server stores it, the web app downloads it)', () => {
    expect(defaultPriceBook.version).toBe(1);
    const copy = JSON.parse(JSON.stringify(defaultPriceBook)) as PriceBook;
    expect(copy).toEqual(defaultPriceBook);
  });

  it('prices the same from its JSON copy', () => {
    const copy = JSON.parse(JSON.stringify(defaultPriceBook)) as PriceBook;
    const spec = { layers: 4, boardLength: 100, boardWidth: 100, boardNumber: 500 };
    const now = new Date('2026-11-20T02:00:00Z');
    expect(quotePcb(spec, copy, now)).toEqual(quotePcb(spec, defaultPriceBook, now));
  });

  it('holds the published figures of pricing.md', () => {
    const fr4 = defaultPriceBook.pcb.boardRates.FR4;
    expect(fr4.batch.find((row) => row.layers === 1)?.ratesPerM2[3]).toBe(140);
    expect(fr4.batch.find((row) => row.layers === 2)?.ratesPerM2[2]).toBe(248);
    expect(fr4.batch.find((row) => row.layers === 4)?.ratesPerM2[1]).toBe(498);
    expect(defaultPriceBook.pcb.fr4HbBatch.ratesUpToSplitPerM2[2]).toBe(170);
    expect(defaultPriceBook.pcb.fr4HbBatch.ratesAboveSplitPerM2[2]).toBe(190);
    expect(defaultPriceBook.taxPercent).toEqual({ none: 0, ordinary: 6, special: 13 });
  });

  it('prices with edited figures: a new version changes the answer, not the code', () => {
    const edited: PriceBook = {
      ...defaultPriceBook,
      version: 2,
      taxPercent: { ...defaultPriceBook.taxPercent, special: 9 },
    };
    const result = quotePcb(
      { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5, invoiceType: 'special' },
      edited,
      new Date(),
    );
    expect(result.ok && [result.quote.lines.total, result.quote.priceBookVersion]).toEqual([32.7, 2]);
  });
});
