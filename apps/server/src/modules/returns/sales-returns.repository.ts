import { and, asc, count, desc, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { orderHistory, orders } from '../../db/orders.table.ts';
import { paymentLedger } from '../../db/payments.table.ts';
import { salesReturns } from '../../db/sales-returns.table.ts';
import { selectUserContact, users } from '../../db/users.table.ts';

export type SalesReturnRecord = typeof salesReturns.$inferSelect;

/** The statuses in which a customer may ask to return an order (docs/workflow.md requestReturn: 10 or 11). */
const returnableStatuses = [10, 11];

/** When the customer last asked to return an order (its requestReturn history row), or null when none is recorded. */
export async function findReturnRequestedAt(tx: Db, orderId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: max(orderHistory.createdAt) })
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.action, 'requestReturn')));
  return row?.at ?? null;
}

/** Writes the record of an approved sales return (inside the approveReturn transition's transaction). */
export async function insertSalesReturn(tx: Db, row: typeof salesReturns.$inferInsert): Promise<SalesReturnRecord> {
  const [inserted] = await tx.insert(salesReturns).values(row).returning();
  if (!inserted) throw new Error('insert into sales_returns returned no row');
  return inserted;
}

const customers = alias(users, 'customers');
const approvers = alias(users, 'approvers');

/** A sales-return record with its order number, customer and approver. */
export type SalesReturnListRow = {
  record: SalesReturnRecord;
  orderNo: string;
  customerName: string;
  customerPhone: string;
  approvedByName: string | null;
};

/** A page of sales returns approved in a window (`start` included, `end` excluded; either open), newest first. */
export async function listSalesReturns(
  db: Db,
  filter: { start?: Date | undefined; end?: Date | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: SalesReturnListRow[]; total: number }> {
  const condition = and(
    filter.start === undefined ? undefined : gte(salesReturns.approvedAt, filter.start),
    filter.end === undefined ? undefined : lt(salesReturns.approvedAt, filter.end),
  );
  const rows = await db
    .select({
      record: salesReturns,
      orderNo: orders.orderNo,
      customerName: customers.nickname,
      customerPhone: selectUserContact(customers),
      approvedByName: approvers.nickname,
    })
    .from(salesReturns)
    .innerJoin(orders, eq(orders.id, salesReturns.orderId))
    .innerJoin(customers, eq(customers.id, orders.userId))
    .leftJoin(approvers, eq(approvers.id, salesReturns.approvedByUserId))
    .where(condition)
    .orderBy(desc(salesReturns.approvedAt), desc(salesReturns.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(salesReturns).where(condition);
  return { rows, total: total?.value ?? 0 };
}

/** An order awaiting a decision on its return request, with its customer, request time and net paid fen. */
export type ReturnRequestListRow = {
  orderId: string;
  orderNo: string;
  status: number;
  reason: string | null;
  customerName: string;
  customerPhone: string;
  requestedAt: Date | null;
  netPaidFen: number;
};

/** A page of orders (status 10 or 11) whose return was asked for and not yet decided, the oldest request first. */
export async function listReturnRequests(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: ReturnRequestListRow[]; total: number }> {
  const condition = and(inArray(orders.status, returnableStatuses), eq(orders.returnRequested, true));
  const requestedAt = sql<Date | null>`(select max(${orderHistory.createdAt}) from ${orderHistory}
    where ${orderHistory.orderId} = ${orders.id} and ${orderHistory.action} = 'requestReturn')`.mapWith(
    orderHistory.createdAt,
  );
  const netPaidFen = sql<number>`(select coalesce(sum(case when ${paymentLedger.kind} = 'refund'
    then -${paymentLedger.amountFen} else ${paymentLedger.amountFen} end), 0)
    from ${paymentLedger} where ${paymentLedger.orderId} = ${orders.id})`.mapWith(Number);
  const rows = await db
    .select({
      orderId: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      reason: orders.returnReason,
      customerName: users.nickname,
      customerPhone: selectUserContact(),
      requestedAt,
      netPaidFen,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(condition)
    .orderBy(asc(requestedAt), asc(orders.orderNo))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(orders).where(condition);
  return { rows, total: total?.value ?? 0 };
}
