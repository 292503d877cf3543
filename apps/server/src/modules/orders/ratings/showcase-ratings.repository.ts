import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderRatings, orders } from '../../../db/orders.table.ts';
import { users } from '../../../db/users.table.ts';

/** The states of a rating the customer shared (a private one never reaches the showcase). */
type SharedState = 'pending' | 'approved' | 'rejected';

/** A shared rating as the showcase lists it. */
export type SharedRatingRow = {
  ratingId: string;
  orderNo: string;
  customerName: string;
  stars: number;
  content: string;
  state: SharedState;
  createdAt: Date;
  /** What was ordered, for the showcase's tags: the order type, the board material and the delivery chosen. */
  orderType: string;
  material: string | null;
  delivery: string | null;
};

const sharedColumns = {
  ratingId: orderRatings.id,
  orderNo: orders.orderNo,
  customerName: users.nickname,
  stars: orderRatings.stars,
  content: orderRatings.content,
  state: orderRatings.showcaseStatus,
  createdAt: orderRatings.createdAt,
  orderType: orders.orderType,
  material: sql<string | null>`${orders.spec}->>'material'`,
  delivery: sql<string | null>`${orders.spec}->>'delivery'`,
};

/** A page of shared ratings in the given states, newest first, with their count (two queries). */
export async function listSharedRatingPage(
  db: Db,
  states: readonly SharedState[],
  page: { limit: number; offset: number },
): Promise<{ rows: SharedRatingRow[]; total: number }> {
  const where: SQL | undefined = and(eq(orderRatings.share, true), inArray(orderRatings.showcaseStatus, [...states]));
  const rows = await db
    .select(sharedColumns)
    .from(orderRatings)
    .innerJoin(orders, eq(orders.id, orderRatings.orderId))
    .innerJoin(users, eq(users.id, orderRatings.userId))
    .where(where)
    .orderBy(desc(orderRatings.createdAt), desc(orderRatings.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(orderRatings).where(where);
  return { rows: rows as SharedRatingRow[], total: counted?.total ?? 0 };
}

/** One shared rating, locked for the rest of the transaction; undefined when there is none (or it is private). */
export async function lockSharedRating(tx: Db, ratingId: string): Promise<SharedRatingRow | undefined> {
  const [row] = await tx
    .select(sharedColumns)
    .from(orderRatings)
    .innerJoin(orders, eq(orders.id, orderRatings.orderId))
    .innerJoin(users, eq(users.id, orderRatings.userId))
    .where(and(eq(orderRatings.id, ratingId), eq(orderRatings.share, true)))
    .for('update', { of: orderRatings });
  return row as SharedRatingRow | undefined;
}

/** Sets a shared rating's showcase state. */
export async function setShowcaseState(tx: Db, ratingId: string, state: 'approved' | 'rejected'): Promise<void> {
  await tx.update(orderRatings).set({ showcaseStatus: state }).where(eq(orderRatings.id, ratingId));
}
