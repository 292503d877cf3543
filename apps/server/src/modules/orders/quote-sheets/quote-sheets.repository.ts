import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderLines, quoteSheetLines, quoteSheets } from '../../../db/orders.table.ts';
import { parts } from '../../../db/parts.table.ts';
import { supplierOffers, suppliers } from '../../../db/suppliers.table.ts';

/** An order's sheet row, or undefined before its first save. */
export async function findQuoteSheet(db: Db, orderId: string) {
  const [row] = await db.select().from(quoteSheets).where(eq(quoteSheets.orderId, orderId)).limit(1);
  return row;
}

/**
 * Moves a sheet from `expected` to the next version in one statement: the first save (expected 0) inserts version 1,
 * a later one updates the row only while it still holds `expected`. Undefined when another save came first (two
 * first saves at once: the second finds the row and its version no longer 0).
 */
export async function advanceQuoteSheetVersion(
  tx: Db,
  input: { orderId: string; expected: number; userId: string; at: Date },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(quoteSheets)
    .values({ orderId: input.orderId, version: 1, updatedByUserId: input.userId, updatedAt: input.at })
    .onConflictDoUpdate({
      target: quoteSheets.orderId,
      set: { version: sql`${quoteSheets.version} + 1`, updatedByUserId: input.userId, updatedAt: input.at },
      setWhere: eq(quoteSheets.version, input.expected),
    })
    .returning({ version: quoteSheets.version });
  // A first insert answers version 1 only when version 0 was expected (an existing sheet would have conflicted).
  if (row && row.version === input.expected + 1) return row.version;
  return undefined;
}

/** The buyer's drafts of some lines, written over what they held (the salesperson's prices kept). */
export async function writePurchaseDrafts(
  tx: Db,
  orderId: string,
  lines: readonly {
    orderLineId: string;
    supplierId: string | null;
    supplierName: string | null;
    unitCostCentiFen: number | null;
    alternateMpn: string;
    note: string;
  }[],
): Promise<void> {
  await tx
    .insert(quoteSheetLines)
    .values(lines.map((line) => ({ ...line, orderId })))
    .onConflictDoUpdate({
      target: quoteSheetLines.orderLineId,
      set: {
        supplierId: sql`excluded.supplier_id`,
        supplierName: sql`excluded.supplier_name`,
        unitCostCentiFen: sql`excluded.unit_cost_centi_fen`,
        alternateMpn: sql`excluded.alternate_mpn`,
        note: sql`excluded.note`,
      },
    });
}

/** The salesperson's draft prices of some lines (the buyer's drafts kept). */
export async function writeSalesDrafts(
  tx: Db,
  orderId: string,
  lines: readonly { orderLineId: string; unitPriceCentiFen: number | null }[],
): Promise<void> {
  await tx
    .insert(quoteSheetLines)
    .values(lines.map((line) => ({ ...line, orderId })))
    .onConflictDoUpdate({
      target: quoteSheetLines.orderLineId,
      set: { unitPriceCentiFen: sql`excluded.unit_price_centi_fen` },
    });
}

/** An order's lines in order, each with its drafts (null before any) and its catalogue part. */
export async function listSheetLines(db: Db, orderId: string) {
  return db
    .select({
      line: orderLines,
      draft: quoteSheetLines,
      part: { id: parts.id, mpn: parts.mpn, manufacturer: parts.manufacturer },
    })
    .from(orderLines)
    .leftJoin(quoteSheetLines, eq(quoteSheetLines.orderLineId, orderLines.id))
    .leftJoin(parts, eq(parts.id, orderLines.partId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.lineNo));
}

/** Every offer of the given parts with its supplier's name and currency, cheapest first. */
export async function listOffersOfParts(db: Db, partIds: readonly string[]) {
  if (partIds.length === 0) return [];
  return db
    .select({
      partId: supplierOffers.partId,
      supplierId: supplierOffers.supplierId,
      supplierName: suppliers.name,
      currency: suppliers.currency,
      minQuantity: supplierOffers.minQuantity,
      unitPriceCentiFen: supplierOffers.unitPriceCentiFen,
      leadTimeDays: supplierOffers.leadTimeDays,
    })
    .from(supplierOffers)
    .innerJoin(suppliers, eq(suppliers.id, supplierOffers.supplierId))
    .where(inArray(supplierOffers.partId, [...partIds]))
    .orderBy(asc(supplierOffers.unitPriceCentiFen), asc(suppliers.name));
}

/** The suppliers among `ids` that exist, with their names. */
export async function findSuppliersByIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(and(inArray(suppliers.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
