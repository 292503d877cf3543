import { and, count, eq, gt, min, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedbackMessages } from '../../db/feedback-messages.table.ts';

/** A row of the feedback_messages table. */
export type FeedbackMessageRow = typeof feedbackMessages.$inferSelect;

/** Stores a feedback message (mail status pending) and returns its id. */
export async function insertFeedbackMessage(db: Db, message: typeof feedbackMessages.$inferInsert): Promise<string> {
  const [row] = await db.insert(feedbackMessages).values(message).returning({ id: feedbackMessages.id });
  if (!row) throw new Error('feedback message insert returned no row');
  return row.id;
}

/** How many other messages an IP stored after `since`, and when the oldest of them was stored. */
export async function countFeedbackFromIp(
  db: Db,
  ip: string,
  since: Date,
  exceptId: string,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(feedbackMessages.createdAt) })
    .from(feedbackMessages)
    .where(and(eq(feedbackMessages.ip, ip), gt(feedbackMessages.createdAt, since), ne(feedbackMessages.id, exceptId)));
  const oldest = row?.oldest;
  return { count: Number(row?.count ?? 0), oldest: oldest ? new Date(oldest) : null };
}

/** Removes a message that was refused after it was stored (over the limit). */
export async function deleteFeedbackMessage(db: Db, id: string): Promise<void> {
  await db.delete(feedbackMessages).where(eq(feedbackMessages.id, id));
}

/** Records how mailing a message ended. */
export async function updateFeedbackMailStatus(db: Db, id: string, status: 'sent' | 'failed', at: Date): Promise<void> {
  await db
    .update(feedbackMessages)
    .set({ mailStatus: status, mailedAt: status === 'sent' ? at : null })
    .where(eq(feedbackMessages.id, id));
}
