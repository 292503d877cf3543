import { describe, expect, it } from 'vitest';
import { formatRate, previousPeriod } from './rebate-format.ts';

describe('rebate wording', () => {
  it.each([
    [300, '3%'],
    [125, '1.25%'],
    [5000, '50%'],
  ])('%i basis points read %s', (basisPoints, expected) => {
    expect(formatRate(basisPoints)).toBe(expected);
  });

  it.each([
    ['2026-11-28T00:00:00Z', 'month', '2026-10'],
    ['2026-01-05T00:00:00Z', 'month', '2025-12'],
    // 31 December 16:30 UTC is already 1 January in China: last month is December.
    ['2026-12-31T16:30:00Z', 'month', '2026-12'],
    ['2026-11-28T00:00:00Z', 'quarter', '2026-Q3'],
    ['2026-02-01T00:00:00Z', 'quarter', '2025-Q4'],
  ] as const)('at %s the last %s is %s', (now, kind, expected) => {
    expect(previousPeriod(kind, new Date(now))).toBe(expected);
  });
});
