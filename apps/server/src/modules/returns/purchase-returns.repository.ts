import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parts } from '../../db/parts.table.ts';
import { purchaseReturnLines, purchaseReturns } from '../../db/purchase-returns.table.ts';
import { suppliers } from '../../db/suppliers.table.ts';
import { users } from '../../db/users.table.ts';

/** A purchase return as stored. */
export type PurchaseReturnRecord = typeof purchaseReturns.$inferSelect;
/** A line of a purchase return as stored. */
export type PurchaseReturnLineRecord = typeof purchaseReturnLines.$inferSelect;
type PurchaseReturnStatus = PurchaseReturnRecord['status'];

/** Writes a requested purchase return with its lines; returns its id and number. */
export async function insertPurchaseReturn(
  tx: Db,
  record: Pick<
    typeof purchaseReturns.$inferInsert,
    'supplierId' | 'reason' | 'amountFen' | 'createdByUserId' | 'createdAt'
  >,
  lines: readonly Pick<PurchaseReturnLineRecord, 'partId' | 'quantity' | 'unitFen'>[],
): Promise<{ id: string; number: number }> {
  const [inserted] = await tx
    .insert(purchaseReturns)
    .values({ ...record, status: 'requested' })
    .returning({ id: purchaseReturns.id, number: purchaseReturns.number });
  if (!inserted) throw new Error('insert into purchase_returns returned no row');
  await tx
    .insert(purchaseReturnLines)
    .values(lines.map((line, index) => ({ ...line, returnId: inserted.id, lineNo: index + 1 })));
  return inserted;
}

/** True when the supplier exists. */
export async function hasSupplier(db: Db, supplierId: string): Promise<boolean> {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId)).limit(1);
  return row !== undefined;
}

/** The ids among `partIds` that are parts of the catalogue. */
export async function listKnownPartIds(db: Db, partIds: readonly string[]): Promise<Set<string>> {
  if (partIds.length === 0) return new Set();
  const rows = await db
    .select({ id: parts.id })
    .from(parts)
    .where(inArray(parts.id, [...partIds]));
  return new Set(rows.map((row) => row.id));
}

/**
 * Moves a return from `from` to `to` when it is still in `from`, setting the given fields; the row as it is after,
 * or undefined when it was no longer there (another caller moved it first).
 */
export async function moveStatus(
  tx: Db,
  id: string,
  from: PurchaseReturnStatus,
  fields: Partial<Pick<PurchaseReturnRecord, 'status' | 'shippedAt' | 'creditedAt' | 'creditFen' | 'creditNote'>>,
): Promise<PurchaseReturnRecord | undefined> {
  const [row] = await tx
    .update(purchaseReturns)
    .set(fields)
    .where(and(eq(purchaseReturns.id, id), eq(purchaseReturns.status, from)))
    .returning();
  return row;
}

/** One purchase return, or undefined. */
export async function findPurchaseReturn(db: Db, id: string): Promise<PurchaseReturnRecord | undefined> {
  const [row] = await db.select().from(purchaseReturns).where(eq(purchaseReturns.id, id)).limit(1);
  return row;
}

/** The lines of a return in order, with their parts' MPN and manufacturer. */
export async function listPurchaseReturnLines(db: Db, returnId: string) {
  return db
    .select({
      partId: purchaseReturnLines.partId,
      quantity: purchaseReturnLines.quantity,
      unitFen: purchaseReturnLines.unitFen,
      mpn: parts.mpn,
      manufacturer: parts.manufacturer,
    })
    .from(purchaseReturnLines)
    .innerJoin(parts, eq(parts.id, purchaseReturnLines.partId))
    .where(eq(purchaseReturnLines.returnId, returnId))
    .orderBy(asc(purchaseReturnLines.lineNo));
}

/** What the list is filtered by: a supplier, a status and a window of request times (`end` excluded). */
export type PurchaseReturnFilter = {
  supplierId?: string | undefined;
  status?: PurchaseReturnStatus | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
};

function buildFilter(filter: PurchaseReturnFilter): SQL | undefined {
  return and(
    filter.supplierId ? eq(purchaseReturns.supplierId, filter.supplierId) : undefined,
    filter.status ? eq(purchaseReturns.status, filter.status) : undefined,
    filter.start ? gte(purchaseReturns.createdAt, filter.start) : undefined,
    filter.end ? lt(purchaseReturns.createdAt, filter.end) : undefined,
  );
}

// Per return: its number of lines and pieces, correlated with the outer row (one query for the page).
const lineCountSql =
  sql<number>`(select count(*) from purchase_return_lines l where l.return_id = ${purchaseReturns.id})`.mapWith(Number);
const quantitySql =
  sql<number>`(select coalesce(sum(l.quantity), 0) from purchase_return_lines l where l.return_id = ${purchaseReturns.id})`.mapWith(
    Number,
  );
const creditedSumSql = sql<number>`coalesce(sum(${purchaseReturns.creditFen}), 0)`.mapWith(Number);
const amountSumSql = sql<number>`coalesce(sum(${purchaseReturns.amountFen}), 0)`.mapWith(Number);

/** A page of purchase returns, newest first, with the totals of the filter in all and per supplier (SQL sums). */
export async function listPurchaseReturns(
  db: Db,
  filter: PurchaseReturnFilter,
  page: { limit: number; offset: number },
) {
  const where = buildFilter(filter);
  const rows = await db
    .select({
      record: purchaseReturns,
      supplierName: suppliers.name,
      createdBy: users.nickname,
      lineCount: lineCountSql,
      quantity: quantitySql,
    })
    .from(purchaseReturns)
    .innerJoin(suppliers, eq(suppliers.id, purchaseReturns.supplierId))
    .leftJoin(users, eq(users.id, purchaseReturns.createdByUserId))
    .where(where)
    .orderBy(desc(purchaseReturns.createdAt), desc(purchaseReturns.number))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db
    .select({ count: count(), amountFen: amountSumSql, creditedFen: creditedSumSql })
    .from(purchaseReturns)
    .where(where);
  const bySupplier = await db
    .select({
      supplierId: purchaseReturns.supplierId,
      supplierName: suppliers.name,
      count: count(),
      amountFen: amountSumSql,
      creditedFen: creditedSumSql,
    })
    .from(purchaseReturns)
    .innerJoin(suppliers, eq(suppliers.id, purchaseReturns.supplierId))
    .where(where)
    .groupBy(purchaseReturns.supplierId, suppliers.name)
    .orderBy(desc(amountSumSql), asc(suppliers.name))
    .limit(50);
  return {
    rows,
    totals: { count: totals?.count ?? 0, amountFen: totals?.amountFen ?? 0, creditedFen: totals?.creditedFen ?? 0 },
    bySupplier,
  };
}

/** The supplier's name and who requested a return, for its detail. */
export async function findPurchaseReturnNames(db: Db, id: string) {
  const [row] = await db
    .select({ supplierName: suppliers.name, createdBy: users.nickname })
    .from(purchaseReturns)
    .innerJoin(suppliers, eq(suppliers.id, purchaseReturns.supplierId))
    .leftJoin(users, eq(users.id, purchaseReturns.createdByUserId))
    .where(eq(purchaseReturns.id, id))
    .limit(1);
  return row;
}
