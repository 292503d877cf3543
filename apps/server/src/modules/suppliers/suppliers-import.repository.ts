import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supplierOffers, suppliers } from '../../db/suppliers.table.ts';

/** A supplier as an import writes it. */
export type ImportedSupplierRow = {
  name: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  paymentTerms: string;
  currency: string;
  rating: number;
};

/** The columns an import may change on an existing supplier (those its file maps). */
export type ImportedSupplierColumn = Exclude<keyof ImportedSupplierRow, 'name'>;

/** An offer as an import writes it: the part's id, the supplier's id, price in hundredths of a minor unit. */
export type ImportedOfferRow = {
  supplierId: string;
  partId: string;
  supplierSku: string;
  minQuantity: number;
  unitPriceCentiFen: number;
  leadTimeDays: number;
};

const columnNames: Record<ImportedSupplierColumn, string> = {
  contactName: 'contact_name',
  contactPhone: 'contact_phone',
  contactEmail: 'contact_email',
  paymentTerms: 'payment_terms',
  currency: 'currency',
  rating: 'rating',
};

/** The suppliers with these names (ignoring case): id and lower-case name, in one query. */
export async function findSuppliersByNames(
  db: Db,
  names: readonly string[],
): Promise<{ id: string; nameKey: string }[]> {
  if (names.length === 0) return [];
  const { rows } = (await db.execute(sql`
    select id, lower(name) as "nameKey" from ${suppliers}
    where lower(name) in (select lower(value) from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))`)) as {
    rows: { id: string; nameKey: string }[];
  };
  return rows;
}

/**
 * Inserts the suppliers, or changes the given columns of those whose name exists (ignoring case; the unique index
 * decides), in one statement. Answers whether each row was new, in the rows' order.
 */
export async function upsertSuppliers(
  db: Db,
  rows: readonly ImportedSupplierRow[],
  changedColumns: readonly ImportedSupplierColumn[],
  now: Date,
): Promise<{ id: string; isNew: boolean }[]> {
  if (rows.length === 0) return [];
  const records = rows.map((row, index) => ({ ...row, position: index }));
  const updates: SQL[] = [
    ...changedColumns.map((column) => sql.raw(`${columnNames[column]} = excluded.${columnNames[column]}`)),
    sql`updated_at = excluded.updated_at`,
  ];
  const { rows: written } = (await db.execute(sql`
    with incoming as (
      select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(
        position integer, name text, "contactName" text, "contactPhone" text, "contactEmail" text,
        "paymentTerms" text, currency text, rating integer
      )
    ),
    upserted as (
      insert into ${suppliers} as s (name, contact_name, contact_phone, contact_email, payment_terms, currency, rating,
        updated_at)
      select name, "contactName", "contactPhone", "contactEmail", "paymentTerms", currency, rating,
        ${now.toISOString()}::timestamptz
      from incoming order by position
      on conflict ((lower(name))) do update set ${sql.join(updates, sql`, `)}
      returning s.id, lower(s.name) as name_key, (xmax = 0) as is_new
    )
    select u.id, u.is_new as "isNew" from upserted u join incoming i on lower(i.name) = u.name_key
    order by i.position`)) as { rows: { id: string; isNew: boolean }[] };
  return written;
}

/** Adds the offers, or changes the one of the same supplier, part and minimum quantity, in one statement. */
export async function upsertOffers(db: Db, offers: readonly ImportedOfferRow[], now: Date): Promise<number> {
  if (offers.length === 0) return 0;
  const { rows } = (await db.execute(sql`
    insert into ${supplierOffers} (supplier_id, part_id, supplier_sku, min_quantity, unit_price_centi_fen,
      lead_time_days, updated_at)
    select "supplierId", "partId", "supplierSku", "minQuantity", "unitPriceCentiFen", "leadTimeDays",
      ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(offers)}::jsonb) as o("supplierId" uuid, "partId" uuid,
      "supplierSku" text, "minQuantity" integer, "unitPriceCentiFen" bigint, "leadTimeDays" integer)
    on conflict (supplier_id, part_id, min_quantity) do update set supplier_sku = excluded.supplier_sku,
      unit_price_centi_fen = excluded.unit_price_centi_fen, lead_time_days = excluded.lead_time_days,
      updated_at = excluded.updated_at
    returning id`)) as { rows: unknown[] };
  return rows.length;
}

/** Deletes a supplier (its offers go with it); false when there is no such supplier. */
export async function deleteSupplierRow(db: Db, id: string): Promise<boolean> {
  const { rows } = (await db.execute(sql`delete from ${suppliers} where id = ${id} returning id`)) as {
    rows: unknown[];
  };
  return rows.length > 0;
}
