/**
 * The date window of a back-office report: `from` and `to` are calendar dates `YYYY-MM-DD` in China time (UTC+8, no
 * daylight saving, as the business keeps its books), both days included. The window is the half-open interval from
 * `from` 00:00 to the day after `to` 00:00, so a payment at 23:59:59 on `to` counts and one at 00:00 the next day not.
 */

const msPerDay = 86_400_000;
/** China time, where the business's days begin and end. */
export const reportUtcOffsetHours = 8;
/** The longest window a report takes: three years of days (one of them a leap year). */
export const maxReportDays = 3 * 365 + 1;

/** The day number (days since 1970-01-01) of a `YYYY-MM-DD` date; NaN when it is not one. */
function toDayNumber(date: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return Number.NaN;
  const time = Date.parse(`${date}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March; a date that does not read back the same is not a date.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) return Number.NaN;
  return time / msPerDay;
}

/** How many days the window `from`..`to` spans, both included (1 when they are the same day; ≤ 0 when to < from). */
export function countReportDays(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from) + 1;
}

/** The instants the window covers: `start` included, `end` (the day after `to`, China time) excluded. */
export function toReportWindow(from: string, to: string): { start: Date; end: Date } {
  const offsetMs = reportUtcOffsetHours * 3_600_000;
  return {
    start: new Date(toDayNumber(from) * msPerDay - offsetMs),
    end: new Date((toDayNumber(to) + 1) * msPerDay - offsetMs),
  };
}

/** The report day (`YYYY-MM-DD`, China time) an instant falls on: "today" for a default window, wherever the browser is. */
export function toReportDay(instant: Date): string {
  return new Date(instant.getTime() + reportUtcOffsetHours * 3_600_000).toISOString().slice(0, 10);
}

/** The China-time calendar months (`YYYY-MM`) a window `from`..`to` touches, in order. */
export function listReportMonths(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last || months.length > 40) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}
