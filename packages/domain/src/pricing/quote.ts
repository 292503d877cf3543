import type { Fen } from '../money/fen.ts';
import type { QuoteMode } from './options.ts';
import type { IssueParam, PricingIssue } from './pricing-rules.ts';

/** One charge that went into a line, with its English and Chinese label; `amount` in yuan. */
export interface PriceItem<L extends string = string> {
  line: L;
  label: string;
  labelZh: string;
  amount: number;
}

/** When the order ships: working days or clock hours, and the expected ship date (China time). */
export interface LeadTime {
  unit: 'days' | 'hours';
  value: number;
  shipDate: string;
}

/** Codes of the notes a quote carries beside its price. */
export const quoteWarningCodes = [
  'singleSidedTip',
  'thicknessTolerance',
  'outlineTolerance',
  'viaCoveringIgnored',
  'componentsFromBom',
  'stencilKept',
] as const;
export type QuoteWarningCode = (typeof quoteWarningCodes)[number];

/** A note shown with a quote (tolerances, tips), as data and as ready English and Chinese text. */
export interface QuoteWarning {
  code: QuoteWarningCode;
  params: Readonly<Record<string, IssueParam>>;
  label: string;
  labelZh: string;
}

/** The price answer of docs/api.md: lines and items in yuan, lead time, review state, price-book version. */
export interface QuoteAnswer<L extends string> {
  mode: QuoteMode;
  areaM2: number;
  lines: Record<L | 'total', number>;
  items: PriceItem<L>[];
  leadTime: LeadTime;
  needsReview: boolean;
  reviewReasons: PricingIssue[];
  warnings: QuoteWarning[];
  ignored: string[];
  priceBookVersion: number;
}

/** An engine's result: a priced quote (with its lines in fen) or the validation errors; never both. */
export type QuoteResult<L extends string> =
  | { ok: true; quote: QuoteAnswer<L>; linesFen: Record<L | 'total', Fen>; itemsFen: readonly Fen[] }
  | { ok: false; errors: PricingIssue[] };

/** PCB lines before the total, in answer order (`discount` is subtracted). */
export const pcbLines = [
  'boardFee',
  'filmFee',
  'splicingFee',
  'colorCost',
  'sprayPlatingFee',
  'testFee',
  'expediteFee',
  'specialProcessFee',
  'otherFees',
  'discount',
  'tax',
] as const;
export type PcbLine = (typeof pcbLines)[number];

/** SMT lines before the total. */
export const smtLines = [
  'setupFee',
  'placementFee',
  'dipFee',
  'stencilFee',
  'coatingFee',
  'bakingFee',
  'expediteFee',
  'tax',
] as const;
export type SmtLine = (typeof smtLines)[number];

/** Stencil lines before the total. */
export const stencilLines = ['stencilFee', 'processFee', 'tax'] as const;
export type StencilLine = (typeof stencilLines)[number];

export type PcbQuote = QuoteAnswer<PcbLine>;
export type SmtQuote = QuoteAnswer<SmtLine>;
export type StencilQuote = QuoteAnswer<StencilLine>;
