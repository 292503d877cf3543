import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/outbox.table.ts';

/** A row of the outbox. */
export type OutboxRow = typeof outboxMessages.$inferSelect;

/** Stores a message the development providers would have sent. */
export async function insertOutboxMessage(db: Db, message: typeof outboxMessages.$inferInsert): Promise<void> {
  await db.insert(outboxMessages).values(message);
}

/** Lists stored messages, newest first, optionally only those to one recipient. */
export async function listOutboxMessages(db: Db, recipient: string | undefined, limit: number): Promise<OutboxRow[]> {
  const query = db.select().from(outboxMessages);
  const filtered = recipient ? query.where(eq(outboxMessages.recipient, recipient)) : query;
  return filtered.orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(limit);
}
