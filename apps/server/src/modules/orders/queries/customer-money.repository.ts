import { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { and, asc, desc, eq, gte, inArray, lt, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/orders.table.ts';
import {
  selectNetPaidFenByOrder,
  selectNetPaidFenOfOrder,
  sumNetPaidOfOrders,
} from '../../payments/payments.public.ts';

/**
 * What customers owe, read from their orders and the payment ledger: the statuses in which an unpaid amount is owed
 * (the order went to purchasing: 7–11), a customer's owed and overdue totals, the same per customer for a list, their
 * latest orders and the order lines of a statement. Money is integer fen.
 */

/** Orders that went to purchasing and are not returned or cancelled: what is unpaid on them is owed. */
const owingStatuses = [
  OrderStatus.PurchaseReview,
  OrderStatus.AwaitingWarehouseEntry,
  OrderStatus.AwaitingWarehouseExit,
  OrderStatus.AwaitingCompletion,
  OrderStatus.Completed,
];

// The order's id written with its table: a query of the orders table alone leaves its columns bare, and the ledger
// subquery's own id column would shadow a bare "id".
const qualifiedOrderId = sql`${orders}.${sql.identifier('id')}`;

// What is unpaid on an order row (never negative) when it is owed, else 0.
function selectOwedFen(netPaidFen: SQL): SQL<number> {
  return sql<number>`case when ${inArray(orders.status, owingStatuses)} then greatest(${orders.payableFen} - ${netPaidFen}, 0) else 0 end`;
}

/**
 * A customer's unpaid total on the orders that went to purchasing and, of it, what is past its credit due date. Read
 * inside the transaction holding the customer's credit lock, it sees every order an earlier decision committed.
 */
export async function sumCreditExposure(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ owedFen: number; overdueFen: number }> {
  const perOrder = db
    .select({
      owedFen: selectOwedFen(selectNetPaidFenOfOrder(qualifiedOrderId)).as('owed_fen'),
      creditDueAt: orders.creditDueAt,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, owingStatuses)))
    .as('owing');
  const [sums] = await db
    .select({
      owedFen: sql<number>`coalesce(sum(${perOrder.owedFen}), 0)`.mapWith(Number),
      overdueFen:
        sql<number>`coalesce(sum(case when ${perOrder.creditDueAt} < ${now} then ${perOrder.owedFen} else 0 end), 0)`.mapWith(
          Number,
        ),
    })
    .from(perOrder);
  return sums ?? { owedFen: 0, overdueFen: 0 };
}

/**
 * The money of the customers `userIds` names (a page of a list, at most a few dozen), one row per customer with
 * orders: how many, net paid, owed and overdue (fen). Only their orders and those orders' ledger rows are read.
 */
export async function listMoneyOfCustomers(db: Db, now: Date, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  const ofCustomers = inArray(orders.userId, [...userIds]);
  const net = selectNetPaidFenByOrder(db, db.select({ id: orders.id }).from(orders).where(ofCustomers));
  const netPaid = sql`coalesce(${net.netPaidFen}, 0)`;
  const owed = selectOwedFen(netPaid);
  return db
    .select({
      userId: orders.userId,
      orderCount: sql<number>`count(*)`.mapWith(Number),
      paidFen: sql<number>`coalesce(sum(${netPaid}), 0)`.mapWith(Number),
      owedFen: sql<number>`coalesce(sum(${owed}), 0)`.mapWith(Number),
      overdueFen:
        sql<number>`coalesce(sum(case when ${orders.creditDueAt} < ${now} then ${owed} else 0 end), 0)`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(net, eq(net.orderId, orders.id))
    .where(ofCustomers)
    .groupBy(orders.userId);
}

/**
 * What the orders of the customers `userIds` selects (a subquery of user ids: a whole filter) add up to: how many,
 * net paid and owed (fen). Two plain sums, no grouping by order: owed is the payable of the orders at 7–11 less what
 * was paid and kept on them (what is paid above the payable is refunded at once, docs/workflow.md "Money", so no
 * order's net paid passes its payable).
 */
export async function sumMoneyOfCustomers(db: Db, userIds: SQLWrapper) {
  const ofCustomers = inArray(orders.userId, userIds);
  const isOwing = inArray(orders.status, owingStatuses);
  const [ordered] = await db
    .select({
      orderCount: sql<number>`count(*)`.mapWith(Number),
      owingPayableFen: sql<number>`coalesce(sum(case when ${isOwing} then ${orders.payableFen} else 0 end), 0)`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(ofCustomers);
  const paid = await sumNetPaidOfOrders(
    db,
    db.select({ id: orders.id }).from(orders).where(ofCustomers),
    db.select({ id: orders.id }).from(orders).where(and(ofCustomers, isOwing)),
  );
  return {
    orderCount: ordered?.orderCount ?? 0,
    paidFen: paid.netPaidFen,
    owedFen: Math.max(0, (ordered?.owingPayableFen ?? 0) - paid.partNetPaidFen),
  };
}

/**
 * The SQL of whether the customer `userId` gives has an amount overdue: an order at 7–11 past its credit due date and
 * not paid in full (a condition for a list's WHERE; few orders have a due date).
 */
export function selectHasOverdue(userId: SQLWrapper, now: Date): SQL {
  return sql`exists (select 1 from ${orders} where ${orders.userId} = ${userId} and ${inArray(orders.status, owingStatuses)}
    and ${orders.creditDueAt} < ${now} and ${orders.payableFen} > ${selectNetPaidFenOfOrder(qualifiedOrderId)})`;
}

/** A customer's latest orders (at most `limit`), newest first, with what was paid and kept on each. */
export function listOrdersOfCustomer(db: Db, userId: string, limit: number) {
  return db
    .select({
      orderId: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      payableFen: orders.payableFen,
      netPaidFen: selectNetPaidFenOfOrder(qualifiedOrderId),
      createdAt: orders.createdAt,
      creditDueAt: orders.creditDueAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNo))
    .limit(limit);
}

/** The invoice titles (contract titles) a customer's orders used, most recent first, each once (at most `limit`). */
export async function listInvoiceTitlesOfCustomer(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ title: orders.contractTitle, lastUsed: sql`max(${orders.createdAt})` })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.contractTitle, '')))
    .groupBy(orders.contractTitle)
    .orderBy(desc(sql`max(${orders.createdAt})`))
    .limit(limit);
  return rows.map((row) => row.title);
}

