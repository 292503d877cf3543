import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images } from '../../db/images.table.ts';

/** A row of the images table. */
type ImageRow = typeof images.$inferSelect;

/** Records an uploaded image and returns its row. */
export async function insertImage(tx: Db, image: typeof images.$inferInsert): Promise<ImageRow> {
  const [row] = await tx.insert(images).values(image).returning();
  if (!row) throw new Error('insert into images returned no row');
  return row;
}

/** One image by id. */
export async function findImageById(db: Db, id: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
  return row;
}

/** Which of some storage keys an image or thumbnail still uses. */
export async function listImageStorageKeysIn(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ image: images.storageKey, thumbnail: images.thumbnailKey })
    .from(images)
    .where(or(inArray(images.storageKey, keys), inArray(images.thumbnailKey, keys)));
  const wanted = new Set(keys);
  return new Set(rows.flatMap((row) => [row.image, row.thumbnail]).filter((key) => wanted.has(key)));
}
