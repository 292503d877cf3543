import { countReportDays } from '@boardforge/domain/performance/report-window.ts';
import { z } from 'zod';
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
const quantitySchema = z.number().int().min(1).max(stockLimits.quantity);
const dateWindow = { from: z.iso.date().optional(), to: z.iso.date().optional() };

/** A date window ending before it starts is refused naming `to`. */
function refineWindow(value: { from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx) {
  if (value.from && value.to && countReportDays(value.from, value.to) < 1)
    context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
}

/** POST /api/erp/stock/adjust (`stock:adjust`): a signed correction, never zero, with the reason required. */
export const adjustStockRequestSchema = z.object({
  partId: partIdSchema,
  quantity: z
    .number()
    .int()
    .min(-stockLimits.quantity)
    .max(stockLimits.quantity)
    .refine((value) => value !== 0, { message: 'must not be 0' }),
  reason: singleLineText().trim().min(1).max(stockLimits.reason),
});
export type AdjustStockRequest = z.infer<typeof adjustStockRequestSchema>;

/** POST /api/erp/stock/entry (`stock:entry`): pieces received at a unit cost (yuan, at most four decimals). */
export const stockEntryRequestSchema = z.object({
  partId: partIdSchema,
  quantity: quantitySchema,
  unitCost: unitYuanSchema,
  reason: singleLineText().trim().max(stockLimits.reason).default(''),
});
export type StockEntryRequest = z.infer<typeof stockEntryRequestSchema>;

/** POST /api/erp/stock/exit (`stock:exit`): pieces shipped, with the carrier and the tracking number. */
export const stockExitRequestSchema = z.object({
  partId: partIdSchema,
  quantity: quantitySchema,
  carrier: singleLineText().trim().min(1).max(stockLimits.carrier),
  trackingNo: singleLineText().trim().min(1).max(stockLimits.trackingNo),
  reason: singleLineText().trim().max(stockLimits.reason).default(''),
});
export type StockExitRequest = z.infer<typeof stockExitRequestSchema>;

/** The answer of a movement: its id and the part's stock after it. */
export const stockMoveAnswerSchema = z.object({ movementId: z.number().int(), stockAfter: z.number().int() });
export type StockMoveAnswer = z.infer<typeof stockMoveAnswerSchema>;

/** GET /api/erp/stock/movements: by part, kind and a window of days (China time, both included); paged. */
export const stockMovementsQuerySchema = pagingSchema
  .extend({ partId: partIdSchema.optional(), kind: z.enum(stockMovementKinds).optional(), ...dateWindow })
  .superRefine(refineWindow);
export type StockMovementsQuery = z.infer<typeof stockMovementsQuerySchema>;

/** One movement: `quantity` is signed (negative lowers stock); `unitCost` yuan when known. */
export const stockMovementSchema = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  partId: z.string(),
  mpn: z.string(),
  manufacturer: z.string(),
  kind: z.enum(stockMovementKinds),
  quantity: z.number().int(),
  unitCost: z.number().nullable(),
  stockAfter: z.number().int(),
  reason: z.string(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  documentKind: z.string().nullable(),
  documentId: z.string().nullable(),
  recordedBy: z.string().nullable(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** What the whole filter adds up to: pieces in, pieces out (positive) and the net change. */
export const stockMovementTotalsSchema = z.object({
  quantityIn: z.number().int(),
  quantityOut: z.number().int(),
  net: z.number().int(),
});

/** GET /api/erp/stock/movements answer: a page and the totals of the filter. */
export const stockMovementsAnswerSchema = pageSchema(stockMovementSchema).extend({
  totals: stockMovementTotalsSchema,
});
export type StockMovementsAnswer = z.infer<typeof stockMovementsAnswerSchema>;

/** GET /api/erp/stock/levels: parts by MPN prefix; `lowOnly` keeps those at or under their low-stock threshold. */
export const stockLevelsQuerySchema = pagingSchema.extend({
  mpn: singleLineText().max(64).optional(),
  lowOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
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
  stockOnHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  lowStockThreshold: z.number().int(),
  isLow: z.boolean(),
  averageUnitCost: z.number().nullable(),
  value: yuanSchema.nullable(),
});
export type StockLevel = z.infer<typeof stockLevelSchema>;

/** GET /api/erp/stock/levels answer: a page and the totals of the filter (pieces on hand, value in yuan, low parts). */
export const stockLevelsAnswerSchema = pageSchema(stockLevelSchema).extend({
  totals: z.object({ stockOnHand: z.number().int(), value: yuanSchema, lowCount: z.number().int() }),
});
export type StockLevelsAnswer = z.infer<typeof stockLevelsAnswerSchema>;
