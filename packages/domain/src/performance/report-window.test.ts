import { describe, expect, it } from 'vitest';
import { countReportDays, listReportMonths, maxReportDays, toReportDay, toReportWindow } from './report-window.ts';

describe('report windows in China time', () => {
  it.each([
    { from: '2026-01-01', to: '2026-01-01', days: 1 },
    { from: '2026-01-01', to: '2026-12-31', days: 365 },
    { from: '2024-01-01', to: '2026-12-31', days: maxReportDays },
    { from: '2026-03-02', to: '2026-03-01', days: 0 },
  ])('$from..$to spans $days days', ({ from, to, days }) => {
    expect(countReportDays(from, to)).toBe(days);
  });

  it('does not count impossible dates', () => {
    expect(countReportDays('2026-02-30', '2026-03-01')).toBeNaN();
    expect(countReportDays('2026-1-1', '2026-03-01')).toBeNaN();
  });

  it('runs from 00:00 on `from` to 00:00 the day after `to`, UTC+8', () => {
    const window = toReportWindow('2026-11-01', '2026-11-30');
    expect(window.start.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(window.end.toISOString()).toBe('2026-11-30T16:00:00.000Z');
  });

  it('names the China day of an instant', () => {
    expect(toReportDay(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(toReportDay(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });
});

describe('listReportMonths', () => {
  it.each([
    ['2026-11-05', '2026-11-20', ['2026-11']],
    ['2026-11-30', '2027-02-01', ['2026-11', '2026-12', '2027-01', '2027-02']],
  ])('%s..%s', (from, to, months) => {
    expect(listReportMonths(from, to)).toEqual(months);
  });
});
