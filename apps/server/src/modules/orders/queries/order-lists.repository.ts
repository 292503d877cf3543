import { and, asc, count, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/orders.table.ts';
import { selectUserContact, users } from '../../../db/users.table.ts';
import { selectNetPaidFenOfOrder } from '../../payments/payments.public.ts';
import type { OrderRow } from '../orders.repository.ts';

/** Filters of an order list; `userId` keeps one customer's orders, `keyword` matches order no or customer phone. */
export type OrderListFilter = {
  userId?: string;
  statuses: readonly number[];
  orderType?: string | undefined;
  createdFrom: Date | null;
  keyword?: string | undefined;
};

/** An order of a list page with its customer's phone and nickname and what the customer has paid and kept (fen). */
export type OrderListRow = { order: OrderRow; customerPhone: string; customerNickname: string; netPaidFen: number };

// The filter on the orders table alone: a keyword matches the order number or the phone of the customer (a hashed
// subquery over users, so counting needs no join).
function buildListCondition(filter: OrderListFilter): SQL | undefined {
  const keyword = filter.keyword?.trim();
  const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  return and(
    filter.userId === undefined ? undefined : eq(orders.userId, filter.userId),
    inArray(orders.status, [...filter.statuses]),
    filter.orderType === undefined ? undefined : eq(orders.orderType, filter.orderType as OrderRow['orderType']),
    filter.createdFrom === null ? undefined : gte(orders.createdAt, filter.createdFrom),
    pattern === undefined
      ? undefined
      : or(
          ilike(orders.orderNo, pattern),
          sql`${orders.userId} in (select ${users.id} from ${users} where ${users.phone} ilike ${pattern})`,
        ),
  );
}

/**
 * A page of orders, newest first, with their customers and net paid amounts, in ONE query: the page's ids are chosen
 * on the orders table alone (orders_created_order_no_idx walks them in order), then only those rows are joined to their
 * customers and summed over the ledger.
 */
export async function listOrderPage(
  db: Db,
  filter: OrderListFilter,
  page: { limit: number; offset: number },
): Promise<OrderListRow[]> {
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(buildListCondition(filter))
    .orderBy(desc(orders.createdAt), desc(orders.orderNo))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  return db
    .select({
      order: orders,
      customerPhone: selectUserContact(),
      customerNickname: users.nickname,
      netPaidFen: selectNetPaidFenOfOrder(orders.id),
    })
    .from(pageIds)
    .innerJoin(orders, eq(orders.id, pageIds.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNo));
}

/** How many orders match a filter. */
export async function countOrders(db: Db, filter: OrderListFilter): Promise<number> {
  const [total] = await db.select({ value: count() }).from(orders).where(buildListCondition(filter));
  return total?.value ?? 0;
}

/** How many orders match a filter in each status (one GROUP BY), in status order; statuses without orders are absent. */
export async function countOrdersByStatus(
  db: Db,
  filter: OrderListFilter,
): Promise<{ status: number; count: number }[]> {
  return db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(buildListCondition(filter))
    .groupBy(orders.status)
    .orderBy(asc(orders.status));
}
