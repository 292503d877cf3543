import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
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
 * skips an event committed late; pg_notify is delivered by PostgreSQL only on commit. One statement (outside a
 * transaction it is one unit by itself): see buildAppendEventsSql.
 */
export async function appendOrderEvent(
  db: Db,
  event: { orderId: string; userId: string; kind: string; payload?: Record<string, unknown>; at?: Date },
): Promise<{ id: number }> {
  const createdAt = event.at ? sql`${event.at.toISOString()}::timestamptz` : sql`now()`;
  const appended = buildAppendEventsSql(sql`
    select ${event.orderId}::uuid as order_id, ${event.userId}::uuid as user_id, ${event.kind}::text as kind,
      ${JSON.stringify(event.payload ?? {})}::jsonb as payload, ${createdAt} as created_at`);
  // Both drivers (node-postgres, PGlite) answer execute() with { rows }; Db's generic result type does not say so.
  const { rows } = (await db.execute(sql`with appended as (${appended}) select id from appended`)) as {
    rows: { id: number | string }[];
  };
  const row = rows[0];
  if (!row) throw new Error('order event insert returned no row');
  return { id: Number(row.id) };
}

/**
 * The insert that appends the events `rows` selects (columns order_id, user_id, kind, payload, created_at), for a
 * CTE of a bigger statement (saveOrder numbers, inserts and announces an order in one): the advisory lock is taken
 * in a subquery that OFFSET 0 keeps from being merged into the insert, so it is held before any identity value is
 * drawn, and until the transaction ends; RETURNING announces each id with pg_notify (delivered on commit). Returns
 * the new ids.
 */
export function buildAppendEventsSql(rows: SQL): SQL {
  return sql`
    insert into ${orderEvents} (order_id, user_id, kind, payload, created_at)
    select event.order_id, event.user_id, event.kind, event.payload, event.created_at
    from (${rows}) as event, (select pg_advisory_xact_lock(${appendLockKey}) offset 0) as serialised
    returning id, pg_notify(${orderEventsChannel}, id::text)`;
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

/** The id of the newest event (0 when there is none): where a listener starts. */
export async function findLatestEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<string | null>`max(${orderEvents.id})` }).from(orderEvents);
  return row?.id ? Number(row.id) : 0;
}
