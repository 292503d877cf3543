import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partPriceBreaks, parts } from '../../db/parts.table.ts';

/** A part as an import writes it (the columns it may carry), with its breaks in hundredths of a fen. */
export type ImportedPartRow = {
  mpn: string;
  manufacturer: string;
  package: string;
  value: string;
  description: string;
  category: string;
  moq: number;
  attritionPerMille: number;
  stockOnHand: number;
  leadTimeDays: number;
  priceBreaks: { minQuantity: number; unitPriceCentiFen: number }[];
};

/** The columns of parts an import may change on an existing part (those its file maps). */
export type ImportedPartColumn = Exclude<keyof ImportedPartRow, 'mpn' | 'manufacturer' | 'priceBreaks'>;

/** An existing part found by MPN and manufacturer (both lower case). */
export type ExistingPartRow = { id: string; mpnKey: string; manufacturerKey: string; reserved: number };

const columnNames: Record<ImportedPartColumn, string> = {
  package: 'package',
  value: 'value',
  description: 'description',
  category: 'category',
  moq: 'moq',
  attritionPerMille: 'attrition_per_mille',
  stockOnHand: 'stock_on_hand',
  leadTimeDays: 'lead_time_days',
};

/** The parts already in the catalogue with these MPNs and manufacturers (ignoring case), in one query. */
export async function findPartsByKeys(
  db: Db,
  keys: readonly { mpn: string; manufacturer: string }[],
): Promise<ExistingPartRow[]> {
  if (keys.length === 0) return [];
  const { rows } = (await db.execute(sql`
    select p.id, lower(p.mpn) as "mpnKey", lower(p.manufacturer) as "manufacturerKey", p.reserved
    from ${parts} p
    join jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(mpn text, manufacturer text)
      on lower(p.mpn) = lower(k.mpn) and lower(p.manufacturer) = lower(k.manufacturer)`)) as {
    rows: ExistingPartRow[];
  };
  return rows.map((row) => ({ ...row, reserved: Number(row.reserved) }));
}

/**
 * Inserts the parts, or changes the given columns of those whose MPN and manufacturer exist (ignoring case: the
 * unique index decides, also against a save at the same moment), in one statement; then replaces the price breaks
 * of the rows that carry some. Answers each row's part id and whether it was new, in the rows' order.
 */
export async function upsertParts(
  db: Db,
  rows: readonly ImportedPartRow[],
  changedColumns: readonly ImportedPartColumn[],
  now: Date,
): Promise<{ id: string; isNew: boolean; stockOnHand: number }[]> {
  if (rows.length === 0) return [];
  const records = rows.map((row, index) => ({ ...row, position: index, priceBreaks: undefined }));
  // Stock on hand is never written here: it changes only through the stock ledger (the caller moves it).
  const updates: SQL[] = [
    ...changedColumns
      .filter((column) => column !== 'stockOnHand')
      .map((column) => sql.raw(`${columnNames[column]} = excluded.${columnNames[column]}`)),
    sql`updated_at = excluded.updated_at`,
  ];
  const { rows: written } = (await db.execute(sql`
    with incoming as (
      select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(
        position integer, mpn text, manufacturer text, package text, value text, description text, category text,
        moq integer, "attritionPerMille" integer, "stockOnHand" integer, "leadTimeDays" integer
      )
    ),
    upserted as (
      insert into ${parts} as p (mpn, manufacturer, package, value, description, category, moq, attrition_per_mille,
        lead_time_days, updated_at)
      select mpn, manufacturer, package, value, description, category, moq, "attritionPerMille",
        "leadTimeDays", ${now.toISOString()}::timestamptz
      from incoming order by position
      on conflict ((lower(mpn)), (lower(manufacturer))) do update set ${sql.join(updates, sql`, `)}
      returning p.id, lower(p.mpn) as mpn_key, lower(p.manufacturer) as manufacturer_key, (xmax = 0) as is_new,
        p.stock_on_hand
    )
    select u.id, u.is_new as "isNew", u.stock_on_hand as "stockOnHand", i.position
    from upserted u join incoming i on lower(i.mpn) = u.mpn_key and lower(i.manufacturer) = u.manufacturer_key
    order by i.position`)) as { rows: { id: string; isNew: boolean; stockOnHand: number; position: number }[] };
  const breaks = rows.flatMap((row, index) =>
    row.priceBreaks.map((priceBreak) => ({ partId: written[index]?.id ?? '', ...priceBreak })),
  );
  const partsWithBreaks = [...new Set(breaks.map((priceBreak) => priceBreak.partId))];
  if (partsWithBreaks.length > 0) {
    await db.execute(sql`
      delete from ${partPriceBreaks}
      where part_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(partsWithBreaks)}::jsonb))`);
    await db.execute(sql`
      insert into ${partPriceBreaks} (part_id, min_quantity, unit_price_centi_fen)
      select "partId", "minQuantity", "unitPriceCentiFen"
      from jsonb_to_recordset(${JSON.stringify(breaks)}::jsonb) as b("partId" uuid, "minQuantity" integer, "unitPriceCentiFen" bigint)`);
  }
  return written.map((row) => ({ id: row.id, isNew: row.isNew, stockOnHand: Number(row.stockOnHand) }));
}

/** Deletes a part (its breaks and offers go with it); false when there is no such part. */
export async function deletePartRow(db: Db, id: string): Promise<boolean> {
  const { rows } = (await db.execute(sql`delete from ${parts} where id = ${id} returning id`)) as { rows: unknown[] };
  return rows.length > 0;
}
