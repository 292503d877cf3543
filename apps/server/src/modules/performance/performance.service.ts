import type {
  AbcAnswer,
  AbcRequest,
  SalesMonth,
  SalesPerformanceAnswer,
  SalesPerformanceRequest,
} from '@boardforge/contracts/performance.ts';
import { toYuan } from '@boardforge/domain/money/fen.ts';
import { classifyAbc, summarizeAbcClasses } from '@boardforge/domain/performance/abc-analysis.ts';
import { listReportMonths, toReportWindow } from '@boardforge/domain/performance/report-window.ts';
import type { Db } from '../../db/client.ts';
import {
  type CustomerRevenueRow,
  countOrdersBySalesMonth,
  findNicknames,
  sumRevenueByCustomer,
  sumRevenueByOrderType,
  sumSalesMoneyByMonth,
} from './performance.repository.ts';

type MonthFen = { orderCount: number; netFen: number; costFen: number };

/**
 * Creates the performance module's service: the ABC analysis of revenue by customer or product. Revenue is the
 * payment ledger (what customers paid, less refunds) rather than order totals: it counts money actually received —
 * a verified transfer, not an unpaid or cancelled order — on the day it moved, and a refund after a return or a
 * cancellation lowers it in the window it was given back.
 */
export function createPerformanceService(dependencies: { db: Db }) {
  const { db } = dependencies;

  /** Sums the window's ledger by customer or order type (in SQL), ranks and classes the sums (domain), in yuan. */
  async function analyzeAbc(request: AbcRequest): Promise<AbcAnswer> {
    const window = toReportWindow(request.from, request.to);
    const named = await loadNamedRevenue(request.dimension, window);
    const rows = classifyAbc(named.map(({ key, amountFen }) => ({ key, amountFen })));
    const nameOf = new Map(named.map((entry) => [entry.key, entry.name]));
    return {
      dimension: request.dimension,
      from: request.from,
      to: request.to,
      totalAmount: toYuan(rows.reduce((sum, row) => sum + row.amountFen, 0)),
      classes: summarizeAbcClasses(rows).map((summary) => ({
        class: summary.class,
        count: summary.count,
        amount: toYuan(summary.amountFen),
        share: summary.share,
      })),
      rows: rows.map((row) => ({
        key: row.key,
        name: nameOf.get(row.key) ?? row.key,
        amount: toYuan(row.amountFen),
        share: row.share,
        cumulativeShare: row.cumulativeShare,
        class: row.class,
      })),
    };
  }

  /**
   * Revenue, cost, margin and order counts per salesperson and month (all sums in SQL: two grouped queries); every
   * month of the window listed for each salesperson with any figure, zeros included.
   */
  async function analyzeSales(request: SalesPerformanceRequest): Promise<SalesPerformanceAnswer> {
    const window = toReportWindow(request.from, request.to);
    const months = listReportMonths(request.from, request.to);
    const [money, counts] = await Promise.all([sumSalesMoneyByMonth(db, window), countOrdersBySalesMonth(db, window)]);
    const cells = new Map<string, Map<string, MonthFen>>();
    const cellOf = (salesUserId: string | null, month: string): MonthFen => {
      const key = salesUserId ?? '';
      const byMonth = cells.get(key) ?? new Map<string, MonthFen>();
      cells.set(key, byMonth);
      const cell = byMonth.get(month) ?? { orderCount: 0, netFen: 0, costFen: 0 };
      byMonth.set(month, cell);
      return cell;
    };
    for (const row of money) {
      const cell = cellOf(row.salesUserId, row.month);
      cell.netFen += row.netFen;
      cell.costFen += row.costFen;
    }
    for (const row of counts) cellOf(row.salesUserId, row.month).orderCount += row.orderCount;
    const names = await findNicknames(
      db,
      [...cells.keys()].filter((key) => key !== ''),
    );
    const toMonth = (month: string, cell: MonthFen | undefined): SalesMonth => ({
      month,
      orderCount: cell?.orderCount ?? 0,
      revenue: toYuan(cell?.netFen ?? 0),
      cost: toYuan(cell?.costFen ?? 0),
      margin: toYuan((cell?.netFen ?? 0) - (cell?.costFen ?? 0)),
    });
    const sumCells = (list: readonly (MonthFen | undefined)[]): MonthFen =>
      list.reduce<MonthFen>(
        (sum, cell) => ({
          orderCount: sum.orderCount + (cell?.orderCount ?? 0),
          netFen: sum.netFen + (cell?.netFen ?? 0),
          costFen: sum.costFen + (cell?.costFen ?? 0),
        }),
        { orderCount: 0, netFen: 0, costFen: 0 },
      );
    const withoutMonth = (cell: MonthFen) => {
      const { month: _month, ...rest } = toMonth('', cell);
      return rest;
    };
    const rows = [...cells.entries()]
      .map(([key, byMonth]) => ({
        salesUserId: key === '' ? null : key,
        name: key === '' ? '' : (names.get(key) ?? key),
        months: months.map((month) => toMonth(month, byMonth.get(month))),
        total: withoutMonth(sumCells([...byMonth.values()])),
      }))
      .sort((a, b) => b.total.revenue - a.total.revenue || a.name.localeCompare(b.name));
    const monthTotals = months.map((month) =>
      toMonth(month, sumCells([...cells.values()].map((byMonth) => byMonth.get(month)))),
    );
    const total = withoutMonth(sumCells([...cells.values()].flatMap((byMonth) => [...byMonth.values()])));
    return { from: request.from, to: request.to, months, rows, monthTotals, total };
  }

  async function loadNamedRevenue(
    dimension: AbcRequest['dimension'],
    window: { start: Date; end: Date },
  ): Promise<{ key: string; name: string; amountFen: number }[]> {
    switch (dimension) {
      case 'customer':
        return (await sumRevenueByCustomer(db, window)).map((row) => ({
          key: row.userId,
          name: describeCustomer(row),
          amountFen: row.netFen,
        }));
      case 'product':
        // The order type key is the name: the client translates order types (as on every order list).
        return (await sumRevenueByOrderType(db, window)).map((row) => ({
          key: row.orderType,
          name: row.orderType,
          amountFen: row.netFen,
        }));
    }
  }

  return { analyzeSales, analyzeAbc };
}

/** The customer as staff recognise them: "nickname · company (phone)", the parts they have, or the phone alone. */
export function describeCustomer(customer: Pick<CustomerRevenueRow, 'nickname' | 'company' | 'phone'>): string {
  const nickname = customer.nickname.trim();
  const parts = [nickname === customer.phone ? '' : nickname, customer.company.trim()].filter((part) => part !== '');
  return parts.length === 0 ? customer.phone : `${parts.join(' · ')} (${customer.phone})`;
}

/** The performance service's interface. */
export type PerformanceService = ReturnType<typeof createPerformanceService>;
