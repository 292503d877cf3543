import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
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
 * Counts the requests of one phone or one IP, other than `exceptId`, made after each of the given
 * instants (one query, one result per window).
 */
export async function countCodeRequests(
  db: Db,
  subject: { phone: string } | { requestIp: string },
  since: readonly Date[],
  exceptId: string,
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
    .where(and(eq(column, value), gt(verificationCodes.createdAt, earliest), ne(verificationCodes.id, exceptId)));
  return since.map((_instant, index) => {
    const oldest = row?.[`oldest${index}`];
    return {
      count: Number(row?.[`count${index}`] ?? 0),
      oldest: oldest === null || oldest === undefined ? null : new Date(oldest as string | Date),
    };
  });
}

/** The newest delivered code of a phone for a purpose, as of `at`. */
export async function findLatestCode(
  db: Db,
  phone: string,
  purpose: VerificationCodeRow['purpose'],
  at: Date,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
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

/** Counts one wrong try against a code. */
export async function recordWrongCode(db: Db, id: string): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(eq(verificationCodes.id, id));
}

/**
 * Marks a code used, only if it is still unused and under the wrong-try limit; true when this call
 * used it (so two requests racing with the same code cannot both succeed).
 */
export async function markCodeUsed(db: Db, id: string, at: Date, maxWrongTries: number): Promise<boolean> {
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.failedAttempts, maxWrongTries),
      ),
    )
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
