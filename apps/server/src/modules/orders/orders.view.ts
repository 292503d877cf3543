import type { CustomerOrderDetail, ErpOrderDetail, ErpOrderRow } from '@boardforge/contracts/erp-orders.ts';
import type { OrderRow as OrderRowAnswer, SaveOrderAnswer, shippingMethods } from '@boardforge/contracts/orders.ts';
import type { PendingBankTransfer } from '@boardforge/contracts/payments.ts';
import { pickWording } from '@boardforge/domain/language.ts';
import { toYuan } from '@boardforge/domain/money/fen.ts';
import type { OrderFacts } from '@boardforge/domain/order-status/order-facts.ts';
import type { OrderAction } from '@boardforge/domain/order-status/payloads.ts';
import { isBankTransferCurrent } from '@boardforge/domain/order-status/payments.ts';
import { type OrderStatus, statusNames } from '@boardforge/domain/order-status/statuses.ts';
import type { GerberDisagreement } from '@boardforge/domain/pricing/gerber-checks.ts';
import type { invoiceTypes, invoicingMethods } from '@boardforge/domain/pricing/options.ts';
import { type Language, type MessageKey, translate } from '../../i18n/messages.ts';
import type { InvoiceRow } from '../invoices/invoices.repository.ts';
import { type BankAccount, describeBankTransfer, type PaymentRow, toNetPaidFen } from '../payments/payments.public.ts';
import type { OrderHistoryRow, OrderLineRow, OrderRow } from './orders.repository.ts';
import type { OrderRatingRow } from './ratings/order-ratings.repository.ts';

/** Everything an order page shows besides the order row. */
export type OrderDetailParts = {
  lines: OrderLineRow[];
  history: OrderHistoryRow[];
  payments: PaymentRow[];
  /** Invoices issued on the order, by issue date. */
  invoices: InvoiceRow[];
  money: { paidVerifiedFen: number; refundedFen: number };
  /** What the status machine reads of the order now (decides which bank transfer is still current). */
  facts: OrderFacts;
  files: { fileId: string; fileName: string; kind: 'gerber' | 'bom' | 'cpl' }[];
  /** Where the attached Gerber disagrees with the ordered board, and the value review goes by. */
  gerberChecks: GerberDisagreement[];
  /** The customer's rating of the order, once given. */
  rating: OrderRatingRow | null;
  allowedActions: OrderAction[];
};

/** The answer of saveOrder. */
export function toSaveOrderAnswer(
  order: Pick<OrderRow, 'id' | 'orderNo' | 'status' | 'totalFen' | 'payableFen'>,
): SaveOrderAnswer {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    status: order.status as OrderStatus,
    total: toYuan(order.totalFen),
    payable: toYuan(order.payableFen),
  };
}

/** How many pieces were ordered: boards (PCB), assembled boards (SMT), stencils, BOM sets; null for a design. */
export function readOrderedQuantity(order: Pick<OrderRow, 'orderType' | 'spec'>): number | null {
  const spec = (order.spec ?? {}) as Record<string, unknown>;
  const key = { pcb: 'boardNumber', smt: 'boardsNumber', stencil: 'number', bom: 'sets', design: null }[
    order.orderType
  ];
  const value = key ? spec[key] : undefined;
  if (order.orderType === 'stencil' && value === undefined) return 1;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** A short line describing what was ordered, in the request's language ("FR-4 2-layer 100×100 mm × 5"). */
export function summarizeOrder(order: Pick<OrderRow, 'orderType' | 'spec'>, language: Language): string {
  const spec = (order.spec ?? {}) as Record<string, unknown>;
  const value = (key: string, fallback: string | number = '') => (spec[key] as string | number | undefined) ?? fallback;
  switch (order.orderType) {
    case 'pcb': {
      const material = `orders.material${String(value('material', 'FR4'))}` as MessageKey;
      return translate(language, 'orders.summaryPcb', {
        material: translate(language, material),
        layers: value('layers'),
        length: value('boardLength'),
        width: value('boardWidth'),
        quantity: value('boardNumber'),
      });
    }
    case 'smt':
      return translate(language, 'orders.summarySmt', {
        components: value('componentsNumber'),
        boards: value('boardsNumber'),
      });
    case 'stencil':
      return translate(language, 'orders.summaryStencil', { size: value('size', ''), quantity: value('number', 1) });
    case 'bom':
      return translate(language, 'orders.summaryBom', { sets: value('sets') });
    case 'design':
      return translate(language, 'orders.summaryDesign', { pins: value('pins'), layers: value('layers') });
  }
}

/** One row of the customer's list. */
export function toOrderRow(order: OrderRow, paidFen: number, language: Language): OrderRowAnswer {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    orderType: order.orderType,
    status: order.status as OrderStatus,
    total: toYuan(order.totalFen),
    paid: toYuan(paidFen),
    createdAt: order.createdAt.toISOString(),
    summary: summarizeOrder(order, language),
  };
}

