import { describe, expect, it } from 'vitest';
import { estimateLayoutDesign, type LayoutDesignSpecInput } from './layout-design.ts';
import { defaultPriceBook } from './price-book.ts';

const now = new Date('2026-11-20T02:00:00Z'); // Friday 10:00 China time

function estimate(spec: LayoutDesignSpecInput) {
  const result = estimateLayoutDesign(spec, defaultPriceBook, now);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.quote;
}

describe('layout design (pricing.md §4)', () => {
  it('charges 200 up to 100 pins, delivered in 24 hours, not an estimate', () => {
    const quote = estimate({ pins: 100, layers: 8 });
    expect(quote).toMatchObject({ isEstimate: false, lines: { designFee: 200, total: 200 }, needsReview: false });
    expect(quote.leadTime).toEqual({ unit: 'hours', value: 24, maxValue: 24, shipDate: '2026-11-21' });
  });

  it.each([
    [101, 2, 151.5],
    [300, 2, 450],
    [300, 4, 585],
    [300, 6, 720],
    [300, 8, 900],
    [300, 12, 900],
    [1000, 4, 1950],
  ])('estimates %i pins on %i layers at %d', (pins, layers, designFee) => {
    const quote = estimate({ pins, layers });
    expect(quote.isEstimate).toBe(true);
    expect(quote.lines.designFee).toBe(designFee);
    expect(quote.needsReview).toBe(true);
    expect(quote.reviewReasons[0]).toEqual({
      field: 'pins',
      rule: 'layoutPricedByReview',
      params: { pins, fixedMaxPins: 100 },
    });
  });

  it('delivers up to 500 pins in 48 hours', () => {
    expect(estimate({ pins: 500, layers: 2 }).leadTime).toMatchObject({ unit: 'hours', value: 48 });
  });

  it.each([
    [501, 3, 5],
    [1000, 3, 5],
    [3000, 5, 7],
    [5000, 8, 12],
    [7000, 12, 15],
    [9000, 15, 18],
    [13_000, 18, 20],
    [15_000, 20, 22],
    [20_000, 22, 30],
  ])('designs %i pins in %i–%i working days', (pins, minDays, maxDays) => {
    expect(estimate({ pins, layers: 4 }).leadTime).toMatchObject({ unit: 'days', value: minDays, maxValue: maxDays });
  });

  it('leaves the cycle above 20 000 pins to review', () => {
    const quote = estimate({ pins: 20_001, layers: 4 });
    expect(quote.leadTime).toBeNull();
    expect(quote.reviewReasons).toContainEqual({
      field: 'pins',
      rule: 'layoutCycleByReview',
      params: { pins: 20_001, maxPins: 20_000 },
    });
  });

  it.each([
    [{ pins: 60_000, layers: 40 }, { pins: 60_001, layers: 40 }, 'pins'],
    [{ pins: 100, layers: 40 }, { pins: 100, layers: 41 }, 'layers'],
    [{ pins: 100, layers: 4, bgaPins: 2500 }, { pins: 100, layers: 4, bgaPins: 2501 }, 'bgaPins'],
    [{ pins: 100, layers: 4, bgaPitchMm: 0.2 }, { pins: 100, layers: 4, bgaPitchMm: 0.19 }, 'bgaPitchMm'],
    [{ pins: 100, layers: 4, diffPairGbps: 12 }, { pins: 100, layers: 4, diffPairGbps: 12.5 }, 'diffPairGbps'],
    [{ pins: 100, layers: 4, minTraceMil: 2 }, { pins: 100, layers: 4, minTraceMil: 1.5 }, 'minTraceMil'],
  ] as [LayoutDesignSpecInput, LayoutDesignSpecInput, string][])(
    'capability: %o accepted, %o refused on %s',
    (inside, outside, field) => {
      expect(estimateLayoutDesign(inside, defaultPriceBook, now).ok).toBe(true);
      const refused = estimateLayoutDesign(outside, defaultPriceBook, now);
      expect(refused.ok ? [] : refused.errors.map((issue) => issue.field)).toEqual([field]);
    },
  );
});
