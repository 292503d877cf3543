import { asc, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storageOrphans } from '../../db/storage-orphans.table.ts';

/**
 * Takes keys back from the orphans (content about to be stored again). The row lock makes it wait for a clean-up
 * deleting one of them, whose bytes are then gone: the caller stores them after this returns.
 */
export async function reviveStorageKeys(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(storageOrphans).where(inArray(storageOrphans.key, keys));
}

/** Records keys as orphaned at `at`; a key already orphaned keeps its earlier time. */
export async function markStorageKeysOrphaned(db: Db, keys: string[], at: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(storageOrphans)
    .values(keys.map((key) => ({ key, orphanedAt: at })))
    .onConflictDoNothing();
}

/**
 * Locks up to `limit` keys orphaned at or before `cutoff`, oldest first (call in a transaction; keys another clean-up
 * holds are skipped, and a revival waits for this transaction).
 */
export async function lockOrphansBefore(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: storageOrphans.key })
    .from(storageOrphans)
    .where(lte(storageOrphans.orphanedAt, cutoff))
    .orderBy(asc(storageOrphans.orphanedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.key);
}

/** Forgets orphans (their bytes deleted, or content that rows still use). */
export async function deleteOrphans(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(storageOrphans).where(inArray(storageOrphans.key, keys));
}
