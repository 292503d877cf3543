import { abcClasses } from '@boardforge/domain/performance/abc-analysis.ts';
import { z } from 'zod/mini';
import { yuanSchema } from './quotes.ts';
import { checkReportWindow } from './report-period.ts';

/**
 * POST /api/common/getABC — the performance module's ABC analysis (docs/api.md "Back office").
 *
 * Revenue is what customers actually paid minus what was refunded to them: the payment ledger's rows (online payments
 * and verified bank transfers, less refunds) dated inside the window, attributed to the order's customer or type.
 * Ranked largest first (ties by key); a row is class A while the revenue ranked before it is < 80 % of the total, B
 * while < 95 %, otherwise C — so the row crossing a boundary keeps the class it starts in (domain abc-analysis.ts).
 * Customers or types whose net revenue in the window is zero or negative (refunds exceeding payments) are not ranked.
 */

/** What the revenue is grouped by: the paying customer, or the product (order type). */
export const abcDimensions = ['customer', 'product'] as const;
export type AbcDimension = (typeof abcDimensions)[number];

/**
 * The request: `from` and `to` are calendar dates `YYYY-MM-DD` in China time (UTC+8), both included; `from` ≤ `to`
 * and the window at most three years (1 096 days). Both refusals name `to`.
 */
export const abcRequestSchema = z
  .object({
    dimension: z.enum(abcDimensions),
    from: z.iso.date(),
    to: z.iso.date(),
  })
  .check(checkReportWindow());
export type AbcRequest = z.infer<typeof abcRequestSchema>;

/**
 * One ranked row. `key`: the customer's user id, or the order type (pcb, smt, stencil, bom, design). `name`: the
 * customer as staff know them ("nickname · company (phone)", or the phone alone); for products the order type key
 * itself, which the client translates like every order type. `amount` in yuan; `share` and `cumulativeShare` are
 * fractions of 1 with 4 decimals (the last row's cumulative share is 1).
 */
export const abcRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  amount: yuanSchema,
  share: z.number().check(z.gte(0), z.lte(1)),
  cumulativeShare: z.number().check(z.gte(0), z.lte(1)),
  class: z.enum(abcClasses),
});
export type AbcRow = z.infer<typeof abcRowSchema>;

/** What one class holds: rows, revenue (yuan) and its share of the total. Every class is listed, empty ones as 0. */
export const abcClassSummarySchema = z.object({
  class: z.enum(abcClasses),
  count: z.int().check(z.nonnegative()),
  amount: yuanSchema,
  share: z.number().check(z.gte(0), z.lte(1)),
});
export type AbcClassSummary = z.infer<typeof abcClassSummarySchema>;

/** The answer: the request echoed, the total ranked revenue, the class summary and the rows in rank order. */
export const abcAnswerSchema = z.object({
  dimension: z.enum(abcDimensions),
  from: z.iso.date(),
  to: z.iso.date(),
  totalAmount: yuanSchema,
  classes: z.array(abcClassSummarySchema),
  rows: z.array(abcRowSchema),
});
export type AbcAnswer = z.infer<typeof abcAnswerSchema>;

/**
 * POST /api/erp/performance/sales — revenue, margin and order counts per salesperson and month (issue 13, point 7).
 * The window as the ABC analysis's (`from`..`to`, China-time dates, at most three years); months are China-time
 * calendar months, the first and last cut to the window. Revenue is the payment ledger (payments − refunds) of the
 * orders assigned to the salesperson, dated in the month — so the months of all salespeople (and "unassigned") add up
 * to the ledger; cost is the buyer's cost of those orders in proportion to the revenue received (cost × paid ÷
 * payable); margin = revenue − cost. Orders counts the orders placed in the month (cancelled ones not counted).
 */
export const salesPerformanceRequestSchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .check(checkReportWindow());
export type SalesPerformanceRequest = z.infer<typeof salesPerformanceRequestSchema>;

/** One salesperson's (or the unassigned orders') figures in one month; money in yuan. */
export const salesMonthSchema = z.object({
  month: z.string(),
  orderCount: z.int().check(z.nonnegative()),
  revenue: z.number(),
  cost: z.number(),
  margin: z.number(),
});
export type SalesMonth = z.infer<typeof salesMonthSchema>;

/** A salesperson's months (one per month of the window, zeros included) and totals; `salesUserId` null: unassigned. */
export const salesPersonRowSchema = z.object({
  salesUserId: z.nullable(z.string()),
  name: z.string(),
  months: z.array(salesMonthSchema),
  total: z.omit(salesMonthSchema, { month: true }),
});
export type SalesPersonRow = z.infer<typeof salesPersonRowSchema>;

/** The answer: the months of the window, a row per salesperson with any figure, and the months' totals. */
export const salesPerformanceAnswerSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  months: z.array(z.string()),
  rows: z.array(salesPersonRowSchema),
  monthTotals: z.array(salesMonthSchema),
  total: z.omit(salesMonthSchema, { month: true }),
});
export type SalesPerformanceAnswer = z.infer<typeof salesPerformanceAnswerSchema>;