/** One row of the back-office list. */
export function toErpOrderRow(
  order: OrderRow,
  customer: { phone: string; nickname: string },
  paidFen: number,
  language: Language,
): ErpOrderRow {
  return {
    ...toOrderRow(order, paidFen, language),
    payable: toYuan(order.payableFen),
    customer: { userId: order.userId, phone: customer.phone, nickname: customer.nickname },
    assignedSalesUserId: order.assignedSalesUserId,
    assignedBuyerUserId: order.assignedBuyerUserId,
  };
}

/**
 * The order page of the customer: no costs, suppliers or staff ids; the contacts and the delivery address saved with
 * the order; the timeline in customer words; a pending bank transfer with its instructions (our account, its reference
 * code) when the bank account is given.
 */
export function toCustomerDetail(
  order: OrderRow,
  parts: OrderDetailParts,
  language: Language,
  bankAccount?: BankAccount,
): CustomerOrderDetail {
  const quoteItems = readQuoteItems(order.quote);
  const pendingTransfer = findCurrentBankTransfer(parts);
  const isQuotedInquiry = parts.lines.some((line) => line.unitPriceFen !== null);
  const priceLines = isQuotedInquiry
    ? parts.lines.map((line) => ({
        line: line.code,
        label: line.label,
        labelZh: line.labelZh,
        amount: toYuan(line.amountFen),
      }))
    : order.totalFen > 0
      ? quoteItems
      : [];
  const detail: CustomerOrderDetail = {
    orderId: order.id,
    orderNo: order.orderNo,
    orderType: order.orderType,
    status: order.status as OrderStatus,
    spec: (order.spec ?? {}) as Record<string, unknown>,
    priceLines,
    priceBookVersion: order.priceBookVersion,
    total: toYuan(order.totalFen),
    payable: toYuan(order.payableFen),
    paid: toYuan(toNetPaidFen(parts.money)),
    refunded: toYuan(parts.money.refundedFen),
    quoteExpiresAt: order.quoteExpiresAt?.toISOString() ?? null,
    priceAdjustment:
      order.pendingAdjustedTotalFen === null
        ? null
        : { adjustedTotal: toYuan(order.pendingAdjustedTotalFen), reason: order.priceAdjustmentReason ?? '' },
    invoiceType: order.invoiceType as (typeof invoiceTypes)[number],
    invoicingMethod: order.invoicingMethod as (typeof invoicingMethods)[number],
    contractTitle: order.contractTitle,
    placingOrder: order.placingOrder,
    placingOrderPhone: order.placingOrderPhone,
    technicians: order.technicians,
    techniciansPhone: order.techniciansPhone,
    shippingAddress: order.shippingAddress as CustomerOrderDetail['shippingAddress'],
    shippingMethod: order.shippingMethod as (typeof shippingMethods)[number],
    files: parts.files,
    gerberChecks: parts.gerberChecks,
    payments: parts.payments.map((payment) => ({
      paymentId: payment.id,
      channel: payment.channel,
      amount: toYuan(payment.amountFen),
      status: payment.status,
      ...(payment.closedReason ? { closedReason: payment.closedReason } : {}),
      createdAt: payment.createdAt.toISOString(),
      ...(payment.paidAt ? { paidAt: payment.paidAt.toISOString() } : {}),
      ...(bankAccount && payment === pendingTransfer && payment.referenceCode
        ? { bankInstructions: describeBankTransfer(bankAccount, payment.referenceCode) }
        : {}),
    })),
    shipments:
      order.carrier && order.trackingNo && order.shippedAt
        ? [{ carrier: order.carrier, trackingNo: order.trackingNo, shippedAt: order.shippedAt.toISOString() }]
        : [],
    invoices: parts.invoices.map((invoice) => ({
      invoiceNo: invoice.invoiceNo,
      issueDate: invoice.issueDate,
      amount: toYuan(invoice.amountFen),
      type: invoice.invoiceType,
      method: invoice.invoicingMethod,
    })),
    history: parts.history.map((row) => ({
      action: row.action as CustomerOrderDetail['history'][number]['action'],
      fromStatus: row.fromStatus as OrderStatus,
      toStatus: row.toStatus as OrderStatus,
      actorRole: row.actorRole,
      ...(row.note ? { note: row.note } : {}),
      at: row.createdAt.toISOString(),
      statusText: describeStatus(row.toStatus as OrderStatus, 'customer', language),
    })),
    rating: parts.rating
      ? {
          stars: parts.rating.stars,
          content: parts.rating.content,
          share: parts.rating.share,
          ratedAt: parts.rating.createdAt.toISOString(),
        }
      : null,
    allowedActions: parts.allowedActions,
    createdAt: order.createdAt.toISOString(),
  };
  if (order.remark) detail.remark = order.remark;
  return detail;
}

