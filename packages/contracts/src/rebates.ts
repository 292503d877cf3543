import { maxRebateRateBasisPoints, rebatePeriodKinds } from '@boardforge/domain/rebates/rebate-computation.ts';
import { z } from 'zod/mini';
import { pageSchema, pagingSchema } from './envelope.ts';
import type { PermissionTag } from './permissions.ts';
import { amountYuanSchema } from './quotes.ts';
import { singleLineText } from './text.ts';

/**
 * Rebates (返利, issue 13): sales rebates to customers (`finance:salesRebate`) and purchase rebates from suppliers
 * (`finance:purchaseRebate`). Rules give back a rate (basis points, 1 bp = 0.01 %) of a month's or quarter's volume
 * from a threshold on; applying a rule to a period, or typing an amount with a reason, adds rows to the rebate
 * ledger, which are never changed: a reversal is a new negative row. Money is yuan on the wire, integer fen inside.
 */

export const rebateKinds = ['sales', 'purchase'] as const;
export type RebateKind = (typeof rebateKinds)[number];

/** The tag each kind's routes require (docs/workflow.md "Money"); the web's buttons ask the same. */
export const rebateTagOfKind = {
  sales: 'finance:salesRebate',
  purchase: 'finance:purchaseRebate',
} as const satisfies Record<RebateKind, PermissionTag>;
export { rebatePeriodKinds };

/** The limits of every rebate field. */
export const rebateLimits = {
  name: 60,
  reason: 200,
  keyword: 64,
  /** A period's text: `YYYY-MM` or `YYYY-Qn`. */
  period: 7,
  /** The highest rate: 50 % (domain `maxRebateRateBasisPoints`). */
  rateBasisPoints: maxRebateRateBasisPoints,
} as const;

/** A period: a month `YYYY-MM` or a quarter `YYYY-Qn` (China time). */
export const rebatePeriodSchema = z
  .string()
  .check(
    z.maxLength(rebateLimits.period),
    z.regex(/^(19|20)\d{2}-(0[1-9]|1[0-2]|Q[1-4])$/, { message: 'a month YYYY-MM or a quarter YYYY-Qn' }),
  );

/** The ledger rows' sources: a rule applied to a period, an amount typed with a reason, the reversal of a row. */
export const rebateSources = ['rule', 'manual', 'reversal'] as const;

/** POST /api/erp/rebates/{kind}/rules/save: a new rule (no id) or a change of one. */
export const saveRebateRuleRequestSchema = z.object({
  id: z.optional(z.uuid()),
  name: singleLineText().check(z.minLength(1), z.maxLength(rebateLimits.name)),
  periodKind: z.enum(rebatePeriodKinds),
  /** The period's volume from which the rule gives back, yuan. */
  threshold: amountYuanSchema,
  rateBasisPoints: z.int().check(z.gte(1), z.lte(rebateLimits.rateBasisPoints)),
  isActive: z._default(z.boolean(), true),
});
export type SaveRebateRuleRequest = z.infer<typeof saveRebateRuleRequestSchema>;

