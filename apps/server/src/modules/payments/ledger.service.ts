import type { LedgerAnswer, LedgerQuery, LedgerRow } from '@boardforge/contracts/ledger.ts';
import { toYuan } from '@boardforge/domain/money/fen.ts';
import { toReportWindow } from '@boardforge/domain/performance/report-window.ts';
import type { Db } from '../../db/client.ts';
import { type LedgerFilter, type LedgerListRow, listLedgerRows, sumLedgerRows } from './ledger.repository.ts';

/**
 * Creates the collection/payment service of the back office (收付款): the payment ledger as it stands — rows are only
 * ever added (payment-recording.ts, refunds of cancels and returns) — filtered, paged, with the totals of the filter.
 */
export function createLedgerService(dependencies: { db: Db }) {
  const { db } = dependencies;

  /** A page of ledger rows, newest first, and what every row of the filter adds up to (received, refunded, net). */
  async function listLedger(query: LedgerQuery): Promise<LedgerAnswer> {
    const filter = toFilter(query);
    const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
    const [{ rows, total }, sums] = await Promise.all([listLedgerRows(db, filter, page), sumLedgerRows(db, filter)]);
    return {
      rows: rows.map(toLedgerRow),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      totals: {
        received: toYuan(sums.receivedFen),
        refunded: toYuan(sums.refundedFen),
        net: toYuan(sums.receivedFen - sums.refundedFen),
      },
    };
  }

  return { listLedger };
}

/** The ledger service's interface. */
export type LedgerService = ReturnType<typeof createLedgerService>;

// Dates are the business's days (China time); either end of the window may be open.
function toFilter(query: LedgerQuery): LedgerFilter {
  return {
    kind: query.kind,
    channel: query.channel,
    start: query.from ? toReportWindow(query.from, query.from).start : undefined,
    end: query.to ? toReportWindow(query.to, query.to).end : undefined,
    keyword: query.keyword,
  };
}

function toLedgerRow(row: LedgerListRow): LedgerRow {
  const { entry } = row;
  return {
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    // The ledger list joins orders (a design job's rows are on its job page, decision 0040).
    orderId: entry.orderId ?? '',
    orderNo: row.orderNo,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    kind: entry.kind,
    channel: row.channel,
    amount: toYuan(entry.amountFen),
    // A gateway payment quotes the gateway's trade number, a verified transfer the code the customer quoted.
    reference: entry.kind === 'payment' ? entry.gatewayTxn : entry.kind === 'verification' ? row.referenceCode : null,
    note: entry.note,
    recordedBy: row.recordedByName,
  };
}
