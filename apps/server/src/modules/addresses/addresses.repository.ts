import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { addresses } from '../../db/addresses.table.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/users.table.ts';

/** A row of the addresses table. */
export type AddressRow = typeof addresses.$inferSelect;

/** The fields of an address a user edits; without a country the address is in China (the column's default). */
export type AddressFields = Pick<
  AddressRow,
  'fullName' | 'mobile' | 'province' | 'city' | 'district' | 'detail' | 'isDefault'
> &
  Partial<Pick<AddressRow, 'country'>>;

/** A user's addresses: the default first, then the newest. */
export async function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id));
}

/** Locks the user's row for the rest of the transaction, so address changes of one user run one at a time. */
export async function lockUserForUpdate(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** How many addresses a user has. */
export async function countAddresses(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.value ?? 0;
}

/** One address, only if it belongs to the user. */
export async function findOwnAddress(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row;
}

/** Clears the default flag of a user's other addresses. */
export async function clearDefaultAddress(db: Db, userId: string, exceptId?: string): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        exceptId ? ne(addresses.id, exceptId) : undefined,
      ),
    );
}

/** Inserts an address and returns its id. */
export async function insertAddress(db: Db, userId: string, fields: AddressFields, at: Date): Promise<string> {
  const [row] = await db
    .insert(addresses)
    .values({ ...fields, userId, createdAt: at, updatedAt: at })
    .returning({ id: addresses.id });
  if (!row) throw new Error('insert into addresses returned no row');
  return row.id;
}

/** Updates one of the user's addresses. */
export async function updateAddress(db: Db, userId: string, id: string, fields: AddressFields, at: Date) {
  await db
    .update(addresses)
    .set({ ...fields, updatedAt: at })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

/** Deletes one of the user's addresses; true when it existed. */
export async function deleteOwnAddress(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** Makes the user's newest address the default (after the default one was deleted). */
export async function promoteNewestAddress(db: Db, userId: string): Promise<void> {
  const [newest] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  if (newest) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
}
