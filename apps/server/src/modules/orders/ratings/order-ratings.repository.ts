import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderRatings } from '../../../db/orders.table.ts';

/** A row of the order ratings. */
export type OrderRatingRow = typeof orderRatings.$inferSelect;

/** Inserts an order's rating unless it has one (then undefined: one rating per order). */
export async function insertRatingOnce(
  tx: Db,
  row: typeof orderRatings.$inferInsert,
): Promise<OrderRatingRow | undefined> {
  const [inserted] = await tx
    .insert(orderRatings)
    .values(row)
    .onConflictDoNothing({ target: orderRatings.orderId })
    .returning();
  return inserted;
}

/** An order's rating, or undefined. */
export async function findRatingOfOrder(db: Db, orderId: string): Promise<OrderRatingRow | undefined> {
  const [row] = await db.select().from(orderRatings).where(eq(orderRatings.orderId, orderId)).limit(1);
  return row;
}
