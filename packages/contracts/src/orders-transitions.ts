import { convertYuanAmountToFen } from '@boardforge/domain/money/fen.ts';
import type { ActionPayloads } from '@boardforge/domain/order-status/payloads.ts';
import { z } from 'zod/mini';
import { maxUnitPriceYuan, maxWarehouseQuantity } from './limits.ts';
import { idSchema, maxTextLength, orderStatusSchema, reasonSchema } from './orders.ts';
import { amountYuanSchema, hasAtMostDecimals } from './quotes.ts';
import { multiLineText, singleLineText } from './text.ts';

/** A unit price or cost in yuan: not negative, at most four decimals (components cost fractions of a fen). */
export const unitYuanSchema = z.number().check(
  z.nonnegative(),
  z.lte(maxUnitPriceYuan),
  z.refine((value) => hasAtMostDecimals(value, 4), {
    message: 'at most four decimals',
  }),
);

/** The payload of each staff action of POST /api/erp/order/transition (money in yuan). */
export const transitionPayloadSchemas = {
  assignSales: z.object({ salesUserId: idSchema }),
  assignPurchasing: z.object({ buyerUserId: idSchema }),
  purchaseQuote: z.object({
    lines: z
      .array(
        z.object({
          lineId: idSchema,
          unitCost: unitYuanSchema,
          supplier: singleLineText().check(z.minLength(1), z.maxLength(100)),
        }),
      )
      .check(z.minLength(1), z.maxLength(2000)),
  }),
  salesQuote: z.object({
    lines: z
      .array(z.object({ lineId: idSchema, unitPrice: unitYuanSchema.check(z.gt(0)) }))
      .check(z.minLength(1), z.maxLength(2000)),
  }),
  placeSalesOrder: z.object({}),
  approveContract: z
    .object({
      adjustedTotal: z.optional(amountYuanSchema.check(z.gt(0))),
      reason: z.optional(reasonSchema),
    })
    .check(
      z.refine((payload) => payload.adjustedTotal === undefined || payload.reason !== undefined, {
        message: 'an adjusted total needs a reason',
        path: ['reason'],
      }),
    ),
  rejectContract: z.object({ reason: reasonSchema }),
  placePurchaseOrder: z.object({
    supplier: z.optional(singleLineText().check(z.maxLength(100))),
    note: z.optional(multiLineText().check(z.trim(), z.maxLength(maxTextLength))),
    /** When the goods are expected (China-time date); the purchase orders carry it. */
    expectedDate: z.optional(z.iso.date()),
  }),
  approvePurchase: z.object({}),
  warehouseEntry: z.object({ quantity: z.int().check(z.gte(1), z.lte(maxWarehouseQuantity)) }),
  warehouseExit: z.object({
    carrier: singleLineText().check(z.minLength(1), z.maxLength(50)),
    trackingNo: singleLineText().check(z.minLength(1), z.maxLength(64)),
  }),
  confirmCompletion: z.object({}),
  approveReturn: z.object({ refundAmount: amountYuanSchema, restock: z.boolean() }),
  declineReturn: z.object({ reason: reasonSchema }),
  cancel: z.object({ reason: reasonSchema }),
} as const;

/** Actions staff take through POST /api/erp/order/transition (the customer's own have /orderInfo/* endpoints). */
export type StaffOrderAction = keyof typeof transitionPayloadSchemas;
export const staffOrderActions = Object.keys(transitionPayloadSchemas) as StaffOrderAction[];

// One request shape per action: `{ orderId, action, fromStatus, payload }`.
function buildTransitionRequest<A extends StaffOrderAction>(action: A) {
  return z.object({
    orderId: idSchema,
    action: z.literal(action),
    fromStatus: orderStatusSchema,
    payload: transitionPayloadSchemas[action],
  });
}

/** POST /api/erp/order/transition: the action, the status it expects to leave (409 otherwise) and its payload. */
export const transitionRequestSchema = z.discriminatedUnion('action', [
  buildTransitionRequest('assignSales'),
  buildTransitionRequest('assignPurchasing'),
  buildTransitionRequest('purchaseQuote'),
  buildTransitionRequest('salesQuote'),
  buildTransitionRequest('placeSalesOrder'),
  buildTransitionRequest('approveContract'),
  buildTransitionRequest('rejectContract'),
  buildTransitionRequest('placePurchaseOrder'),
  buildTransitionRequest('approvePurchase'),
  buildTransitionRequest('warehouseEntry'),
  buildTransitionRequest('warehouseExit'),
  buildTransitionRequest('confirmCompletion'),
  buildTransitionRequest('approveReturn'),
  buildTransitionRequest('declineReturn'),
  buildTransitionRequest('cancel'),
]);
export type TransitionRequest = z.infer<typeof transitionRequestSchema>;

// Unit prices keep their hundredths of a fen; the domain rounds each quote line once.
const toUnitFen = (yuan: number) => Math.round(yuan * 1_000_000) / 10_000;

/**
 * Converts a parsed staff request to the domain payload (yuan → fen). `assignedUserRoleId` is the role of the user
 * named by assignSales or assignPurchasing, which only the server can look up (undefined when there is none).
 */
export function toDomainPayload(
  request: TransitionRequest,
  assignedUserRoleId?: string,
): ActionPayloads[StaffOrderAction] {
  const { action, payload } = request;
  switch (action) {
    case 'assignSales':
      return { salesUserId: payload.salesUserId, salesUserRoleId: assignedUserRoleId };
    case 'assignPurchasing':
      return { buyerUserId: payload.buyerUserId, buyerUserRoleId: assignedUserRoleId };
    case 'purchaseQuote':
      return { lines: payload.lines.map((line) => ({ ...line, unitCost: toUnitFen(line.unitCost) })) };
    case 'salesQuote':
      return { lines: payload.lines.map((line) => ({ ...line, unitPrice: toUnitFen(line.unitPrice) })) };
    case 'approveContract':
      return payload.adjustedTotal === undefined
        ? { ...(payload.reason === undefined ? {} : { reason: payload.reason }) }
        : { adjustedTotal: convertYuanAmountToFen(payload.adjustedTotal), reason: payload.reason ?? '' };
    case 'approveReturn':
      return { refundAmount: convertYuanAmountToFen(payload.refundAmount), restock: payload.restock };
    case 'placeSalesOrder':
    case 'rejectContract':
    case 'declineReturn':
    case 'placePurchaseOrder':
    case 'approvePurchase':
    case 'warehouseEntry':
    case 'warehouseExit':
    case 'confirmCompletion':
    case 'cancel':
      return payload;
  }
}
