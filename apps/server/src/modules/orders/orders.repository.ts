import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderHistory, orderLines, orderNumberCounters, orders, stockMovements } from '../../db/orders.table.ts';
import { users } from '../../db/users.table.ts';

/** A row of the orders table. */
export type OrderRow = typeof orders.$inferSelect;
/** A new row of the orders table. */
export type NewOrderRow = typeof orders.$inferInsert;
/** The columns of an order that effects change. */
export type OrderChanges = Partial<Omit<NewOrderRow, 'id' | 'orderNo' | 'userId' | 'createdAt'>>;
/** A row of the order history. */
export type OrderHistoryRow = typeof orderHistory.$inferSelect;
/** A new order history row (one per move). */
export type NewOrderHistoryRow = typeof orderHistory.$inferInsert;
/** A row of an order's lines. */
export type OrderLineRow = typeof orderLines.$inferSelect;
/** A new order line. */
export type NewOrderLineRow = typeof orderLines.$inferInsert;
/** An order with its customer's phone and nickname (list pages). */
export type OrderWithCustomer = { order: OrderRow; customerPhone: string; customerNickname: string };

/** One order by id (any owner), or undefined; a malformed id finds nothing. */
export async function findOrderById(db: Db, orderId: string): Promise<OrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** Locks one order row for the rest of the transaction (SELECT … FOR UPDATE) and returns it. */
export async function lockOrderById(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  return row;
}

/** Writes one order history row and returns it. */
export async function insertOrderHistory(db: Db, row: NewOrderHistoryRow): Promise<OrderHistoryRow> {
  const [inserted] = await db.insert(orderHistory).values(row).returning();
  if (!inserted) throw new Error('insert into order_history returned no row');
  return inserted;
}

/** An order's history, oldest first. */
export async function listOrderHistory(db: Db, orderId: string): Promise<OrderHistoryRow[]> {
  return db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id));
}

/** A user's order saved under an idempotency key, or undefined. */
export async function findOrderByIdempotencyKey(
  db: Db,
  userId: string,
  idempotencyKey: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

/**
 * Takes the next order sequence number of a day (YYYYMMDD): an upsert that holds the day's counter row until the
 * transaction ends, so concurrent orders get distinct numbers and a rolled-back order leaves no gap.
 */
export async function takeNextOrderSequence(tx: Db, day: string): Promise<number> {
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({ day, lastValue: 1 })
    .onConflictDoUpdate({
      target: orderNumberCounters.day,
      set: { lastValue: sql`${orderNumberCounters.lastValue} + 1` },
    })
    .returning({ value: orderNumberCounters.lastValue });
  if (!row) throw new Error('order number counter returned no row');
  return row.value;
}

/**
 * Inserts an order unless the user already has one under its idempotency key (then undefined: the caller rolls back
 * and reads the first order). A concurrent insert of the same key waits for the other transaction to end.
 */
export async function insertOrderUnlessKeyUsed(tx: Db, row: NewOrderRow): Promise<OrderRow | undefined> {
  const [inserted] = await tx
    .insert(orders)
    .values(row)
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning();
  return inserted;
}

/** Inserts an order's lines. */
export async function insertOrderLines(tx: Db, rows: NewOrderLineRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(orderLines).values(rows);
}

/** An order's lines in line order. */
export async function listOrderLines(db: Db, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.lineNo));
}

/** Changes one line of an order (costs, supplier, price, amount). */
export async function updateOrderLine(
  tx: Db,
  orderId: string,
  lineId: string,
  changes: Partial<Pick<NewOrderLineRow, 'unitCostFen' | 'supplier' | 'unitPriceFen' | 'amountFen'>>,
): Promise<void> {
  if (!isUuid(lineId)) return;
  await tx
    .update(orderLines)
    .set(changes)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.id, lineId)));
}

/**
 * Changes an order's columns; a status change applies only while the order is still in `expectedStatus` (the row is
 * locked, this is the backstop). Returns the updated row, or undefined when the status no longer held.
 */
export async function updateOrder(
  tx: Db,
  orderId: string,
  expectedStatus: number,
  changes: OrderChanges,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set(changes)
    .where(and(eq(orders.id, orderId), eq(orders.status, expectedStatus)))
    .returning();
  return row;
}

/** Records a stock movement of an order. */
export async function insertStockMovement(tx: Db, row: typeof stockMovements.$inferInsert): Promise<void> {
  await tx.insert(stockMovements).values(row);
}

/** An order's stock movements in the order they happened. */
export async function listStockMovements(db: Db, orderId: string) {
  return db.select().from(stockMovements).where(eq(stockMovements.orderId, orderId)).orderBy(asc(stockMovements.id));
}

/** Filters of an order list; `userId` keeps one customer's orders, `keyword` matches order no or customer phone. */
export type OrderListFilter = {
  userId?: string;
  statuses: readonly number[];
  orderType?: string | undefined;
  createdFrom: Date | null;
  keyword?: string | undefined;
};

function buildListCondition(filter: OrderListFilter) {
  const keyword = filter.keyword?.trim();
  const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  return and(
    filter.userId === undefined ? undefined : eq(orders.userId, filter.userId),
    inArray(orders.status, [...filter.statuses]),
    filter.orderType === undefined ? undefined : eq(orders.orderType, filter.orderType as OrderRow['orderType']),
    filter.createdFrom === null ? undefined : gte(orders.createdAt, filter.createdFrom),
    pattern === undefined ? undefined : or(ilike(orders.orderNo, pattern), ilike(users.phone, pattern)),
  );
}

/** A page of orders with their customers, newest first, and how many match. */
export async function listOrders(
  db: Db,
  filter: OrderListFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderWithCustomer[]; total: number }> {
  const condition = buildListCondition(filter);
  const rows = await db
    .select({ order: orders, customerPhone: users.phone, customerNickname: users.nickname })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(condition)
    .orderBy(desc(orders.createdAt), desc(orders.orderNo))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ value: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(condition);
  return { rows, total: total?.value ?? 0 };
}

/** Every order in the given statuses with its customer, oldest first (the candidates of a task list). */
export async function listOrdersInStatuses(db: Db, statuses: readonly number[]): Promise<OrderWithCustomer[]> {
  if (statuses.length === 0) return [];
  return db
    .select({ order: orders, customerPhone: users.phone, customerNickname: users.nickname })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.status, [...statuses]))
    .orderBy(asc(orders.statusEnteredAt), asc(orders.orderNo));
}

/** The lines of several orders (for order facts in bulk). */
export async function listLinesOfOrders(db: Db, orderIds: readonly string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.lineNo));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tells whether a string is a UUID (order ids are; anything else cannot be one). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
