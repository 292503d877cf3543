import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedbackMessages } from '../../db/feedback-messages.table.ts';

/** Stores a feedback message (mail status pending) and returns its id. */
export async function insertFeedbackMessage(db: Db, message: typeof feedbackMessages.$inferInsert): Promise<string> {
  const [row] = await db.insert(feedbackMessages).values(message).returning({ id: feedbackMessages.id });
  if (!row) throw new Error('feedback message insert returned no row');
  return row.id;
}

/** Takes the transaction-level lock under which the messages of an IP are counted and stored. */
export async function lockFeedbackFromIp(tx: Db, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`feedback-ip:${ip}`}, 0))`);
}

/** How many messages an IP stored after `since`, and when the oldest was stored; call it under the lock. */
export async function countFeedbackFromIp(
  db: Db,
  ip: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(feedbackMessages.createdAt) })
    .from(feedbackMessages)
    .where(and(eq(feedbackMessages.ip, ip), gt(feedbackMessages.createdAt, since)));
  const oldest = row?.oldest;
  return { count: Number(row?.count ?? 0), oldest: oldest ? new Date(oldest) : null };
}

/** Records how mailing a message ended. */
export async function updateFeedbackMailStatus(db: Db, id: string, status: 'sent' | 'failed', at: Date): Promise<void> {
  await db
    .update(feedbackMessages)
    .set({ mailStatus: status, mailedAt: status === 'sent' ? at : null })
    .where(eq(feedbackMessages.id, id));
}
