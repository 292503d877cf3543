import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { buildDefaultRange, formatShare, isRangeAccepted, readReportToday } from './report-range.ts';

describe('performance report ranges', () => {
  it('defaults to the last 12 months, today included', () => {
    expect(buildDefaultRange(dayjs('2026-11-22'))).toEqual({ from: '2025-11-23', to: '2026-11-22' });
  });

  it('takes today in China time (UTC+8), as the server counts days', () => {
    expect(readReportToday(new Date('2026-11-22T16:30:00Z')).format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(readReportToday(new Date('2026-11-22T15:30:00Z')).format('YYYY-MM-DD')).toBe('2026-11-22');
  });

  it.each([
    { from: '2026-01-01', to: '2026-01-01', isAccepted: true },
    { from: '2026-01-02', to: '2026-01-01', isAccepted: false },
    { from: '2024-01-01', to: '2026-12-31', isAccepted: true },
    { from: '2024-01-01', to: '2027-01-01', isAccepted: false },
  ])('$from..$to accepted: $isAccepted', ({ from, to, isAccepted }) => {
    expect(isRangeAccepted({ from, to })).toBe(isAccepted);
  });

  it('shows shares as percentages with two decimals', () => {
    expect([formatShare(0.798), formatShare(1), formatShare(0.0202)]).toEqual(['79.80 %', '100.00 %', '2.02 %']);
  });
});
