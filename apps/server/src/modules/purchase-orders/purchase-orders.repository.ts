import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, quoteSheetLines } from '../../db/orders.table.ts';
import { purchaseOrderLines, purchaseOrders } from '../../db/purchase-orders.table.ts';

/** A purchase order row. */
export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;

/** An order's lines with the supplier the buyer picked on the quote sheet (null when none was). */
export async function listLinesToPurchase(db: Db, orderId: string) {
  return db
    .select({
      id: orderLines.id,
      label: orderLines.label,
      mpn: orderLines.mpn,
      quantity: orderLines.quantity,
      unitCostFen: orderLines.unitCostFen,
      supplier: orderLines.supplier,
      partId: orderLines.partId,
      reservedQuantity: orderLines.reservedQuantity,
      supplierId: quoteSheetLines.supplierId,
    })
    .from(orderLines)
    .leftJoin(quoteSheetLines, eq(quoteSheetLines.orderLineId, orderLines.id))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.lineNo));
}

/** Inserts a purchase order and its lines. */
export async function insertPurchaseOrder(
  tx: Db,
  order: typeof purchaseOrders.$inferInsert,
  lines: Omit<typeof purchaseOrderLines.$inferInsert, 'purchaseOrderId'>[],
): Promise<void> {
  const [inserted] = await tx.insert(purchaseOrders).values(order).returning({ id: purchaseOrders.id });
  if (!inserted) throw new Error('insert into purchase_orders returned no row');
  if (lines.length > 0)
    await tx.insert(purchaseOrderLines).values(lines.map((line) => ({ ...line, purchaseOrderId: inserted.id })));
}

/** Marks an order's placed purchase orders approved. */
export async function markPurchaseOrdersApproved(tx: Db, orderId: string, at: Date): Promise<void> {
  await tx
    .update(purchaseOrders)
    .set({ status: 'approved', approvedAt: at })
    .where(and(eq(purchaseOrders.orderId, orderId), eq(purchaseOrders.status, 'placed')));
}

/** What the purchase-order list is filtered by. */
export type PurchaseOrderFilter = {
  status?: string | undefined;
  keyword?: string | undefined;
  orderId?: string | undefined;
};

