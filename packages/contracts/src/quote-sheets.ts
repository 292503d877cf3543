import { z } from 'zod';
import { maxBomOrderLines } from './limits.ts';
import { idSchema } from './orders.ts';
import { unitYuanSchema } from './orders-transitions.ts';
import { partLimits } from './parts.ts';
import { multiLineText, singleLineText } from './text.ts';

/**
 * The quote sheets of an inquiry (issue 13, point 2): the buyer's sheet (a supplier from the directory and a unit
 * cost per line, an alternate part, notes) and the salesperson's (a customer price per line, with cost and margin),
 * each saved as a draft before it is submitted as the `purchaseQuote` or `salesQuote` transition. A sheet carries a
 * version: a save naming an older version than the stored one is a 409 and changes nothing.
 */

/** Longest note on a sheet line. */
export const quoteSheetNoteMaxLength = 500;

/** GET /api/erp/quoteSheet/detail query. */
export const quoteSheetQuerySchema = z.object({ orderId: z.uuid() });

/** A supplier's offer of a line's part that applies to the line's quantity (cheapest first). */
export const quoteSheetOfferSchema = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  currency: z.string(),
  minQuantity: z.number().int(),
  unitPrice: z.number(),
  leadTimeDays: z.number().int(),
});
export type QuoteSheetOffer = z.infer<typeof quoteSheetOfferSchema>;

/** One line of the sheet: the order line, its catalogue part and offers, the drafts and what was submitted. */
export const quoteSheetLineSchema = z.object({
  lineId: z.string(),
  lineNo: z.number().int(),
  label: z.string(),
  labelZh: z.string(),
  mpn: z.string().nullable(),
  quantity: z.number().int(),
  part: z.object({ id: z.string(), mpn: z.string(), manufacturer: z.string() }).nullable(),
  /** The catalogue's unit price at ordering (yuan), when the line was matched at a price. */
  cataloguePrice: z.number().nullable(),
  offers: z.array(quoteSheetOfferSchema),
  draft: z.object({
    supplierId: z.string().nullable(),
    supplierName: z.string().nullable(),
    unitCost: z.number().nullable(),
    alternateMpn: z.string(),
    note: z.string(),
    unitPrice: z.number().nullable(),
  }),
  /** What the submitted purchase and sales quotes recorded on the order line. */
  submitted: z.object({
    unitCost: z.number().nullable(),
    supplier: z.string().nullable(),
    unitPrice: z.number().nullable(),
  }),
});
export type QuoteSheetLine = z.infer<typeof quoteSheetLineSchema>;

/** GET /api/erp/quoteSheet/detail answer, and the answer of both saves. */
export const quoteSheetSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  status: z.number().int(),
  /** 0 before the first save. */
  version: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  quoteExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** Whether the caller may save and submit each sheet now (status, role and assignment). */
  canEditPurchase: z.boolean(),
  canEditSales: z.boolean(),
  lines: z.array(quoteSheetLineSchema),
});
export type QuoteSheet = z.infer<typeof quoteSheetSchema>;

const sheetLines = <T extends z.ZodType>(line: T) => z.array(line).min(1).max(maxBomOrderLines);

/** POST /api/erp/quoteSheet/savePurchase: the buyer's draft (any line may still lack a supplier or a cost). */
export const savePurchaseSheetRequestSchema = z.object({
  orderId: z.uuid(),
  /** The version the draft was made from (0 for a first save). */
  version: z.number().int().min(0).max(2_147_483_647),
  lines: sheetLines(
    z.object({
      lineId: idSchema,
      supplierId: z.uuid().nullable(),
      unitCost: unitYuanSchema.nullable(),
      alternateMpn: singleLineText().trim().max(partLimits.mpn).default(''),
      note: multiLineText().trim().max(quoteSheetNoteMaxLength).default(''),
    }),
  ),
});
export type SavePurchaseSheetRequest = z.infer<typeof savePurchaseSheetRequestSchema>;

/** POST /api/erp/quoteSheet/saveSales: the salesperson's draft of customer prices. */
export const saveSalesSheetRequestSchema = z.object({
  orderId: z.uuid(),
  version: z.number().int().min(0).max(2_147_483_647),
  lines: sheetLines(z.object({ lineId: idSchema, unitPrice: unitYuanSchema.nullable() })),
});
export type SaveSalesSheetRequest = z.infer<typeof saveSalesSheetRequestSchema>;
