import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  formatDateAfterHours,
  formatLocalDay,
  getLocalHour,
  isWorkingDay,
  toLocalDay,
  type WorkingCalendar,
} from './china-calendar.ts';

const china: WorkingCalendar = { utcOffsetHours: 8, workingWeekdays: [1, 2, 3, 4, 5], holidays: [] };

describe('China working calendar', () => {
  it('takes the China date, not the UTC date', () => {
    // 2026-11-20 17:30 UTC is Saturday 01:30 in China.
    const now = new Date('2026-11-20T17:30:00Z');
    expect(formatLocalDay(toLocalDay(now, china))).toBe('2026-11-21');
    expect(getLocalHour(now, china)).toBeCloseTo(1.5, 9);
  });

  it('knows weekends', () => {
    const friday = toLocalDay(new Date('2026-11-20T04:00:00Z'), china);
    expect(isWorkingDay(friday, china)).toBe(true);
    expect(isWorkingDay(friday + 1, china)).toBe(false);
    expect(isWorkingDay(friday + 2, china)).toBe(false);
    expect(isWorkingDay(friday + 3, china)).toBe(true);
  });

  it.each([
    ['2026-11-20T04:00:00Z', 2, '2026-11-24'], // Friday + 2 → Tuesday
    ['2026-11-21T04:00:00Z', 2, '2026-11-24'], // Saturday + 2 → Tuesday
    ['2026-11-22T04:00:00Z', 1, '2026-11-23'], // Sunday + 1 → Monday
    ['2026-11-16T04:00:00Z', 5, '2026-11-23'], // Monday + 5 → next Monday
    ['2026-11-16T04:00:00Z', 0, '2026-11-16'],
  ])('from %s, %i working days ship on %s', (instant, days, expected) => {
    const now = new Date(instant);
    expect(formatLocalDay(addWorkingDays(toLocalDay(now, china), days, china))).toBe(expected);
  });

  it('skips holidays of the calendar', () => {
    const withHoliday = { ...china, holidays: ['2026-11-23'] };
    const friday = toLocalDay(new Date('2026-11-20T04:00:00Z'), china);
    expect(formatLocalDay(addWorkingDays(friday, 1, withHoliday))).toBe('2026-11-24');
  });

  it('dates clock hours in China time', () => {
    expect(formatDateAfterHours(new Date('2026-11-20T10:00:00Z'), 8, china)).toBe('2026-11-21');
    expect(formatDateAfterHours(new Date('2026-11-20T01:00:00Z'), 8, china)).toBe('2026-11-20');
  });
});
