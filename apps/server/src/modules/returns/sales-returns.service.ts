import type {
  ReturnRequestsAnswer,
  ReturnRequestsQuery,
  SalesReturnsAnswer,
  SalesReturnsQuery,
} from '@boardforge/contracts/sales-returns.ts';
import { toYuan } from '@boardforge/domain/money/fen.ts';
import type { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { toReportWindow } from '@boardforge/domain/performance/report-window.ts';
import type { Db } from '../../db/client.ts';
import { listReturnRequests, listSalesReturns } from './sales-returns.repository.ts';

/**
 * Creates the sales-returns service of the back office (销售退货): the records approveReturn wrote, and the return
 * requests still awaiting that decision. Read only: the decision itself is a transition on the order screen.
 */
export function createSalesReturnsService(dependencies: { db: Db }) {
  const { db } = dependencies;

  /** A page of approved sales returns, newest first, optionally within a window of approval dates (China time). */
  async function listSales(query: SalesReturnsQuery): Promise<SalesReturnsAnswer> {
    const { rows, total } = await listSalesReturns(
      db,
      {
        start: query.from ? toReportWindow(query.from, query.from).start : undefined,
        end: query.to ? toReportWindow(query.to, query.to).end : undefined,
      },
      { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
    );
    return {
      rows: rows.map(({ record, ...row }) => ({
        returnId: record.id,
        orderId: record.orderId,
        orderNo: row.orderNo,
        customerName: row.customerName,
        customerPhone: row.customerPhone,
        requestedAt: record.requestedAt?.toISOString() ?? null,
        reason: record.reason,
        approvedAt: record.approvedAt.toISOString(),
        approvedBy: row.approvedByName,
        refund: toYuan(record.refundFen),
        restock: record.restock,
        restockQuantity: record.restockQuantity,
      })),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  /** A page of orders whose customers asked to return them, not yet decided, the oldest request first. */
  async function listRequests(query: ReturnRequestsQuery): Promise<ReturnRequestsAnswer> {
    const { rows, total } = await listReturnRequests(db, {
      limit: query.pageSize,
      offset: (query.pageNum - 1) * query.pageSize,
    });
    return {
      rows: rows.map((row) => ({
        orderId: row.orderId,
        orderNo: row.orderNo,
        // The query keeps to orders at 10 or 11 (returnable statuses), both of the domain's statuses.
        status: row.status as OrderStatus,
        customerName: row.customerName,
        customerPhone: row.customerPhone,
        requestedAt: row.requestedAt?.toISOString() ?? null,
        reason: row.reason ?? '',
        paid: toYuan(Math.max(0, row.netPaidFen)),
      })),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  return { listSales, listRequests };
}

/** The sales-returns service's interface. */
export type SalesReturnsService = ReturnType<typeof createSalesReturnsService>;
