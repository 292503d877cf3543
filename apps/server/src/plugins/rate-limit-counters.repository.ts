import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/rate-limit-counters.table.ts';

/** Hits to add to one counter, and where its window ends when these hits start a new one. */
export type CounterHits = { scope: string; key: string; hits: number; windowEndsAt: Date };

/** A counter as stored after the hits were added: the window's total over every instance, and its end. */
export type CounterTotal = { scope: string; key: string; hits: number; windowEndsAt: Date };

/**
 * Adds hits to counters in one INSERT … ON CONFLICT DO UPDATE … RETURNING (the row lock orders concurrent additions,
 * so each caller sees the total including its own hits and no other's later ones). A stored window that has ended at
 * `at` starts again with these hits; so does one ending more than a window after a fresh one would (the clock was set
 * back, as tests do). Answers every counter's total and window end.
 */
export async function addRateLimitHits(db: Db, rows: CounterHits[], at: Date): Promise<CounterTotal[]> {
  if (rows.length === 0) return [];
  const atText = at.toISOString();
  const isWindowOver = sql`(${rateLimitCounters.windowEndsAt} <= ${atText}::timestamptz
    or ${rateLimitCounters.windowEndsAt} > excluded.window_ends_at + (excluded.window_ends_at - ${atText}::timestamptz))`;
  return db
    .insert(rateLimitCounters)
    .values(rows)
    .onConflictDoUpdate({
      target: [rateLimitCounters.scope, rateLimitCounters.key],
      set: {
        hits: sql`case when ${isWindowOver} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
        windowEndsAt: sql`case when ${isWindowOver} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({
      scope: rateLimitCounters.scope,
      key: rateLimitCounters.key,
      hits: rateLimitCounters.hits,
      windowEndsAt: rateLimitCounters.windowEndsAt,
    });
}

/** A counter as stored (its window may have ended). */
export async function findRateLimitCounter(db: Db, scope: string, key: string): Promise<CounterTotal | undefined> {
  const [row] = await db
    .select()
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.scope, scope), eq(rateLimitCounters.key, key)));
  return row;
}

/** Deletes the counters whose window ended at or before `at`; answers how many. */
export async function deleteEndedRateLimitCounters(db: Db, at: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.windowEndsAt, at))
    .returning({ scope: rateLimitCounters.scope });
  return deleted.length;
}