/** A rule as listed. */
export const rebateRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  periodKind: z.enum(rebatePeriodKinds),
  threshold: z.number(),
  rateBasisPoints: z.int(),
  isActive: z.boolean(),
  entryCount: z.int(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type RebateRule = z.infer<typeof rebateRuleSchema>;

/** GET /api/erp/rebates/{kind}/rules: every rule of the kind, by name (paged). */
export const rebateRuleListQuerySchema = pagingSchema;

/** POST /api/erp/rebates/sales/apply: a rule applied to a period for every customer whose completed orders reach it. */
export const applySalesRebateRequestSchema = z.object({ ruleId: z.uuid(), period: rebatePeriodSchema });
export type ApplySalesRebateRequest = z.infer<typeof applySalesRebateRequestSchema>;

/**
 * POST /api/erp/rebates/purchase/apply: a rule applied to one supplier's volume of a period (yuan): typed, or, left
 * out, what the supplier's approved and received purchase orders placed in the period cost.
 */
export const applyPurchaseRebateRequestSchema = z.object({
  ruleId: z.uuid(),
  period: rebatePeriodSchema,
  supplierId: z.uuid(),
  volume: z.optional(amountYuanSchema),
});
export type ApplyPurchaseRebateRequest = z.infer<typeof applyPurchaseRebateRequestSchema>;

/** What applying a rule wrote: rows created, parties that already had this rule's row for the period, the amount. */
export const applyRebateAnswerSchema = z.object({
  created: z.int(),
  alreadyApplied: z.int(),
  amount: z.number(),
});
export type ApplyRebateAnswer = z.infer<typeof applyRebateAnswerSchema>;

/** POST /api/erp/rebates/{kind}/manual: an amount for a customer (sales) or supplier (purchase) with its reason. */
export const manualRebateRequestSchema = z.object({
  partyId: z.uuid(),
  period: rebatePeriodSchema,
  amount: amountYuanSchema.check(z.gt(0)),
  reason: singleLineText().check(z.minLength(1), z.maxLength(rebateLimits.reason)),
});
export type ManualRebateRequest = z.infer<typeof manualRebateRequestSchema>;

/** POST /api/erp/rebates/{kind}/reverse: the row to reverse (once) and why. */
export const reverseRebateRequestSchema = z.object({
  entryId: z.int().check(z.gte(1), z.lte(Number.MAX_SAFE_INTEGER)),
  reason: singleLineText().check(z.minLength(1), z.maxLength(rebateLimits.reason)),
});
export type ReverseRebateRequest = z.infer<typeof reverseRebateRequestSchema>;

/** A ledger write's answer: the new row's id. */
export const rebateEntryIdAnswerSchema = z.object({ id: z.int() });

/** The filters of both lists: a period, a party, a keyword (the party's name, or a customer's phone). */
export const rebateListQuerySchema = z.extend(pagingSchema, {
  period: z.optional(rebatePeriodSchema),
  partyId: z.optional(z.uuid()),
  keyword: z.optional(singleLineText().check(z.maxLength(rebateLimits.keyword))),
});
export type RebateListQuery = z.infer<typeof rebateListQuerySchema>;

/** One ledger row; `amount` is negative for a reversal; `isReversed` when a reversal names it. */
export const rebateEntrySchema = z.object({
  id: z.int(),
  createdAt: z.iso.datetime({ offset: true }),
  period: z.string(),
  partyId: z.string(),
  partyName: z.string(),
  partyContact: z.string(),
  source: z.enum(rebateSources),
  ruleName: z.nullable(z.string()),
  volume: z.nullable(z.number()),
  rateBasisPoints: z.nullable(z.int()),
  amount: z.number(),
  reason: z.string(),
  reversesEntryId: z.nullable(z.int()),
  isReversed: z.boolean(),
  recordedBy: z.nullable(z.string()),
});
export type RebateEntry = z.infer<typeof rebateEntrySchema>;

/** GET /api/erp/rebates/{kind}/entries answer: a page of rows, newest first, and the sum of the whole filter. */
export const rebateEntriesAnswerSchema = z.extend(pageSchema(rebateEntrySchema), {
  totals: z.object({ amount: z.number() }),
});
export type RebateEntriesAnswer = z.infer<typeof rebateEntriesAnswerSchema>;

/** One party's net rebate of one period. */
export const rebateTotalRowSchema = z.object({
  partyId: z.string(),
  partyName: z.string(),
  partyContact: z.string(),
  period: z.string(),
  amount: z.number(),
  entryCount: z.int(),
});
export type RebateTotalRow = z.infer<typeof rebateTotalRowSchema>;

/** GET /api/erp/rebates/{kind}/totals answer: net rebates by party and period (newest period first) and their sum. */
export const rebateTotalsAnswerSchema = z.extend(pageSchema(rebateTotalRowSchema), {
  totals: z.object({ amount: z.number() }),
});
export type RebateTotalsAnswer = z.infer<typeof rebateTotalsAnswerSchema>;

/** GET /api/erp/rebates/{kind}/parties: customers (sales) or suppliers (purchase) whose name or contact holds it. */
export const rebatePartyQuerySchema = z.object({
  keyword: z.optional(singleLineText().check(z.maxLength(rebateLimits.keyword))),
});

/** A customer or supplier a manual row may name (at most 20 are answered, by name). */
export const rebatePartySchema = z.object({ id: z.string(), name: z.string(), contact: z.string() });
export type RebateParty = z.infer<typeof rebatePartySchema>;
