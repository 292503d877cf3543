import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeWithSeconds, formatMoney, formatPreciseMoney } from './format.ts';

describe('formatMoney', () => {
  it.each([
    [30, '¥30.00'],
    [0, '¥0.00'],
    [1234.5, '¥1,234.50'],
    [1234567.891, '¥1,234,567.89'],
    [12.3456, '¥12.35'],
    [-30, '-¥30.00'],
    [-0.5, '-¥0.50'],
  ])('%s → %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });
});

describe('formatPreciseMoney', () => {
  it.each([
    [30, '¥30.00'],
    [12.3456, '¥12.3456'],
    [12.34567, '¥12.3457'],
    [0.125, '¥0.125'],
    [1234.5, '¥1,234.50'],
    [-2.75, '-¥2.75'],
  ])('%s → %s', (amount, text) => {
    expect(formatPreciseMoney(amount)).toBe(text);
  });
});

describe('formatDateTime / formatDateTimeWithSeconds', () => {
  // Built from local parts, so the expectation holds in any time zone the tests run in.
  const local = new Date(2026, 2, 1, 8, 5, 9).toISOString();

  it('shows the local date and time to the minute, or to the second', () => {
    expect(formatDateTime(local)).toBe('2026-03-01 08:05');
    expect(formatDateTimeWithSeconds(local)).toBe('2026-03-01 08:05:09');
  });

  it('pads every part and keeps the time zone of the browser', () => {
    const late = new Date(2025, 11, 31, 23, 59, 0).toISOString();
    expect(formatDateTime(late)).toBe('2025-12-31 23:59');
    expect(formatDateTimeWithSeconds(late)).toBe('2025-12-31 23:59:00');
  });

  it('shows a dash when there is no time and the text itself when it is not a date', () => {
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTimeWithSeconds(undefined)).toBe('—');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTimeWithSeconds('not a date')).toBe('not a date');
  });
});