function buildFilter(filter: PurchaseOrderFilter): SQL | undefined {
  const pattern = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (special) => `\\${special}`)}%` : undefined;
  return and(
    filter.status ? eq(purchaseOrders.status, filter.status) : undefined,
    pattern
      ? or(
          ilike(purchaseOrders.poNo, pattern),
          ilike(purchaseOrders.supplierName, pattern),
          ilike(orders.orderNo, pattern),
        )
      : undefined,
    filter.orderId ? eq(purchaseOrders.orderId, filter.orderId) : undefined,
  );
}

/** A page of purchase orders, newest first, with the count and cost total of the whole filter. */
export async function listPurchaseOrderPage(
  db: Db,
  filter: PurchaseOrderFilter,
  page: { limit: number; offset: number },
) {
  const where = buildFilter(filter);
  const rows = await db
    .select({ purchaseOrder: purchaseOrders, orderNo: orders.orderNo })
    .from(purchaseOrders)
    .innerJoin(orders, eq(orders.id, purchaseOrders.orderId))
    .where(where)
    .orderBy(desc(purchaseOrders.createdAt), asc(purchaseOrders.poNo))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db
    .select({ total: count(), costFen: sql<string>`coalesce(sum(${purchaseOrders.totalCostFen}), 0)` })
    .from(purchaseOrders)
    .innerJoin(orders, eq(orders.id, purchaseOrders.orderId))
    .where(where);
  return { rows, total: totals?.total ?? 0, costFen: Number(totals?.costFen ?? 0) };
}

/** One purchase order with its order number, or undefined. */
export async function findPurchaseOrder(db: Db, id: string) {
  const [row] = await db
    .select({ purchaseOrder: purchaseOrders, orderNo: orders.orderNo })
    .from(purchaseOrders)
    .innerJoin(orders, eq(orders.id, purchaseOrders.orderId))
    .where(eq(purchaseOrders.id, id))
    .limit(1);
  return row;
}

/** A purchase order's lines in order. */
export async function listPurchaseOrderLines(db: Db, purchaseOrderId: string) {
  return db
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId))
    .orderBy(asc(purchaseOrderLines.lineNo));
}

/** Locks one purchase order row for the rest of the transaction. */
export async function lockPurchaseOrder(tx: Db, id: string): Promise<PurchaseOrderRow | undefined> {
  const [row] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).limit(1).for('update');
  return row;
}

/**
 * Adds `quantity` to what arrived of a line of the purchase order while it stays within the ordered quantity (one
 * conditional UPDATE: two receipts at once cannot pass it); the line after, or undefined when it would be passed.
 */
export async function addReceivedQuantity(tx: Db, purchaseOrderId: string, lineId: string, quantity: number) {
  const [row] = await tx
    .update(purchaseOrderLines)
    .set({ receivedQuantity: sql`${purchaseOrderLines.receivedQuantity} + ${quantity}` })
    .where(
      and(
        eq(purchaseOrderLines.id, lineId),
        eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId),
        sql`${purchaseOrderLines.receivedQuantity} + ${quantity} <= ${purchaseOrderLines.quantity}`,
      ),
    )
    .returning();
  return row;
}

/** Marks a purchase order received when every line has arrived in full; true when it was (or already is). */
export async function markReceivedWhenComplete(tx: Db, purchaseOrderId: string, at: Date): Promise<boolean> {
  const [pending] = await tx
    .select({ value: count() })
    .from(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId),
        sql`${purchaseOrderLines.receivedQuantity} < ${purchaseOrderLines.quantity}`,
      ),
    );
  if ((pending?.value ?? 0) > 0) return false;
  await tx
    .update(purchaseOrders)
    .set({ status: 'received', receivedAt: at })
    .where(and(eq(purchaseOrders.id, purchaseOrderId), eq(purchaseOrders.status, 'approved')));
  return true;
}

/** Whether every purchase order of an order has been received (false when it has none). */
export async function areAllPurchaseOrdersReceived(tx: Db, orderId: string): Promise<boolean> {
  const [counts] = await tx
    .select({
      total: count(),
      open: sql<string>`count(*) filter (where ${purchaseOrders.status} <> 'received')`,
    })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.orderId, orderId));
  return (counts?.total ?? 0) > 0 && Number(counts?.open ?? 0) === 0;
}

/** What arrived through an order's purchase orders of each catalogue part, per order line (for the warehouse exit). */
export async function listReceivedParts(tx: Db, orderId: string) {
  const rows = await tx
    .select({
      orderLineId: purchaseOrderLines.orderLineId,
      partId: purchaseOrderLines.partId,
      quantity: sql<string>`sum(${purchaseOrderLines.receivedQuantity})`,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(and(eq(purchaseOrders.orderId, orderId), sql`${purchaseOrderLines.partId} is not null`))
    .groupBy(purchaseOrderLines.orderLineId, purchaseOrderLines.partId);
  return rows.flatMap((row) =>
    row.partId && Number(row.quantity) > 0 ? [{ partId: row.partId, quantity: Number(row.quantity) }] : [],
  );
}

/** Records how many pieces of an order line were reserved from stock. */
export async function setReservedQuantity(tx: Db, orderLineId: string, quantity: number): Promise<void> {
  await tx.update(orderLines).set({ reservedQuantity: quantity }).where(eq(orderLines.id, orderLineId));
}

/** An order's lines holding reserved stock, with their parts. */
export async function listReservedLines(tx: Db, orderId: string) {
  return tx
    .select({ id: orderLines.id, partId: orderLines.partId, reservedQuantity: orderLines.reservedQuantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.reservedQuantity} > 0`));
}

/** What a supplier's approved and received purchase orders placed in a window cost, in fen (a purchase rebate's volume). */
export async function sumPurchaseVolumeOfSupplier(
  db: Db,
  supplierId: string,
  window: { start: Date; end: Date },
): Promise<number> {
  const [sums] = await db
    .select({ costFen: sql<string>`coalesce(sum(${purchaseOrders.totalCostFen}), 0)` })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.supplierId, supplierId),
        sql`${purchaseOrders.status} in ('approved', 'received')`,
        sql`${purchaseOrders.createdAt} >= ${window.start.toISOString()}::timestamptz`,
        sql`${purchaseOrders.createdAt} < ${window.end.toISOString()}::timestamptz`,
      ),
    );
  return Number(sums?.costFen ?? 0);
}
