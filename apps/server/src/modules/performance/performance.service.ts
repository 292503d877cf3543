import type { AbcAnswer, AbcRequest } from '@boardforge/contracts/performance.ts';
import { toYuan } from '@boardforge/domain/money/fen.ts';
import { classifyAbc, summarizeAbcClasses } from '@boardforge/domain/performance/abc-analysis.ts';
import { toReportWindow } from '@boardforge/domain/performance/report-window.ts';
import type { Db } from '../../db/client.ts';
import { type CustomerRevenueRow, sumRevenueByCustomer, sumRevenueByOrderType } from './performance.repository.ts';

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

  return { analyzeAbc };
}

/** The customer as staff recognise them: "nickname · company (phone)", the parts they have, or the phone alone. */
export function describeCustomer(customer: Pick<CustomerRevenueRow, 'nickname' | 'company' | 'phone'>): string {
  const nickname = customer.nickname.trim();
  const parts = [nickname === customer.phone ? '' : nickname, customer.company.trim()].filter((part) => part !== '');
  return parts.length === 0 ? customer.phone : `${parts.join(' · ')} (${customer.phone})`;
}

/** The performance service's interface. */
export type PerformanceService = ReturnType<typeof createPerformanceService>;
