import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPriceBook } from './price-book.ts';
import { quoteSmt } from './smt.ts';
import { findCheaperSmtQuantity } from './smt-cheaper-quantity.ts';

const now = new Date('2026-11-25T00:00:00Z');
const totalOf = (componentsNumber: number, boardsNumber: number) => {
  const quote = quoteSmt({ componentsNumber, boardsNumber }, defaultPriceBook, now);
  if (!quote.ok) throw new Error('not priced');
  return quote.linesFen.total;
};

describe('findCheaperSmtQuantity', () => {
  it('offers 101 boards for 100 × 100 components: 10 100 points at 0.02 (¥202) cost less than 10 000 at 0.03 (¥300)', () => {
    expect(totalOf(100, 100)).toBe(600_00);
    expect(totalOf(100, 101)).toBe(502_00);
    expect(
      findCheaperSmtQuantity({ componentsNumber: 100, boardsNumber: 100 }, defaultPriceBook, now, 1_000_000),
    ).toEqual({ quantity: 101, totalFen: 502_00, savingFen: 98_00, total: 502, saving: 98 });
  });

  it('offers nothing when no later tier is cheaper, or beyond the largest quantity allowed', () => {
    expect(
      findCheaperSmtQuantity({ componentsNumber: 100, boardsNumber: 10 }, defaultPriceBook, now, 1_000_000),
    ).toBeNull();
    expect(findCheaperSmtQuantity({ componentsNumber: 100, boardsNumber: 100 }, defaultPriceBook, now, 100)).toBeNull();
  });

  it('property: an offer is a larger quantity that really costs less, and none smaller does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 3_000 }), (components, boards) => {
        const offer = findCheaperSmtQuantity(
          { componentsNumber: components, boardsNumber: boards },
          defaultPriceBook,
          now,
          5_000,
        );
        const current = totalOf(components, boards);
        if (offer === null) return;
        expect(offer.quantity).toBeGreaterThan(boards);
        expect(offer.totalFen).toBe(totalOf(components, offer.quantity));
        expect(offer.savingFen).toBe(current - offer.totalFen);
        expect(offer.savingFen).toBeGreaterThan(0);
        for (
          let quantity = boards + 1;
          quantity < offer.quantity;
          quantity += Math.max(1, Math.floor((offer.quantity - boards) / 25))
        ) {
          expect(totalOf(components, quantity)).toBeGreaterThanOrEqual(current);
        }
      }),
      { numRuns: 200 },
    );
  });
});
