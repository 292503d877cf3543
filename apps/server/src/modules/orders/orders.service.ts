import type { CustomerOrderDetail } from '@boardforge/contracts/erp-orders.ts';
import type {
  AttachOrderFilesRequest,
  LastOrderContacts,
  ListOrdersQuery,
  OrderRow as OrderRowAnswer,
} from '@boardforge/contracts/orders.ts';
import type { ActionPayloads, OrderAction } from '@boardforge/domain/order-status/payloads.ts';
import {
  canAttachOrderFiles,
  computeTimeFilterStart,
  listStatusesOfGroup,
} from '@boardforge/domain/order-status/statuses.ts';
import type { Db } from '../../db/client.ts';
import { type Language, translate } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { findFileById } from '../files/files.repository.ts';
import type { BankAccount } from '../payments/payments.public.ts';
import type { QuotesService } from '../quotes/quotes.service.ts';
import { findNewestOrderOfUser, findOrderById, isUuid, lockOrderById, updateOrder } from './orders.repository.ts';
import { toCustomerDetail, toOrderRow } from './orders.view.ts';
import { createOrderPlacing, type MatchOwnBom } from './placing/order-placing.service.ts';
import { loadOrderDetailParts } from './queries/order-details.service.ts';
import { countOrders, listOrderPage } from './queries/order-lists.repository.ts';
import { decideAndWrite } from './workflow/order-decisions.service.ts';

/** The customer actions of /orderInfo/*, each one action of the status machine. */
type Contacts = NonNullable<LastOrderContacts>;

export type CustomerAction = 'cancel' | 'confirmCompletion' | 'acceptQuote' | 'acceptAdjustedPrice' | 'requestReturn';

/** Creates the customer's order service: saving (priced again, idempotent), lists, details and own actions. */
export function createOrdersService(dependencies: {
  db: Db;
  now: () => Date;
  quotes: QuotesService;
  /** Shown again with a pending bank transfer on the order page. */
  bankAccount?: BankAccount | undefined;
  /** A customer's BOM matched against the parts catalogue (parts/bom-matching.service.ts). */
  matchOwnBom: MatchOwnBom;
}) {
  const { db, now, quotes, matchOwnBom } = dependencies;

  /** Saves an order priced again by the server, idempotent by its key (placing/order-placing.service.ts). */
  const { saveOrder } = createOrderPlacing({ db, now, quotes, matchOwnBom });

  /** A page of the caller's orders, newest first, with what was paid and a one-line summary. */
  async function listOwnOrders(userId: string, query: ListOrdersQuery, language: Language) {
    const groupStatuses = listStatusesOfGroup(query.group);
    const statuses =
      query.status === undefined ? groupStatuses : groupStatuses.filter((status) => status === query.status);
    const filter = {
      userId,
      statuses,
      orderType: query.orderType,
      createdFrom: computeTimeFilterStart(query.time, now()),
    };
    const [rows, total] = await Promise.all([
      listOrderPage(db, filter, { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize }),
      countOrders(db, filter),
    ]);
    const answers: OrderRowAnswer[] = rows.map((row) => toOrderRow(row.order, row.netPaidFen, language));
    return { rows: answers, total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** The caller's own order in full; anyone else's is 404. */
  async function getOwnOrderDetail(userId: string, orderId: string, language: Language): Promise<CustomerOrderDetail> {
    const order = await findOrderById(db, orderId);
    if (!order || order.userId !== userId) throw new AppError('404', 'orders.notFound');
    const parts = await loadOrderDetailParts(db, order, { kind: 'client', userId }, now());
    return toCustomerDetail(order, parts, language, dependencies.bankAccount);
  }

  /** Takes one of the customer's actions on their own order (locked, decided by the status machine, written at once). */
  async function takeCustomerAction<A extends CustomerAction>(
    userId: string,
    input: { orderId: string; action: A; payload: ActionPayloads[A] },
    language: Language,
  ): Promise<CustomerOrderDetail> {
    await db.transaction(async (tx) => {
      const order = await lockOrderById(tx, input.orderId);
      if (!order || order.userId !== userId) throw new AppError('404', 'orders.notFound');
      await decideAndWrite(tx, {
        order,
        actor: { kind: 'client', userId },
        action: input.action as OrderAction,
        payload: input.payload,
        recordedPayload: input.payload,
        now: now(),
        language,
      });
    });
    return getOwnOrderDetail(userId, input.orderId, language);
  }

  /**
   * Attaches the customer's own uploaded Gerber to their own board order, until contract review approves it (a
   * Gerber already attached is replaced). Someone else's order or file is 404; a later status is 409.
   */
  async function attachOrderFiles(
    userId: string,
    request: AttachOrderFilesRequest,
    language: Language,
  ): Promise<CustomerOrderDetail> {
    const field = 'gerberFileId';
    await db.transaction(async (tx) => {
      const order = isUuid(request.orderId) ? await lockOrderById(tx, request.orderId) : undefined;
      if (!order || order.userId !== userId) throw new AppError('404', 'orders.notFound');
      if (order.orderType !== 'pcb')
        throw new AppError('400', 'orders.filesNotForType', { orderType: order.orderType });
      if (!canAttachOrderFiles(order.status)) throw new AppError('409', 'orders.filesClosed');
      const file = isUuid(request.gerberFileId) ? await findFileById(tx, request.gerberFileId) : undefined;
      if (!file || file.ownerUserId !== userId) {
        const message = translate(language, 'orders.fileNotFound', { field });
        throw new AppError('404', 'orders.fileNotFound', { field }, { fieldErrors: [{ field, message }] });
      }
      if (file.kind !== 'gerber') {
        const message = translate(language, 'orders.fileWrongKind', { field, kind: 'gerber' });
        const params = { field, kind: 'gerber' };
        throw new AppError('400', 'orders.fileWrongKind', params, { fieldErrors: [{ field, message }] });
      }
      // The locked row's status is the expected one, so the update applies.
      await updateOrder(tx, order.id, order.status, { gerberFileId: file.id, updatedAt: now() });
    });
    return getOwnOrderDetail(userId, request.orderId, language);
  }

  /** The invoice choice and contacts of the customer's newest order, for the checkout to propose; null before one. */
  async function getLastOrderContacts(userId: string): Promise<LastOrderContacts> {
    const order = await findNewestOrderOfUser(db, userId);
    if (!order) return null;
    return {
      invoiceType: order.invoiceType as Contacts['invoiceType'],
      invoicingMethod: order.invoicingMethod as Contacts['invoicingMethod'],
      contractTitle: order.contractTitle,
      placingOrder: order.placingOrder,
      placingOrderPhone: order.placingOrderPhone,
      technicians: order.technicians,
      techniciansPhone: order.techniciansPhone,
    };
  }

  return {
    saveOrder,
    listOwnOrders,
    getOwnOrderDetail,
    getLastOrderContacts,
    takeCustomerAction,
    attachOrderFiles,
  };
}

/** The customer's order service as the routes receive it. */
export type OrdersService = ReturnType<typeof createOrdersService>;
