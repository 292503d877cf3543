import { roundHalfUp } from '@boardforge/domain/money/fen.ts';
import type { Db } from '../../db/client.ts';
import { moveStock, refuseStockMove, releaseReservedStock, reserveAvailableStock } from '../parts/parts.public.ts';
import {
  insertPurchaseOrder,
  listLinesToPurchase,
  listReceivedParts,
  listReservedLines,
  markPurchaseOrdersApproved,
  setReservedQuantity,
  sumPurchaseVolumeOfSupplier,
} from './purchase-orders.repository.ts';

/** A supplier's purchase volume of a window (approved and received purchase orders, fen): purchase rebates read it. */
export { sumPurchaseVolumeOfSupplier };

/**
 * What the order workflow asks of purchase orders (issue 13, point 3). Placing an order's purchase (6 → 7) first
 * reserves what the warehouse has of each catalogue part (stock on hand less reserved), then makes one purchase
 * order per supplier of what is left to buy — the supplier picked from the directory on the quote sheet, else the one
 * the purchase quote named, else the one given when placing — numbered `PO-<order no>-<n>`, each line with its
 * quantity and unit cost and its total. Purchase review (7 → 8) approves them.
 */
export async function createPurchaseOrdersOfOrder(
  tx: Db,
  input: {
    order: { id: string; orderNo: string };
    supplier: string | undefined;
    note: string | undefined;
    expectedDate: string | undefined;
    actorUserId: string | null;
    at: Date;
  },
): Promise<void> {
  const lines = [];
  for (const line of await listLinesToPurchase(tx, input.order.id)) {
    const reserved = line.partId && line.quantity > 0 ? await reserveAvailableStock(tx, line.partId, line.quantity) : 0;
    if (reserved > 0) await setReservedQuantity(tx, line.id, reserved);
    // What the warehouse holds is not bought again.
    if (line.quantity - reserved > 0) lines.push({ ...line, quantity: line.quantity - reserved });
  }
  const groups = new Map<string, { supplierId: string | null; supplierName: string; lines: typeof lines }>();
  for (const line of lines) {
    const supplierName = line.supplier ?? input.supplier ?? '';
    const key = line.supplierId ?? `name:${supplierName.toLowerCase()}`;
    const group = groups.get(key) ?? { supplierId: line.supplierId, supplierName, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  let index = 0;
  for (const group of groups.values()) {
    index += 1;
    const costs = group.lines.map((line) =>
      line.unitCostFen === null ? 0 : roundHalfUp(line.unitCostFen * line.quantity),
    );
    await insertPurchaseOrder(
      tx,
      {
        poNo: `PO-${input.order.orderNo}-${index}`,
        orderId: input.order.id,
        supplierId: group.supplierId,
        supplierName: group.supplierName,
        status: 'placed',
        expectedDate: input.expectedDate ?? null,
        note: input.note ?? '',
        totalCostFen: costs.reduce((sum, cost) => sum + cost, 0),
        createdByUserId: input.actorUserId,
        createdAt: input.at,
      },
      group.lines.map((line, at) => ({
        lineNo: at + 1,
        orderLineId: line.id,
        partId: line.partId,
        description: line.mpn ? `${line.mpn} · ${line.label}`.slice(0, 300) : line.label,
        quantity: line.quantity,
        unitCostFen: line.unitCostFen,
      })),
    );
  }
}

/** Approves the order's purchase orders (purchase review). */
export async function approvePurchaseOrdersOfOrder(tx: Db, orderId: string, at: Date): Promise<void> {
  await markPurchaseOrdersApproved(tx, orderId, at);
}

/**
 * The warehouse exit of an order (9 → 10): what arrived for it through its purchase orders leaves stock again, part
 * by part, through the ledger (never below zero: a part another exit took meanwhile refuses the whole exit, naming
 * it). Orders whose goods did not come through purchase orders of catalogue parts move no part stock.
 */
export async function shipReceivedParts(
  tx: Db,
  input: {
    orderId: string;
    carrier: string | undefined;
    trackingNo: string | undefined;
    actorUserId: string | null;
    at: Date;
  },
): Promise<void> {
  // What was reserved for the order leaves with what arrived for it: the reservation is given back, then both go out.
  const outgoing = new Map<string, number>();
  for (const line of await listReservedLines(tx, input.orderId)) {
    if (!line.partId) continue;
    await releaseReservedStock(tx, line.partId, line.reservedQuantity);
    await setReservedQuantity(tx, line.id, 0);
    outgoing.set(line.partId, (outgoing.get(line.partId) ?? 0) + line.reservedQuantity);
  }
  for (const line of await listReceivedParts(tx, input.orderId))
    outgoing.set(line.partId, (outgoing.get(line.partId) ?? 0) + line.quantity);
  const received = [...outgoing.entries()].map(([partId, quantity]) => ({ partId, quantity }));
  for (const [index, line] of received.entries()) {
    const outcome = await moveStock(tx, {
      partId: line.partId,
      kind: 'exit',
      quantity: -line.quantity,
      reason: 'warehouseExit',
      carrier: input.carrier ?? null,
      trackingNo: input.trackingNo ?? null,
      document: { kind: 'order', id: input.orderId },
      actorUserId: input.actorUserId,
      now: input.at,
    });
    if (outcome.kind !== 'moved') throw refuseStockMove(outcome, `parts.${index}`);
  }
}

/** Gives back the stock reserved for an order (it was cancelled). */
export async function releaseReservationsOfOrder(tx: Db, orderId: string): Promise<void> {
  for (const line of await listReservedLines(tx, orderId)) {
    if (line.partId) await releaseReservedStock(tx, line.partId, line.reservedQuantity);
    await setReservedQuantity(tx, line.id, 0);
  }
}
