import type { RedemptionStatus } from '@boardforge/contracts/points-mall.ts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointsMallItems, pointsMallRedemptions } from '../../db/points-mall.table.ts';
import { users } from '../../db/users.table.ts';
import type { MallItemRow } from './points-mall.repository.ts';

/** A row of the redemptions table. */
export type RedemptionRow = typeof pointsMallRedemptions.$inferSelect;

// A user's text inside LIKE: its wildcards are matched literally.
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (special) => `\\${special}`);
}

/** A page of items (any state), in display order, and the count of the filter. */
export async function listItemsPage(
  db: Db,
  filter: { isActive?: boolean | undefined; keyword?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: MallItemRow[]; total: number }> {
  const pattern = filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined;
  const where = and(
    filter.isActive === undefined ? undefined : eq(pointsMallItems.isActive, filter.isActive),
    pattern ? or(ilike(pointsMallItems.name, pattern), ilike(pointsMallItems.nameEn, pattern)) : undefined,
  );
  const rows = await db
    .select()
    .from(pointsMallItems)
    .where(where)
    .orderBy(asc(pointsMallItems.sort), asc(pointsMallItems.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(pointsMallItems).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** Inserts an item and returns its row. */
export async function insertItem(tx: Db, item: typeof pointsMallItems.$inferInsert): Promise<MallItemRow> {
  const [row] = await tx.insert(pointsMallItems).values(item).returning();
  if (!row) throw new Error('insert into points_mall_items returned no row');
  return row;
}

/** Reads an item and locks its row for the rest of the transaction. */
export async function lockItem(tx: Db, id: number): Promise<MallItemRow | undefined> {
  const [row] = await tx.select().from(pointsMallItems).where(eq(pointsMallItems.id, id)).for('update');
  return row;
}

/** Updates an item's columns; the updated row. */
export async function updateItem(
  tx: Db,
  id: number,
  fields: Partial<typeof pointsMallItems.$inferInsert>,
): Promise<MallItemRow | undefined> {
  const [row] = await tx.update(pointsMallItems).set(fields).where(eq(pointsMallItems.id, id)).returning();
  return row;
}

/** Adds to an item's stock in one conditional UPDATE (never beyond `maxStock`); undefined when it would be. */
export async function addStock(
  tx: Db,
  id: number,
  quantity: number,
  maxStock: number,
  at: Date,
): Promise<MallItemRow | undefined> {
  const [row] = await tx
    .update(pointsMallItems)
    .set({ stock: sql`${pointsMallItems.stock} + ${quantity}`, updatedAt: at })
    .where(and(eq(pointsMallItems.id, id), lt(pointsMallItems.stock, maxStock - quantity + 1)))
    .returning();
  return row;
}

/** Serialises the redemptions of one customer for one item until the transaction ends (the per-customer limit). */
export async function lockCustomerItem(tx: Db, userId: string, itemId: number): Promise<void> {
  const key = `points-mall-redeem:${itemId}:${userId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** How many of an item a customer holds in redemptions that are not cancelled. */
export async function sumRedeemedQuantity(tx: Db, userId: string, itemId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${pointsMallRedemptions.quantity}), 0)::int` })
    .from(pointsMallRedemptions)
    .where(
      and(
        eq(pointsMallRedemptions.userId, userId),
        eq(pointsMallRedemptions.itemId, itemId),
        sql`${pointsMallRedemptions.status} <> 'cancelled'`,
      ),
    );
  return Number(row?.total ?? 0);
}

/** What the staff list of redemptions is filtered by; the window is `start` included, `end` excluded. */
export type RedemptionFilter = {
  status?: RedemptionStatus | undefined;
  customer?: string | undefined;
  itemId?: number | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
};

function buildRedemptionFilter(filter: RedemptionFilter): SQL | undefined {
  const pattern = filter.customer ? `%${escapeLike(filter.customer)}%` : undefined;
  return and(
    filter.status ? eq(pointsMallRedemptions.status, filter.status) : undefined,
    pattern ? or(ilike(users.phone, pattern), ilike(users.nickname, pattern)) : undefined,
    filter.itemId ? eq(pointsMallRedemptions.itemId, filter.itemId) : undefined,
    filter.start ? gte(pointsMallRedemptions.createdAt, filter.start) : undefined,
    filter.end ? lt(pointsMallRedemptions.createdAt, filter.end) : undefined,
  );
}

/**
 * A page of redemptions with their customer and item, newest first, and the count of the filter. The page is chosen
 * first and its customers and items read after (for at most a page of rows): joining them before the offset made a
 * deep page of 100 000 redemptions read a customer and an item for every row it skipped (bench:admin-lists).
 */
export async function listRedemptionsPage(db: Db, filter: RedemptionFilter, page: { limit: number; offset: number }) {
  const where = buildRedemptionFilter(filter);
  const chosen = db.select({ redemption: pointsMallRedemptions }).from(pointsMallRedemptions);
  const pageRows = await (filter.customer
    ? chosen.innerJoin(users, eq(users.id, pointsMallRedemptions.userId)).where(where)
    : chosen.where(where)
  )
    .orderBy(desc(pointsMallRedemptions.createdAt), desc(pointsMallRedemptions.id))
    .limit(page.limit)
    .offset(page.offset);
  const userIds = [...new Set(pageRows.map((row) => row.redemption.userId))];
  const itemIds = [...new Set(pageRows.map((row) => row.redemption.itemId))];
  const customers =
    userIds.length === 0
      ? []
      : await db
          .select({ id: users.id, nickname: users.nickname, phone: users.phone })
          .from(users)
          .where(inArray(users.id, userIds));
  const items =
    itemIds.length === 0
      ? []
      : await db
          .select({ id: pointsMallItems.id, name: pointsMallItems.name, nameEn: pointsMallItems.nameEn })
          .from(pointsMallItems)
          .where(inArray(pointsMallItems.id, itemIds));
  const customerById = new Map(customers.map((customer) => [customer.id, customer]));
  const itemById = new Map(items.map((item) => [item.id, item]));
  // Both are foreign keys that cannot be null (a customer's deletion takes their redemptions with it).
  const rows = pageRows.map(({ redemption }) => {
    const customer = customerById.get(redemption.userId);
    const item = itemById.get(redemption.itemId);
    return {
      redemption,
      customerName: customer?.nickname ?? '',
      customerPhone: customer?.phone ?? null,
      itemName: item?.name ?? '',
      itemNameEn: item?.nameEn ?? '',
    };
  });
  // The customer table is read only when the filter names a customer: counting 100 000 redemptions through a join
  // with every user was most of a page's time (bench:admin-lists). Every redemption has its user (a foreign key).
  const counted = db.select({ total: count() }).from(pointsMallRedemptions);
  const [totals] = await (filter.customer
    ? counted.innerJoin(users, eq(users.id, pointsMallRedemptions.userId)).where(where)
    : counted.where(where));
  return { rows, total: totals?.total ?? 0 };
}

/**
 * Moves a redemption from one of `from` to `to` in one conditional UPDATE, so two staff acting at once move it once;
 * the updated row, or undefined when it was in none of `from` (or does not exist).
 */
export async function transitionRedemption(
  tx: Db,
  id: string,
  from: readonly RedemptionStatus[],
  fields: Partial<typeof pointsMallRedemptions.$inferInsert> & { status: RedemptionStatus },
): Promise<RedemptionRow | undefined> {
  const [row] = await tx
    .update(pointsMallRedemptions)
    .set(fields)
    .where(and(eq(pointsMallRedemptions.id, id), inArray(pointsMallRedemptions.status, [...from])))
    .returning();
  return row;
}

/** One redemption by id. */
export async function findRedemption(db: Db, id: string): Promise<RedemptionRow | undefined> {
  const [row] = await db.select().from(pointsMallRedemptions).where(eq(pointsMallRedemptions.id, id)).limit(1);
  return row;
}

/** Returns `quantity` to an item's stock (a cancelled redemption's). */
export async function returnStock(tx: Db, itemId: number, quantity: number, at: Date): Promise<void> {
  await tx
    .update(pointsMallItems)
    .set({ stock: sql`${pointsMallItems.stock} + ${quantity}`, updatedAt: at })
    .where(eq(pointsMallItems.id, itemId));
}
