import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partStockMovements } from '../../db/part-stock-movements.table.ts';
import { parts } from '../../db/parts.table.ts';
import { users } from '../../db/users.table.ts';

/** A row of the stock ledger as written. */
export type StockMovementInsert = typeof partStockMovements.$inferInsert;
/** A row of the stock ledger as read, with its part and who recorded it. */
export type StockMovementListRow = typeof partStockMovements.$inferSelect & {
  mpn: string;
  manufacturer: string;
  recordedBy: string | null;
};

/**
 * Adds `quantity` (signed) to a part's stock on hand when the result stays within bounds: at least `floor`
 * (0, or what is reserved when `isAboveReserved`) and at most `ceiling`. One conditional UPDATE: the row lock makes
 * parallel moves of one part wait for each other, each deciding on the stock the previous left. Returns the stock
 * after, or undefined when the part is unknown or the move would leave the bounds.
 */
export async function changeStockOnHand(
  tx: Db,
  move: {
    partId: string;
    quantity: number;
    isAboveReserved: boolean;
    ceiling: number;
    /** An entry's unit cost (hundredths of a fen): added to the part's running sums of costed entries. */
    enteredUnitCostCentiFen: number | null;
    now: Date;
  },
): Promise<number | undefined> {
  const after = sql`${parts.stockOnHand} + ${move.quantity}`;
  const cost = move.enteredUnitCostCentiFen;
  const [row] = await tx
    .update(parts)
    .set({
      stockOnHand: sql`${after}`,
      updatedAt: move.now,
      ...(cost === null
        ? {}
        : {
            enteredQuantity: sql`${parts.enteredQuantity} + ${move.quantity}`,
            enteredCostCentiFen: sql`${parts.enteredCostCentiFen} + ${move.quantity}::numeric * ${cost}`,
          }),
    })
    .where(
      and(
        eq(parts.id, move.partId),
        move.isAboveReserved ? sql`${after} >= ${parts.reserved}` : sql`${after} >= 0`,
        sql`${after} <= ${move.ceiling}`,
      ),
    )
    .returning({ stockOnHand: parts.stockOnHand });
  return row?.stockOnHand;
}

/** A part's stock on hand and reserved now (to explain a refused move), or undefined when unknown. */
export async function findStock(
  tx: Db,
  partId: string,
): Promise<{ stockOnHand: number; reserved: number } | undefined> {
  const [row] = await tx
    .select({ stockOnHand: parts.stockOnHand, reserved: parts.reserved })
    .from(parts)
    .where(eq(parts.id, partId))
    .limit(1);
  return row;
}

/** Appends one row to the stock ledger and returns its id. */
export async function insertStockMovement(tx: Db, row: StockMovementInsert): Promise<number> {
  const [inserted] = await tx.insert(partStockMovements).values(row).returning({ id: partStockMovements.id });
  if (!inserted) throw new Error('insert into part_stock_movements returned no row');
  return inserted.id;
}

/** What the movements list is filtered by: a part, a kind and a window (`start` included, `end` excluded). */
export type StockMovementFilter = {
  partId?: string | undefined;
  kind?: StockMovementInsert['kind'] | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
};

function buildMovementFilter(filter: StockMovementFilter): SQL | undefined {
  return and(
    filter.partId ? eq(partStockMovements.partId, filter.partId) : undefined,
    filter.kind ? eq(partStockMovements.kind, filter.kind) : undefined,
    filter.start ? gte(partStockMovements.createdAt, filter.start) : undefined,
    filter.end ? lt(partStockMovements.createdAt, filter.end) : undefined,
  );
}

