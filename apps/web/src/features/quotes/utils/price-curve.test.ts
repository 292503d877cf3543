import { quotePcb } from '@boardforge/domain/pricing/pcb.ts';
import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { describe, expect, it } from 'vitest';
import { formatYuan } from './money.ts';
import { buildPcbPriceCurve, findPcbPriceBreaks, pickCurveQuantities, placeQuantity } from './price-curve.ts';

const now = new Date('2026-11-23T02:00:00Z');

describe('price chart breaks', () => {
  it('marks batch from 51 pcs, the 5/20/100 m² tiers and the 10 m² discount for a 100 × 100 mm board', () => {
    expect(findPcbPriceBreaks(100 * 100, defaultPriceBook)).toEqual([
      { kind: 'batch', quantity: 51, areaM2: null },
      { kind: 'tier', quantity: 500, areaM2: 5 },
      { kind: 'discount', quantity: 1000, areaM2: 10 },
      { kind: 'tier', quantity: 2000, areaM2: 20 },
      { kind: 'tier', quantity: 10000, areaM2: 100 },
    ]);
  });

  it('puts the batch break where the area passes 1 m² for larger boards', () => {
    const breaks = findPcbPriceBreaks(200 * 200, defaultPriceBook);
    expect(breaks.map((entry) => [entry.kind, entry.quantity])).toEqual([
      ['batch', 26],
      ['tier', 125],
      ['discount', 250],
      ['tier', 500],
      ['tier', 2500],
    ]);
  });

  it('each break is where the engine really changes mode, tier or discount', () => {
    const spec = { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 };
    const at = (boardNumber: number) => quotePcb({ ...spec, boardNumber }, defaultPriceBook, now);
    const before = at(50);
    const after = at(51);
    expect(before.ok && before.quote.mode).toBe('sample');
    expect(after.ok && after.quote.mode).toBe('batch');
    const noDiscount = at(999);
    const discount = at(1000);
    expect(noDiscount.ok && noDiscount.quote.lines.discount).toBe(0);
    expect(discount.ok && discount.quote.lines.discount).toBeGreaterThan(0);
  });

  it('plots both sides of every break and the customer quantity', () => {
    const breaks = findPcbPriceBreaks(100 * 100, defaultPriceBook);
    const quantities = pickCurveQuantities(breaks, 37, 13000);
    for (const quantity of [1, 37, 50, 51, 499, 500, 999, 1000, 1999, 2000, 9999, 10000, 13000]) {
      expect(quantities).toContain(quantity);
    }
    expect([...quantities].sort((a, b) => a - b)).toEqual(quantities);
  });

  it('places quantities on a log axis', () => {
    expect(placeQuantity(1, 10000, 400)).toBe(0);
    expect(placeQuantity(100, 10000, 400)).toBeCloseTo(200);
    expect(placeQuantity(10000, 10000, 400)).toBe(400);
  });

  it('prices the curve with the engine: 5 pcs cost ¥6.00 each, 2000 pcs ¥2.682', () => {
    const curve = buildPcbPriceCurve(
      { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 },
      defaultPriceBook,
      now,
    );
    expect(curve.points.find((point) => point.quantity === 5)?.unitPrice).toBe(6);
    expect(curve.points.find((point) => point.quantity === 2000)?.total).toBe(5364);
    expect(curve.maxQuantity).toBe(13000);
  });
});

describe('money', () => {
  it('shows ¥ with two decimals and thousands separators', () => {
    expect(formatYuan(30)).toBe('¥30.00');
    expect(formatYuan(5364)).toBe('¥5,364.00');
    expect(formatYuan(33.9)).toBe('¥33.90');
    expect(formatYuan(-496)).toBe('-¥496.00');
  });
});
