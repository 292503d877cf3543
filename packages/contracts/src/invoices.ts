import { invoicingMethods } from '@boardforge/domain/pricing/options.ts';
import { z } from 'zod/mini';
import { pagingSchema } from './envelope.ts';
import { idSchema } from './orders.ts';
import { amountYuanSchema, yuanSchema } from './quotes.ts';
import { singleLineText } from './text.ts';

/**
 * The back-office Invoicing tab (开票): staff holding `finance:invoice` issue invoices for paid orders whose customer
 * asked for one. Money in yuan on the wire, integer fen inside.
 */

/** The invoice types that are issued (an order with `none` never appears in the tab). */
export const issuedInvoiceTypes = ['ordinary', 'special'] as const;

/** Which rows the tab lists: orders with money left to invoice, or invoices issued. */
export const invoiceListStatuses = ['pending', 'issued'] as const;
export type InvoiceListStatus = (typeof invoiceListStatuses)[number];

/** GET /api/erp/invoice/list query. */
export const invoiceListQuerySchema = z.extend(pagingSchema, {
  status: z._default(z.enum(invoiceListStatuses), 'pending'),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** The longest invoice number accepted (a fully digital invoice number has 20 digits). */
export const maxInvoiceNoLength = 40;

/** An invoice number as printed: letters, digits and dashes, spaces around it forgiven, letters kept upper case. */
export const invoiceNoSchema = z.pipe(
  singleLineText().check(
    z.minLength(1),
    z.maxLength(maxInvoiceNoLength),
    z.regex(/^[A-Za-z0-9-]+$/, { message: 'letters, digits and dashes only' }),
  ),
  z.transform((value) => value.toUpperCase()),
);

/** One invoice as the Issued tab shows it. */
export const issuedInvoiceSchema = z.object({
  invoiceId: z.string(),
  invoiceNo: z.string(),
  issueDate: z.iso.date(),
  amount: yuanSchema,
  issuedBy: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type IssuedInvoice = z.infer<typeof issuedInvoiceSchema>;

/**
 * One row of the tab: the order with what is paid (ledger: payments minus refunds), invoiced and left to invoice;
 * on the Issued tab one row per invoice, which `invoice` describes.
 */
export const invoiceListRowSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  customerPhone: z.string(),
  customerName: z.string(),
  invoiceType: z.enum(issuedInvoiceTypes),
  invoicingMethod: z.enum(invoicingMethods),
  contractTitle: z.string(),
  paid: yuanSchema,
  invoiced: yuanSchema,
  remaining: yuanSchema,
  invoice: z.optional(issuedInvoiceSchema),
});
export type InvoiceListRow = z.infer<typeof invoiceListRowSchema>;

/** POST /api/erp/invoice/issue: the number on the invoice, its date (not after today) and amount in yuan. */
export const issueInvoiceRequestSchema = z.object({
  orderId: idSchema,
  invoiceNo: invoiceNoSchema,
  issueDate: z.iso.date(),
  amount: amountYuanSchema.check(z.gt(0)),
});
export type IssueInvoiceRequest = z.infer<typeof issueInvoiceRequestSchema>;

/** POST /api/erp/invoice/issue answer: the invoice and what is left to invoice on the order. */
export const issueInvoiceAnswerSchema = z.object({
  invoiceId: z.string(),
  orderId: z.string(),
  invoiceNo: z.string(),
  issueDate: z.iso.date(),
  amount: yuanSchema,
  remaining: yuanSchema,
});
export type IssueInvoiceAnswer = z.infer<typeof issueInvoiceAnswerSchema>;
