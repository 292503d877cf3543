import { z } from 'zod/mini';
import { maxBomSets } from './limits.ts';

/**
 * A BOM matched against the parts catalogue (issue 13, point 1): before ordering, each line of an uploaded BOM is
 * looked up by its MPN (exactly, ignoring case), then by the catalogue's aliases, and priced for the sets wanted with
 * the spares rule of pricing.md §2, the part's MOQ, attrition and price breaks.
 */

/** POST /api/file/matchBom: the uploaded BOM (the caller's own) and the sets to buy. */
export const matchBomRequestSchema = z.object({
  fileId: z.uuid(),
  sets: z.int().check(z.gte(1), z.lte(maxBomSets)),
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
  rowNumber: z.int(),
  designator: z.nullable(z.string()),
  mpn: z.nullable(z.string()),
  manufacturer: z.nullable(z.string()),
  quantityPerSet: z.nullable(z.int()),
  /** Per set × sets plus spares (passive parts only). */
  needQuantity: z.nullable(z.int()),
  spares: z.int(),
  status: z.enum(bomMatchStatuses),
  matchedBy: z.nullable(z.enum(['mpn', 'alias'])),
  part: z.nullable(z.object({ id: z.string(), mpn: z.string(), manufacturer: z.string(), package: z.string() })),
  /** The need with the part's attrition, at least its MOQ. */
  buyQuantity: z.nullable(z.int()),
  unitPrice: z.nullable(z.number()),
  extendedPrice: z.nullable(z.number()),
  /** Stock on hand less reserved. */
  available: z.nullable(z.int()),
  stock: z.nullable(z.enum(['inStock', 'short'])),
});
export type BomMatchLine = z.infer<typeof bomMatchLineSchema>;

/** POST /api/file/matchBom answer: the lines, and counts a customer reads before ordering. */
export const matchBomAnswerSchema = z.object({
  fileId: z.string(),
  sets: z.int(),
  runMode: z.enum(['sample', 'batch']),
  lines: z.array(bomMatchLineSchema),
  summary: z.object({
    lineCount: z.int(),
    pricedCount: z.int(),
    noPriceCount: z.int(),
    notFoundCount: z.int(),
    noQuantityCount: z.int(),
    dnpCount: z.int(),
    inStockCount: z.int(),
    shortCount: z.int(),
    /** Every line to buy is priced: the order starts at 5 (contract review) with this total. */
    isAllPriced: z.boolean(),
    /** Sum of the priced lines, yuan. */
    pricedTotal: z.number(),
  }),
});
export type MatchBomAnswer = z.infer<typeof matchBomAnswerSchema>;
