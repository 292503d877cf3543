import { orderActions } from '@boardforge/domain/order-status/payloads.ts';
import { paymentClosedReasons } from '@boardforge/domain/order-status/payments.ts';
import { orderStatuses, statusGroups, timeFilters } from '@boardforge/domain/order-status/statuses.ts';
import { invoiceTypes, invoicingMethods } from '@boardforge/domain/pricing/options.ts';
import { z } from 'zod';
import { phoneField } from './accounts.ts';
import { pagingSchema } from './envelope.ts';
import { maxBomSets } from './limits.ts';
import { layoutDesignSpecSchema, pcbSpecSchema, smtSpecSchema, stencilSpecSchema, yuanSchema } from './quotes.ts';
import { multiLineText, singleLineText } from './text.ts';

/** What an order is for (docs/api.md "Orders"). */
export const orderTypes = ['pcb', 'smt', 'stencil', 'bom', 'design'] as const;
export type OrderType = (typeof orderTypes)[number];
/** Orders placed from the quote page and the cart (layout design is ordered from its own page). */
export const quotedOrderTypes = ['pcb', 'smt', 'stencil', 'bom'] as const satisfies readonly OrderType[];
export type QuotedOrderType = (typeof quotedOrderTypes)[number];
/** Orders priced by an instant-quote engine (a BOM is quoted by staff). */
export type EnginePricedOrderType = Exclude<QuotedOrderType, 'bom'>;

/** How an order is shipped; the web app translates these codes. */
export const shippingMethods = ['express', 'economy', 'pickup'] as const;

/** Longest reason or remark accepted (the domain's `maxReasonLength`). */
export const maxTextLength = 500;
/** A required reason, up to 500 characters. */
export const reasonSchema = multiLineText().trim().min(1).max(maxTextLength);
/** An id as the server hands it out. */
export const idSchema = singleLineText().min(1).max(64);
/** Longest invoice title and contact name of an order; the checkout's inputs use the same limits. */
export const orderContactLimits = { contractTitle: 100, name: 50 } as const;

const nameSchema = singleLineText().min(1).max(orderContactLimits.name);

/** A status code 0–12 or 99; query strings are coerced. */
export const orderStatusSchema = z.literal([...orderStatuses]);
const queryStatusSchema = z.coerce.number().pipe(orderStatusSchema);

/** A BOM order's spec: how many sets to buy, and a remark for the buyers. */
export const bomOrderSpecSchema = z.object({
  sets: z.number().int().min(1).max(maxBomSets),
  purchaseRemark: multiLineText().trim().max(maxTextLength).optional(),
});

/** The reasons the order refinements name in an issue's `params.reason` (the server and the web word them). */
export const orderIssueReasons = { titleForInvoice: 'titleForInvoice' } as const;

// The fields every order carries besides its type and spec.
const orderCommonSchema = z.object({
  gerberFileId: idSchema.optional(),
  bomFileId: idSchema.optional(),
  /** An SMT order's pick-and-place list (POST /file/uploadCpl). */
  cplFileId: idSchema.optional(),
  invoiceType: z.enum(invoiceTypes),
  // Asked only when an invoice is wanted: without one, the method is moot and the title may be left out.
  invoicingMethod: z.enum(invoicingMethods).default('electronic'),
  contractTitle: singleLineText().max(orderContactLimits.contractTitle).default(''),
  placingOrder: nameSchema,
  // A mainland mobile or a number abroad with its calling code: the server checks and normalises it as account
  // phones are (phone-numbers.ts, kept out of this module so that pages without a phone do not load its metadata).
  placingOrderPhone: phoneField,
  technicians: nameSchema,
  techniciansPhone: phoneField,
  addressId: z.uuid(),
  shippingMethod: z.enum(shippingMethods),
  remark: multiLineText().trim().max(maxTextLength).optional(),
  idempotencyKey: singleLineText().regex(/^\S{8,64}$/, { message: '8 to 64 characters without spaces' }),
});