/** The order numbers of orders by id (a statement names the orders of its ledger lines). */
export async function mapOrderNumbers(db: Db, orderIds: readonly string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map((row) => [row.id, row.orderNo]));
}

/** The ids of a customer's orders, as a subquery (a statement's ledger lines are those of these orders). */
export function selectOrderIdsOfCustomer(db: Db, userId: string) {
  return db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
}

// What an order charges on a statement: nothing when cancelled, what was kept when returned, else its payable.
function selectChargeFen(): SQL<number> {
  return sql<number>`(case when ${orders.status} = ${OrderStatus.Cancelled} then 0 when ${orders.status} = ${OrderStatus.Returned} then greatest(${selectNetPaidFenOfOrder(qualifiedOrderId)}, 0) else ${orders.payableFen} end)`;
}

/** The orders a customer placed in [start, end), oldest first, at what each charges (at most `limit`, cancelled left out). */
export function listChargesOfCustomer(db: Db, userId: string, window: { start: Date; end: Date }, limit: number) {
  return db
    .select({ at: orders.createdAt, orderNo: orders.orderNo, amountFen: selectChargeFen().mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        ne(orders.status, OrderStatus.Cancelled),
        gte(orders.createdAt, window.start),
        lt(orders.createdAt, window.end),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.orderNo))
    .limit(limit);
}

/** What a customer's orders charged before `start` and in [start, end), fen. */
export async function sumChargesOfCustomer(
  db: Db,
  userId: string,
  window: { start: Date; end: Date },
): Promise<{ beforeFen: number; withinFen: number }> {
  const charge = selectChargeFen();
  const [sums] = await db
    .select({
      beforeFen:
        sql<number>`coalesce(sum(case when ${orders.createdAt} < ${window.start} then ${charge} else 0 end), 0)`.mapWith(
          Number,
        ),
      withinFen:
        sql<number>`coalesce(sum(case when ${orders.createdAt} >= ${window.start} and ${orders.createdAt} < ${window.end} then ${charge} else 0 end), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), lt(orders.createdAt, window.end)));
  return sums ?? { beforeFen: 0, withinFen: 0 };
}
