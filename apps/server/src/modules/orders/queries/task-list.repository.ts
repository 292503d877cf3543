import type { OrderAction } from '@boardforge/domain/order-status/payloads.ts';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/orders.table.ts';
import { selectUserContact, users } from '../../../db/users.table.ts';
import { selectNetPaidFenOfOrder } from '../../payments/payments.public.ts';
import type { OrderRow } from '../orders.repository.ts';
import { type ActionCondition, buildAnyActionCondition, selectAllowedActions } from './allowed-actions.sql.ts';

/** A waiting order of a task list: the order, its customer, its net paid amount (fen) and the actions allowed now. */
export type WaitingOrderRow = {
  order: OrderRow;
  customerPhone: string;
  customerNickname: string;
  netPaidFen: number;
  actions: OrderAction[];
};

// Orders in a status some action leaves for which some action is allowed now (optionally of one status).
function buildWaitingCondition(conditions: readonly ActionCondition[], status?: number): SQL | undefined {
  const statuses = [...new Set(conditions.flatMap((entry) => entry.fromStatuses))];
  return and(
    inArray(orders.status, status === undefined ? statuses : statuses.filter((candidate) => candidate === status)),
    buildAnyActionCondition(conditions),
  );
}

/**
 * A page of the orders waiting for some of `conditions` (allowed-actions.sql.ts), longest waiting first, with their
 * customers, net paid amounts and allowed actions, in ONE query: the page's ids are chosen on the orders table, then
 * only those rows are joined and summed.
 */
export async function listWaitingOrderPage(
  db: Db,
  conditions: readonly ActionCondition[],
  filter: { status?: number | undefined },
  page: { limit: number; offset: number },
): Promise<WaitingOrderRow[]> {
  if (conditions.length === 0) return [];
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(buildWaitingCondition(conditions, filter.status))
    .orderBy(asc(orders.statusEnteredAt), asc(orders.orderNo))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  const rows = await db
    .select({
      order: orders,
      customerPhone: selectUserContact(),
      customerNickname: users.nickname,
      netPaidFen: selectNetPaidFenOfOrder(orders.id),
      actions: selectAllowedActions(conditions),
    })
    .from(pageIds)
    .innerJoin(orders, eq(orders.id, pageIds.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .orderBy(asc(orders.statusEnteredAt), asc(orders.orderNo));
  return rows.map((row) => ({ ...row, actions: parseActions(row.actions, conditions) }));
}

/** How many orders wait for some of `conditions` in each status (one GROUP BY), in status order. */
export async function countWaitingOrdersByStatus(
  db: Db,
  conditions: readonly ActionCondition[],
): Promise<{ status: number; count: number }[]> {
  if (conditions.length === 0) return [];
  return db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(buildWaitingCondition(conditions))
    .groupBy(orders.status)
    .orderBy(asc(orders.status));
}

// The comma-separated actions back into the table's names (anything else would be a bug in the SQL).
function parseActions(text: string, conditions: readonly ActionCondition[]): OrderAction[] {
  if (text === '') return [];
  return text.split(',').map((name) => {
    const known = conditions.find((entry) => entry.action === name);
    if (!known) throw new Error(`the task list's SQL named an unknown action ${name}`);
    return known.action;
  });
}
