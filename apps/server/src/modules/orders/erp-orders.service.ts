import {
  type ErpOrderDetail,
  type ErpOrderListAnswer,
  type ErpOrderListQuery,
  isActionInScope,
  type PersonTaskListAnswer,
  type PersonTaskListRequest,
} from '@boardforge/contracts/erp-orders.ts';
import { type TransitionRequest, toDomainPayload } from '@boardforge/contracts/orders-transitions.ts';
import type { OrderActor } from '@boardforge/domain/order-status/actors.ts';
import type { ActionPayloads, OrderAction } from '@boardforge/domain/order-status/payloads.ts';
import {
  computeTimeFilterStart,
  listStatusesOfGroup,
  type OrderStatus,
} from '@boardforge/domain/order-status/statuses.ts';
import { mayTakeAction } from '@boardforge/domain/order-status/transitions.ts';
import type { Db } from '../../db/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { listTagsOfRole } from '../menus/menus.repository.ts';
import type { CurrentSession } from '../sessions/sessions.service.ts';
import { findUserById } from '../users/users.repository.ts';
import { findOrderById, isUuid, lockOrderById } from './orders.repository.ts';
import { toErpDetail, toErpOrderRow } from './orders.view.ts';
import { loadOrderDetailParts } from './queries/order-details.service.ts';
import { countOrdersByStatus, listOrderPage } from './queries/order-lists.repository.ts';
import { countWaitingOrdersByStatus, listWaitingOrderPage } from './queries/task-list.repository.ts';
import { decideAndWrite } from './workflow/order-decisions.service.ts';
import { buildActor, loadOrderFacts } from './workflow/order-facts.service.ts';

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
   * counts by status under every filter but the status one, so the screen can show what each status would list. Two
   * queries: the page with its customers and net paid amounts, and the counts (whose statuses in the filter make the
   * total).
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
    // Side by side: on PostgreSQL two pool connections, so the answer waits for the slower query, not both.
    const [rows, counts] = await Promise.all([
      listOrderPage(
        db,
        { ...filter, statuses },
        { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
      ),
      countOrdersByStatus(db, { ...filter, statuses: groupStatuses }),
    ]);
    return {
      rows: rows.map((row) => toErpOrderRow(row.order, toCustomer(row), row.netPaidFen, language)),
      total: sumCountsOf(counts, statuses),
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      countsByStatus: counts.map((entry) => ({ status: entry.status as OrderStatus, count: entry.count })),
    };
  }

  /**
   * The caller's waiting work: orders in which the status machine lets their role take an action now (allowedActions
   * non-empty), longest waiting first, with how many wait in each status. A `status` narrows the rows and `total` to
   * that status; the counts stay over all the waiting work. Whether an order waits depends on facts the status
   * machine weighs (assignment, acceptance, payments, days since shipment): the transition table is said in SQL
   * (queries/allowed-actions.sql.ts), so the database filters, counts and pages: two queries whatever the number of
   * orders.
   */
  async function listPersonTasks(
    session: CurrentSession,
    request: PersonTaskListRequest,
    language: Language,
  ): Promise<PersonTaskListAnswer> {
    const actor = await buildStaffActor(session);
    const { scope } = request;
    const work = {
      actor,
      now: now(),
      isWanted: (action: OrderAction) => scope === undefined || isActionInScope(action, scope),
    };
    const [counts, rows] = await Promise.all([
      countWaitingOrdersByStatus(db, work),
      listWaitingOrderPage(
        db,
        work,
        { status: request.status },
        { limit: request.pageSize, offset: (request.pageNum - 1) * request.pageSize },
      ),
    ]);
    return {
      rows: rows.map((row) => ({
        ...toErpOrderRow(row.order, toCustomer(row), row.netPaidFen, language),
        actions: row.actions,
      })),
      total: sumCountsOf(counts, request.status === undefined ? counts.map((entry) => entry.status) : [request.status]),
      pageNum: request.pageNum,
      pageSize: request.pageSize,
      countsByStatus: counts.map((entry) => ({ status: entry.status as OrderStatus, count: entry.count })),
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
  // A disabled staff member takes no new work: as if no staff member were named.
  return user?.kind === 'staff' && user.isActive ? (user.roleId ?? undefined) : undefined;
}

// The customer of a list row as the answers show it.
function toCustomer(row: { customerPhone: string; customerNickname: string }): { phone: string; nickname: string } {
  return { phone: row.customerPhone, nickname: row.customerNickname };
}

// How many orders the counts by status give for these statuses.
function sumCountsOf(counts: readonly { status: number; count: number }[], statuses: readonly number[]): number {
  return counts.reduce((sum, entry) => (statuses.includes(entry.status) ? sum + entry.count : sum), 0);
}
