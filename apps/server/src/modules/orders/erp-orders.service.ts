import {
  type ErpOrderDetail,
  type ErpOrderListAnswer,
  type ErpOrderListQuery,
  isActionInScope,
  type PersonTaskListAnswer,
  type PersonTaskListRequest,
} from '@boardforge/contracts/erp-orders.ts';
import { type TransitionRequest, toDomainPayload } from '@boardforge/contracts/orders-transitions.ts';
import { hasPermissionTag, type OrderActor } from '@boardforge/domain/order-status/actors.ts';
import type { ActionPayloads, OrderAction } from '@boardforge/domain/order-status/payloads.ts';
import {
  computeTimeFilterStart,
  listStatusesOfGroup,
  type OrderStatus,
} from '@boardforge/domain/order-status/statuses.ts';
import { allowedActions, mayTakeAction, transitionTable } from '@boardforge/domain/order-status/transitions.ts';
import type { Db } from '../../db/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { listTagsOfRole } from '../menus/menus.repository.ts';
import { emptyLedgerSums, sumLedgersOfOrders, toNetPaidFen } from '../payments/payments.repository.ts';
import type { CurrentSession } from '../sessions/sessions.service.ts';
import { findUserById } from '../users/users.repository.ts';
import { decideAndWrite } from './order-decisions.ts';
import { loadOrderDetailParts } from './order-details.ts';
import { buildActor, buildOrderFacts, loadOrderFacts } from './order-facts.ts';
import { toErpDetail, toErpOrderRow } from './order-views.ts';
import {
  countOrdersByStatus,
  findOrderById,
  isUuid,
  listLinesOfOrders,
  listOrders,
  listOrdersInStatuses,
  lockOrderById,
} from './orders.repository.ts';

