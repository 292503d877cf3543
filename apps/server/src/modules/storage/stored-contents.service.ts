import type { Db } from '../../db/client.ts';
import type { FileStorage } from './file-storage.ts';
import {
  deleteOrphans,
  lockOrphansBefore,
  markStorageKeysOrphaned,
  reviveStorageKeys,
} from './storage-orphans.repository.ts';

/** Which of some storage keys rows still refer to (files, previews, images…), read with the given connection. */
export type ListReferencedStorageKeys = (db: Db, keys: string[]) => Promise<Set<string>>;

/** How long released content is kept before its bytes may go: far longer than storing and recording one upload. */
export const orphanGraceMs = 60 * 60 * 1000;

/** Keys deleted per transaction of the sweep (each holds their row locks while their bytes are deleted). */
const sweepBatchSize = 100;

/**
 * The life of stored content that rows share (files are stored by the hash of their content, so two uploads of the
 * same bytes are one stored object). Deleting bytes used to be "no row refers to it? then delete", two steps, so an
 * identical upload between them lost its bytes. Now:
 * - `store` takes the key back from the orphans first (waiting, by the row lock, for a sweep deleting it), then
 *   stores the bytes; the caller records its row after.
 * - `release` (a row was deleted, an upload failed after storing) only marks keys orphaned, with the time.
 * - `sweepOrphans` (the clean-up job) deletes the bytes of keys orphaned longer than the grace period that no row
 *   refers to, holding their orphan rows locked meanwhile, and forgets the ones rows use again.
 * Bytes are deleted only through the FileStorage interface (disk or bucket).
 */
export function createStoredContentsService(dependencies: {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  listReferencedKeys: ListReferencedStorageKeys;
  graceMs?: number;
}) {
  const { db, storage, now, listReferencedKeys } = dependencies;
  const graceMs = dependencies.graceMs ?? orphanGraceMs;

  /** Stores content under its key, taking the key back from the orphans first. */
  async function store(key: string, source: { path: string } | Uint8Array): Promise<void> {
    await reviveStorageKeys(db, [key]);
    await storage.put(key, source);
  }

  /**
   * Marks keys whose row went (or never came) for deletion after the grace period, if no row uses them then; `tx`
   * when the rows are deleted in a transaction, so the keys are released exactly when the rows go.
   */
  async function release(keys: Iterable<string>, tx: Db = db): Promise<void> {
    await markStorageKeysOrphaned(tx, [...new Set(keys)], now());
  }

  /** Deletes the bytes of content orphaned longer than the grace period that no row refers to; answers how many. */
  async function sweepOrphans(): Promise<number> {
    const cutoff = new Date(now().getTime() - graceMs);
    let deleted = 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const keys = await lockOrphansBefore(tx, cutoff, sweepBatchSize);
        const referenced = await listReferencedKeys(tx, keys);
        const unreferenced = keys.filter((key) => !referenced.has(key));
        for (const key of unreferenced) await storage.delete(key);
        await deleteOrphans(tx, keys);
        return { locked: keys.length, deleted: unreferenced.length };
      });
      deleted += batch.deleted;
      if (batch.locked < sweepBatchSize) return deleted;
    }
  }

  return { store, release, sweepOrphans };
}

/** The stored-contents service as the files and images services receive it. */
export type StoredContentsService = ReturnType<typeof createStoredContentsService>;
