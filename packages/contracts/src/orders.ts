import { statusGroups, timeFilters } from '@boardforge/domain/order-status/statuses.ts';
import { invoiceTypes, invoicingMethods } from '@boardforge/domain/pricing/options.ts';
import { z } from 'zod/mini';
import { phoneField } from './accounts.ts';
import { pagingSchema } from './envelope.ts';
import { maxBomSets } from './limits.ts';
import { orderStatusSchema, orderTypes } from './order-types.ts';
import { layoutDesignSpecSchema, pcbSpecSchema, smtSpecSchema, stencilSpecSchema, yuanSchema } from './quotes.ts';
import { multiLineText, singleLineText } from './text.ts';

export {
  type EnginePricedOrderType,
  type OrderType,
  orderStatusSchema,
  orderTypes,
  type QuotedOrderType,
  quotedOrderTypes,
} from './order-types.ts';

/** How an order is shipped; the web app translates these codes. */
export const shippingMethods = ['express', 'economy', 'pickup'] as const;

/** Longest reason or remark accepted (the domain's `maxReasonLength`). */
export const maxTextLength = 500;
/** A required reason, up to 500 characters. */
export const reasonSchema = multiLineText().check(z.trim(), z.minLength(1), z.maxLength(maxTextLength));
/** An id as the server hands it out. */
export const idSchema = singleLineText().check(z.minLength(1), z.maxLength(64));
/** Longest invoice title and contact name of an order; the checkout's inputs use the same limits. */
export const orderContactLimits = { contractTitle: 100, name: 50 } as const;

const nameSchema = singleLineText().check(z.minLength(1), z.maxLength(orderContactLimits.name));

/** A status code 0–12 or 99; query strings are coerced. */
const queryStatusSchema = z.pipe(z.coerce.number(), orderStatusSchema);

/** A BOM order's spec: how many sets to buy, and a remark for the buyers. */
export const bomOrderSpecSchema = z.object({
  sets: z.int().check(z.gte(1), z.lte(maxBomSets)),
  purchaseRemark: z.optional(multiLineText().check(z.trim(), z.maxLength(maxTextLength))),
});

/** The reasons the order refinements name in an issue's `params.reason` (the server and the web word them). */
export const orderIssueReasons = { titleForInvoice: 'titleForInvoice' } as const;

// The fields every order carries besides its type and spec.
const orderCommonSchema = z.object({
  gerberFileId: z.optional(idSchema),
  bomFileId: z.optional(idSchema),
  /** An SMT order's pick-and-place list (POST /file/uploadCpl). */
  cplFileId: z.optional(idSchema),
  invoiceType: z.enum(invoiceTypes),
  // Asked only when an invoice is wanted: without one, the method is moot and the title may be left out.
  invoicingMethod: z._default(z.enum(invoicingMethods), 'electronic'),
  contractTitle: z._default(singleLineText().check(z.maxLength(orderContactLimits.contractTitle)), ''),
  placingOrder: nameSchema,
  // A mainland mobile or a number abroad with its calling code: the server checks and normalises it as account
  // phones are (phone-numbers.ts, kept out of this module so that pages without a phone do not load its metadata).
  placingOrderPhone: phoneField,
  technicians: nameSchema,
  techniciansPhone: phoneField,
  addressId: z.uuid(),
  shippingMethod: z.enum(shippingMethods),
  remark: z.optional(multiLineText().check(z.trim(), z.maxLength(maxTextLength))),
  idempotencyKey: singleLineText().check(z.regex(/^\S{8,64}$/, { message: '8 to 64 characters without spaces' })),
});

/** POST /api/orderInfo/saveOrder: the spec's shape follows `orderType`; a BOM order needs its uploaded file. */
export const saveOrderRequestSchema = z
  .discriminatedUnion('orderType', [
    z.extend(orderCommonSchema, { orderType: z.literal('pcb'), spec: pcbSpecSchema }),
    z.extend(orderCommonSchema, { orderType: z.literal('smt'), spec: smtSpecSchema }),
    z.extend(orderCommonSchema, { orderType: z.literal('stencil'), spec: stencilSpecSchema }),
    z.extend(orderCommonSchema, { orderType: z.literal('bom'), spec: bomOrderSpecSchema, bomFileId: idSchema }),
    z.extend(orderCommonSchema, { orderType: z.literal('design'), spec: layoutDesignSpecSchema }),
  ])
  .check(
    z.superRefine((order, context) => {
      if (order.invoiceType !== 'none' && order.contractTitle === '') {
        context.addIssue({
          code: 'custom',
          path: ['contractTitle'],
          message: 'the invoice title is required when an invoice is wanted',
          params: { reason: orderIssueReasons.titleForInvoice },
        });
      }
    }),
  );
export type SaveOrderRequest = z.infer<typeof saveOrderRequestSchema>;

/**
 * GET /api/orderInfo/lastContacts answer: the invoice choice and contacts of the customer's newest order, which the
 * checkout proposes (editable); null before the first order.
 */
export const lastOrderContactsSchema = z.nullable(
  z.object({
    invoiceType: z.enum(invoiceTypes),
    invoicingMethod: z.enum(invoicingMethods),
    contractTitle: z.string(),
    placingOrder: z.string(),
    placingOrderPhone: z.string(),
    technicians: z.string(),
    techniciansPhone: z.string(),
  }),
);
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
export const listOrdersQuerySchema = z.extend(pagingSchema, {
  group: z._default(z.enum(statusGroups), 'all'),
  status: z.optional(queryStatusSchema),
  time: z._default(z.pipe(z.coerce.number(), z.literal([...timeFilters])), 0),
  orderType: z.optional(z.enum(orderTypes)),
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

/** The stars a rating takes: 1 to 5. */
export const ratingStarsRange = { minimum: 1, maximum: 5 } as const;
/** A rating's stars. */
export const ratingStarsSchema = z.int().check(z.gte(ratingStarsRange.minimum), z.lte(ratingStarsRange.maximum));

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
  content: z._default(multiLineText().check(z.trim(), z.maxLength(maxTextLength)), ''),
  share: z._default(z.boolean(), false),
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
  pointsCredited: z.int().check(z.nonnegative()),
});
