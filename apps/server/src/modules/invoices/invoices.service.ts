import type {
  InvoiceListQuery,
  InvoiceListRow,
  IssueInvoiceAnswer,
  IssueInvoiceRequest,
} from '@boardforge/contracts/invoices.ts';
import {
  computeRemainingInvoiceableFen,
  decideInvoiceIssue,
  findLatestIssueDate,
  isFutureIssueDate,
} from '@boardforge/domain/invoicing/invoice-issuing.ts';
import { convertYuanToFen, roundHalfUp, toYuan } from '@boardforge/domain/money/fen.ts';
import type { InvoiceType, InvoicingMethod } from '@boardforge/domain/pricing/options.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { appendOrderEvent } from '../order-events/order-events.repository.ts';
import { insertOrderHistory, lockOrderById } from '../orders/orders.public.ts';
import { sumNetPaidFen } from '../payments/payments.public.ts';
import {
  findInvoiceByNo,
  type InvoicingOrderRow,
  insertInvoice,
  isDuplicateInvoiceNo,
  listIssuedInvoices,
  listOrdersToInvoice,
  sumInvoicedFen,
} from './invoices.repository.ts';

/** Who issues: the staff member's user id and role (written on the order's history). */
export type InvoiceActor = { userId: string; role: string };

/**
 * Creates the invoicing service of the back office (开票): staff holding `finance:invoice` list orders waiting for an
 * invoice and invoices issued, and record an invoice they issued (number, date, amount) on a paid order.
 */
export function createInvoicesService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  /**
   * Records an invoice in ONE transaction under the order's row lock (taken first, like every order change, so two
   * issues of one order — or an issue and a refund — are judged one after the other): the customer asked for an
   * invoice and has paid (409), the number is new (409), the amount fits in what is paid and not yet invoiced (400).
   * Writes the invoice, an order history row (action `invoice`, status unchanged) and an order event.
   */
  async function issueInvoice(actor: InvoiceActor, input: IssueInvoiceRequest): Promise<IssueInvoiceAnswer> {
    const at = now();
    if (isFutureIssueDate(input.issueDate, at))
      throw new FieldAppError('issueDate', 'invoices.futureIssueDate', {
        issueDate: input.issueDate,
        today: findLatestIssueDate(at),
      });
    const amountFen = roundHalfUp(convertYuanToFen(input.amount));
    try {
      return await db.transaction(async (tx) => {
        const order = await lockOrderById(tx, input.orderId);
        if (!order) throw new AppError('404', 'invoices.orderNotFound');
        const paidFen = await sumNetPaidFen(tx, order.id);
        const invoicedFen = await sumInvoicedFen(tx, order.id);
        const invoiceType = order.invoiceType as InvoiceType;
        const refusal = decideInvoiceIssue({ invoiceType, paidFen, invoicedFen }, amountFen);
        if (refusal?.kind === 'noInvoiceRequested') throw new AppError('409', 'invoices.noInvoiceRequested');
        if (refusal?.kind === 'notPaid') throw new AppError('409', 'invoices.notPaid');
        // A number already recorded is refused before the amount: retrying a recorded invoice says so plainly.
        if (await findInvoiceByNo(tx, input.invoiceNo)) throw duplicateOf(input.invoiceNo);
        if (refusal?.kind === 'amountTooLarge')
          throw new FieldAppError('amount', 'invoices.amountTooLarge', {
            amount: toYuan(amountFen).toFixed(2),
            limit: toYuan(refusal.remainingFen).toFixed(2),
          });
        if (invoiceType === 'none') throw new Error('unreachable: decideInvoiceIssue refuses type none');

        const invoice = await insertInvoice(tx, {
          orderId: order.id,
          invoiceNo: input.invoiceNo,
          issueDate: input.issueDate,
          amountFen,
          invoiceType,
          invoicingMethod: order.invoicingMethod as InvoicingMethod,
          title: order.contractTitle,
          issuedByUserId: actor.userId,
          createdAt: at,
        });
        const payload = { invoiceId: invoice.id, invoiceNo: invoice.invoiceNo, amountFen };
        await insertOrderHistory(tx, {
          orderId: order.id,
          actorUserId: actor.userId,
          actorRole: actor.role,
          action: 'invoice',
          fromStatus: order.status,
          toStatus: order.status,
          note: 'invoiceIssued',
          payload,
          createdAt: at,
        });
        await appendOrderEvent(tx, { orderId: order.id, userId: order.userId, kind: 'invoice', payload, at });
        return {
          invoiceId: invoice.id,
          orderId: order.id,
          invoiceNo: invoice.invoiceNo,
          issueDate: invoice.issueDate,
          amount: toYuan(amountFen),
          remaining: toYuan(computeRemainingInvoiceableFen({ paidFen, invoicedFen: invoicedFen + amountFen })),
        };
      });
    } catch (error) {
      // The same number typed on two orders at once: the unique index is the backstop the row locks cannot be.
      if (isDuplicateInvoiceNo(error)) throw duplicateOf(input.invoiceNo);
      throw error;
    }
  }

  /** A page of the Invoicing tab: orders waiting for an invoice (oldest first) or invoices issued (newest first). */
  async function listInvoicing(query: InvoiceListQuery) {
    const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
    if (query.status === 'pending') {
      const { rows, total } = await listOrdersToInvoice(db, page);
      return { rows: rows.map((row) => toListRow(row)), total, pageNum: query.pageNum, pageSize: query.pageSize };
    }
    const { rows, total } = await listIssuedInvoices(db, page);
    const issued = rows.map((row) =>
      toListRow(row, {
        invoiceId: row.invoice.id,
        invoiceNo: row.invoice.invoiceNo,
        issueDate: row.invoice.issueDate,
        amount: toYuan(row.invoice.amountFen),
        issuedBy: row.issuedByName ?? '',
        createdAt: row.invoice.createdAt.toISOString(),
      }),
    );
    return { rows: issued, total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  return { issueInvoice, listInvoicing };
}

function duplicateOf(invoiceNo: string): AppError {
  return new AppError('409', 'invoices.duplicateInvoiceNo', { invoiceNo });
}

function toListRow(row: InvoicingOrderRow, invoice?: InvoiceListRow['invoice']): InvoiceListRow {
  return {
    orderId: row.orderId,
    orderNo: row.orderNo,
    customerPhone: row.customerPhone,
    customerName: row.customerName,
    invoiceType: row.invoiceType as InvoiceListRow['invoiceType'],
    invoicingMethod: row.invoicingMethod as InvoiceListRow['invoicingMethod'],
    contractTitle: row.contractTitle,
    paid: toYuan(row.paidFen),
    invoiced: toYuan(row.invoicedFen),
    remaining: toYuan(computeRemainingInvoiceableFen(row)),
    ...(invoice ? { invoice } : {}),
  };
}

/** The invoices service's interface. */
export type InvoicesService = ReturnType<typeof createInvoicesService>;
