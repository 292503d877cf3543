import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateBomLineNeed, calculateSpares, classifyStock, findRunMode } from './bom-need.ts';

describe('BOM line need (pricing.md §2, purchasing on behalf)', () => {
  it.each([
    // quantity per board, boards, passive, spares, need
    [2, 10, true, 15, 35],
    [2, 50, true, 15, 115],
    [2, 51, true, 2, 104],
    [1, 1000, true, 10, 1010],
    [1, 51, true, 1, 52],
    [3, 1000, true, 30, 3030],
    [2, 10, false, 0, 20],
    [4, 1000, false, 0, 4000],
    [0, 10, true, 0, 0],
  ])('%i per board × %i boards, passive %s: %i spares, %i pieces', (perSet, sets, isPassive, spares, need) => {
    expect(calculateBomLineNeed(perSet, sets, isPassive)).toEqual({ quantity: need, spares });
  });

  it('calls up to 50 boards a sample and more a batch', () => {
    expect(findRunMode(50)).toBe('sample');
    expect(findRunMode(51)).toBe('batch');
  });

  it('never buys less than the boards need, and batch spares stay within 1 % rounded up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.boolean(),
        (perSet, sets, isPassive) => {
          const { quantity, spares } = calculateBomLineNeed(perSet, sets, isPassive);
          expect(quantity).toBe(perSet * sets + spares);
          expect(spares).toBe(calculateSpares(perSet, sets, isPassive));
          if (!isPassive) expect(spares).toBe(0);
          else if (sets > 50) {
            expect(spares).toBeGreaterThanOrEqual(1);
            expect(spares * 100).toBeLessThan(perSet * sets + 100);
          }
        },
      ),
    );
  });

  it('tells in stock from short', () => {
    expect(classifyStock(10, 10)).toBe('inStock');
    expect(classifyStock(9, 10)).toBe('short');
  });
});
