import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents } from '../../db/order-events.table.ts';
import { users } from '../../db/users.table.ts';
import { webhookAttempts, webhookCursor, webhookDeliveries, webhookEndpoints } from '../../db/webhooks.table.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Locks the customer's row until the transaction ends (the endpoint count is decided under it). */
export async function lockCustomerForUpdate(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countEndpoints(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
  return row?.value ?? 0;
}

export async function insertEndpoint(
  db: Db,
  row: { userId: string; url: string; events: string[]; secret: string; createdAt: Date },
): Promise<string> {
  const [inserted] = await db.insert(webhookEndpoints).values(row).returning({ id: webhookEndpoints.id });
  if (!inserted) throw new Error('insert into webhook_endpoints returned no row');
  return inserted.id;
}

export function listEndpoints(db: Db, userId: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

export async function findOwnEndpoint(db: Db, userId: string, id: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  return row;
}

export async function updateOwnEndpoint(
  db: Db,
  userId: string,
  id: string,
  changes: Partial<Pick<WebhookEndpointRow, 'events' | 'paused' | 'pausedForFailures' | 'secret' | 'failingSince'>>,
): Promise<boolean> {
  const rows = await db
    .update(webhookEndpoints)
    .set(changes)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export async function deleteOwnEndpoint(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/**
 * The dispatcher's cursor, locked until the transaction ends (one dispatcher at a time across instances). Made on
 * first use at the newest event: events from before webhooks existed are not sent.
 */
export async function lockCursor(tx: Db): Promise<number> {
  await tx.execute(sql`
    insert into ${webhookCursor} (id, last_event_id)
    select 1, coalesce(max(id), 0) from ${orderEvents}
    on conflict (id) do nothing`);
  const [row] = await tx.select().from(webhookCursor).where(eq(webhookCursor.id, 1)).for('update');
  return row?.lastEventId ?? 0;
}

export async function saveCursor(tx: Db, lastEventId: number): Promise<void> {
  await tx.update(webhookCursor).set({ lastEventId }).where(eq(webhookCursor.id, 1));
}

export function listOrderEventsAfter(tx: Db, cursor: number, limit: number) {
  return tx.select().from(orderEvents).where(gt(orderEvents.id, cursor)).orderBy(orderEvents.id).limit(limit);
}

/** Active endpoints of these customers (paused ones receive nothing). */
export function listActiveEndpointsOf(tx: Db, userIds: string[]): Promise<WebhookEndpointRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.userId, userIds), eq(webhookEndpoints.paused, false)));
}

export async function insertDeliveries(
  tx: Db,
  rows: {
    endpointId: string;
    eventId: string;
    eventType: string;
    body: string;
    nextAttemptAt: Date;
    retryWindowStart: Date;
  }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(webhookDeliveries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return inserted.length;
}

/**
 * Claims up to `limit` due deliveries: their next attempt moves to `leaseUntil`, so another instance's run skips
 * them while this one sends (rows locked by another claimer are skipped).
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          sql`${webhookDeliveries.nextAttemptAt} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: leaseUntil })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function findEndpoint(db: Db, id: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function recordAttempt(
  db: Db,
  attempt: typeof webhookAttempts.$inferInsert,
  delivery: { id: string; status: 'pending' | 'delivered' | 'failed'; attempts: number; nextAttemptAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values(attempt);
    await tx
      .update(webhookDeliveries)
      .set({ status: delivery.status, attempts: delivery.attempts, nextAttemptAt: delivery.nextAttemptAt })
      .where(eq(webhookDeliveries.id, delivery.id));
  });
}

export function setEndpointFailure(
  db: Db,
  id: string,
  changes: Partial<Pick<WebhookEndpointRow, 'failingSince' | 'paused' | 'pausedForFailures'>>,
) {
  return db.update(webhookEndpoints).set(changes).where(eq(webhookEndpoints.id, id));
}

/** The log of an own endpoint: attempts newest first, with their delivery. */
export function listAttemptsOfEndpoint(db: Db, endpointId: string, limit: number) {
  return db
    .select({
      id: webhookAttempts.id,
      deliveryId: webhookDeliveries.id,
      eventId: webhookDeliveries.eventId,
      eventType: webhookDeliveries.eventType,
      deliveryStatus: webhookDeliveries.status,
      attempt: webhookAttempts.attempt,
      responseCode: webhookAttempts.responseCode,
      durationMs: webhookAttempts.durationMs,
      error: webhookAttempts.error,
      responseExcerpt: webhookAttempts.responseExcerpt,
      at: webhookAttempts.at,
    })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookAttempts.id))
    .limit(limit);
}

/** Queues an own delivery again at once, with a fresh 24-hour retry window. */
export async function requeueOwnDelivery(db: Db, userId: string, deliveryId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, retryWindowStart: now })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        inArray(
          webhookDeliveries.endpointId,
          db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)),
        ),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

export async function findUserEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
