import type { CustomerOrderDetail } from '@boardforge/contracts/erp-orders.ts';
import type {
  ListOrdersQuery,
  OrderRow as OrderRowAnswer,
  SaveOrderAnswer,
  SaveOrderRequest,
} from '@boardforge/contracts/orders.ts';
import type { ActionPayloads, OrderAction } from '@boardforge/domain/order-status/payloads.ts';
import { computeTimeFilterStart, listStatusesOfGroup } from '@boardforge/domain/order-status/statuses.ts';
import type { Db } from '../../db/client.ts';
import { type Language, translate } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOwnAddress } from '../addresses/addresses.repository.ts';
import { findFileById } from '../files/files.repository.ts';
import { appendOrderEvent } from '../order-events/order-events.repository.ts';
import { sumNetPaidFen } from '../payments/payments.repository.ts';
import type { QuotesService } from '../quotes/quotes.service.ts';
import { decideAndWrite } from './order-decisions.ts';
import { loadOrderDetailParts } from './order-details.ts';
import { formatChinaDay, formatOrderNo, hashRequest } from './order-numbers.ts';
import { type PricedLine, priceOrder } from './order-pricing.ts';
import { toCustomerDetail, toOrderRow, toSaveOrderAnswer } from './order-views.ts';
import {
  findOrderById,
  findOrderByIdempotencyKey,
  insertOrderLines,
  insertOrderUnlessKeyUsed,
  isUuid,
  listOrders,
  lockOrderById,
  type OrderRow,
  takeNextOrderSequence,
} from './orders.repository.ts';

/** The customer actions of /orderInfo/*, each one action of the status machine. */
export type CustomerAction = 'cancel' | 'confirmCompletion' | 'acceptQuote' | 'acceptAdjustedPrice' | 'requestReturn';

// Thrown inside the saving transaction when the idempotency key turned out to be taken: roll back, read the first.
class IdempotencyKeyTaken extends Error {}

