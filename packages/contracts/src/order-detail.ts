import { orderActions } from '@boardforge/domain/order-status/payloads.ts';
import { paymentClosedReasons } from '@boardforge/domain/order-status/payments.ts';
import { invoiceTypes, invoicingMethods } from '@boardforge/domain/pricing/options.ts';
import { z } from 'zod/mini';
import { orderStatusSchema, orderTypes, ratingStarsSchema, shippingMethods } from './orders.ts';
import { bankInstructionsSchema, paymentChannels, paymentStatuses } from './payments.ts';
import { yuanSchema } from './quotes.ts';

// GET /api/orderInfo/detail: the customer's whole order; the requests about an order are in orders.ts.

/** One history row; the customer's timeline words come from the statuses (domain `statusNames[to].customer`). */
export const orderHistoryRowSchema = z.object({
  action: z.enum(orderActions),
  fromStatus: orderStatusSchema,
  toStatus: orderStatusSchema,
  actorRole: z.string(),
  note: z.optional(z.string()),
  at: z.iso.datetime({ offset: true }),
});

/** An invoice issued on an order, as the customer's order page lists it (staff issue them in the Invoicing tab). */
export const orderInvoiceSchema = z.object({
  invoiceNo: z.string(),
  issueDate: z.iso.date(),
  amount: yuanSchema,
  type: z.enum(invoiceTypes),
  method: z.enum(invoicingMethods),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

/** The customer's rating of a completed order, as the order page shows it once given. */
export const givenRatingSchema = z.object({
  stars: ratingStarsSchema,
  content: z.string(),
  share: z.boolean(),
  ratedAt: z.iso.datetime({ offset: true }),
});
export type GivenRating = z.infer<typeof givenRatingSchema>;

/** A snapshot of the delivery address taken when the order was saved. */
export const shippingAddressSnapshotSchema = z.object({
  fullName: z.string(),
  mobile: z.string(),
  /** The country of an address outside China (addresses.ts); absent from orders saved before it was kept. */
  country: z.optional(z.string()),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
});

/**
 * GET /api/orderInfo/detail answer: the order with spec, price lines, files, payments, shipments and history, and
 * where and to whom it ships (the contacts and the address as saved with the order).
 */
export const orderDetailSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  orderType: z.enum(orderTypes),
  status: orderStatusSchema,
  spec: z.record(z.string(), z.unknown()),
  priceLines: z.array(z.object({ line: z.string(), label: z.string(), labelZh: z.string(), amount: yuanSchema })),
  priceBookVersion: z.nullable(z.int().check(z.positive())),
  total: yuanSchema,
  payable: yuanSchema,
  paid: yuanSchema,
  refunded: yuanSchema,
  quoteExpiresAt: z.nullable(z.iso.datetime({ offset: true })),
  priceAdjustment: z.nullable(z.object({ adjustedTotal: yuanSchema, reason: z.string() })),
  invoiceType: z.enum(invoiceTypes),
  invoicingMethod: z.enum(invoicingMethods),
  contractTitle: z.string(),
  remark: z.optional(z.string()),
  placingOrder: z.string(),
  placingOrderPhone: z.string(),
  technicians: z.string(),
  techniciansPhone: z.string(),
  shippingAddress: shippingAddressSnapshotSchema,
  shippingMethod: z.enum(shippingMethods),
  files: z.array(
    z.object({ fileId: z.string(), fileName: z.string(), kind: z.enum(['gerber', 'bom', 'cpl', 'design']) }),
  ),
  /**
   * Where the attached Gerber disagrees with the ordered board (size, layers, smallest hole), with the value contract
   * review goes by: the stricter one (domain `findGerberDisagreements`). Empty without a Gerber or a disagreement.
   */
  gerberChecks: z.array(
    z.object({
      field: z.enum(['boardLength', 'boardWidth', 'layers', 'minHole']),
      ordered: z.number(),
      gerber: z.number(),
      review: z.number(),
    }),
  ),
  payments: z.array(
    z.object({
      paymentId: z.string(),
      channel: z.enum(paymentChannels),
      amount: yuanSchema,
      status: z.enum(paymentStatuses),
      /** Why the server closed it (status `failed`, domain `paymentClosedReasons`); none for a gateway's failure. */
      closedReason: z.optional(z.enum(paymentClosedReasons)),
      createdAt: z.iso.datetime({ offset: true }),
      paidAt: z.optional(z.iso.datetime({ offset: true })),
      /** A pending bank transfer: where to send the money and the code to quote, shown again after a reload. */
      bankInstructions: z.optional(bankInstructionsSchema),
    }),
  ),
  shipments: z.array(
    z.object({ carrier: z.string(), trackingNo: z.string(), shippedAt: z.iso.datetime({ offset: true }) }),
  ),
  history: z.array(orderHistoryRowSchema),
  /** The invoices issued on the order, by issue date. */
  invoices: z.array(orderInvoiceSchema),
  /** The customer's rating once given (a completed order is rated once), else null. */
  rating: z.nullable(givenRatingSchema),
  /** What the caller may do now (domain `allowedActions`), so the page shows only those buttons. */
  allowedActions: z.array(z.enum(orderActions)),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
