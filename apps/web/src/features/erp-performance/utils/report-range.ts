import { countReportDays, maxReportDays, toReportDay } from '@boardforge/domain/performance/report-window.ts';
import dayjs, { type Dayjs } from 'dayjs';

/** A date window as the request carries it: `YYYY-MM-DD`, both days included. */
export type ReportRange = { from: string; to: string };

const dateFormat = 'YYYY-MM-DD';

/** Today as the server counts days (China time), wherever the browser is: a payment made now is inside "today". */
export function readReportToday(now: Date): Dayjs {
  return dayjs(toReportDay(now));
}

/** The default window: the last 12 months up to and including today. */
export function buildDefaultRange(today: Dayjs): ReportRange {
  return { from: today.subtract(12, 'month').add(1, 'day').format(dateFormat), to: today.format(dateFormat) };
}

/** The window of two picked days. */
export function toReportRange(start: Dayjs, end: Dayjs): ReportRange {
  return { from: start.format(dateFormat), to: end.format(dateFormat) };
}

/** True when the server takes the window: from ≤ to and at most three years (the contract's limit). */
export function isRangeAccepted(range: ReportRange): boolean {
  const days = countReportDays(range.from, range.to);
  return days >= 1 && days <= maxReportDays;
}

/** A share of 1 as a percentage with two decimals (0.798 → "79.80 %"), in both languages. */
export function formatShare(share: number): string {
  return `${(share * 100).toFixed(2)} %`;
}
