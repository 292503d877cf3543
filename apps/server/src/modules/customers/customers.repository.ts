import { and, count, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerCredit } from '../../db/customer-credit.table.ts';
import { userProfiles } from '../../db/profiles.table.ts';
import { users } from '../../db/users.table.ts';
import { isUuid, selectHasOverdue } from '../orders/orders.public.ts';

/** Which customers a list selects: a keyword (phone, e-mail, nickname, company) and a credit filter. */
export type CustomerFilter = { keyword?: string | undefined; credit: 'all' | 'onCredit' | 'overdue' };

// The conditions of a filter over users joined to their profile and credit terms (client accounts only).
function buildCustomerConditions(now: Date, filter: CustomerFilter & { userId?: string }): SQL | undefined {
  const conditions: SQL[] = [eq(users.kind, 'client')];
  if (filter.userId !== undefined) conditions.push(eq(users.id, filter.userId));
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const matches = or(
      ilike(users.phone, pattern),
      ilike(users.email, pattern),
      ilike(users.nickname, pattern),
      ilike(userProfiles.company, pattern),
    );
    if (matches) conditions.push(matches);
  }
  if (filter.credit === 'onCredit') conditions.push(gt(customerCredit.limitFen, 0));
  if (filter.credit === 'overdue') conditions.push(selectHasOverdue(users.id, now));
  return and(...conditions);
}

/** A page of customers, newest account first, with company and credit terms (their money is read for the page). */
export function listCustomers(
  db: Db,
  now: Date,
  filter: CustomerFilter & { userId?: string },
  page: { limit: number; offset: number },
) {
  return db
    .select({
      userId: users.id,
      nickname: users.nickname,
      phone: users.phone,
      email: users.email,
      score: users.score,
      createdAt: users.createdAt,
      company: sql<string>`coalesce(${userProfiles.company}, '')`,
      creditLimitFen: customerCredit.limitFen,
      creditDays: customerCredit.days,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(customerCredit, eq(customerCredit.userId, users.id))
    .where(buildCustomerConditions(now, filter))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** One customer row of a list or the detail (without money). */
export type CustomerAccountRow = Awaited<ReturnType<typeof listCustomers>>[number];

/** How many customers the filter selects and their points, and the subquery of their ids (for their orders' sums). */
export async function countCustomers(db: Db, now: Date, filter: CustomerFilter) {
  const where = buildCustomerConditions(now, filter);
  const [sums] = await db
    .select({ total: count(), points: sql<number>`coalesce(sum(${users.score}), 0)`.mapWith(Number) })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(customerCredit, eq(customerCredit.userId, users.id))
    .where(where);
  const userIds = db
    .select({ id: users.id })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(customerCredit, eq(customerCredit.userId, users.id))
    .where(where);
  return { total: sums?.total ?? 0, points: sums?.points ?? 0, userIds };
}

/** One customer (a client account) with company and credit terms, or undefined. */
export async function findCustomer(db: Db, now: Date, userId: string): Promise<CustomerAccountRow | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await listCustomers(db, now, { credit: 'all', userId }, { limit: 1, offset: 0 });
  return row;
}

/** Locks a customer's account row (a client) for the caller's transaction; undefined when there is no such client. */
export async function lockCustomerAccount(tx: Db, userId: string): Promise<{ id: string } | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.kind, 'client')))
    .limit(1)
    .for('update');
  return row;
}