/** Creates the back-office order service: transitions, the order list and detail, and each person's waiting work. */
export function createErpOrdersService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  async function buildStaffActor(session: CurrentSession): Promise<OrderActor> {
    return buildActor(session, await listTagsOfRole(db, session.role));
  }

  /**
   * Takes a staff action: locks the order, compares `fromStatus` with its status in the same transaction (409 and
   * nothing changes otherwise; 403 instead when the caller may not take the action at all), looks up an assigned user's role, lets the status machine decide (403 without the
   * tag, 409 from the wrong status, 400 naming a missing field) and writes every effect, one history row and the event.
   */
  async function transitionOrder(
    session: CurrentSession,
    request: TransitionRequest,
    language: Language,
  ): Promise<ErpOrderDetail> {
    const actor = await buildStaffActor(session);
    await db.transaction(async (tx) => {
      const order = await lockOrderById(tx, request.orderId);
      if (!order) throw new AppError('404', 'orders.notFound');
      if (order.status !== request.fromStatus) {
        // Permission first: a caller without it is told 403, not the order's current status.
        if (!mayTakeAction(await loadOrderFacts(tx, order), actor, request.action as OrderAction))
          throw new AppError('403', 'orders.forbidden', { action: request.action });
        throw new AppError('409', 'orders.staleStatus', { expected: request.fromStatus, actual: order.status });
      }
      const payload = toDomainPayload(request, await findAssignedUserRole(tx, request));
      await decideAndWrite(tx, {
        order,
        actor,
        action: request.action as OrderAction,
        payload: payload as ActionPayloads[OrderAction],
        recordedPayload: request.payload,
        now: now(),
        language,
      });
    });
    return loadErpDetail(request.orderId, actor, language);
  }

  /** Any order in full with the actions the caller may take on it. */
  async function getOrderDetail(session: CurrentSession, orderId: string, language: Language): Promise<ErpOrderDetail> {
    return loadErpDetail(orderId, await buildStaffActor(session), language);
  }

  async function loadErpDetail(orderId: string, actor: OrderActor, language: Language): Promise<ErpOrderDetail> {
    const order = await findOrderById(db, orderId);
    if (!order) throw new AppError('404', 'orders.notFound');
    const customer = await findUserById(db, order.userId);
    const parts = await loadOrderDetailParts(db, order, actor, now());
    return toErpDetail(order, { phone: customer?.phone ?? '', nickname: customer?.nickname ?? '' }, parts, language);
  }

  /**
   * A page of all orders with filters: group, status, type, time, keyword (order no or customer phone); with the
   * counts by status under every filter but the status one, so the screen can show what each status would list.
   */
  async function listAllOrders(query: ErpOrderListQuery, language: Language): Promise<ErpOrderListAnswer> {
    const groupStatuses = listStatusesOfGroup(query.group);
    const statuses =
      query.status === undefined ? groupStatuses : groupStatuses.filter((status) => status === query.status);
    const filter = {
      orderType: query.orderType,
      createdFrom: computeTimeFilterStart(query.time, now()),
      keyword: query.keyword,
    };
    const { rows, total } = await listOrders(
      db,
      { ...filter, statuses },
      { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
    );
    const counts = await countOrdersByStatus(db, { ...filter, statuses: groupStatuses });
    const ledgers = await sumLedgersOfOrders(
      db,
      rows.map((row) => row.order.id),
    );
    const answers = rows.map((row) => {
      const customer = { phone: row.customerPhone, nickname: row.customerNickname };
      return toErpOrderRow(row.order, customer, toNetPaidFen(ledgers.get(row.order.id) ?? emptyLedgerSums), language);
    });
    return {
      rows: answers,
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      countsByStatus: counts.map((entry) => ({ status: entry.status as OrderStatus, count: entry.count })),
    };
  }

  /**
   * The caller's waiting work: orders in which the status machine lets their role take an action now (allowedActions
   * non-empty), longest waiting first, with how many wait in each status. A `status` narrows the rows and `total` to
   * that status; the counts stay over all the waiting work. Whether an order waits depends on facts the status
   * machine weighs (assignment, acceptance, payments, days since shipment), so it decides here, not in SQL.
   */
  async function listPersonTasks(
    session: CurrentSession,
    request: PersonTaskListRequest,
    language: Language,
  ): Promise<PersonTaskListAnswer> {
    const actor = await buildStaffActor(session);
    const candidates = await listOrdersInStatuses(db, listStatusesActorMayLeave(actor));
    const lines = await listLinesOfOrders(
      db,
      candidates.map((row) => row.order.id),
    );
    const ledgers = await sumLedgersOfOrders(
      db,
      candidates.map((row) => row.order.id),
    );
    const at = now();
    const waiting = [];
    for (const row of candidates) {
      const money = ledgers.get(row.order.id) ?? emptyLedgerSums;
      const facts = buildOrderFacts(
        row.order,
        lines.filter((line) => line.orderId === row.order.id),
        money,
      );
      const scope = request.scope;
      const actions = allowedActions(facts, actor, at).filter(
        (action) => scope === undefined || isActionInScope(action, scope),
      );
      if (actions.length > 0) waiting.push({ row, actions, paidFen: toNetPaidFen(money) });
    }
    const counts = new Map<OrderStatus, number>();
    for (const { row } of waiting) {
      const status = row.order.status as OrderStatus;
      counts.set(status, (counts.get(status) ?? 0) + 1);
    }
    const listed =
      request.status === undefined ? waiting : waiting.filter(({ row }) => row.order.status === request.status);
    const start = (request.pageNum - 1) * request.pageSize;
    return {
      rows: listed.slice(start, start + request.pageSize).map(({ row, actions, paidFen }) => ({
        ...toErpOrderRow(row.order, { phone: row.customerPhone, nickname: row.customerNickname }, paidFen, language),
        actions,
      })),
      total: listed.length,
      pageNum: request.pageNum,
      pageSize: request.pageSize,
      countsByStatus: [...counts.entries()].sort(([a], [b]) => a - b).map(([status, count]) => ({ status, count })),
    };
  }

  return { transitionOrder, getOrderDetail, listAllOrders, listPersonTasks };
}

/** The back-office order service as the routes receive it. */
export type ErpOrdersService = ReturnType<typeof createErpOrdersService>;

// The role of the user an assignment names (undefined when there is none or it is no staff member).
async function findAssignedUserRole(tx: Db, request: TransitionRequest): Promise<string | undefined> {
  const userId =
    request.action === 'assignSales'
      ? request.payload.salesUserId
      : request.action === 'assignPurchasing'
        ? request.payload.buyerUserId
        : undefined;
  if (userId === undefined || !isUuid(userId)) return undefined;
  const user = await findUserById(tx, userId);
  return user?.kind === 'staff' ? (user.roleId ?? undefined) : undefined;
}

// Statuses some staff row of the transition table lets this actor leave (by tag; the machine decides the rest).
function listStatusesActorMayLeave(actor: OrderActor): OrderStatus[] {
  const statuses = new Set<OrderStatus>();
  for (const rule of transitionTable) {
    if (rule.who.kind !== 'staff' || !hasPermissionTag(actor, rule.who.tag)) continue;
    for (const status of rule.from) statuses.add(status);
  }
  return [...statuses];
}
