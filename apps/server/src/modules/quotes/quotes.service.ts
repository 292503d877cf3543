import type { FieldError } from '@boardforge/contracts/envelope.ts';
import type { LayoutDesignAnswer } from '@boardforge/contracts/layout-design.ts';
import { maxOrderAmountYuan } from '@boardforge/contracts/limits.ts';
import {
  formatPricingIssues,
  type PcbPriceAnswer,
  type SmtPriceAnswer,
  type StencilPriceAnswer,
} from '@boardforge/contracts/price-answers.ts';
import type {
  LayoutDesignSpecRequest,
  PcbSpecRequest,
  SmtSpecRequest,
  StencilSpecRequest,
} from '@boardforge/contracts/quotes.ts';
import { pickWording } from '@boardforge/domain/language.ts';
import type { Fen } from '@boardforge/domain/money/fen.ts';
import { estimateLayoutDesign } from '@boardforge/domain/pricing/layout-design.ts';
import { quotePcb } from '@boardforge/domain/pricing/pcb.ts';
import type { PricingIssue } from '@boardforge/domain/pricing/pricing-rules.ts';
import { quoteSmt } from '@boardforge/domain/pricing/smt.ts';
import { quoteStencil } from '@boardforge/domain/pricing/stencil.ts';
import { type Language, translate } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PriceBookService } from '../price-book/price-book.service.ts';
import { findEngineErrorsOfRefusedBody, type QuoteKind } from './quote-engines.ts';

/** How many error sentences the `msg` of a refused quote repeats (all of them are in `data.errors`). */
const sentencesInMessage = 3;

/**
 * Creates the quote service: prices specs with the current price book (from memory) and the app's clock; an
 * engine's validation errors become a 400 naming each field and its limit in the caller's language.
 */
export function createQuotesService(dependencies: { priceBook: PriceBookService; now: () => Date }) {
  const { priceBook, now } = dependencies;
  // The engines answer deeply readonly data; the contract types are the same data, mutable (hence the casts).

  /** Prices a PCB spec (docs/pricing.md §1), with the engine's whole fen for an order. */
  async function pricePcbSpec(spec: PcbSpecRequest, language: Language): Promise<PricedQuote<PcbPriceAnswer>> {
    const result = quotePcb(spec, (await priceBook.getCurrentPriceBook()).book, now());
    if (!result.ok) throw refuseSpec(formatPricingIssues(result.errors, language), language);
    return keepWithinOrderLimit(toPricedQuote(result.quote as PcbPriceAnswer, result), language);
  }

  /** Prices an SMT assembly spec (docs/pricing.md §2), with the engine's whole fen for an order. */
  async function priceSmtSpec(spec: SmtSpecRequest, language: Language): Promise<PricedQuote<SmtPriceAnswer>> {
    const result = quoteSmt(spec, (await priceBook.getCurrentPriceBook()).book, now());
    if (!result.ok) throw refuseSpec(formatPricingIssues(result.errors, language), language);
    return keepWithinOrderLimit(toPricedQuote(result.quote as SmtPriceAnswer, result), language);
  }

  /** Prices a stencil spec (docs/pricing.md §3), with the engine's whole fen for an order. */
  async function priceStencilSpec(
    spec: StencilSpecRequest,
    language: Language,
  ): Promise<PricedQuote<StencilPriceAnswer>> {
    const result = quoteStencil(spec, (await priceBook.getCurrentPriceBook()).book, now());
    if (!result.ok) throw refuseSpec(formatPricingIssues(result.errors, language), language);
    return keepWithinOrderLimit(toPricedQuote(result.quote as StencilPriceAnswer, result), language);
  }

  /** Estimates a layout design job (docs/pricing.md §4), with the engine's whole fen for an order. */
  async function estimateLayoutDesignSpec(
    spec: LayoutDesignSpecRequest,
    language: Language,
  ): Promise<PricedQuote<LayoutDesignAnswer>> {
    const result = estimateLayoutDesign(spec, (await priceBook.getCurrentPriceBook()).book, now());
    if (!result.ok) throw refuseSpec(formatPricingIssues(result.errors, language), language);
    const priced = {
      answer: result.quote as LayoutDesignAnswer,
      totalFen: result.totalFen,
      itemsFen: [result.totalFen],
    };
    return keepWithinOrderLimit(priced, language);
  }

  /**
   * The 400 for a body the request schema refused: zod's field errors, worded as the engine words the same limit
   * where it has one (a board length of 3 → "Board length must be between 5 and 1200 mm").
   */
  async function explainRefusedSpec(
    kind: QuoteKind,
    body: unknown,
    fieldErrors: readonly FieldError[],
    language: Language,
  ): Promise<AppError> {
    const refused = new Set(fieldErrors.map((fieldError) => fieldError.field));
    const engineErrors = findEngineErrorsOfRefusedBody(
      kind,
      body,
      refused,
      (await priceBook.getCurrentPriceBook()).book,
      now(),
    );
    const worded = fieldErrors.map((fieldError) => {
      const issue: PricingIssue | undefined = engineErrors.get(fieldError.field);
      return issue ? (formatPricingIssues([issue], language)[0] ?? fieldError) : fieldError;
    });
    return refuseSpec(worded, language);
  }

  return {
    quotePcbSpec: async (spec: PcbSpecRequest, language: Language) => (await pricePcbSpec(spec, language)).answer,
    quoteSmtSpec: async (spec: SmtSpecRequest, language: Language) => (await priceSmtSpec(spec, language)).answer,
    quoteStencilSpec: async (spec: StencilSpecRequest, language: Language) =>
      (await priceStencilSpec(spec, language)).answer,
    pricePcbSpec,
    priceSmtSpec,
    priceStencilSpec,
    estimateLayoutDesignSpec,
    explainRefusedSpec,
  };
}

/** A quote's answer (yuan, as the contract sends it) with the engine's whole fen, which orders store. */
export type PricedQuote<A> = { answer: A; totalFen: Fen; itemsFen: readonly Fen[] };

function toPricedQuote<A>(answer: A, result: { linesFen: { total: Fen }; itemsFen: readonly Fen[] }): PricedQuote<A> {
  return { answer, totalFen: result.linesFen.total, itemsFen: result.itemsFen };
}

/** The quote service as the routes receive it. */
export type QuotesService = ReturnType<typeof createQuotesService>;

/**
 * Refuses a quote whose total is above what one order may cost (contracts `maxOrderAmountYuan`). The request bounds
 * keep the default price book well below it; this holds whatever figures staff publish, so every stored amount stays
 * an exact JavaScript number.
 */
function keepWithinOrderLimit<A extends { lines: { total: number } }>(
  priced: PricedQuote<A>,
  language: Language,
): PricedQuote<A> {
  const total = priced.answer.lines.total;
  if (total <= maxOrderAmountYuan) return priced;
  const message = translate(language, 'quotes.totalTooBig', { total, max: maxOrderAmountYuan });
  throw refuseSpec([{ field: 'total', message }], language);
}

function refuseSpec(fieldErrors: FieldError[], language: Language): AppError {
  const separator = pickWording(language, { zh: '；', en: '; ' });
  const details = fieldErrors
    .slice(0, sentencesInMessage)
    .map((fieldError) => fieldError.message)
    .join(separator);
  const more = fieldErrors.length - sentencesInMessage;
  return more > 0
    ? new AppError('400', 'quotes.refusedWithMore', { details, more }, { fieldErrors })
    : new AppError('400', 'quotes.refused', { details }, { fieldErrors });
}
