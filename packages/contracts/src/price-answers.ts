import { describePricingIssue } from '@boardforge/domain/pricing/issue-messages.ts';
import { quoteModes } from '@boardforge/domain/pricing/options.ts';
import { type PricingIssue, pricingRuleIds } from '@boardforge/domain/pricing/pricing-rules.ts';
import { pcbLines, quoteWarningCodes, smtLines, stencilLines } from '@boardforge/domain/pricing/quote.ts';
import { z } from 'zod/mini';
import type { FieldError } from './envelope.ts';
import { yuanSchema } from './quotes.ts';

// The quote engine's answers (docs/api.md "Quotes") and its issues worded for a 400; the requests are in quotes.ts.

const issueParamSchema = z.union([
  z.number(),
  z.string(),
  z.boolean(),
  z.null(),
  z.array(z.number()),
  z.array(z.string()),
]);

/** A validation error or review reason of the engine: field, machine rule id, limit values. */
export const pricingIssueSchema = z.object({
  field: z.string(),
  rule: z.enum(pricingRuleIds),
  params: z.record(z.string(), issueParamSchema),
});

/** When an order ships. */
export const leadTimeSchema = z.object({
  unit: z.enum(['days', 'hours']),
  value: z.number().check(z.nonnegative()),
  shipDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
});

/** A note shown with a quote. */
export const quoteWarningSchema = z.object({
  code: z.enum(quoteWarningCodes),
  params: z.record(z.string(), issueParamSchema),
  label: z.string(),
  labelZh: z.string(),
});

function buildLinesSchema<const L extends readonly string[]>(lines: L) {
  const shape = Object.fromEntries([...lines, 'total'].map((line) => [line, yuanSchema])) as Record<
    L[number] | 'total',
    typeof yuanSchema
  >;
  return z.object(shape);
}

/** Builds the price answer schema of docs/api.md for one kind of quote (its lines). */
export function buildPriceAnswerSchema<const L extends readonly [string, ...string[]]>(lines: L) {
  return z.object({
    mode: z.enum(quoteModes),
    areaM2: z.number().check(z.nonnegative()),
    lines: buildLinesSchema(lines),
    items: z.array(z.object({ line: z.enum(lines), label: z.string(), labelZh: z.string(), amount: yuanSchema })),
    leadTime: leadTimeSchema,
    needsReview: z.boolean(),
    reviewReasons: z.array(pricingIssueSchema),
    warnings: z.array(quoteWarningSchema),
    ignored: z.array(z.string()),
    priceBookVersion: z.int().check(z.positive()),
  });
}

/** The answer of POST /api/pcb/calcPcbPrice. */
export const pcbPriceAnswerSchema = buildPriceAnswerSchema(pcbLines);
export type PcbPriceAnswer = z.infer<typeof pcbPriceAnswerSchema>;

/** The answer of POST /api/pcb/calcSmtPrice. */
export const smtPriceAnswerSchema = buildPriceAnswerSchema(smtLines);
export type SmtPriceAnswer = z.infer<typeof smtPriceAnswerSchema>;

/** The answer of POST /api/pcb/calcStenPrice. */
export const stencilPriceAnswerSchema = buildPriceAnswerSchema(stencilLines);
export type StencilPriceAnswer = z.infer<typeof stencilPriceAnswerSchema>;

/**
 * Turns an engine validation error or review reason into a sentence naming the field and its limit, in English or
 * Chinese ("Board length must be between 5 and 1200 mm" / "板长必须在 5 到 1200 mm 之间").
 */
export function formatPricingIssue(issue: PricingIssue, lang: 'en' | 'zh-CN'): string {
  return describePricingIssue(issue, lang);
}

/** Turns engine validation errors into the `data.errors` of a 400 answer, in the request's language. */
export function formatPricingIssues(issues: readonly PricingIssue[], lang: 'en' | 'zh-CN'): FieldError[] {
  return issues.map((issue) => ({ field: issue.field, message: describePricingIssue(issue, lang) }));
}
