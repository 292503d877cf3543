import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verificationCodes } from '../../db/verification-codes.table.ts';

/** A row of the verification_codes table. */
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/** Stores a code request (it counts against the limits from now on) and returns its id. */
export async function insertCodeRequest(db: Db, row: typeof verificationCodes.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(verificationCodes).values(row).returning({ id: verificationCodes.id });
  if (!inserted) throw new Error('insert into verification_codes returned no row');
  return inserted.id;
}

/** Removes a code request that was refused or could not be delivered, so it does not count. */
export async function deleteCodeRequest(db: Db, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/** How many other requests fell inside a window, and when the oldest of them was made. */
export type WindowCount = { count: number; oldest: Date | null };

/**
 * Takes the transaction-level locks under which code requests of a phone (or e-mail address) and of an
 * IP are counted and stored (always the recipient first, then the IP, so two requests never wait for each other in a circle).
 */
export async function lockCodeRequests(tx: Db, phone: string, requestIp: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`code-phone:${phone}`}, 0))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`code-ip:${requestIp}`}, 0))`);
}

/**
 * Counts the requests of one phone or one IP made after each of the given instants (one query, one
 * result per window); call it under `lockCodeRequests`.
 */
export async function countCodeRequests(
  db: Db,
  subject: { phone: string } | { requestIp: string },
  since: readonly Date[],
): Promise<WindowCount[]> {
  const column = 'phone' in subject ? verificationCodes.phone : verificationCodes.requestIp;
  const value = 'phone' in subject ? subject.phone : subject.requestIp;
  const earliest = new Date(Math.min(...since.map((instant) => instant.getTime())));
  const selection = Object.fromEntries(
    since.flatMap((instant, index) => [
      [
        `count${index}`,
        sql<number>`count(*) filter (where ${verificationCodes.createdAt} > ${instant})`.mapWith(Number),
      ],
      [
        `oldest${index}`,
        sql<Date | null>`min(${verificationCodes.createdAt}) filter (where ${verificationCodes.createdAt} > ${instant})`,
      ],
    ]),
  );
  const [row] = await db
    .select(selection)
    .from(verificationCodes)
    .where(and(eq(column, value), gt(verificationCodes.createdAt, earliest)));
  return since.map((_instant, index) => {
    const oldest = row?.[`oldest${index}`];
    return {
      count: Number(row?.[`count${index}`] ?? 0),
      oldest: oldest === null || oldest === undefined ? null : new Date(oldest as string | Date),
    };
  });
}

/** The newest delivered code of a phone or e-mail address (by channel) for a purpose, as of `at`. */
export async function findLatestCode(
  db: Db,
  channel: VerificationCodeRow['channel'],
  phone: string,
  purpose: VerificationCodeRow['purpose'],
  at: Date,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.phone, phone),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.isDelivered, true),
        lt(verificationCodes.createdAt, new Date(at.getTime() + 1)),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Takes one of a code's `maxTries` tries BEFORE the typed code is compared, in one UPDATE (the row lock
 * orders concurrent callers on any instance): true when a try was left. The column counts every try;
 * a right code is used up at once, so the tries of a live code are its wrong ones.
 */
export async function reserveCodeTry(db: Db, id: string, maxTries: number): Promise<boolean> {
  const reserved = await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.failedAttempts, maxTries),
      ),
    )
    .returning({ id: verificationCodes.id });
  return reserved.length === 1;
}

/**
 * Marks a code used, only if it is still unused; true when this call used it (so two requests racing
 * with the same code cannot both succeed). The try was reserved before the comparison.
 */
export async function markCodeUsed(db: Db, id: string, at: Date): Promise<boolean> {
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: at })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
