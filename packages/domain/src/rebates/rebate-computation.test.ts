import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeRebateFen, maxRebateRateBasisPoints, parseRebatePeriod, toPeriodWindow } from './rebate-computation.ts';

describe('computeRebateFen', () => {
  it.each([
    // volume, threshold, basis points, rebate (all fen)
    [0, 0, 300, 0],
    [999_999, 1_000_000, 300, 0], // just below the threshold: nothing
    [1_000_000, 1_000_000, 300, 30_000], // from 10 000 yuan, 3 %: 300 yuan
    [1_234_567, 1_000_000, 250, 30_864], // 30 864.175 → 30 864
    [1_000_050, 0, 5, 500], // 500.025 → 500
    [1_001_000, 0, 5, 501], // 500.5 → 501 (half up)
    [1, 0, 5_000, 1], // 0.5 → 1
    [Number.MAX_SAFE_INTEGER, 0, 1, 900_719_925_474], // exact in bigint
    [500_000, 0, 0, 0],
  ])('volume %i, from %i at %i bp → %i', (volume, thresholdFen, rateBasisPoints, expected) => {
    expect(computeRebateFen(volume, { thresholdFen, rateBasisPoints })).toBe(expected);
  });

  it('stays within half a fen of volume × rate, rises with the volume, and is zero below the threshold', () => {
    const volume = fc.integer({ min: 0, max: 10 ** 13 });
    const terms = fc.record({
      thresholdFen: fc.integer({ min: 0, max: 10 ** 12 }),
      rateBasisPoints: fc.integer({ min: 0, max: maxRebateRateBasisPoints }),
    });
    fc.assert(
      fc.property(volume, volume, terms, (first, second, rule) => {
        const [low, high] = first <= second ? [first, second] : [second, first];
        const rebate = computeRebateFen(low, rule);
        expect(Number.isInteger(rebate)).toBe(true);
        if (low < rule.thresholdFen) expect(rebate).toBe(0);
        else expect(Math.abs(rebate - (low * rule.rateBasisPoints) / 10_000)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(rebate).toBeLessThanOrEqual(low);
        expect(computeRebateFen(high, rule)).toBeGreaterThanOrEqual(rebate);
      }),
    );
  });
});

describe('parseRebatePeriod', () => {
  it.each([
    ['2026-11', 'month', '2026-11-01', '2026-12-01'],
    ['2026-12', 'month', '2026-12-01', '2027-01-01'],
    ['2026-Q1', 'quarter', '2026-01-01', '2026-04-01'],
    ['2026-Q4', 'quarter', '2026-10-01', '2027-01-01'],
  ])('%s is a %s from %s to %s', (label, kind, firstDay, nextDay) => {
    expect(parseRebatePeriod(label)).toEqual({ label, kind, firstDay, nextDay });
  });

  it.each(['2026-13', '2026-00', '2026-Q5', '2026-q1', '26-11', '2026-11-01', ''])('refuses %j', (label) => {
    expect(parseRebatePeriod(label)).toBeUndefined();
  });

  it('counts the period in China time', () => {
    const period = parseRebatePeriod('2026-11');
    if (!period) throw new Error('unreadable');
    expect(toPeriodWindow(period)).toEqual({
      start: new Date('2026-10-31T16:00:00Z'),
      end: new Date('2026-11-30T16:00:00Z'),
    });
  });
});
