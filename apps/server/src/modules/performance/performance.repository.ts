import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/orders.table.ts';
import { paymentLedger } from '../../db/payments.table.ts';
import { userProfiles } from '../../db/profiles.table.ts';
import { selectUserContact, users } from '../../db/users.table.ts';

/** A half-open interval of instants: `start` included, `end` excluded. */
export type RevenueWindow = { start: Date; end: Date };

/** A customer's net revenue in a window (fen) with what staff know them by. */
export type CustomerRevenueRow = { userId: string; nickname: string; phone: string; company: string; netFen: number };

/** An order type's net revenue in a window (fen). */
export type OrderTypeRevenueRow = { orderType: (typeof orders.orderType.enumValues)[number]; netFen: number };

// Payments and verified bank transfers add, refunds subtract; every ledger row is dated when the money moved.
const netFen = sql<string>`coalesce(sum(case when ${paymentLedger.kind} = 'refund' then -${paymentLedger.amountFen} else ${paymentLedger.amountFen} end), 0)`;

function inWindow(window: RevenueWindow) {
  return and(gte(paymentLedger.createdAt, window.start), lt(paymentLedger.createdAt, window.end));
}

/** Net revenue per customer (the order's owner) from the ledger rows dated inside the window, one row per customer. */
export async function sumRevenueByCustomer(db: Db, window: RevenueWindow): Promise<CustomerRevenueRow[]> {
  const rows = await db
    .select({
      userId: users.id,
      nickname: users.nickname,
      phone: selectUserContact(),
      company: sql<string>`coalesce(${userProfiles.company}, '')`,
      netFen,
    })
    .from(paymentLedger)
    .innerJoin(orders, eq(orders.id, paymentLedger.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(inWindow(window))
    .groupBy(users.id, users.nickname, users.phone, userProfiles.company);
  return rows.map((row) => ({ ...row, netFen: Number(row.netFen) }));
}

/** Net revenue per order type from the ledger rows dated inside the window, one row per type that has any. */
export async function sumRevenueByOrderType(db: Db, window: RevenueWindow): Promise<OrderTypeRevenueRow[]> {
  const rows = await db
    .select({ orderType: orders.orderType, netFen })
    .from(paymentLedger)
    .innerJoin(orders, eq(orders.id, paymentLedger.orderId))
    .where(inWindow(window))
    .groupBy(orders.orderType);
  return rows.map((row) => ({ orderType: row.orderType, netFen: Number(row.netFen) }));
}
