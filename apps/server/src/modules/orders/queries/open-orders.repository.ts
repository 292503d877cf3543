import { isTerminalStatus, OrderStatus, orderStatuses } from '@boardforge/domain/order-status/statuses.ts';
import { and, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/orders.table.ts';
import { selectNetPaidFenOfOrder } from '../../payments/payments.public.ts';

/**
 * Orders still open (not completed, returned or cancelled, as the status table says) on which the customer has paid
 * nothing yet: the ones a price-book change might be thought to touch. They keep the version they were priced with.
 */
const openStatuses = orderStatuses.filter((status) => !isTerminalStatus(status) && status !== OrderStatus.Completed);

function selectOpenUnpaid() {
  const orderId = sql`${orders}.${sql.identifier('id')}`;
  return and(inArray(orders.status, openStatuses), sql`${selectNetPaidFenOfOrder(orderId)} <= 0`);
}

/** How many open orders nobody has paid for yet, and the newest `limit` of them. */
export async function listOpenUnpaidOrders(db: Db, limit: number) {
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(selectOpenUnpaid());
  const rows = await db
    .select({
      orderNo: orders.orderNo,
      orderType: orders.orderType,
      status: orders.status,
      totalFen: orders.totalFen,
      priceBookVersion: orders.priceBookVersion,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(selectOpenUnpaid())
    .orderBy(desc(orders.createdAt), desc(orders.orderNo))
    .limit(limit);
  // The column's check constraint holds it to the status codes.
  return { total: count?.total ?? 0, rows: rows.map((row) => ({ ...row, status: row.status as OrderStatus })) };
}
