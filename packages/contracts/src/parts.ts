import { z } from 'zod/mini';
import { pagingSchema } from './envelope.ts';
import { maxWarehouseQuantity } from './limits.ts';
import { unitYuanSchema } from './orders-transitions.ts';
import { multiLineText, singleLineText } from './text.ts';

/**
 * The parts catalogue of the back office (元件库, issue 13): components with their price breaks, minimum order
 * quantity (MOQ, 最小起订量), attrition (损耗率), stock (库存) and lead time (交期). Unit prices are yuan with at
 * most four decimals on the wire, integer hundredths of a fen inside (domain `parts/part-purchase.ts`).
 */

/** Longest text of each part field; the form's inputs use the same limits. */
export const partLimits = {
  mpn: 64,
  manufacturer: 80,
  package: 40,
  value: 40,
  description: 500,
  /** Pieces: MOQ, stock, reserved, a price break's minimum and a quantity to price (a warehouse entry's bound). */
  quantity: maxWarehouseQuantity,
  /** Attrition in per mille (‰): 0 to 1000 (at most doubling the need). */
  attritionPerMille: 1000,
  leadTimeDays: 365,
  priceBreaks: 20,
  /** Other part numbers a part is known by (each as long as an MPN). */
  aliases: 10,
} as const;

/** The categories a part is filed under (a fixed list: the catalogue filters by it). */
export const partCategories = [
  'resistor',
  'capacitor',
  'inductor',
  'diode',
  'transistor',
  'ic',
  'connector',
  'crystal',
  'led',
  'switch',
  'sensor',
  'module',
  'other',
] as const;
export type PartCategory = (typeof partCategories)[number];

const quantitySchema = z.int().check(z.gte(0), z.lte(partLimits.quantity));
const leadTimeDaysSchema = z.int().check(z.gte(0), z.lte(partLimits.leadTimeDays));
const optionalFilter = (max: number) => z.optional(singleLineText().check(z.maxLength(max)));

/** GET /api/erp/parts/list query: MPN prefix, value, package (case-insensitive) and category; paged. */
export const partListQuerySchema = z.extend(pagingSchema, {
  mpn: optionalFilter(partLimits.mpn),
  value: optionalFilter(partLimits.value),
  package: optionalFilter(partLimits.package),
  category: z.optional(z.enum(partCategories)),
});
export type PartListQuery = z.infer<typeof partListQuerySchema>;

/** One price break: from `minQuantity` pieces on, each costs `unitPrice` yuan. */
export const priceBreakSchema = z.object({
  minQuantity: quantitySchema.check(z.gte(1)),
  unitPrice: unitYuanSchema,
});
export type PriceBreakInput = z.infer<typeof priceBreakSchema>;

/** POST /api/erp/parts/save: a new part (no id) or a change of one; its price breaks are replaced as sent. */
export const savePartRequestSchema = z.object({
  id: z.optional(z.uuid()),
  mpn: singleLineText().check(z.minLength(1), z.maxLength(partLimits.mpn)),
  manufacturer: singleLineText().check(z.minLength(1), z.maxLength(partLimits.manufacturer)),
  package: z._default(singleLineText().check(z.maxLength(partLimits.package)), ''),
  value: z._default(singleLineText().check(z.maxLength(partLimits.value)), ''),
  description: z._default(multiLineText().check(z.maxLength(partLimits.description)), ''),
  category: z.enum(partCategories),
  moq: z._default(quantitySchema.check(z.gte(1)), 1),
  attritionPerMille: z._default(z.int().check(z.gte(0), z.lte(partLimits.attritionPerMille)), 0),
  stockOnHand: z._default(quantitySchema, 0),
  reserved: z._default(quantitySchema, 0),
  /** At or under this many pieces on hand the part is listed as low on stock; 0: no alert. */
  lowStockThreshold: z._default(quantitySchema, 0),
  leadTimeDays: z._default(leadTimeDaysSchema, 0),
  /** Strictly increasing in `minQuantity` (checked by the server, naming the break). */
  priceBreaks: z._default(z.array(priceBreakSchema).check(z.maxLength(partLimits.priceBreaks)), []),
  /** Other part numbers a BOM may give for this part (distinct ignoring case, checked by the server). */
  aliases: z._default(
    z
      .array(singleLineText().check(z.trim(), z.minLength(1), z.maxLength(partLimits.mpn)))
      .check(z.maxLength(partLimits.aliases)),
    [],
  ),
});
export type SavePartRequest = z.infer<typeof savePartRequestSchema>;

/** POST /api/erp/parts/save answer. */
export const savePartAnswerSchema = z.object({ id: z.string() });

/** A part as the catalogue lists it: `available` is stock on hand less reserved. */
export const partSummarySchema = z.object({
  id: z.string(),
  mpn: z.string(),
  manufacturer: z.string(),
  package: z.string(),
  value: z.string(),
  description: z.string(),
  category: z.enum(partCategories),
  moq: z.int(),
  attritionPerMille: z.int(),
  stockOnHand: z.int(),
  reserved: z.int(),
  available: z.int(),
  lowStockThreshold: z.int(),
  leadTimeDays: z.int(),
  /** The unit price of the smallest break, or null without breaks. */
  fromUnitPrice: z.nullable(z.number()),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PartSummary = z.infer<typeof partSummarySchema>;

/** GET /api/erp/parts/detail query: the part, and optionally a quantity needed to price. */
export const partDetailQuerySchema = z.object({
  partId: z.uuid(),
  quantity: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(partLimits.quantity))),
});
export type PartDetailQuery = z.infer<typeof partDetailQuerySchema>;

/** A supplier's offer of a part, as the part's page shows it (price in the supplier's currency). */
export const partOfferSchema = z.object({
  id: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  currency: z.string(),
  supplierSku: z.string(),
  minQuantity: z.int(),
  unitPrice: z.number(),
  leadTimeDays: z.int(),
});
export type PartOffer = z.infer<typeof partOfferSchema>;

/** Pricing a needed quantity: bought with attrition and MOQ, at the bought quantity's break; null without one. */
export const partPurchaseSchema = z.object({
  quantity: z.int(),
  buyQuantity: z.int(),
  unitPrice: z.nullable(z.number()),
  extendedPrice: z.nullable(z.number()),
});

/** GET /api/erp/parts/detail answer. */
export const partDetailSchema = z.extend(partSummarySchema, {
  priceBreaks: z.array(z.object({ minQuantity: z.int(), unitPrice: z.number() })),
  offers: z.array(partOfferSchema),
  aliases: z.array(z.string()),
  purchase: z.optional(partPurchaseSchema),
});
export type PartDetail = z.infer<typeof partDetailSchema>;
