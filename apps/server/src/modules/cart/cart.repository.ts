import { and, desc, eq, inArray } from 'drizzle-orm';
import { cartLines } from '../../db/cart-lines.table.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/users.table.ts';

/** A row of the cart_lines table. */
export type CartLineRow = typeof cartLines.$inferSelect;

/** The fields of a line the customer sets. */
export type CartLineFields = Pick<
  CartLineRow,
  'id' | 'tab' | 'orderType' | 'spec' | 'totalFen' | 'priceBookVersion' | 'isSelected'
>;

/** Locks the customer's row for the rest of the transaction, so cart changes of one customer run one at a time. */
export async function lockCartOwner(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** A customer's lines, newest first. */
export async function listCartLines(db: Db, userId: string): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(desc(cartLines.addedAt), desc(cartLines.id));
}

/** Inserts a new line. */
export async function insertCartLine(db: Db, userId: string, fields: CartLineFields, at: Date): Promise<void> {
  await db.insert(cartLines).values({ ...fields, userId, addedAt: at, updatedAt: at });
}

/** Replaces the fields of one of the customer's lines (its added time stays). */
export async function updateCartLine(db: Db, userId: string, fields: CartLineFields, at: Date): Promise<void> {
  await db
    .update(cartLines)
    .set({ ...fields, updatedAt: at })
    .where(and(eq(cartLines.userId, userId), eq(cartLines.id, fields.id)));
}

/** Deletes some of the customer's lines; another customer's ids match nothing. */
export async function deleteCartLines(db: Db, userId: string, ids: readonly string[]): Promise<void> {
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, [...ids])));
}
