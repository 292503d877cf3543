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

/** The checks running less one (the caller's), never below 0 (a reset may have cleared them meanwhile). */
const otherChecksRunning = sql`greatest(${users.loginChecksRunning} - 1, 0)`;

/** The answer of `reserveLoginCheck`: may the password be checked, and if not, is the account locked (until when)? */
export type LoginCheckSlot = { isAllowed: true } | { isAllowed: false; lockedUntil: Date | null };

/**
 * Takes one of the `maxFailures` password checks of an account's window BEFORE the (slow) hash is
 * compared, in one UPDATE: the row lock makes concurrent callers, on any server instance, count one
 * after the other. Wrong passwords of the window plus checks running never pass `maxFailures`, so however
 * many requests arrive at once, at most that many passwords are compared before the account locks. The
 * window starts at the first check (again after an expired lock); its end also frees the slots of checks a
 * process left running when it died. A locked account gets no slot (`lockedUntil` says until when); a full one neither (null: the
 * slots are taken by checks still running, not by failures).
 */
export async function reserveLoginCheck(
  db: Db,
  userId: string,
  now: Date,
  policy: { windowMs: number; maxFailures: number },
): Promise<LoginCheckSlot> {
  const windowStartLimit = new Date(now.getTime() - policy.windowMs);
  // A lock still on the row here has expired (the WHERE below skips live ones): it ends the window too.
  const isWindowOver = sql`(${users.failedLoginWindowStart} is null or ${users.failedLoginWindowStart} < ${windowStartLimit} or ${users.lockedUntil} is not null)`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${isWindowOver} then 0 else ${users.failedLoginCount} end`,
      loginChecksRunning: sql`case when ${isWindowOver} then 1 else ${users.loginChecksRunning} + 1 end`,
      failedLoginWindowStart: sql`case when ${isWindowOver} then ${now} else ${users.failedLoginWindowStart} end`,
      lockedUntil: null,
    })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.lockedUntil), lte(users.lockedUntil, now)),
        or(isWindowOver, sql`${users.failedLoginCount} + ${users.loginChecksRunning} < ${policy.maxFailures}`),
      ),
    )
    .returning({ id: users.id });
  if (row) return { isAllowed: true };
  const [current] = await db.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, userId));
  const lockedUntil = current?.lockedUntil ?? null;
  return { isAllowed: false, lockedUntil: lockedUntil && lockedUntil > now ? lockedUntil : null };
}

/**
 * Ends a check with the right password: its slot is freed and the wrong passwords (and any lock) forgotten; the
 * window stays while other checks run.
 */
export async function finishLoginCheckRight(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      failedLoginCount: 0,
      loginChecksRunning: otherChecksRunning,
      failedLoginWindowStart: sql`case when ${otherChecksRunning} = 0 then null else ${users.failedLoginWindowStart} end`,
      lockedUntil: null,
    })
    .where(eq(users.id, userId));
}

/**
 * Ends a check with a wrong password: its slot becomes a failure of the window; the failure that reaches
 * `maxFailures` locks the account until `now + lockMs`. Answers the lock's end when this failure locked it.
 */
export async function finishLoginCheckWrong(
  db: Db,
  userId: string,
  now: Date,
  policy: { maxFailures: number; lockMs: number },
): Promise<Date | null> {
  const lockedUntil = new Date(now.getTime() + policy.lockMs);
  const failures = sql`(${users.failedLoginCount} + 1)`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: failures,
      loginChecksRunning: otherChecksRunning,
      lockedUntil: sql`case when ${failures} >= ${policy.maxFailures} then ${lockedUntil}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Ends a check that gave no verdict (the comparison threw): its slot is freed, the failures stay. */
export async function abandonLoginCheck(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ loginChecksRunning: otherChecksRunning }).where(eq(users.id, userId));
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
