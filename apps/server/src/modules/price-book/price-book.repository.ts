import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { priceBooks } from '../../db/price-books.table.ts';
import { selectUserContact, users } from '../../db/users.table.ts';

/** The channel a publication announces its version on; PostgreSQL delivers it on commit, never on rollback. */
export const priceBookChannel = 'price_book_published';

/** Announces a new version to every server instance's LISTEN (call inside the publishing transaction). */
export async function notifyPriceBookPublished(db: Db, version: number): Promise<void> {
  await db.execute(sql`select pg_notify(${priceBookChannel}, ${String(version)})`);
}

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

/** One page of the stored versions, newest first, with who published each (no book: the list stays small). */
export async function listPriceBookVersions(db: Db, paging: { pageNum: number; pageSize: number }) {
  const [counted] = await db.select({ total: count() }).from(priceBooks);
  const rows = await db
    .select({
      version: priceBooks.version,
      createdAt: priceBooks.createdAt,
      note: priceBooks.note,
      nickname: users.nickname,
      contact: selectUserContact(),
    })
    .from(priceBooks)
    .leftJoin(users, eq(users.id, priceBooks.createdBy))
    .orderBy(desc(priceBooks.version))
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize);
  return { total: counted?.total ?? 0, rows };
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
