import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateBuyQuantity,
  convertUnitYuanToCentiFen,
  findPriceBreak,
  isStrictlyIncreasing,
  type PriceBreak,
  pricePurchase,
  toUnitYuan,
} from './part-purchase.ts';

const breaks: PriceBreak[] = [
  { minQuantity: 10, unitPriceCentiFen: 120 },
  { minQuantity: 100, unitPriceCentiFen: 80 },
  { minQuantity: 1000, unitPriceCentiFen: 50 },
];

describe('findPriceBreak', () => {
  it.each([
    [1, undefined],
    [9, undefined],
    [10, 120],
    [99, 120],
    [100, 80],
    [999, 80],
    [1000, 50],
    [100_000_000, 50],
  ])('quantity %d takes the unit price %s', (quantity, price) => {
    expect(findPriceBreak(breaks, quantity)?.unitPriceCentiFen).toBe(price);
  });

  it('does not depend on the order the breaks are listed in', () => {
    expect(findPriceBreak([...breaks].reverse(), 150)?.minQuantity).toBe(100);
  });
});

describe('calculateBuyQuantity', () => {
  it.each([
    // quantity, moq, attrition ‰, bought
    [100, 1, 0, 100],
    [100, 1, 50, 105],
    [101, 1, 50, 107],
    [1, 1, 1, 2],
    [3, 500, 20, 500],
    [1000, 500, 1000, 2000],
    [0, 10, 0, 10],
  ])('needing %d with MOQ %d and attrition %d‰ buys %d', (quantity, moq, attritionPerMille, bought) => {
    expect(calculateBuyQuantity(quantity, { moq, attritionPerMille })).toBe(bought);
  });
});

describe('pricePurchase', () => {
  it.each([
    // quantity, moq, attrition ‰, bought, extended fen
    [95, 1, 50, 100, 80n],
    [9, 1, 0, 9, undefined],
    [9, 10, 0, 10, 12n],
    [1000, 1, 0, 1000, 500n],
    [1, 1, 0, 1, undefined],
  ])('needing %d (MOQ %d, %d‰) buys %d for %s fen', (quantity, moq, attritionPerMille, bought, fen) => {
    const priced = pricePurchase({ priceBreaks: breaks, moq, attritionPerMille }, quantity);
    expect(priced.buyQuantity).toBe(bought);
    expect(priced.kind === 'priced' ? priced.extendedFen : undefined).toBe(fen);
  });

  it('rounds half up once, also for a large quantity (found by the property below)', () => {
    const priced = pricePurchase(
      { priceBreaks: [{ minQuantity: 375_021, unitPriceCentiFen: 14 }], moq: 1, attritionPerMille: 394 },
      79_450_089,
    );
    expect(priced).toEqual({
      kind: 'priced',
      buyQuantity: 110_753_425,
      unitPriceCentiFen: 14,
      extendedFen: 15_505_480n,
    });
  });

  it('rounds half up once: 3 × 0.0050 yuan = 1.5 fen → 2 fen', () => {
    const priced = pricePurchase(
      { priceBreaks: [{ minQuantity: 1, unitPriceCentiFen: 50 }], moq: 1, attritionPerMille: 0 },
      3,
    );
    expect(priced).toMatchObject({ kind: 'priced', extendedFen: 2n });
  });

  it('stays exact beyond 2^53 (bigint)', () => {
    const priced = pricePurchase(
      { priceBreaks: [{ minQuantity: 1, unitPriceCentiFen: 10_000_000_000 }], moq: 1, attritionPerMille: 1000 },
      100_000_000,
    );
    expect(priced).toMatchObject({ kind: 'priced', buyQuantity: 200_000_000, extendedFen: 20_000_000_000_000_000n });
  });

  it('buys at least the need and the MOQ and prices at the largest break not above the bought quantity', () => {
    const breakList = fc
      .uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 0, maxLength: 8 })
      .chain((minimums) =>
        fc.tuple(
          ...minimums.map((minQuantity) =>
            fc.record({
              minQuantity: fc.constant(minQuantity),
              unitPriceCentiFen: fc.integer({ min: 0, max: 10_000_000_000 }),
            }),
          ),
        ),
      );
    fc.assert(
      fc.property(
        breakList,
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (priceBreaks, quantity, moq, attritionPerMille) => {
          const priced = pricePurchase({ priceBreaks, moq, attritionPerMille }, quantity);
          expect(priced.buyQuantity).toBeGreaterThanOrEqual(Math.max(quantity, moq));
          expect(priced.buyQuantity * 1000).toBeGreaterThanOrEqual(quantity * (1000 + attritionPerMille));
          const eligible = priceBreaks.filter((priceBreak) => priceBreak.minQuantity <= priced.buyQuantity);
          if (eligible.length === 0) {
            expect(priced.kind).toBe('noPriceBreak');
            return;
          }
          const largest = eligible.reduce((best, next) => (next.minQuantity > best.minQuantity ? next : best));
          if (priced.kind !== 'priced') throw new Error('expected a price');
          expect(priced.unitPriceCentiFen).toBe(largest.unitPriceCentiFen);
          const exact = BigInt(priced.buyQuantity) * BigInt(largest.unitPriceCentiFen);
          // Half up: a remainder of exactly half a fen rounds up, so the error lies in (−0.5, +0.5] fen.
          expect(priced.extendedFen * 100n - exact).toBeGreaterThan(-50n);
          expect(priced.extendedFen * 100n - exact).toBeLessThanOrEqual(50n);
        },
      ),
    );
  });
});

describe('unit prices at the edge', () => {
  it.each([
    [0.0012, 12],
    [1.2345, 12_345],
    [0, 0],
    [1_000_000, 10_000_000_000],
  ])('%d yuan is %d hundredths of a fen and back', (yuan, centiFen) => {
    expect(convertUnitYuanToCentiFen(yuan)).toBe(centiFen);
    expect(toUnitYuan(centiFen)).toBe(yuan);
  });

  it('tells strictly increasing breaks from others', () => {
    expect(isStrictlyIncreasing(breaks)).toBe(true);
    expect(isStrictlyIncreasing([])).toBe(true);
    expect(isStrictlyIncreasing([...breaks].reverse())).toBe(false);
    expect(isStrictlyIncreasing([{ minQuantity: 5 }, { minQuantity: 5 }])).toBe(false);
  });
});
