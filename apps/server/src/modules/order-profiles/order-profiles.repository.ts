import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderProfiles } from '../../db/order-profiles.table.ts';
import { users } from '../../db/users.table.ts';

/** A row of the order_profiles table. */
export type OrderProfileRow = typeof orderProfiles.$inferSelect;

/** The fields of a new profile. */
export type NewOrderProfile = Pick<OrderProfileRow, 'name' | 'tab' | 'spec'>;

/** A customer's profiles, the last changed first. */
export async function listOrderProfiles(db: Db, userId: string): Promise<OrderProfileRow[]> {
  return db
    .select()
    .from(orderProfiles)
    .where(eq(orderProfiles.userId, userId))
    .orderBy(desc(orderProfiles.updatedAt), asc(orderProfiles.id));
}

/** Locks the customer's row for the rest of the transaction, so their profile count is decided one change at a time. */
export async function lockCustomerForUpdate(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** How many profiles a customer keeps. */
export async function countOrderProfiles(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(orderProfiles).where(eq(orderProfiles.userId, userId));
  return row?.value ?? 0;
}

/** Inserts profiles of a customer and returns their ids, in order. */
export async function insertOrderProfiles(
  db: Db,
  userId: string,
  profiles: readonly NewOrderProfile[],
  at: Date,
): Promise<string[]> {
  const rows = await db
    .insert(orderProfiles)
    .values(profiles.map((profile) => ({ ...profile, userId, createdAt: at, updatedAt: at })))
    .returning({ id: orderProfiles.id });
  return rows.map((row) => row.id);
}

/** Renames one of the customer's profiles; true when it exists. */
export async function renameOwnOrderProfile(
  db: Db,
  userId: string,
  id: string,
  name: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(orderProfiles)
    .set({ name, updatedAt: at })
    .where(and(eq(orderProfiles.id, id), eq(orderProfiles.userId, userId)))
    .returning({ id: orderProfiles.id });
  return rows.length > 0;
}

/** Deletes one of the customer's profiles; true when it existed. */
export async function deleteOwnOrderProfile(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(orderProfiles)
    .where(and(eq(orderProfiles.id, id), eq(orderProfiles.userId, userId)))
    .returning({ id: orderProfiles.id });
  return rows.length > 0;
}
