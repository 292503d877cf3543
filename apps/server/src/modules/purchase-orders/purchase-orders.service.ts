import type {
  PurchaseOrderDetail,
  PurchaseOrderListAnswer,
  PurchaseOrderListQuery,
  PurchaseOrderStatus,
  PurchaseOrderSummary,
  ReceivePurchaseOrderRequest,
} from '@boardforge/contracts/purchase-orders.ts';
import { roundHalfUp, toYuan } from '@boardforge/domain/money/fen.ts';
import type { Db } from '../../db/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { appendOrderEvent } from '../order-events/order-events.repository.ts';
import { enterWarehouseOnReceipt, insertOrderHistory, lockOrderById } from '../orders/orders.public.ts';
import { moveStock, refuseStockMove } from '../parts/parts.public.ts';
import type { CurrentSession } from '../sessions/sessions.service.ts';
import {
  addReceivedQuantity,
  areAllPurchaseOrdersReceived,
  findPurchaseOrder,
  listPurchaseOrderLines,
  listPurchaseOrderPage,
  lockPurchaseOrder,
  markReceivedWhenComplete,
  type PurchaseOrderRow,
} from './purchase-orders.repository.ts';

/** Creates the purchase-orders service: the list (filtered, paged and summed in SQL) and one purchase order. */
export function createPurchaseOrdersService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

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

  /**
   * Books what arrived of an approved purchase order (`stock:entry`): each line's received quantity rises, never past
   * what was ordered (one conditional UPDATE per line, so receipts at once cannot pass it: 400 naming the line), and a
   * catalogue part's stock rises through the ledger at the line's unit cost. The receipt that completes a purchase
   * order marks it received; the one that completes the order's last takes its warehouse entry (8 → 9). All or
   * nothing.
   */
  async function receivePurchaseOrder(
    session: CurrentSession,
    request: ReceivePurchaseOrderRequest,
    language: Language,
  ): Promise<PurchaseOrderDetail> {
    await db.transaction(async (tx) => {
      const found = await findPurchaseOrder(tx, request.id);
      if (!found) throw new AppError('404', 'purchaseOrders.notFound');
      // The order first, as the order's transitions lock it (then the purchase order): no lock-order cycle.
      const order = await lockOrderById(tx, found.purchaseOrder.orderId);
      if (!order) throw new AppError('404', 'purchaseOrders.notFound');
      const purchaseOrder = await lockPurchaseOrder(tx, request.id);
      if (!purchaseOrder) throw new AppError('404', 'purchaseOrders.notFound');
      if (purchaseOrder.status !== 'approved')
        throw new AppError(
          '409',
          purchaseOrder.status === 'placed' ? 'purchaseOrders.notApproved' : 'purchaseOrders.alreadyReceived',
          { poNo: purchaseOrder.poNo },
          { reason: 'order.actionNotAllowed' },
        );
      const lines = new Map((await listPurchaseOrderLines(tx, purchaseOrder.id)).map((line) => [line.id, line]));
      const at = now();
      for (const [index, received] of request.lines.entries()) {
        const line = lines.get(received.lineId);
        if (!line) throw new FieldAppError(`lines.${index}.lineId`, 'purchaseOrders.unknownLine', { line: index + 1 });
        const updated = await addReceivedQuantity(tx, purchaseOrder.id, line.id, received.quantity);
        if (!updated) {
          const open = line.quantity - (lines.get(line.id)?.receivedQuantity ?? 0);
          throw new FieldAppError(`lines.${index}.quantity`, 'purchaseOrders.overReceipt', {
            line: line.lineNo,
            quantity: received.quantity,
            open: Math.max(0, open),
          });
        }
        lines.set(line.id, updated);
        if (!line.partId) continue;
        const outcome = await moveStock(tx, {
          partId: line.partId,
          kind: 'entry',
          quantity: received.quantity,
          unitCostCentiFen: line.unitCostFen === null ? null : Math.round(line.unitCostFen * 100),
          reason: 'purchaseOrder',
          document: { kind: 'purchaseOrder', id: purchaseOrder.id },
          actorUserId: session.userId,
          now: at,
        });
        if (outcome.kind !== 'moved') throw refuseStockMove(outcome, `lines.${index}.quantity`);
      }
      // The order's history keeps each delivery (staff read it in the drawer's timeline; customers see moves only).
      const delivered = request.lines.map((line) => `${lines.get(line.lineId)?.lineNo ?? '?'} × ${line.quantity}`);
      await insertOrderHistory(tx, {
        orderId: order.id,
        actorUserId: session.userId,
        actorRole: session.role,
        action: 'purchaseOrderReceipt',
        fromStatus: order.status,
        toStatus: order.status,
        note: `${purchaseOrder.poNo}: ${delivered.join(', ')}`,
        payload: { purchaseOrderId: purchaseOrder.id, poNo: purchaseOrder.poNo, lines: request.lines },
        createdAt: at,
      });
      const isComplete = await markReceivedWhenComplete(tx, purchaseOrder.id, at);
      const isEntered =
        isComplete &&
        (await areAllPurchaseOrdersReceived(tx, purchaseOrder.orderId)) &&
        (await enterWarehouseOnReceipt(tx, { orderId: purchaseOrder.orderId, session, now: at, language }));
      // Screens on the order read it again (a warehouse entry announces itself; a delivery short of it does here).
      if (!isEntered)
        await appendOrderEvent(tx, {
          orderId: order.id,
          userId: order.userId,
          kind: 'purchaseOrder',
          payload: { poNo: purchaseOrder.poNo, orderNo: order.orderNo },
          at,
        });
    });
    return readPurchaseOrder(request.id);
  }

  return { listPurchaseOrders, readPurchaseOrder, receivePurchaseOrder };
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
