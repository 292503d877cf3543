import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
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

/** Raises the session version of one user (their sessions, and any started from an earlier read of them, end). */
export async function raiseSessionVersionOfUser(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/** Raises the session version of every staff user holding a role; returns each one's new version. */
export async function raiseSessionVersionOfRole(
  db: Db,
  roleId: string,
): Promise<{ userId: string; sessionVersion: number }[]> {
  return db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(and(eq(users.kind, 'staff'), eq(users.roleId, roleId)))
    .returning({ userId: users.id, sessionVersion: users.sessionVersion });
}

/** Deletes every session of the users, but `keepSessionId` when given. */
export async function deleteSessionsOfUsers(db: Db, userIds: readonly string[], keepSessionId?: string): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .delete(sessions)
    .where(and(inArray(sessions.userId, [...userIds]), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}

/** Gives one session of a user the user's new session version (the session goes on). */
export async function restampSession(
  db: Db,
  session: { sessionId: string; userId: string; sessionVersion: number },
): Promise<void> {
  await db
    .update(sessions)
    .set({ sessionVersion: session.sessionVersion })
    .where(and(eq(sessions.id, session.sessionId), eq(sessions.userId, session.userId)));
}
