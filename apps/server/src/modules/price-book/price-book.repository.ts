import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { priceBooks } from '../../db/price-books.table.ts';

/** A stored price-book version. */
export type PriceBookRow = typeof priceBooks.$inferSelect;

/** Finds the highest (current) price-book version with its book. */
export async function findLatestPriceBook(db: Db): Promise<PriceBookRow | undefined> {
  const [row] = await db.select().from(priceBooks).orderBy(desc(priceBooks.version)).limit(1);
  return row;
}

/** Finds the number of the highest price-book version (a cheap check whether the cache is stale). */
export async function findLatestPriceBookVersion(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ version: priceBooks.version })
    .from(priceBooks)
    .orderBy(desc(priceBooks.version))
    .limit(1);
  return row?.version;
}

/** Finds one stored price-book version. */
export async function findPriceBookByVersion(db: Db, version: number): Promise<PriceBookRow | undefined> {
  const [row] = await db.select().from(priceBooks).where(eq(priceBooks.version, version)).limit(1);
  return row;
}

/** Inserts a new version; answers undefined when that version already exists (rows are never overwritten). */
export async function insertPriceBookVersion(
  db: Db,
  row: { version: number; book: PriceBook; createdBy: string | null; note: string },
): Promise<PriceBookRow | undefined> {
  const [inserted] = await db
    .insert(priceBooks)
    .values(row)
    .onConflictDoNothing({ target: priceBooks.version })
    .returning();
  return inserted;
}

/** Seeds the default price book as version 1 once; an existing version 1 is left as it is. */
export async function insertDefaultPriceBook(db: Db): Promise<void> {
  await insertPriceBookVersion(db, {
    version: 1,
    book: defaultPriceBook,
    createdBy: null,
    note: 'default (pricing.md)',
  });
}