/** A page of movements, newest first, with the number of matching rows and their sums in and out (one query each). */
export async function listStockMovements(
  db: Db,
  filter: StockMovementFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StockMovementListRow[]; total: number; quantityIn: number; quantityOut: number }> {
  const where = buildMovementFilter(filter);
  const rows = await db
    .select({
      id: partStockMovements.id,
      partId: partStockMovements.partId,
      kind: partStockMovements.kind,
      quantity: partStockMovements.quantity,
      unitCostCentiFen: partStockMovements.unitCostCentiFen,
      stockAfter: partStockMovements.stockAfter,
      reason: partStockMovements.reason,
      carrier: partStockMovements.carrier,
      trackingNo: partStockMovements.trackingNo,
      documentKind: partStockMovements.documentKind,
      documentId: partStockMovements.documentId,
      actorUserId: partStockMovements.actorUserId,
      createdAt: partStockMovements.createdAt,
      mpn: parts.mpn,
      manufacturer: parts.manufacturer,
      recordedBy: users.nickname,
    })
    .from(partStockMovements)
    .innerJoin(parts, eq(parts.id, partStockMovements.partId))
    .leftJoin(users, eq(users.id, partStockMovements.actorUserId))
    .where(where)
    .orderBy(desc(partStockMovements.createdAt), desc(partStockMovements.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db
    .select({
      total: count(),
      quantityIn:
        sql<number>`coalesce(sum(${partStockMovements.quantity}) filter (where ${partStockMovements.quantity} > 0), 0)`.mapWith(
          Number,
        ),
      quantityOut:
        sql<number>`coalesce(-sum(${partStockMovements.quantity}) filter (where ${partStockMovements.quantity} < 0), 0)`.mapWith(
          Number,
        ),
    })
    .from(partStockMovements)
    .where(where);
  return {
    rows,
    total: totals?.total ?? 0,
    quantityIn: totals?.quantityIn ?? 0,
    quantityOut: totals?.quantityOut ?? 0,
  };
}

// The weighted average cost of a part's costed entries (hundredths of a fen) from its running sums; null without one.
const averageCostSql = sql`(parts.entered_cost_centi_fen / nullif(parts.entered_quantity, 0))`;
// Stock on hand at that cost, rounded once, half up, to whole fen (100 hundredths of a fen).
const valueFenSql = sql`round(parts.stock_on_hand * ${averageCostSql} / 100)`;
const isLowSql = sql`(parts.low_stock_threshold > 0 and parts.stock_on_hand <= parts.low_stock_threshold)`;

/** A part's stock level as the levels tab lists it. */
export type StockLevelRow = {
  id: string;
  mpn: string;
  manufacturer: string;
  stockOnHand: number;
  reserved: number;
  lowStockThreshold: number;
  isLow: boolean;
  averageCostCentiFen: number | null;
  valueFen: number | null;
};

/** A page of parts' stock levels (by MPN prefix, optionally only the low ones), lowest availability first, with totals. */
export async function listStockLevels(
  db: Db,
  filter: { mpnPrefix?: string | undefined; isLowOnly: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: StockLevelRow[]; total: number; stockOnHand: number; valueFen: number; lowCount: number }> {
  const where = and(
    filter.mpnPrefix
      ? sql`lower(${parts.mpn}) like ${`${filter.mpnPrefix.toLowerCase().replace(/[\\%_]/g, (special) => `\\${special}`)}%`}`
      : undefined,
    filter.isLowOnly ? isLowSql : undefined,
  );
  const toNumberOrNull = (value: unknown) => (value === null ? null : Number(value));
  const rows = await db
    .select({
      id: parts.id,
      mpn: parts.mpn,
      manufacturer: parts.manufacturer,
      stockOnHand: parts.stockOnHand,
      reserved: parts.reserved,
      lowStockThreshold: parts.lowStockThreshold,
      isLow: sql<boolean>`${isLowSql}`,
      averageCostCentiFen: sql<number | null>`round(${averageCostSql})`.mapWith(toNumberOrNull),
      valueFen: sql<number | null>`${valueFenSql}`.mapWith(toNumberOrNull),
    })
    .from(parts)
    .where(where)
    // The order of parts_available_idx, so a page is read from the index.
    .orderBy(sql`(${parts.stockOnHand} - ${parts.reserved})`, sql`lower(${parts.mpn})`, parts.id)
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db
    .select({
      total: count(),
      stockOnHand: sql<number>`coalesce(sum(${parts.stockOnHand}), 0)`.mapWith(Number),
      valueFen: sql<number>`coalesce(sum(${valueFenSql}), 0)`.mapWith(Number),
      lowCount: sql<number>`count(*) filter (where ${isLowSql})`.mapWith(Number),
    })
    .from(parts)
    .where(where);
  return {
    rows,
    total: totals?.total ?? 0,
    stockOnHand: totals?.stockOnHand ?? 0,
    valueFen: totals?.valueFen ?? 0,
    lowCount: totals?.lowCount ?? 0,
  };
}

/**
 * Reserves up to `quantity` pieces of a part for an order out of what is available (on hand less reserved), in one
 * statement under the part's row lock; answers how many were reserved (0 when none is available or the part is gone).
 * Reserving is no stock movement: nothing leaves the shelf until the order's warehouse exit.
 */
export async function reserveAvailableStock(tx: Db, partId: string, quantity: number): Promise<number> {
  const { rows } = (await tx.execute(sql`
    with wanted as (
      select id, least(stock_on_hand - reserved, ${quantity}::integer) as take
      from ${parts} where id = ${partId}::uuid for update
    )
    update ${parts} set reserved = reserved + wanted.take
    from wanted where ${parts.id} = wanted.id and wanted.take > 0
    returning wanted.take`)) as { rows: { take: number | string }[] };
  return Number(rows[0]?.take ?? 0);
}

/** Gives back pieces reserved for an order (never below zero reserved). */
export async function releaseReservedStock(tx: Db, partId: string, quantity: number): Promise<void> {
  if (quantity <= 0) return;
  await tx.execute(sql`
    update ${parts} set reserved = greatest(reserved - ${quantity}::integer, 0) where id = ${partId}::uuid`);
}
