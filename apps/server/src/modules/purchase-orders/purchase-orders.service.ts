import type {
  PurchaseOrderDetail,
  PurchaseOrderListAnswer,
  PurchaseOrderListQuery,
  PurchaseOrderStatus,
  PurchaseOrderSummary,
} from '@boardforge/contracts/purchase-orders.ts';
import { roundHalfUp, toYuan } from '@boardforge/domain/money/fen.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findPurchaseOrder,
  listPurchaseOrderLines,
  listPurchaseOrderPage,
  type PurchaseOrderRow,
} from './purchase-orders.repository.ts';

/** Creates the purchase-orders service: the list (filtered, paged and summed in SQL) and one purchase order. */
export function createPurchaseOrdersService(dependencies: { db: Db }) {
  const { db } = dependencies;

  /** A page of purchase orders, newest first, with the cost total of every page. */
  async function listPurchaseOrders(query: PurchaseOrderListQuery): Promise<PurchaseOrderListAnswer> {
    const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
    const { rows, total, costFen } = await listPurchaseOrderPage(
      db,
      { status: query.status, keyword: query.keyword, orderId: query.orderId },
      page,
    );
    return {
      rows: rows.map((row) => toSummary(row.purchaseOrder, row.orderNo)),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      totalCost: toYuan(costFen),
    };
  }

  /** One purchase order with its lines (404 when unknown). */
  async function readPurchaseOrder(id: string): Promise<PurchaseOrderDetail> {
    const found = await findPurchaseOrder(db, id);
    if (!found) throw new AppError('404', 'purchaseOrders.notFound');
    const lines = await listPurchaseOrderLines(db, id);
    return {
      ...toSummary(found.purchaseOrder, found.orderNo),
      lines: lines.map((line) => ({
        id: line.id,
        lineNo: line.lineNo,
        partId: line.partId,
        description: line.description,
        quantity: line.quantity,
        unitCost: line.unitCostFen === null ? null : line.unitCostFen / 100,
        amount: toYuan(line.unitCostFen === null ? 0 : roundHalfUp(line.unitCostFen * line.quantity)),
        receivedQuantity: line.receivedQuantity,
      })),
    };
  }

  return { listPurchaseOrders, readPurchaseOrder };
}

/** The purchase-orders service's interface. */
export type PurchaseOrdersService = ReturnType<typeof createPurchaseOrdersService>;

function toSummary(row: PurchaseOrderRow, orderNo: string): PurchaseOrderSummary {
  return {
    id: row.id,
    poNo: row.poNo,
    orderId: row.orderId,
    orderNo,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    status: row.status as PurchaseOrderStatus,
    expectedDate: row.expectedDate,
    note: row.note,
    totalCost: toYuan(row.totalCostFen),
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
  };
}
