import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointsMallItems, pointsMallRedemptions } from '../../db/points-mall.table.ts';

/** A row of the points-mall items table. */
export type MallItemRow = typeof pointsMallItems.$inferSelect;

/** The items on offer, in display order. */
export async function listActiveItems(db: Db): Promise<MallItemRow[]> {
  return db
    .select()
    .from(pointsMallItems)
    .where(eq(pointsMallItems.isActive, true))
    .orderBy(asc(pointsMallItems.sort), asc(pointsMallItems.id));
}

/** One item by id (active or not). */
export async function findItem(db: Db, itemId: number): Promise<MallItemRow | undefined> {
  const [row] = await db.select().from(pointsMallItems).where(eq(pointsMallItems.id, itemId)).limit(1);
  return row;
}

/**
 * Takes `quantity` from an active item's stock with a conditional UPDATE (stock >= quantity), so
 * concurrent redemptions can never take it below zero; the updated item, or undefined.
 */
export async function takeStock(tx: Db, itemId: number, quantity: number): Promise<MallItemRow | undefined> {
  const [row] = await tx
    .update(pointsMallItems)
    .set({ stock: sql`${pointsMallItems.stock} - ${quantity}` })
    .where(
      and(eq(pointsMallItems.id, itemId), eq(pointsMallItems.isActive, true), gte(pointsMallItems.stock, quantity)),
    )
    .returning();
  return row;
}

/** Records a redemption and returns its row. */
export async function insertRedemption(tx: Db, redemption: typeof pointsMallRedemptions.$inferInsert) {
  const [row] = await tx.insert(pointsMallRedemptions).values(redemption).returning();
  if (!row) throw new Error('insert into points_mall_redemptions returned no row');
  return row;
}

/** A page of a user's redemptions with their items, newest first. */
export async function listRedemptions(db: Db, userId: string, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ redemption: pointsMallRedemptions, item: pointsMallItems })
    .from(pointsMallRedemptions)
    .innerJoin(pointsMallItems, eq(pointsMallItems.id, pointsMallRedemptions.itemId))
    .where(eq(pointsMallRedemptions.userId, userId))
    .orderBy(desc(pointsMallRedemptions.createdAt), desc(pointsMallRedemptions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ value: count() })
    .from(pointsMallRedemptions)
    .where(eq(pointsMallRedemptions.userId, userId));
  return { rows, total: total?.value ?? 0 };
}