/** POST /api/orderInfo/saveOrder: the spec's shape follows `orderType`; a BOM order needs its uploaded file. */
export const saveOrderRequestSchema = z
  .discriminatedUnion('orderType', [
    orderCommonSchema.extend({ orderType: z.literal('pcb'), spec: pcbSpecSchema }),
    orderCommonSchema.extend({ orderType: z.literal('smt'), spec: smtSpecSchema }),
    orderCommonSchema.extend({ orderType: z.literal('stencil'), spec: stencilSpecSchema }),
    orderCommonSchema.extend({ orderType: z.literal('bom'), spec: bomOrderSpecSchema, bomFileId: idSchema }),
    orderCommonSchema.extend({ orderType: z.literal('design'), spec: layoutDesignSpecSchema }),
  ])
  .superRefine((order, context) => {
    if (order.invoiceType !== 'none' && order.contractTitle === '') {
      context.addIssue({
        code: 'custom',
        path: ['contractTitle'],
        message: 'the invoice title is required when an invoice is wanted',
        params: { reason: orderIssueReasons.titleForInvoice },
      });
    }
  });
export type SaveOrderRequest = z.infer<typeof saveOrderRequestSchema>;

/**
 * GET /api/orderInfo/lastContacts answer: the invoice choice and contacts of the customer's newest order, which the
 * checkout proposes (editable); null before the first order.
 */
export const lastOrderContactsSchema = z
  .object({
    invoiceType: z.enum(invoiceTypes),
    invoicingMethod: z.enum(invoicingMethods),
    contractTitle: z.string(),
    placingOrder: z.string(),
    placingOrderPhone: z.string(),
    technicians: z.string(),
    techniciansPhone: z.string(),
  })
  .nullable();
export type LastOrderContacts = z.infer<typeof lastOrderContactsSchema>;

/** POST /api/orderInfo/saveOrder answer (money in yuan). */
export const saveOrderAnswerSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  status: orderStatusSchema,
  total: yuanSchema,
  payable: yuanSchema,
});
export type SaveOrderAnswer = z.infer<typeof saveOrderAnswerSchema>;

/** GET /api/orderInfo/list query: a filter group, an optional status within it, a time filter, paging. */
export const listOrdersQuerySchema = pagingSchema.extend({
  group: z.enum(statusGroups).default('all'),
  status: queryStatusSchema.optional(),
  time: z.coerce
    .number()
    .pipe(z.literal([...timeFilters]))
    .default(0),
  orderType: z.enum(orderTypes).optional(),
});
export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;

/** One row of the customer's order list. */
export const orderRowSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  orderType: z.enum(orderTypes),
  status: orderStatusSchema,
  total: yuanSchema,
  paid: yuanSchema,
  createdAt: z.iso.datetime({ offset: true }),
  summary: z.string(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** GET /api/orderInfo/detail query. */
export const orderIdQuerySchema = z.object({ orderId: idSchema });

/** One history row; the customer's timeline words come from the statuses (domain `statusNames[to].customer`). */
export const orderHistoryRowSchema = z.object({
  action: z.enum(orderActions),
  fromStatus: orderStatusSchema,
  toStatus: orderStatusSchema,
  actorRole: z.string(),
  note: z.string().optional(),
  at: z.iso.datetime({ offset: true }),
});

/** Where a bank transfer goes and the reference code the customer quotes on it. */
export const bankInstructionsSchema = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
  reference: z.string(),
});
export type BankInstructions = z.infer<typeof bankInstructionsSchema>;

