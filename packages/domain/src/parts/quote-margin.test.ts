import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateQuoteLine, sumQuoteLines } from './quote-margin.ts';

describe('quote margin', () => {
  it.each([
    // quantity, unit cost fen, unit price fen → cost, price, margin, rate
    [10, 180, 240, 1800, 2400, 600, 0.25],
    [20, 50, 80, 1000, 1600, 600, 0.375],
    [3, 0.35, 0.5, 1, 2, 1, 0.5],
    [10, 180, null, 1800, null, null, null],
    [10, null, 240, null, 2400, null, null],
    [10, 100, 0, 1000, 0, -1000, null],
  ])('%i × cost %s, price %s', (quantity, cost, price, costFen, priceFen, marginFen, rate) => {
    expect(calculateQuoteLine(quantity, cost, price)).toEqual({ costFen, priceFen, marginFen, marginRate: rate });
  });

  it('totals the lines, with a margin only when every line is complete', () => {
    const lines = [calculateQuoteLine(10, 180, 240), calculateQuoteLine(20, 50, 80)];
    expect(sumQuoteLines(lines)).toEqual({ costFen: 2800, priceFen: 4000, marginFen: 1200, marginRate: 0.3 });
    expect(sumQuoteLines([...lines, calculateQuoteLine(1, 5, null)]).marginFen).toBeNull();
  });

  it('margin is price − cost of the sums, whatever the lines (property)', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 0, max: 100_000 }),
      cost: fc.integer({ min: 0, max: 10_000_000 }).map((centiFen) => centiFen / 100),
      price: fc.integer({ min: 0, max: 10_000_000 }).map((centiFen) => centiFen / 100),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (entries) => {
        const figures = entries.map((entry) => calculateQuoteLine(entry.quantity, entry.cost, entry.price));
        const total = sumQuoteLines(figures);
        expect(total.marginFen).toBe((total.priceFen ?? 0) - (total.costFen ?? 0));
        for (const figure of figures) expect(Number.isInteger(figure.costFen)).toBe(true);
      }),
    );
  });
});
