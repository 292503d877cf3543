import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/sessions.table.ts';
import { users } from '../../db/users.table.ts';

/** Stores a new session. */
export async function insertSession(db: Db, session: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

/** Finds a session by id (the token's hash) with its user. */
export async function findSessionWithUser(db: Db, sessionId: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}

/** Moves a session's last-seen time forward (the idle timeout slides). */
export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** Deletes one session. */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Deletes a user's sessions that passed their absolute expiry. */
export async function deleteExpiredSessionsOfUser(db: Db, userId: string, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}

/** Deletes every session past its absolute expiry or idle too long without remember-me. */
export async function deleteStaleSessions(db: Db, now: Date, idleLimit: Date): Promise<number> {
  const expired = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const idle = await db
    .delete(sessions)
    .where(and(eq(sessions.rememberMe, false), lt(sessions.lastSeenAt, idleLimit)))
    .returning({ id: sessions.id });
  return expired.length + idle.length;
}

/** Records when a user last started a session (the staff list shows it). */
export async function recordLogin(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}
