import { convertYuanToFen, type Fen, roundHalfUp, toYuan } from '../money/fen.ts';
import { findDaysLeadTime, findHoursLeadTime } from './lead-time.ts';
import type { PriceBook } from './price-book-shape.ts';
import type { PricingIssue } from './pricing-rules.ts';
import { pickByLayers } from './pricing-steps.ts';
import type { LeadTime, PriceItem } from './quote.ts';
import { addIssue, checkIntegerRange, checkMin, checkRange, checkRequiredNumber } from './spec-checks.ts';

/** What a layout design request states; only pins and layers are required. */
export interface LayoutDesignSpecInput {
  pins: number;
  layers: number;
  bgaPins?: number;
  bgaPitchMm?: number;
  diffPairGbps?: number;
  minTraceMil?: number;
}

/** A layout design price: fixed up to 100 pins, else an estimate that staff review. */
export interface LayoutDesignEstimate {
  isEstimate: boolean;
  lines: { designFee: number; total: number };
  items: PriceItem<'designFee'>[];
  /** Hours (up to 500 pins), working days (design cycle: `value` to `maxValue`), or `null` when set by review. */
  leadTime: (LeadTime & { maxValue: number }) | null;
  needsReview: boolean;
  reviewReasons: PricingIssue[];
  priceBookVersion: number;
}

/** The result of a layout design estimate. */
export type LayoutDesignResult =
  | { ok: true; quote: LayoutDesignEstimate; totalFen: Fen }
  | { ok: false; errors: PricingIssue[] };

/** Estimates a layout design job (docs/pricing.md §4); `now` is the clock for the delivery date. */
export function estimateLayoutDesign(
  input: LayoutDesignSpecInput,
  priceBook: PriceBook,
  now: Date,
): LayoutDesignResult {
  const book = priceBook.layoutDesign;
  const errors = validateLayoutDesignSpec(input, priceBook);
  if (errors.length > 0) return { ok: false, errors };
  const reviewReasons: PricingIssue[] = [];
  const { pins, layers } = input;
  const isFixed = pins <= book.fixedMaxPins;
  const factor = pickByLayers(book.layerFactors, layers);
  const feeFen = roundHalfUp(convertYuanToFen(isFixed ? book.fixedFee : pins * book.estimatePerPin * factor));
  if (!isFixed) addIssue(reviewReasons, 'pins', 'layoutPricedByReview', { pins, fixedMaxPins: book.fixedMaxPins });
  let leadTime: LayoutDesignEstimate['leadTime'] = null;
  if (isFixed) leadTime = { ...findHoursLeadTime(book.fixedHours, now, priceBook.calendar), maxValue: book.fixedHours };
  else if (pins <= book.reviewedMaxPins) {
    leadTime = { ...findHoursLeadTime(book.reviewedHours, now, priceBook.calendar), maxValue: book.reviewedHours };
  } else {
    const cycle = book.cycles.find((row) => pins <= row.maxPins);
    if (cycle)
      leadTime = {
        ...findDaysLeadTime(cycle.maxDays, now, priceBook.calendar),
        value: cycle.minDays,
        maxValue: cycle.maxDays,
      };
    else
      addIssue(reviewReasons, 'pins', 'layoutCycleByReview', {
        pins,
        maxPins: book.cycles[book.cycles.length - 1]?.maxPins ?? 0,
      });
  }
  const designFee = toYuan(feeFen);
  const label = isFixed
    ? { en: `Layout design up to ${book.fixedMaxPins} pins`, zh: `${book.fixedMaxPins}个引脚以内的PCB设计` }
    : {
        en: `Layout design estimate: ${pins} pins × ${book.estimatePerPin} × ${factor}`,
        zh: `PCB设计估价：${pins}个引脚 × ${book.estimatePerPin} × ${factor}`,
      };
  return {
    ok: true,
    quote: {
      isEstimate: !isFixed,
      lines: { designFee, total: designFee },
      items: [{ line: 'designFee', label: label.en, labelZh: label.zh, amount: designFee }],
      leadTime,
      needsReview: reviewReasons.length > 0,
      reviewReasons,
      priceBookVersion: priceBook.version,
    },
    totalFen: feeFen,
  };
}

/** Validates a layout design request against the design capability (40 layers, 60 000 pins, BGA, 12 Gbps, 2 mil). */
export function validateLayoutDesignSpec(input: LayoutDesignSpecInput, priceBook: PriceBook): PricingIssue[] {
  const capability = priceBook.layoutDesign.capability;
  const errors: PricingIssue[] = [];
  if (checkRequiredNumber(errors, 'pins', input.pins))
    checkIntegerRange(errors, 'pins', input.pins, 1, capability.maxPins);
  if (checkRequiredNumber(errors, 'layers', input.layers))
    checkIntegerRange(errors, 'layers', input.layers, 1, capability.maxLayers);
  if (input.bgaPins !== undefined) checkIntegerRange(errors, 'bgaPins', input.bgaPins, 0, capability.maxBgaPins);
  if (input.bgaPitchMm !== undefined) checkMin(errors, 'bgaPitchMm', input.bgaPitchMm, capability.minBgaPitchMm, 'mm');
  if (input.diffPairGbps !== undefined)
    checkRange(errors, 'diffPairGbps', input.diffPairGbps, 0, capability.maxDiffPairGbps, 'Gbps');
  if (input.minTraceMil !== undefined)
    checkMin(errors, 'minTraceMil', input.minTraceMil, capability.minTraceMil, 'mil');
  return errors;
}