/** An invoice issued on an order, as the customer's order page lists it (staff issue them in the Invoicing tab). */
export const orderInvoiceSchema = z.object({
  invoiceNo: z.string(),
  issueDate: z.iso.date(),
  amount: yuanSchema,
  type: z.enum(invoiceTypes),
  method: z.enum(invoicingMethods),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

/** Payment channels; `sandbox` is the built-in test gateway (off in production). */
export const paymentChannels = ['alipay', 'wechat', 'bank_transfer', 'sandbox'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];

/** What a payment intent's status can be (docs/api.md "Payments"). */
export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A rating's stars: 1 to 5. */
export const ratingStarsSchema = z.number().int().min(1).max(5);

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
  country: z.string().optional(),
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
  priceBookVersion: z.number().int().positive().nullable(),
  total: yuanSchema,
  payable: yuanSchema,
  paid: yuanSchema,
  refunded: yuanSchema,
  quoteExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  priceAdjustment: z.object({ adjustedTotal: yuanSchema, reason: z.string() }).nullable(),
  invoiceType: z.enum(invoiceTypes),
  invoicingMethod: z.enum(invoicingMethods),
  contractTitle: z.string(),
  remark: z.string().optional(),
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
      closedReason: z.enum(paymentClosedReasons).optional(),
      createdAt: z.iso.datetime({ offset: true }),
      paidAt: z.iso.datetime({ offset: true }).optional(),
      /** A pending bank transfer: where to send the money and the code to quote, shown again after a reload. */
      bankInstructions: bankInstructionsSchema.optional(),
    }),
  ),
  shipments: z.array(
    z.object({ carrier: z.string(), trackingNo: z.string(), shippedAt: z.iso.datetime({ offset: true }) }),
  ),
  history: z.array(orderHistoryRowSchema),
  /** The invoices issued on the order, by issue date. */
  invoices: z.array(orderInvoiceSchema),
  /** The customer's rating once given (a completed order is rated once), else null. */
  rating: givenRatingSchema.nullable(),
  /** What the caller may do now (domain `allowedActions`), so the page shows only those buttons. */
  allowedActions: z.array(z.enum(orderActions)),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** POST /api/orderInfo/cancel, requestReturn: the order and why. */
export const orderReasonRequestSchema = z.object({ orderId: idSchema, reason: reasonSchema });
export type OrderReasonRequest = z.infer<typeof orderReasonRequestSchema>;

/** POST /api/orderInfo/confirmReceipt, acceptQuote, acceptAdjustedPrice: just the order. */
export const orderIdRequestSchema = z.object({ orderId: idSchema });
export type OrderIdRequest = z.infer<typeof orderIdRequestSchema>;

/** POST /api/orderInfo/attachFiles: the customer's own uploaded Gerber attached to an order before contract review. */
export const attachOrderFilesRequestSchema = z.object({ orderId: idSchema, gerberFileId: idSchema });
export type AttachOrderFilesRequest = z.infer<typeof attachOrderFilesRequestSchema>;

/** POST /api/orderInfo/rate: 1–5 stars, up to 500 characters, and whether to share it to the showcase. */
export const rateOrderRequestSchema = z.object({
  orderId: idSchema,
  stars: ratingStarsSchema,
  content: multiLineText().trim().max(maxTextLength).default(''),
  share: z.boolean().default(false),
});
export type RateOrderRequest = z.infer<typeof rateOrderRequestSchema>;

/** POST /api/orderInfo/rate answer: the rating; a shared one awaits staff approval before the showcase. */
export const ratingSchema = z.object({
  ratingId: z.string(),
  orderId: z.string(),
  stars: ratingStarsSchema,
  content: z.string(),
  share: z.boolean(),
  showcaseStatus: z.enum(['private', 'pending', 'approved', 'rejected']),
  pointsCredited: z.number().int().nonnegative(),
});

/** POST /api/pay/create: pays the whole outstanding amount of an order (refused while a price change awaits acceptance). */
export const createPaymentRequestSchema = z.object({ orderId: idSchema, channel: z.enum(paymentChannels) });
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

/**
 * POST /api/pay/create answer: a pay page, a QR code, or bank-transfer instructions, depending on the channel. A bank
 * transfer already pending for the same amount is answered again (same payment id and reference code).
 */
export const createPaymentAnswerSchema = z.object({
  paymentId: z.string(),
  amount: yuanSchema,
  payUrl: z.url().optional(),
  qrCode: z.string().optional(),
  bankInstructions: bankInstructionsSchema.optional(),
});
export type CreatePaymentAnswer = z.infer<typeof createPaymentAnswerSchema>;

/** GET /api/pay/status query. */
export const paymentStatusQuerySchema = z.object({ paymentId: idSchema });

/** GET /api/pay/status answer. */
export const paymentStatusAnswerSchema = z.object({
  status: z.enum(paymentStatuses),
  paidAt: z.iso.datetime({ offset: true }).optional(),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswerSchema>;
