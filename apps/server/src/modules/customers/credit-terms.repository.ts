import { desc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerCredit, customerCreditChanges } from '../../db/customer-credit.table.ts';
import { users } from '../../db/users.table.ts';

/** A customer's credit terms row. */
export type CreditTermsRow = typeof customerCredit.$inferSelect;

/** A customer's credit terms, or undefined when none were ever set. */
export async function findCreditTerms(db: Db, userId: string): Promise<CreditTermsRow | undefined> {
  const [row] = await db.select().from(customerCredit).where(eq(customerCredit.userId, userId)).limit(1);
  return row;
}

/**
 * Locks a customer's credit terms row for the caller's transaction (SELECT … FOR UPDATE) and returns it: a second
 * transaction deciding credit for the same customer waits here until the first commits, then reads what it wrote.
 */
export async function lockCreditTerms(tx: Db, userId: string): Promise<CreditTermsRow | undefined> {
  const [row] = await tx.select().from(customerCredit).where(eq(customerCredit.userId, userId)).limit(1).for('update');
  return row;
}

/** Writes a customer's new terms (insert or update) and their audit row, inside the caller's transaction. */
export async function saveCreditTerms(
  tx: Db,
  change: {
    userId: string;
    previous: CreditTermsRow | undefined;
    limitFen: number;
    days: number;
    changedByUserId: string;
    changedByRole: string;
    at: Date;
  },
): Promise<void> {
  const values = {
    limitFen: change.limitFen,
    days: change.days,
    updatedByUserId: change.changedByUserId,
    updatedAt: change.at,
  };
  await tx
    .insert(customerCredit)
    .values({ userId: change.userId, ...values })
    .onConflictDoUpdate({ target: customerCredit.userId, set: values });
  await tx.insert(customerCreditChanges).values({
    userId: change.userId,
    previousLimitFen: change.previous?.limitFen ?? null,
    previousDays: change.previous?.days ?? null,
    limitFen: change.limitFen,
    days: change.days,
    changedByUserId: change.changedByUserId,
    changedByRole: change.changedByRole,
    changedAt: change.at,
  });
}

/** A customer's credit changes, newest first, with the name of who made each (at most `limit`). */
export function listCreditChanges(db: Db, userId: string, limit: number) {
  return db
    .select({ change: customerCreditChanges, changedBy: users.nickname })
    .from(customerCreditChanges)
    .leftJoin(users, eq(users.id, customerCreditChanges.changedByUserId))
    .where(eq(customerCreditChanges.userId, userId))
    .orderBy(desc(customerCreditChanges.changedAt), desc(customerCreditChanges.id))
    .limit(limit);
}

/** The SQL of whether the customer `userId` gives has credit terms (a limit above 0): for a list's WHERE. */
export function selectHasCreditTerms(userId: SQLWrapper) {
  return sql<boolean>`exists (select 1 from ${customerCredit} where ${customerCredit.userId} = ${userId} and ${customerCredit.limitFen} > 0)`;
}
