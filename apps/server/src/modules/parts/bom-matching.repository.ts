import { asc, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partAliases, partPriceBreaks, parts } from '../../db/parts.table.ts';
import type { PriceBreakRow } from './parts.repository.ts';

/** A catalogue part a BOM line may match: what pricing and the stock check need, and the numbers it is known by. */
export type MatchablePart = {
  id: string;
  mpn: string;
  manufacturer: string;
  package: string;
  moq: number;
  attritionPerMille: number;
  stockOnHand: number;
  reserved: number;
  priceBreaks: PriceBreakRow[];
};

/**
 * The parts whose MPN or one of whose aliases equals one of `numbers` (lowered), with their price breaks: three
 * queries whatever the number of lines (the lowered-MPN and alias indexes serve the lookups).
 */
export async function findPartsByNumbers(
  db: Db,
  numbers: readonly string[],
): Promise<{ byMpn: Map<string, MatchablePart[]>; byAlias: Map<string, MatchablePart[]> }> {
  const byMpn = new Map<string, MatchablePart[]>();
  const byAlias = new Map<string, MatchablePart[]>();
  if (numbers.length === 0) return { byMpn, byAlias };
  const aliasRows = await db
    .select({ partId: partAliases.partId, alias: sql<string>`lower(${partAliases.alias})` })
    .from(partAliases)
    .where(inArray(sql`lower(${partAliases.alias})`, [...numbers]));
  const partRows = await db
    .select({
      id: parts.id,
      mpn: parts.mpn,
      manufacturer: parts.manufacturer,
      package: parts.package,
      moq: parts.moq,
      attritionPerMille: parts.attritionPerMille,
      stockOnHand: parts.stockOnHand,
      reserved: parts.reserved,
    })
    .from(parts)
    .where(
      or(
        inArray(sql`lower(${parts.mpn})`, [...numbers]),
        aliasRows.length > 0
          ? inArray(
              parts.id,
              aliasRows.map((row) => row.partId),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${parts.manufacturer})`), asc(parts.id));
  if (partRows.length === 0) return { byMpn, byAlias };
  const breakRows = await db
    .select({
      partId: partPriceBreaks.partId,
      minQuantity: partPriceBreaks.minQuantity,
      unitPriceCentiFen: partPriceBreaks.unitPriceCentiFen,
    })
    .from(partPriceBreaks)
    .where(
      inArray(
        partPriceBreaks.partId,
        partRows.map((row) => row.id),
      ),
    )
    .orderBy(asc(partPriceBreaks.minQuantity));
  const partsById = new Map<string, MatchablePart>();
  for (const row of partRows) partsById.set(row.id, { ...row, priceBreaks: [] });
  for (const row of breakRows) partsById.get(row.partId)?.priceBreaks.push(row);
  const wanted = new Set(numbers);
  for (const part of partsById.values()) {
    const key = part.mpn.toLowerCase();
    if (wanted.has(key)) byMpn.set(key, [...(byMpn.get(key) ?? []), part]);
  }
  for (const row of aliasRows) {
    const part = partsById.get(row.partId);
    if (part) byAlias.set(row.alias, [...(byAlias.get(row.alias) ?? []), part]);
  }
  return { byMpn, byAlias };
}
