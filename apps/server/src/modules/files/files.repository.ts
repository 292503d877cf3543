import { and, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/files.table.ts';

/** A stored file's row. */
export type FileRow = typeof files.$inferSelect;

/** Columns of a new file row. */
export type NewFileRow = typeof files.$inferInsert;

/** Inserts a file row and returns it. */
export async function insertFile(db: Db, row: NewFileRow): Promise<FileRow> {
  const [inserted] = await db.insert(files).values(row).returning();
  if (!inserted) throw new Error('file insert returned no row');
  return inserted;
}

/** Finds a file by id. */
export async function findFileById(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** A user's newest files (name, kind, size, time; not the analysis), newest first. */
export async function listNewestFilesOfOwner(db: Db, ownerUserId: string, limit: number) {
  return (
    db
      .select({
        id: files.id,
        kind: sql<'gerber' | 'bom' | 'cpl'>`${files.kind}`,
        originalName: files.originalName,
        size: files.size,
        createdAt: files.createdAt,
      })
      .from(files)
      // Layout design uploads belong to their job's page, not to the ordering home's recent files.
      .where(and(eq(files.ownerUserId, ownerUserId), ne(files.kind, 'design')))
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(limit)
  );
}

/** Replaces a file's analysis. */
export async function updateFileAnalysis(db: Db, id: string, analysis: unknown): Promise<void> {
  await db.update(files).set({ analysis }).where(eq(files.id, id));
}

/** Hands a visitor's unexpired files to a user (they no longer expire); returns how many. */
export async function transferVisitorFiles(db: Db, visitorKey: string, userId: string, at: Date): Promise<number> {
  const moved = await db
    .update(files)
    .set({ ownerUserId: userId, visitorKey: null, expiresAt: null })
    .where(and(eq(files.visitorKey, visitorKey), or(isNull(files.expiresAt), gt(files.expiresAt, at))))
    .returning({ id: files.id });
  return moved.length;
}

/** Deletes the files expired at a moment; answers how many, and their storage keys (content and previews). */
export async function deleteExpiredFiles(db: Db, at: Date): Promise<{ count: number; keys: string[] }> {
  const deleted = await db
    .delete(files)
    .where(lte(files.expiresAt, at))
    .returning({ hash: files.hash, top: files.previewTopHash, bottom: files.previewBottomHash });
  const keys = deleted.flatMap((row) => [row.hash, row.top, row.bottom]).filter((key): key is string => Boolean(key));
  return { count: deleted.length, keys };
}

/** Which of some storage keys a file row still refers to (as content or preview). */
export async function listFileStorageKeysIn(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ hash: files.hash, top: files.previewTopHash, bottom: files.previewBottomHash })
    .from(files)
    .where(or(inArray(files.hash, keys), inArray(files.previewTopHash, keys), inArray(files.previewBottomHash, keys)));
  const wanted = new Set(keys);
  return new Set(
    rows
      .flatMap((row) => [row.hash, row.top, row.bottom])
      .filter((key): key is string => key !== null && wanted.has(key)),
  );
}
