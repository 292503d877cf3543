import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { describe, expect, it } from 'vitest';
import { findDesignCycle, hintDesignPrice } from './design-price-hint.ts';

const now = new Date('2026-03-02T02:00:00Z');

describe('hintDesignPrice', () => {
  it('prices up to 100 pins at once: 200 yuan in 24 hours', () => {
    expect(hintDesignPrice({ pins: 100, layers: 2 }, defaultPriceBook, now)).toEqual({
      kind: 'instant',
      priceYuan: 200,
      hours: 24,
    });
  });

  it('sends larger jobs to review with an estimate and the cycle of their pins', () => {
    const hint = hintDesignPrice({ pins: 300, layers: 4 }, defaultPriceBook, now);
    // 300 pins × 1.5 yuan × 1.3 (4 layers)
    expect(hint).toEqual({ kind: 'review', estimateYuan: 585, cycle: { minDays: 3, maxDays: 5 } });
  });

  it('says nothing while pins or layers are missing or out of range', () => {
    expect(hintDesignPrice({ pins: 300 }, defaultPriceBook, now)).toBeNull();
    expect(hintDesignPrice({ pins: null, layers: 2 }, defaultPriceBook, now)).toBeNull();
    expect(hintDesignPrice({ pins: 0, layers: 2 }, defaultPriceBook, now)).toBeNull();
  });
});

describe('findDesignCycle', () => {
  it('takes the first row whose pins reach the count, none beyond the table', () => {
    expect(findDesignCycle(1000, defaultPriceBook)).toEqual({ minDays: 3, maxDays: 5 });
    expect(findDesignCycle(1001, defaultPriceBook)).toEqual({ minDays: 5, maxDays: 7 });
    expect(findDesignCycle(20_001, defaultPriceBook)).toBeNull();
  });
});
