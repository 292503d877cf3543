import { and, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/orders.table.ts';
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

/** A salesperson's (null: no one assigned) revenue and proportional cost in fen for one China-time month. */
export type SalesMoneyRow = { salesUserId: string | null; month: string; netFen: number; costFen: number };

// A ledger row's China-time month: the instant moved eight hours on, read as UTC (no time zone data needed).
const chinaMonth = (column: unknown) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;

/**
 * The window's ledger per assigned salesperson and month: net revenue, and the buyer's cost of the orders in
 * proportion to what was received (an order's line costs × net paid ÷ payable), rounded once per group.
 */
export async function sumSalesMoneyByMonth(db: Db, window: RevenueWindow): Promise<SalesMoneyRow[]> {
  const signed = sql`(case when ${paymentLedger.kind} = 'refund' then -${paymentLedger.amountFen} else ${paymentLedger.amountFen} end)`;
  const orderCosts = db
    .select({
      orderId: orderLines.orderId,
      costFen: sql<string>`sum(round(${orderLines.unitCostFen} * ${orderLines.quantity}))`.as('cost_fen'),
    })
    .from(orderLines)
    .where(isNotNull(orderLines.unitCostFen))
    .groupBy(orderLines.orderId)
    .as('order_costs');
  const month = chinaMonth(paymentLedger.createdAt);
  const rows = await db
    .select({
      salesUserId: orders.assignedSalesUserId,
      month,
      netFen: sql<string>`coalesce(sum(${signed}), 0)`,
      costFen: sql<string>`coalesce(round(sum(${signed}::numeric * coalesce(${orderCosts.costFen}, 0) / nullif(${orders.payableFen}, 0))), 0)`,
    })
    .from(paymentLedger)
    .innerJoin(orders, eq(orders.id, paymentLedger.orderId))
    .leftJoin(orderCosts, eq(orderCosts.orderId, orders.id))
    .where(inWindow(window))
    .groupBy(orders.assignedSalesUserId, month);
  return rows.map((row) => ({ ...row, netFen: Number(row.netFen), costFen: Number(row.costFen) }));
}

/** Orders placed in the window per assigned salesperson and China-time month (cancelled ones not counted). */
export async function countOrdersBySalesMonth(
  db: Db,
  window: RevenueWindow,
): Promise<{ salesUserId: string | null; month: string; orderCount: number }[]> {
  const month = chinaMonth(orders.createdAt);
  const rows = await db
    .select({ salesUserId: orders.assignedSalesUserId, month, orderCount: sql<string>`count(*)` })
    .from(orders)
    .where(and(gte(orders.createdAt, window.start), lt(orders.createdAt, window.end), ne(orders.status, 99)))
    .groupBy(orders.assignedSalesUserId, month);
  return rows.map((row) => ({ ...row, orderCount: Number(row.orderCount) }));
}

/** The nicknames of some users (salespeople), by id. */
export async function findNicknames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, phone: users.phone })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.nickname || row.phone || row.id]));
}
