import { and, count, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerCredit } from '../../db/customer-credit.table.ts';
import { userProfiles } from '../../db/profiles.table.ts';
import { users } from '../../db/users.table.ts';
import { isUuid, selectMoneyByCustomer } from '../orders/orders.public.ts';

/** Which customers a list selects: a keyword (phone, e-mail, nickname, company) and a credit filter. */
export type CustomerFilter = { keyword?: string | undefined; credit: 'all' | 'onCredit' | 'overdue' };

// What every customer query shares: its money subquery and the conditions of the filter (clients only).
function buildCustomerFilter(db: Db, now: Date, filter: CustomerFilter & { userId?: string }) {
  const money = selectMoneyByCustomer(db, now);
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
  if (filter.credit === 'overdue') conditions.push(sql`coalesce(${money.overdueFen}, 0) > 0`);
  return { money, where: and(...conditions) };
}

/** One customer as a list or the detail reads it: the account, company, money (fen) and credit terms. */
function selectCustomerFields(money: ReturnType<typeof selectMoneyByCustomer>) {
  return {
    userId: users.id,
    nickname: users.nickname,
    phone: users.phone,
    email: users.email,
    score: users.score,
    createdAt: users.createdAt,
    company: sql<string>`coalesce(${userProfiles.company}, '')`,
    orderCount: sql<number>`coalesce(${money.orderCount}, 0)`.mapWith(Number),
    paidFen: sql<number>`coalesce(${money.paidFen}, 0)`.mapWith(Number),
    owedFen: sql<number>`coalesce(${money.owedFen}, 0)`.mapWith(Number),
    overdueFen: sql<number>`coalesce(${money.overdueFen}, 0)`.mapWith(Number),
    creditLimitFen: customerCredit.limitFen,
    creditDays: customerCredit.days,
  };
}

/** One customer row of a list or the detail. */
export type CustomerListRow = Awaited<ReturnType<typeof listCustomers>>[number];

/** A page of customers, newest account first, with their money and credit terms: one query. */
export function listCustomers(
  db: Db,
  now: Date,
  filter: CustomerFilter & { userId?: string },
  page: { limit: number; offset: number },
) {
  const { money, where } = buildCustomerFilter(db, now, filter);
  return db
    .select(selectCustomerFields(money))
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(money, eq(money.userId, users.id))
    .leftJoin(customerCredit, eq(customerCredit.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many customers the filter selects and what they add up to (orders, paid, owed fen, points): one query. */
export async function sumCustomers(db: Db, now: Date, filter: CustomerFilter) {
  const { money, where } = buildCustomerFilter(db, now, filter);
  const [sums] = await db
    .select({
      total: count(),
      orderCount: sql<number>`coalesce(sum(${money.orderCount}), 0)`.mapWith(Number),
      paidFen: sql<number>`coalesce(sum(${money.paidFen}), 0)`.mapWith(Number),
      owedFen: sql<number>`coalesce(sum(${money.owedFen}), 0)`.mapWith(Number),
      points: sql<number>`coalesce(sum(${users.score}), 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(money, eq(money.userId, users.id))
    .leftJoin(customerCredit, eq(customerCredit.userId, users.id))
    .where(where);
  return sums ?? { total: 0, orderCount: 0, paidFen: 0, owedFen: 0, points: 0 };
}

/** One customer (a client account) with their money and credit terms, or undefined. */
export async function findCustomer(db: Db, now: Date, userId: string): Promise<CustomerListRow | undefined> {
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
