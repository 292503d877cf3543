/**
 * Machine ids of every validation error and review reason the engines give; contracts turns each into an English
 * and a Chinese sentence. Params by rule:
 * - required {} · requiredWithPcbOrder {} · integer {} · positive {}
 * - range { min, max, unit } · min { min, unit } · oneOf { values, unit? }
 * - layersEven { above } · layersForMaterial { material, allowed }
 * - thicknessNotOffered { standard, special (e.g. ["0.1–0.3", "2.4–5.0"]), step, unit }
 * - smtBoardTooSmall { min, unit } · processNeedsLayers { process, minLayers }
 * - deliveryNotAllowed { delivery, materials, minLayers, maxLayers, maxAreaM2 (number | null), isSampleOnly }
 * - thicknessNeedsReview { thickness, pricedAs, below, above } · copperNeedsReview { value, limit }
 * - traceNeedsReview { minTrace, copperOz, limit } · layoutPricedByReview { pins, fixedMaxPins }
 * - layoutCycleByReview { pins, maxPins } · notForMaterial { material, value, allowed }
 */
export const validationRuleIds = [
  'required',
  'requiredWithPcbOrder',
  'integer',
  'positive',
  'range',
  'min',
  'oneOf',
  'layersEven',
  'layersForMaterial',
  'thicknessNotOffered',
  'smtBoardTooSmall',
  'processNeedsLayers',
  'deliveryNotAllowed',
  'notForMaterial',
] as const;

/** Machine ids of the reasons a priced quote waits for engineering or staff review. */
export const reviewRuleIds = [
  'thicknessNeedsReview',
  'copperNeedsReview',
  'traceNeedsReview',
  'layoutPricedByReview',
  'layoutCycleByReview',
] as const;

/** Every rule id, validation and review. */
export const pricingRuleIds = [...validationRuleIds, ...reviewRuleIds] as const;

export type ValidationRuleId = (typeof validationRuleIds)[number];
export type ReviewRuleId = (typeof reviewRuleIds)[number];
export type PricingRuleId = ValidationRuleId | ReviewRuleId;

/** A parameter value of an issue: numbers, words, or lists of them (all JSON). */
export type IssueParam = number | string | boolean | null | readonly number[] | readonly string[];

/** One validation error or review reason: the spec field, the rule, and the limit values (no prose). */
export interface PricingIssue {
  field: string;
  rule: PricingRuleId;
  params: Readonly<Record<string, IssueParam>>;
}
