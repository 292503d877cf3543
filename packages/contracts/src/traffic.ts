import { countReportDays } from '@boardforge/domain/performance/report-window.ts';
import { z } from 'zod/mini';

/**
 * Traffic statistics (流量统计, issue 14 point 6): what the site's page views (POST /api/common/saveLog) add up to in a
 * window of China-time days. A "visitor" is the anonymous id the browser keeps (else a hash of IP and user agent); a
 * visit is one browser tab's session. Visitor counts are distinct per day and summed over the days of the window
 * (visitor-days), so that a day's numbers are the same whether its raw rows are still kept or already rolled up.
 */

/** The longest window the statistics take: a year of days, a leap year included. */
export const maxTrafficDays = 366;
/** How many rows the ranked tables (pages, entry pages, referrers) hold. */
export const trafficTopRows = 10;

/** The breakdowns the statistics rank, as the daily roll-up table stores them. */
export const trafficDimensions = ['page', 'entryPage', 'referrer', 'language', 'device'] as const;
export type TrafficDimension = (typeof trafficDimensions)[number];

/** What the user agent says the visitor used. */
export const trafficDevices = ['phone', 'desktop'] as const;
export type TrafficDevice = (typeof trafficDevices)[number];

/** POST /api/erp/traffic/statistics: `from` ≤ `to`, both China-time days, at most 366 days (refusals name `to`). */
export const trafficStatisticsRequestSchema = z.object({ from: z.iso.date(), to: z.iso.date() }).check(
  z.superRefine((value, context) => {
    const days = countReportDays(value.from, value.to);
    if (Number.isNaN(days)) return;
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (days > maxTrafficDays)
      context.addIssue({ code: 'custom', path: ['to'], message: `at most ${maxTrafficDays} days from from` });
  }),
);
export type TrafficStatisticsRequest = z.infer<typeof trafficStatisticsRequestSchema>;

const countSchema = z.int().check(z.nonnegative());

/** One day of the window (every day listed, zeros included). */
export const trafficDaySchema = z.object({ day: z.iso.date(), views: countSchema, visitors: countSchema });
export type TrafficDay = z.infer<typeof trafficDaySchema>;

/** One ranked value of a breakdown: a page path, a referring host, a language, a device. */
export const trafficRankRowSchema = z.object({ value: z.string(), views: countSchema, visitors: countSchema });
export type TrafficRankRow = z.infer<typeof trafficRankRowSchema>;

/**
 * The answer: the window echoed, the totals, the days, each breakdown ranked by views (pages, entry pages and
 * referrers at most `trafficTopRows`; for entry pages and referrers a view is a visit), and the quote-to-order
 * conversion: visitors who asked for an instant quote (per day) against orders placed in the window.
 */
export const trafficStatisticsAnswerSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  views: countSchema,
  visitors: countSchema,
  days: z.array(trafficDaySchema),
  pages: z.array(trafficRankRowSchema),
  entryPages: z.array(trafficRankRowSchema),
  referrers: z.array(trafficRankRowSchema),
  languages: z.array(trafficRankRowSchema),
  devices: z.array(trafficRankRowSchema),
  conversion: z.object({
    quotingVisitors: countSchema,
    ordersPlaced: countSchema,
    /** ordersPlaced ÷ quotingVisitors with 4 decimals; null when nobody quoted. */
    rate: z.nullable(z.number().check(z.nonnegative())),
  }),
});
export type TrafficStatisticsAnswer = z.infer<typeof trafficStatisticsAnswerSchema>;
