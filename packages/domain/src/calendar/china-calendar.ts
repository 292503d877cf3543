/** Working-day arithmetic on epoch day numbers in a fixed UTC offset (China: UTC+8, no daylight saving). */

const msPerDay = 86_400_000;
const msPerHour = 3_600_000;

/** Which days are working days: weekdays (0 = Sunday … 6 = Saturday) and extra non-working dates `YYYY-MM-DD`. */
export interface WorkingCalendar {
  utcOffsetHours: number;
  workingWeekdays: readonly number[];
  holidays: readonly string[];
}

/** Returns the local day number (days since 1970-01-01 in the calendar's offset) of an instant. */
export function toLocalDay(now: Date, calendar: WorkingCalendar): number {
  return Math.floor((now.getTime() + calendar.utcOffsetHours * msPerHour) / msPerDay);
}

/** Returns the local time of day of an instant in hours (16.5 = 16:30). */
export function getLocalHour(now: Date, calendar: WorkingCalendar): number {
  const localMs = now.getTime() + calendar.utcOffsetHours * msPerHour;
  return (localMs - Math.floor(localMs / msPerDay) * msPerDay) / msPerHour;
}

/**
 * Formats a local day number as `YYYY-MM-DD`, by arithmetic for the years 0000–9999 (every quote formats its ship
 * date; `toISOString` was a tenth of the engine's time, issue 34) and by `toISOString` outside them.
 */
export function formatLocalDay(day: number): string {
  // Howard Hinnant's days-to-civil: eras of 400 years (146 097 days) counted from 0000-03-01.
  const shifted = day + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (!Number.isInteger(day) || year < 0 || year > 9999) return new Date(day * msPerDay).toISOString().slice(0, 10);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${dayOfMonth < 10 ? '0' : ''}${dayOfMonth}`;
}

/** The holidays of each calendar as a set, made once per (immutable) list: a book may list up to 1 000 of them. */
const holidaySets = new WeakMap<readonly string[], ReadonlySet<string>>();

function readHolidaySet(holidays: readonly string[]): ReadonlySet<string> {
  let set = holidaySets.get(holidays);
  if (!set) {
    set = new Set(holidays);
    holidaySets.set(holidays, set);
  }
  return set;
}

/** Tells whether a local day is a working day of the calendar. */
export function isWorkingDay(day: number, calendar: WorkingCalendar): boolean {
  // 1970-01-01 was a Thursday (weekday 4).
  const weekday = (((day + 4) % 7) + 7) % 7;
  if (!calendar.workingWeekdays.includes(weekday)) return false;
  return calendar.holidays.length === 0 || !readHolidaySet(calendar.holidays).has(formatLocalDay(day));
}

/** Counts `days` working days after the local day `from` (the day itself does not count) and returns the day reached. */
export function addWorkingDays(from: number, days: number, calendar: WorkingCalendar): number {
  let day = from;
  let counted = 0;
  // A calendar without working weekdays would loop forever; a year of searching is the bound.
  for (let guard = 0; counted < days && guard < 366 * 10; guard += 1) {
    day += 1;
    if (isWorkingDay(day, calendar)) counted += 1;
  }
  return day;
}

/** Returns the local date `YYYY-MM-DD` a number of clock hours after an instant. */
export function formatDateAfterHours(now: Date, hours: number, calendar: WorkingCalendar): string {
  return formatLocalDay(toLocalDay(new Date(now.getTime() + hours * msPerHour), calendar));
}
