import { eq } from 'drizzle-orm';
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
