import type { UserInfo } from '@boardforge/contracts/auth.ts';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/users.table.ts';

/** A row of the users table. */
export type UserRow = typeof users.$inferSelect;

/** What a new user needs; the rest has defaults. */
export type NewUser = typeof users.$inferInsert;

/** Finds a user by phone number. */
export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/** Finds a user by (normalised) e-mail address. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Finds a user by id. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user and returns the stored row. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** The answer of `reserveLoginAttempt`: may the password be checked, and does a wrong one lock the account? */
export type LoginAttempt = { isAllowed: true; isLast: boolean; lockedUntil: Date } | { isAllowed: false };

/**
 * Takes one of the `maxFailures` password checks of an account's window BEFORE the (slow) hash is
 * compared, in one UPDATE: the row lock makes concurrent callers, on any server instance, count one
 * after the other, so `failed_login_count` is the number of passwords compared in the window. The
 * window starts at the first attempt (again after an expired lock); the attempt that fills it locks the
 * account until `now + lockMs` at once (a right password then clears the lock). A locked account gets
 * no slot.
 */
export async function reserveLoginAttempt(
  db: Db,
  userId: string,
  now: Date,
  policy: { windowMs: number; maxFailures: number; lockMs: number },
): Promise<LoginAttempt> {
  const windowStartLimit = new Date(now.getTime() - policy.windowMs);
  const lockedUntil = new Date(now.getTime() + policy.lockMs);
  // A lock still on the row here has expired (the WHERE below skips live ones): it ends the window too.
  const isWindowOver = sql`(${users.failedLoginWindowStart} is null or ${users.failedLoginWindowStart} < ${windowStartLimit} or ${users.lockedUntil} is not null)`;
  const nextCount = sql`case when ${isWindowOver} then 1 else ${users.failedLoginCount} + 1 end`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: nextCount,
      failedLoginWindowStart: sql`case when ${isWindowOver} then ${now} else ${users.failedLoginWindowStart} end`,
      lockedUntil: sql`case when ${nextCount} >= ${policy.maxFailures} then ${lockedUntil}::timestamptz else null end`,
    })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
    .returning({ lockedUntil: users.lockedUntil });
  if (!row) return { isAllowed: false };
  return { isAllowed: true, isLast: row.lockedUntil !== null, lockedUntil };
}

/** Forgets failed logins and any lock after a successful login. */
export async function clearFailedLogins(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null })
    .where(eq(users.id, userId));
}

/** The role a user acts in: 'client' for customers, the staff role id for staff. */
export function readUserRole(user: Pick<UserRow, 'kind' | 'roleId'>): string {
  return user.kind === 'staff' && user.roleId ? user.roleId : 'client';
}

/** The readable user info of the `userInfo` cookie and login answer (no secret). */
export function toUserInfo(user: Pick<UserRow, 'id' | 'nickname' | 'phone' | 'avatarUrl' | 'score'>): UserInfo {
  return {
    uid: user.id,
    nickname: user.nickname,
    phonenumber: user.phone ?? '',
    avatarurl: user.avatarUrl,
    userscore: user.score,
  };
}
