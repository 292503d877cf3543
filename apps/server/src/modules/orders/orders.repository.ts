import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderHistory, orders } from '../../db/orders.table.ts';

/** A row of the orders table. */
export type OrderRow = typeof orders.$inferSelect;
/** A new row of the orders table. */
export type NewOrderRow = typeof orders.$inferInsert;
/** A row of the order history. */
export type OrderHistoryRow = typeof orderHistory.$inferSelect;
/** A new order history row (one per move). */
export type NewOrderHistoryRow = typeof orderHistory.$inferInsert;

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

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tells whether a string is a UUID (order ids are; anything else cannot be one). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