/** Creates the customer's order service: saving (priced again, idempotent), lists, details and own actions. */
export function createOrdersService(dependencies: { db: Db; now: () => Date; quotes: QuotesService }) {
  const { db, now, quotes } = dependencies;

  /**
   * Saves an order priced again by the server (a client's price is never read). The same idempotency key with the
   * same body returns the first order; with another body 409. Two concurrent saves with one key make one order.
   */
  async function saveOrder(userId: string, request: SaveOrderRequest, language: Language): Promise<SaveOrderAnswer> {
    const requestHash = hashRequest(request);
    const existing = await findOrderByIdempotencyKey(db, userId, request.idempotencyKey);
    if (existing) return answerRepeatedSave(existing, requestHash);

    const bomLineCount = await checkOwnFiles(userId, request, language);
    const address = await findOwnAddress(db, userId, request.addressId);
    if (!address) {
      throw new AppError(
        '404',
        'orders.addressNotFound',
        {},
        { fieldErrors: [{ field: 'addressId', message: translate(language, 'orders.addressNotFound') }] },
      );
    }
    const bomLine = (sets: number): PricedLine => ({
      code: 'bomSet',
      label: translate('en', 'orders.bomLineLabel', { lineCount: bomLineCount ?? 0 }),
      labelZh: translate('zh-CN', 'orders.bomLineLabel', { lineCount: bomLineCount ?? 0 }),
      quantity: sets,
      amountFen: 0,
    });
    const priced = await priceOrder(quotes, request, language, bomLine);

    try {
      return await db.transaction(async (tx) => {
        const at = now();
        const day = formatChinaDay(at);
        const sequence = await takeNextOrderSequence(tx, day);
        const order = await insertOrderUnlessKeyUsed(tx, {
          orderNo: formatOrderNo(day, sequence),
          userId,
          orderType: request.orderType,
          status: priced.status,
          spec: request.spec,
          quote: priced.quote,
          priceBookVersion: priced.priceBookVersion,
          totalFen: priced.totalFen,
          payableFen: priced.payableFen,
          invoiceType: request.invoiceType,
          invoicingMethod: request.invoicingMethod,
          contractTitle: request.contractTitle,
          placingOrder: request.placingOrder,
          placingOrderPhone: request.placingOrderPhone,
          technicians: request.technicians,
          techniciansPhone: request.techniciansPhone,
          shippingAddress: {
            fullName: address.fullName,
            mobile: address.mobile,
            province: address.province,
            city: address.city,
            district: address.district,
            detail: address.detail,
          },
          shippingMethod: request.shippingMethod,
          remark: request.remark ?? null,
          gerberFileId: request.gerberFileId ?? null,
          bomFileId: request.bomFileId ?? null,
          idempotencyKey: request.idempotencyKey,
          requestHash,
          statusEnteredAt: at,
          createdAt: at,
          updatedAt: at,
        });
        if (!order) throw new IdempotencyKeyTaken();
        await insertOrderLines(
          tx,
          priced.lines.map((line, index) => ({ ...line, orderId: order.id, lineNo: index + 1 })),
        );
        await appendOrderEvent(tx, {
          orderId: order.id,
          userId,
          kind: 'created',
          payload: { orderNo: order.orderNo, status: order.status },
          at,
        });
        return toSaveOrderAnswer(order);
      });
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTaken)) throw error;
      const first = await findOrderByIdempotencyKey(db, userId, request.idempotencyKey);
      if (!first) throw error;
      return answerRepeatedSave(first, requestHash);
    }
  }

  function answerRepeatedSave(order: OrderRow, requestHash: string): SaveOrderAnswer {
    if (order.requestHash !== requestHash) throw new AppError('409', 'orders.idempotencyConflict');
    return toSaveOrderAnswer(order);
  }

  // The Gerber and BOM files must be the caller's own uploads of the right kind (someone else's: 404); returns the
  // BOM's line count.
  async function checkOwnFiles(
    userId: string,
    request: SaveOrderRequest,
    language: Language,
  ): Promise<number | undefined> {
    let bomLineCount: number | undefined;
    for (const [field, kind] of [
      ['gerberFileId', 'gerber'],
      ['bomFileId', 'bom'],
    ] as const) {
      const fileId = request[field];
      if (fileId === undefined) continue;
      const file = isUuid(fileId) ? await findFileById(db, fileId) : undefined;
      if (!file || file.ownerUserId !== userId) {
        const message = translate(language, 'orders.fileNotFound', { field });
        throw new AppError('404', 'orders.fileNotFound', { field }, { fieldErrors: [{ field, message }] });
      }
      if (file.kind !== kind) {
        const message = translate(language, 'orders.fileWrongKind', { field, kind });
        throw new AppError('400', 'orders.fileWrongKind', { field, kind }, { fieldErrors: [{ field, message }] });
      }
      if (kind === 'bom') bomLineCount = (file.analysis as { lineCount?: number }).lineCount;
    }
    return bomLineCount;
  }

  /** A page of the caller's orders, newest first, with what was paid and a one-line summary. */
  async function listOwnOrders(userId: string, query: ListOrdersQuery, language: Language) {
    const groupStatuses = listStatusesOfGroup(query.group);
    const statuses =
      query.status === undefined ? groupStatuses : groupStatuses.filter((status) => status === query.status);
    const { rows, total } = await listOrders(
      db,
      { userId, statuses, orderType: query.orderType, createdFrom: computeTimeFilterStart(query.time, now()) },
      { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
    );
    const answers: OrderRowAnswer[] = [];
    for (const { order } of rows) answers.push(toOrderRow(order, await sumNetPaidFen(db, order.id), language));
    return { rows: answers, total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** The caller's own order in full; anyone else's is 404. */
  async function getOwnOrderDetail(userId: string, orderId: string, language: Language): Promise<CustomerOrderDetail> {
    const order = await findOrderById(db, orderId);
    if (!order || order.userId !== userId) throw new AppError('404', 'orders.notFound');
    const parts = await loadOrderDetailParts(db, order, { kind: 'client', userId }, now());
    return toCustomerDetail(order, parts, language);
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

  return { saveOrder, listOwnOrders, getOwnOrderDetail, takeCustomerAction };
}

/** The customer's order service as the routes receive it. */
export type OrdersService = ReturnType<typeof createOrdersService>;
