import type { PointsReason } from '@boardforge/contracts/points.ts';
import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointsLedger } from '../../db/points.table.ts';
import { users } from '../../db/users.table.ts';

/** A row of the points ledger. */
export type PointsLedgerRow = typeof pointsLedger.$inferSelect;

/**
 * Adds a ledger row and moves users.score by the same amount — call it inside a transaction. The
 * score changes by a conditional UPDATE (score + change >= 0), so concurrent spends can never take
 * a balance below zero. Returns the new balance, or undefined when the balance is too small.
 */
export async function addPointsEntry(
  tx: Db,
  entry: { userId: string; change: number; reason: PointsReason; orderNo?: string | undefined; at: Date },
): Promise<number | undefined> {
  const [updated] = await tx
    .update(users)
    .set({ score: sql`${users.score} + ${entry.change}` })
    .where(and(eq(users.id, entry.userId), sql`${users.score} + ${entry.change} >= 0`))
    .returning({ score: users.score });
  if (!updated) return undefined;
  await tx.insert(pointsLedger).values({
    userId: entry.userId,
    change: entry.change,
    balanceAfter: updated.score,
    reason: entry.reason,
    orderNo: entry.orderNo ?? null,
    createdAt: entry.at,
  });
  return updated.score;
}

/** A page of a user's ledger rows, newest first; `kind` keeps credits (earn) or debits (spend). */
export async function listPointsEntries(
  db: Db,
  userId: string,
  filter: { kind: 'earn' | 'spend' | undefined; limit: number; offset: number },
): Promise<{ rows: PointsLedgerRow[]; total: number }> {
  const kindCondition =
    filter.kind === 'earn'
      ? gt(pointsLedger.change, 0)
      : filter.kind === 'spend'
        ? lt(pointsLedger.change, 0)
        : undefined;
  const condition = and(eq(pointsLedger.userId, userId), kindCondition);
  const rows = await db
    .select()
    .from(pointsLedger)
    .where(condition)
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ value: count() }).from(pointsLedger).where(condition);
  return { rows, total: total?.value ?? 0 };
}

/** The sum of a user's ledger changes (what users.score must equal). */
export async function sumPointsEntries(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${pointsLedger.change}), 0)`.mapWith(Number) })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return row?.value ?? 0;
}