/** The order page of staff: the customer's page plus lines with costs, assignees and the raw history. */
export function toErpDetail(
  order: OrderRow,
  customer: { phone: string; nickname: string },
  parts: OrderDetailParts,
  language: Language,
): ErpOrderDetail {
  const base = toCustomerDetail(order, parts, language);
  return {
    ...base,
    history: parts.history.map((row, index) => ({
      ...(base.history[index] as CustomerOrderDetail['history'][number]),
      statusText: describeStatus(row.toStatus as OrderStatus, 'name', language),
      actorUserId: row.actorUserId,
      payload: row.payload,
    })),
    customer: { userId: order.userId, phone: customer.phone, nickname: customer.nickname },
    lines: parts.lines.map((line) => ({
      lineId: line.id,
      code: line.code,
      label: line.label,
      labelZh: line.labelZh,
      quantity: line.quantity,
      amount: toYuan(line.amountFen),
      unitCost: line.unitCostFen === null ? null : toYuan(line.unitCostFen),
      supplier: line.supplier,
      unitPrice: line.unitPriceFen === null ? null : toYuan(line.unitPriceFen),
    })),
    assignedSalesUserId: order.assignedSalesUserId,
    assignedBuyerUserId: order.assignedBuyerUserId,
    customerAcceptedQuote: order.customerAcceptedQuote,
    returnRequested: order.returnRequested,
    receivedQuantity: order.receivedQuantity,
    orderedQuantity: readOrderedQuantity(order),
    pendingBankTransfer: toPendingBankTransfer(findCurrentBankTransfer(parts)),
  };
}

/**
 * The order's bank transfer still pending for the amount due, if any. Every change of the amount due closes a stale
 * one in its transaction; checking again here keeps a stale code off both pages even for rows older than that rule.
 */
function findCurrentBankTransfer(parts: OrderDetailParts): PaymentRow | undefined {
  return parts.payments.find(
    (payment) =>
      payment.channel === 'bank_transfer' &&
      payment.status === 'pending' &&
      payment.referenceCode !== null &&
      isBankTransferCurrent(parts.facts, payment.amountFen),
  );
}

function toPendingBankTransfer(payment: PaymentRow | undefined): PendingBankTransfer | null {
  if (!payment?.referenceCode) return null;
  return {
    paymentId: payment.id,
    referenceCode: payment.referenceCode,
    amount: toYuan(payment.amountFen),
    createdAt: payment.createdAt.toISOString(),
  };
}

function describeStatus(status: OrderStatus, audience: 'customer' | 'name', language: Language): string {
  const wording = statusNames[status][audience];
  return pickWording(language, wording);
}

function readQuoteItems(quote: unknown): CustomerOrderDetail['priceLines'] {
  if (typeof quote !== 'object' || quote === null || !('items' in quote) || !Array.isArray(quote.items)) return [];
  return (quote.items as CustomerOrderDetail['priceLines']).map((item) => ({
    line: item.line,
    label: item.label,
    labelZh: item.labelZh,
    amount: item.amount,
  }));
}
