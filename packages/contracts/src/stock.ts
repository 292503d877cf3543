import { countReportDays } from '@boardforge/domain/performance/report-window.ts';
import { z } from 'zod/mini';
import { pageSchema, pagingSchema } from './envelope.ts';
import { maxWarehouseQuantity } from './limits.ts';
import { unitYuanSchema } from './orders-transitions.ts';
import { yuanSchema } from './quotes.ts';
import { singleLineText } from './text.ts';

/**
 * The stock ledger of the parts catalogue (库存流水, issue 13 point 3): every change of a part's stock on hand is one
 * movement row, never edited. Entries (入库) and exits (出库) are warehouse work; adjustments (盘点调整) correct a
 * count with a reason; purchase returns and sales returns move stock from their documents.
 */

/** The kinds of stock movement; entries and sales returns raise stock, exits and purchase returns lower it. */
export const stockMovementKinds = ['entry', 'exit', 'adjustment', 'purchaseReturn', 'salesReturn'] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

/** Longest text of each stock field; the forms' inputs use the same limits. */
export const stockLimits = {
  reason: 200,
  carrier: 50,
  trackingNo: 64,
  /** Pieces one movement may move (either way). */
  quantity: maxWarehouseQuantity,
} as const;

const partIdSchema = z.uuid();
const quantitySchema = z.int().check(z.gte(1), z.lte(stockLimits.quantity));
const dateWindow = { from: z.optional(z.iso.date()), to: z.optional(z.iso.date()) };

/** A date window ending before it starts is refused naming `to`. */
function refineWindow(value: { from?: string | undefined; to?: string | undefined }, context: z.core.$RefinementCtx) {
  if (value.from && value.to && countReportDays(value.from, value.to) < 1)
    context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
}

/** POST /api/erp/stock/adjust (`stock:adjust`): a signed correction, never zero, with the reason required. */
export const adjustStockRequestSchema = z.object({
  partId: partIdSchema,
  quantity: z.number().check(
    z.int(),
    z.gte(-stockLimits.quantity),
    z.lte(stockLimits.quantity),
    z.refine((value) => value !== 0, { message: 'must not be 0' }),
  ),
  reason: singleLineText().check(z.trim(), z.minLength(1), z.maxLength(stockLimits.reason)),
});
export type AdjustStockRequest = z.infer<typeof adjustStockRequestSchema>;

/** POST /api/erp/stock/entry (`stock:entry`): pieces received at a unit cost (yuan, at most four decimals). */
export const stockEntryRequestSchema = z.object({
  partId: partIdSchema,
  quantity: quantitySchema,
  unitCost: unitYuanSchema,
  reason: z._default(singleLineText().check(z.trim(), z.maxLength(stockLimits.reason)), ''),
});
export type StockEntryRequest = z.infer<typeof stockEntryRequestSchema>;

/** POST /api/erp/stock/exit (`stock:exit`): pieces shipped, with the carrier and the tracking number. */
export const stockExitRequestSchema = z.object({
  partId: partIdSchema,
  quantity: quantitySchema,
  carrier: singleLineText().check(z.trim(), z.minLength(1), z.maxLength(stockLimits.carrier)),
  trackingNo: singleLineText().check(z.trim(), z.minLength(1), z.maxLength(stockLimits.trackingNo)),
  reason: z._default(singleLineText().check(z.trim(), z.maxLength(stockLimits.reason)), ''),
});
export type StockExitRequest = z.infer<typeof stockExitRequestSchema>;

/** The answer of a movement: its id and the part's stock after it. */
export const stockMoveAnswerSchema = z.object({ movementId: z.int(), stockAfter: z.int() });
export type StockMoveAnswer = z.infer<typeof stockMoveAnswerSchema>;

/** GET /api/erp/stock/movements: by part, kind and a window of days (China time, both included); paged. */
export const stockMovementsQuerySchema = z
  .extend(pagingSchema, {
    partId: z.optional(partIdSchema),
    kind: z.optional(z.enum(stockMovementKinds)),
    ...dateWindow,
  })
  .check(z.superRefine(refineWindow));
export type StockMovementsQuery = z.infer<typeof stockMovementsQuerySchema>;

/** One movement: `quantity` is signed (negative lowers stock); `unitCost` yuan when known. */
export const stockMovementSchema = z.object({
  id: z.int(),
  createdAt: z.iso.datetime({ offset: true }),
  partId: z.string(),
  mpn: z.string(),
  manufacturer: z.string(),
  kind: z.enum(stockMovementKinds),
  quantity: z.int(),
  unitCost: z.nullable(z.number()),
  stockAfter: z.int(),
  reason: z.string(),
  carrier: z.nullable(z.string()),
  trackingNo: z.nullable(z.string()),
  documentKind: z.nullable(z.string()),
  documentId: z.nullable(z.string()),
  recordedBy: z.nullable(z.string()),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** What the whole filter adds up to: pieces in, pieces out (positive) and the net change. */
export const stockMovementTotalsSchema = z.object({
  quantityIn: z.int(),
  quantityOut: z.int(),
  net: z.int(),
});

/** GET /api/erp/stock/movements answer: a page and the totals of the filter. */
export const stockMovementsAnswerSchema = z.extend(pageSchema(stockMovementSchema), {
  totals: stockMovementTotalsSchema,
});
export type StockMovementsAnswer = z.infer<typeof stockMovementsAnswerSchema>;

/** GET /api/erp/stock/levels: parts by MPN prefix; `lowOnly` keeps those at or under their low-stock threshold. */
export const stockLevelsQuerySchema = z.extend(pagingSchema, {
  mpn: z.optional(singleLineText().check(z.maxLength(64))),
  lowOnly: z.pipe(
    z.optional(z.enum(['true', 'false'])),
    z.transform((value) => value === 'true'),
  ),
});
export type StockLevelsQuery = z.infer<typeof stockLevelsQuerySchema>;

/**
 * A part's stock: on hand, reserved, available, its low-stock threshold (0: no alert) and whether it is low; its
 * value is stock on hand at the weighted average cost of its entries (null when no entry had a cost).
 */
export const stockLevelSchema = z.object({
  partId: z.string(),
  mpn: z.string(),
  manufacturer: z.string(),
  stockOnHand: z.int(),
  reserved: z.int(),
  available: z.int(),
  lowStockThreshold: z.int(),
  isLow: z.boolean(),
  averageUnitCost: z.nullable(z.number()),
  value: z.nullable(yuanSchema),
});
export type StockLevel = z.infer<typeof stockLevelSchema>;

/** GET /api/erp/stock/levels answer: a page and the totals of the filter (pieces on hand, value in yuan, low parts). */
export const stockLevelsAnswerSchema = z.extend(pageSchema(stockLevelSchema), {
  totals: z.object({ stockOnHand: z.int(), value: yuanSchema, lowCount: z.int() }),
});
export type StockLevelsAnswer = z.infer<typeof stockLevelsAnswerSchema>;
