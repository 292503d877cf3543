import { z } from 'zod';
import { maxBomSets } from './limits.ts';

/**
 * A BOM matched against the parts catalogue (issue 13, point 1): before ordering, each line of an uploaded BOM is
 * looked up by its MPN (exactly, ignoring case), then by the catalogue's aliases, and priced for the sets wanted with
 * the spares rule of pricing.md §2, the part's MOQ, attrition and price breaks.
 */

/** POST /api/file/matchBom: the uploaded BOM (the caller's own) and the sets to buy. */
export const matchBomRequestSchema = z.object({
  fileId: z.uuid(),
  sets: z.number().int().min(1).max(maxBomSets),
});
export type MatchBomRequest = z.infer<typeof matchBomRequestSchema>;

/**
 * What became of a line: `priced` (matched at a known price), `noPrice` (matched, but no price break applies),
 * `notFound` (no part by MPN or alias), `noQuantity` (the BOM gives no quantity), `dnp` (do not place: not bought).
 */
export const bomMatchStatuses = ['priced', 'noPrice', 'notFound', 'noQuantity', 'dnp'] as const;
export type BomMatchStatus = (typeof bomMatchStatuses)[number];

/** One matched line. Prices in yuan: unit with up to four decimals, extended in whole fen. */
export const bomMatchLineSchema = z.object({
  rowNumber: z.number().int(),
  designator: z.string().nullable(),
  mpn: z.string().nullable(),
  manufacturer: z.string().nullable(),
  quantityPerSet: z.number().int().nullable(),
  /** Per set × sets plus spares (passive parts only). */
  needQuantity: z.number().int().nullable(),
  spares: z.number().int(),
  status: z.enum(bomMatchStatuses),
  matchedBy: z.enum(['mpn', 'alias']).nullable(),
  part: z.object({ id: z.string(), mpn: z.string(), manufacturer: z.string(), package: z.string() }).nullable(),
  /** The need with the part's attrition, at least its MOQ. */
  buyQuantity: z.number().int().nullable(),
  unitPrice: z.number().nullable(),
  extendedPrice: z.number().nullable(),
  /** Stock on hand less reserved. */
  available: z.number().int().nullable(),
  stock: z.enum(['inStock', 'short']).nullable(),
});
export type BomMatchLine = z.infer<typeof bomMatchLineSchema>;

/** POST /api/file/matchBom answer: the lines, and counts a customer reads before ordering. */
export const matchBomAnswerSchema = z.object({
  fileId: z.string(),
  sets: z.number().int(),
  runMode: z.enum(['sample', 'batch']),
  lines: z.array(bomMatchLineSchema),
  summary: z.object({
    lineCount: z.number().int(),
    pricedCount: z.number().int(),
    noPriceCount: z.number().int(),
    notFoundCount: z.number().int(),
    noQuantityCount: z.number().int(),
    dnpCount: z.number().int(),
    inStockCount: z.number().int(),
    shortCount: z.number().int(),
    /** Every line to buy is priced: the order starts at 5 (contract review) with this total. */
    isAllPriced: z.boolean(),
    /** Sum of the priced lines, yuan. */
    pricedTotal: z.number(),
  }),
});
export type MatchBomAnswer = z.infer<typeof matchBomAnswerSchema>;
