import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents } from '../../db/order-events.table.ts';

/** A row of the order event log. */
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** The PostgreSQL channel a committed event's id is announced on. */
export const orderEventsChannel = 'order_events';

// Arbitrary constant: the transaction-level advisory lock that makes event ids commit in id order.
const appendLockKey = 7_140_226_006;

/**
 * Appends an event of an order — call it INSIDE the transaction of the change, as its last statement, so
 * the event commits (and is announced) with the change or not at all. A transaction-level advisory lock
 * serialises appenders until commit, so ids become visible in ascending order and a reader's cursor never
 * skips an event committed late; pg_notify is delivered by PostgreSQL only on commit.
 */
export async function appendOrderEvent(
  db: Db,
  event: { orderId: string; userId: string; kind: string; payload?: Record<string, unknown>; at?: Date },
): Promise<{ id: number }> {
  // On a transaction this is a savepoint; on the database itself it makes the three statements one unit.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${appendLockKey})`);
    const [row] = await tx
      .insert(orderEvents)
      .values({
        orderId: event.orderId,
        userId: event.userId,
        kind: event.kind,
        payload: event.payload ?? {},
        ...(event.at ? { createdAt: event.at } : {}),
      })
      .returning({ id: orderEvents.id });
    if (!row) throw new Error('order event insert returned no row');
    await tx.execute(sql`select pg_notify(${orderEventsChannel}, ${String(row.id)})`);
    return { id: row.id };
  });
}

/** Events with id > cursor in id order, at most `limit`; with `userId` only that owner's events. */
export async function listEventsAfter(
  db: Db,
  query: { cursor: number; userId?: string | undefined; limit: number },
): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(and(gt(orderEvents.id, query.cursor), query.userId ? eq(orderEvents.userId, query.userId) : undefined))
    .orderBy(asc(orderEvents.id))
    .limit(query.limit);
}

/** The events of the given ids in id order (a notification batch). */
export async function listEventsByIds(db: Db, ids: readonly number[]): Promise<OrderEventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.id, [...ids]))
    .orderBy(asc(orderEvents.id));
}

/** The id of the newest event (0 when there is none): where a listener starts. */
export async function findLatestEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<string | null>`max(${orderEvents.id})` }).from(orderEvents);
  return row?.id ? Number(row.id) : 0;
}
