import { and, asc, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partAliases, partPriceBreaks, parts } from '../../db/parts.table.ts';

/** A row of the parts table. */
export type PartRow = typeof parts.$inferSelect;
/** The fields of a part staff edit. */
export type PartFields = Omit<typeof parts.$inferInsert, 'id' | 'createdAt'>;
/** A price break as stored: from `minQuantity` on, `unitPriceCentiFen` each. */
export type PriceBreakRow = Pick<typeof partPriceBreaks.$inferSelect, 'minQuantity' | 'unitPriceCentiFen'>;
/** A part as the list shows it: its row and the unit price of its smallest break (null without breaks). */
export type PartListRow = PartRow & { fromUnitPriceCentiFen: number | null };

/** What the catalogue is filtered by: an MPN prefix, a value and a package (ignoring case) and a category. */
export type PartFilter = {
  mpn?: string | undefined;
  value?: string | undefined;
  package?: string | undefined;
  category?: string | undefined;
};

/** A LIKE pattern matching text that starts with `prefix` (its %, _ and \ taken literally). */
function toPrefixPattern(prefix: string): string {
  return `${prefix.toLowerCase().replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
}

function buildFilter(filter: PartFilter): SQL | undefined {
  return and(
    filter.mpn ? sql`lower(${parts.mpn}) like ${toPrefixPattern(filter.mpn)}` : undefined,
    filter.value ? sql`lower(${parts.value}) = ${filter.value.toLowerCase()}` : undefined,
    filter.package ? sql`lower(${parts.package}) = ${filter.package.toLowerCase()}` : undefined,
    filter.category ? eq(parts.category, filter.category) : undefined,
  );
}

// The smallest break's price, correlated with the outer query's part: one query for the page, none per row. Spelled
// with qualified names: Drizzle leaves a one-table query's columns bare, and a bare "id" would be the break's.
const fromUnitPriceCentiFen = sql<
  number | null
>`(select b.unit_price_centi_fen from part_price_breaks b where b.part_id = parts.id order by b.min_quantity limit 1)`.mapWith(
  (value: unknown) => (value === null ? null : Number(value)),
);

/** A page of parts matching a filter, by MPN then manufacturer, with the number of all matching parts. */
export async function listParts(
  db: Db,
  filter: PartFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: PartListRow[]; total: number }> {
  const where = buildFilter(filter);
  const rows = await db
    .select({ ...getTableColumns(parts), fromUnitPriceCentiFen })
    .from(parts)
    .where(where)
    .orderBy(asc(sql`lower(${parts.mpn})`), asc(sql`lower(${parts.manufacturer})`), asc(parts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(parts).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** One part, or undefined. */
export async function findPart(db: Db, id: string): Promise<PartRow | undefined> {
  const [row] = await db.select().from(parts).where(eq(parts.id, id)).limit(1);
  return row;
}

/** A part's price breaks by increasing quantity. */
export async function listPriceBreaks(db: Db, partId: string): Promise<PriceBreakRow[]> {
  return db
    .select({ minQuantity: partPriceBreaks.minQuantity, unitPriceCentiFen: partPriceBreaks.unitPriceCentiFen })
    .from(partPriceBreaks)
    .where(eq(partPriceBreaks.partId, partId))
    .orderBy(asc(partPriceBreaks.minQuantity));
}

/** Inserts a part and returns its id. */
export async function insertPart(db: Db, fields: PartFields): Promise<string> {
  const [inserted] = await db.insert(parts).values(fields).returning({ id: parts.id });
  if (!inserted) throw new Error('insert into parts returned no row');
  return inserted.id;
}

/** Changes a part; false when there is no such part. */
export async function updatePart(db: Db, id: string, fields: PartFields): Promise<boolean> {
  const updated = await db.update(parts).set(fields).where(eq(parts.id, id)).returning({ id: parts.id });
  return updated.length > 0;
}

/** Replaces a part's price breaks with the given ones (call inside the transaction that saves the part). */
export async function replacePriceBreaks(db: Db, partId: string, breaks: readonly PriceBreakRow[]): Promise<void> {
  await db.delete(partPriceBreaks).where(eq(partPriceBreaks.partId, partId));
  if (breaks.length > 0)
    await db.insert(partPriceBreaks).values(breaks.map((priceBreak) => ({ partId, ...priceBreak })));
}

/** A part's aliases, alphabetically. */
export async function listAliases(db: Db, partId: string): Promise<string[]> {
  const rows = await db
    .select({ alias: partAliases.alias })
    .from(partAliases)
    .where(eq(partAliases.partId, partId))
    .orderBy(asc(partAliases.alias));
  return rows.map((row) => row.alias);
}

/** Replaces a part's aliases with the given ones (call inside the transaction that saves the part). */
export async function replaceAliases(db: Db, partId: string, aliases: readonly string[]): Promise<void> {
  await db.delete(partAliases).where(eq(partAliases.partId, partId));
  if (aliases.length > 0) await db.insert(partAliases).values(aliases.map((alias) => ({ partId, alias })));
}

/** The unique index refusing a second part with the same MPN and manufacturer (ignoring case). */
export const duplicatePartConstraint = 'parts_mpn_manufacturer_unique';
