import { asc, count, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supplierOffers, suppliers } from '../../db/suppliers.table.ts';

/** A row of the suppliers table. */
export type SupplierRow = typeof suppliers.$inferSelect;
/** The fields of a supplier staff edit. */
export type SupplierFields = Omit<typeof suppliers.$inferInsert, 'id' | 'createdAt'>;
/** A supplier as the list shows it, with how many offers it has. */
export type SupplierListRow = SupplierRow & { offerCount: number };
/** The fields of an offer staff edit. */
export type OfferFields = Omit<typeof supplierOffers.$inferInsert, 'id' | 'createdAt'>;
/** An offer of a part with its supplier's name and currency. */
export type PartOfferRow = typeof supplierOffers.$inferSelect & { supplierName: string; currency: string };

/** The unique index refusing a second supplier of the same name (ignoring case). */
export const duplicateSupplierConstraint = 'suppliers_name_unique';
/** The unique index refusing a second offer of one supplier for one part from the same quantity. */
export const duplicateOfferConstraint = 'supplier_offers_unique';
/** The foreign keys an offer's supplier and part must satisfy. */
export const offerSupplierConstraint = 'supplier_offers_supplier_id_suppliers_id_fk';
export const offerPartConstraint = 'supplier_offers_part_id_parts_id_fk';

/** A LIKE pattern matching text that holds `keyword` (its %, _ and \ taken literally). */
function toContainsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
}

// How many offers a supplier has, correlated with the outer query: one query for the page, none per row. Spelled
// with qualified names: Drizzle leaves a one-table query's columns bare, and a bare "id" would be the offer's.
const offerCount = sql<number>`(select count(*) from supplier_offers o where o.supplier_id = suppliers.id)`.mapWith(
  Number,
);

/** A page of suppliers whose name or contact holds the keyword (ignoring case), by name, with the total. */
export async function listSuppliers(
  db: Db,
  keyword: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: SupplierListRow[]; total: number }> {
  const pattern = keyword ? toContainsPattern(keyword) : undefined;
  const where: SQL | undefined = pattern
    ? or(ilike(suppliers.name, pattern), ilike(suppliers.contactName, pattern))
    : undefined;
  const rows = await db
    .select({ ...getTableColumns(suppliers), offerCount })
    .from(suppliers)
    .where(where)
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(suppliers).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Inserts a supplier and returns its id. */
export async function insertSupplier(db: Db, fields: SupplierFields): Promise<string> {
  const [inserted] = await db.insert(suppliers).values(fields).returning({ id: suppliers.id });
  if (!inserted) throw new Error('insert into suppliers returned no row');
  return inserted.id;
}

/** Changes a supplier; false when there is no such supplier. */
export async function updateSupplier(db: Db, id: string, fields: SupplierFields): Promise<boolean> {
  const updated = await db.update(suppliers).set(fields).where(eq(suppliers.id, id)).returning({ id: suppliers.id });
  return updated.length > 0;
}

/** The offers of a part with their suppliers, cheapest first (prices are in each supplier's currency). */
export async function listOffersOfPart(db: Db, partId: string): Promise<PartOfferRow[]> {
  return db
    .select({ ...getTableColumns(supplierOffers), supplierName: suppliers.name, currency: suppliers.currency })
    .from(supplierOffers)
    .innerJoin(suppliers, eq(suppliers.id, supplierOffers.supplierId))
    .where(eq(supplierOffers.partId, partId))
    .orderBy(asc(supplierOffers.unitPriceCentiFen), asc(supplierOffers.minQuantity), asc(supplierOffers.id));
}

/** Inserts an offer and returns its id. */
export async function insertOffer(db: Db, fields: OfferFields): Promise<string> {
  const [inserted] = await db.insert(supplierOffers).values(fields).returning({ id: supplierOffers.id });
  if (!inserted) throw new Error('insert into supplier_offers returned no row');
  return inserted.id;
}

/** Changes an offer; false when there is no such offer. */
export async function updateOffer(db: Db, id: string, fields: OfferFields): Promise<boolean> {
  const updated = await db
    .update(supplierOffers)
    .set(fields)
    .where(eq(supplierOffers.id, id))
    .returning({ id: supplierOffers.id });
  return updated.length > 0;
}

/** Deletes an offer; false when there was no such offer. */
export async function deleteOffer(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(supplierOffers).where(eq(supplierOffers.id, id)).returning({ id: supplierOffers.id });
  return deleted.length > 0;
}
