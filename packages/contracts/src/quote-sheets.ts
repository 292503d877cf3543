import { z } from 'zod/mini';
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
  minQuantity: z.int(),
  unitPrice: z.number(),
  leadTimeDays: z.int(),
});
export type QuoteSheetOffer = z.infer<typeof quoteSheetOfferSchema>;

/** One line of the sheet: the order line, its catalogue part and offers, the drafts and what was submitted. */
export const quoteSheetLineSchema = z.object({
  lineId: z.string(),
  lineNo: z.int(),
  label: z.string(),
  labelZh: z.string(),
  mpn: z.nullable(z.string()),
  quantity: z.int(),
  part: z.nullable(z.object({ id: z.string(), mpn: z.string(), manufacturer: z.string() })),
  /** The catalogue's unit price at ordering (yuan), when the line was matched at a price. */
  cataloguePrice: z.nullable(z.number()),
  offers: z.array(quoteSheetOfferSchema),
  draft: z.object({
    supplierId: z.nullable(z.string()),
    supplierName: z.nullable(z.string()),
    unitCost: z.nullable(z.number()),
    alternateMpn: z.string(),
    note: z.string(),
    unitPrice: z.nullable(z.number()),
  }),
  /** What the submitted purchase and sales quotes recorded on the order line. */
  submitted: z.object({
    unitCost: z.nullable(z.number()),
    supplier: z.nullable(z.string()),
    unitPrice: z.nullable(z.number()),
  }),
});
export type QuoteSheetLine = z.infer<typeof quoteSheetLineSchema>;

/** GET /api/erp/quoteSheet/detail answer, and the answer of both saves. */
export const quoteSheetSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  status: z.int(),
  /** 0 before the first save. */
  version: z.int(),
  updatedAt: z.nullable(z.iso.datetime({ offset: true })),
  quoteExpiresAt: z.nullable(z.iso.datetime({ offset: true })),
  /** Whether the caller may save and submit each sheet now (status, role and assignment). */
  canEditPurchase: z.boolean(),
  canEditSales: z.boolean(),
  lines: z.array(quoteSheetLineSchema),
});
export type QuoteSheet = z.infer<typeof quoteSheetSchema>;

const sheetLines = <T extends z.core.$ZodType>(line: T) =>
  z.array(line).check(z.minLength(1), z.maxLength(maxBomOrderLines));

/** POST /api/erp/quoteSheet/savePurchase: the buyer's draft (any line may still lack a supplier or a cost). */
export const savePurchaseSheetRequestSchema = z.object({
  orderId: z.uuid(),
  /** The version the draft was made from (0 for a first save). */
  version: z.int().check(z.gte(0), z.lte(2_147_483_647)),
  lines: sheetLines(
    z.object({
      lineId: idSchema,
      supplierId: z.nullable(z.uuid()),
      unitCost: z.nullable(unitYuanSchema),
      alternateMpn: z._default(singleLineText().check(z.trim(), z.maxLength(partLimits.mpn)), ''),
      note: z._default(multiLineText().check(z.trim(), z.maxLength(quoteSheetNoteMaxLength)), ''),
    }),
  ),
});
export type SavePurchaseSheetRequest = z.infer<typeof savePurchaseSheetRequestSchema>;

/** POST /api/erp/quoteSheet/saveSales: the salesperson's draft of customer prices. */
export const saveSalesSheetRequestSchema = z.object({
  orderId: z.uuid(),
  version: z.int().check(z.gte(0), z.lte(2_147_483_647)),
  lines: sheetLines(z.object({ lineId: idSchema, unitPrice: z.nullable(unitYuanSchema) })),
});
export type SaveSalesSheetRequest = z.infer<typeof saveSalesSheetRequestSchema>;
