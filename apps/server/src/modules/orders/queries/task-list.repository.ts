import type { OrderAction } from '@boardforge/domain/order-status/payloads.ts';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/orders.table.ts';
import { selectUserContact, users } from '../../../db/users.table.ts';
import { selectNetPaidFenByOrder, selectNetPaidFenOfOrder } from '../../payments/payments.public.ts';
import type { OrderRow } from '../orders.repository.ts';
import {
  type ActionCondition,
  buildActionConditions,
  buildAnyActionCondition,
  buildMoneyDecidesCondition,
  selectAllowedActions,
  type WaitingWork,
} from './allowed-actions.sql.ts';

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
 * The conditions of the actor's waiting work, and where money decides whether an order waits (only there: an order
 * an action that needs no money already lets wait is not summed), the ledger summed once for those orders as a
 * subquery to LEFT JOIN. A subquery per row instead would be estimated so costly that PostgreSQL compiled the whole
 * query with JIT (~250 ms) however few rows reach it.
 */
function selectCandidates(db: Db, work: WaitingWork) {
  const moneyDecides = buildMoneyDecidesCondition(buildActionConditions(work, sql`0`));
  if (moneyDecides === undefined) return { conditions: buildActionConditions(work, sql`0`), money: undefined };
  // The subquery's own `orders` (its FROM) is the one its conditions name.
  const money = selectNetPaidFenByOrder(db, db.select({ id: orders.id }).from(orders).where(moneyDecides));
  return { conditions: buildActionConditions(work, sql`coalesce(${money.netPaidFen}, 0)`), money };
}

/**
 * A page of the orders waiting for the actor (allowed-actions.sql.ts), longest waiting first, with their customers,
 * net paid amounts and allowed actions, in ONE query: the page's ids are chosen on the orders table (joined to the
 * ledger sums where money decides), then only those rows are joined to their customers and summed.
 */
export async function listWaitingOrderPage(
  db: Db,
  work: WaitingWork,
  filter: { status?: number | undefined },
  page: { limit: number; offset: number },
): Promise<WaitingOrderRow[]> {
  const { conditions, money } = selectCandidates(db, work);
  if (conditions.length === 0) return [];
  const candidates = db.select({ id: orders.id }).from(orders);
  const pageIds = (money ? candidates.leftJoin(money, eq(money.orderId, orders.id)) : candidates)
    .where(buildWaitingCondition(conditions, filter.status))
    .orderBy(asc(orders.statusEnteredAt), asc(orders.orderNo))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  // The page's own rows decide their actions again, with each row's ledger summed on its own (a few rows).
  const netPaidFen = selectNetPaidFenOfOrder(orders.id);
  const rows = await db
    .select({
      order: orders,
      customerPhone: selectUserContact(),
      customerNickname: users.nickname,
      netPaidFen,
      actions: selectAllowedActions(buildActionConditions(work, netPaidFen)),
    })
    .from(pageIds)
    .innerJoin(orders, eq(orders.id, pageIds.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .orderBy(asc(orders.statusEnteredAt), asc(orders.orderNo));
  return rows.map((row) => ({ ...row, actions: parseActions(row.actions, conditions) }));
}

/** How many orders wait for the actor in each status (one GROUP BY), in status order. */
export async function countWaitingOrdersByStatus(
  db: Db,
  work: WaitingWork,
): Promise<{ status: number; count: number }[]> {
  const { conditions, money } = selectCandidates(db, work);
  if (conditions.length === 0) return [];
  const candidates = db.select({ status: orders.status, count: count() }).from(orders);
  return (money ? candidates.leftJoin(money, eq(money.orderId, orders.id)) : candidates)
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
