import {
  purchaseReturnActions,
  purchaseReturnStatuses,
} from '@boardforge/domain/purchase-returns/purchase-return-status.ts';
import { z } from 'zod/mini';
import { pageSchema, pagingSchema } from './envelope.ts';
import { maxWarehouseQuantity } from './limits.ts';
import { amountYuanSchema, yuanSchema } from './quotes.ts';
import { checkPeriodOrder } from './report-period.ts';
import { multiLineText, singleLineText } from './text.ts';

/**
 * Purchase returns (采购退货, us to a supplier): lines of parts at a unit amount, a reason; requested → shipped
 * (stock falls) → credited (the supplier's credit note is recorded). Amounts are yuan on the wire, fen inside.
 */

/** Limits of a purchase return; the form uses the same. */
export const purchaseReturnLimits = {
  reason: 500,
  lines: 50,
  quantity: maxWarehouseQuantity,
  creditNote: 100,
} as const;

/** POST /api/erp/purchase-returns/save: a new return, requested. */
export const savePurchaseReturnRequestSchema = z.object({
  supplierId: z.uuid(),
  reason: multiLineText().check(z.trim(), z.minLength(1), z.maxLength(purchaseReturnLimits.reason)),
  lines: z
    .array(
      z.object({
        partId: z.uuid(),
        quantity: z.int().check(z.gte(1), z.lte(purchaseReturnLimits.quantity)),
        unitAmount: amountYuanSchema,
      }),
    )
    .check(z.minLength(1), z.maxLength(purchaseReturnLimits.lines)),
});
export type SavePurchaseReturnRequest = z.infer<typeof savePurchaseReturnRequestSchema>;

/** POST /api/erp/purchase-returns/transition: an action on a return the caller saw in `fromStatus`. */
export const purchaseReturnTransitionRequestSchema = z.discriminatedUnion('action', [
  z.object({ id: z.uuid(), action: z.literal('ship'), fromStatus: z.enum(purchaseReturnStatuses) }),
  z.object({
    id: z.uuid(),
    action: z.literal('credit'),
    fromStatus: z.enum(purchaseReturnStatuses),
    /** What the supplier credits us, yuan; at most the return's amount (checked by the server, naming the field). */
    creditAmount: amountYuanSchema,
    creditNote: z._default(singleLineText().check(z.trim(), z.maxLength(purchaseReturnLimits.creditNote)), ''),
  }),
]);
export type PurchaseReturnTransitionRequest = z.infer<typeof purchaseReturnTransitionRequestSchema>;

/** GET /api/erp/purchase-returns/list: by supplier, status and a window of request days (China time); paged. */
export const purchaseReturnsQuerySchema = z
  .extend(pagingSchema, {
    supplierId: z.optional(z.uuid()),
    status: z.optional(z.enum(purchaseReturnStatuses)),
    from: z.optional(z.iso.date()),
    to: z.optional(z.iso.date()),
  })
  .check(checkPeriodOrder());
export type PurchaseReturnsQuery = z.infer<typeof purchaseReturnsQuerySchema>;

/** One purchase return as the list shows it. */
export const purchaseReturnSummarySchema = z.object({
  id: z.string(),
  returnNo: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  status: z.enum(purchaseReturnStatuses),
  reason: z.string(),
  lineCount: z.int(),
  quantity: z.int(),
  amount: yuanSchema,
  creditAmount: z.nullable(yuanSchema),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.nullable(z.string()),
  shippedAt: z.nullable(z.iso.datetime({ offset: true })),
  creditedAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type PurchaseReturnSummary = z.infer<typeof purchaseReturnSummarySchema>;

/** What a filter adds up to, in all and per supplier: returned amount and credited amount (yuan). */
const purchaseReturnTotalsSchema = z.object({ count: z.int(), amount: yuanSchema, credited: yuanSchema });
export const purchaseReturnsAnswerSchema = z.extend(pageSchema(purchaseReturnSummarySchema), {
  totals: purchaseReturnTotalsSchema,
  bySupplier: z.array(z.extend(purchaseReturnTotalsSchema, { supplierId: z.string(), supplierName: z.string() })),
});
export type PurchaseReturnsAnswer = z.infer<typeof purchaseReturnsAnswerSchema>;

/** GET /api/erp/purchase-returns/detail query. */
export const purchaseReturnDetailQuerySchema = z.object({ id: z.uuid() });

/** One purchase return with its lines and the actions its status allows. */
export const purchaseReturnDetailSchema = z.extend(purchaseReturnSummarySchema, {
  creditNote: z.string(),
  lines: z.array(
    z.object({
      partId: z.string(),
      mpn: z.string(),
      manufacturer: z.string(),
      quantity: z.int(),
      unitAmount: yuanSchema,
      amount: yuanSchema,
    }),
  ),
  actions: z.array(z.enum(purchaseReturnActions)),
});
export type PurchaseReturnDetail = z.infer<typeof purchaseReturnDetailSchema>;

/** The answer of a transition: the return and the status it reached. */
export const purchaseReturnTransitionAnswerSchema = z.object({
  id: z.string(),
  status: z.enum(purchaseReturnStatuses),
});

/** The answer of a save: the new return's id and number. */
export const savePurchaseReturnAnswerSchema = z.object({ id: z.string(), returnNo: z.string() });
