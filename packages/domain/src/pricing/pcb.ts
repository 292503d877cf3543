import { formatNumber } from './labels.ts';
import { findDaysLeadTime, findHoursLeadTime } from './lead-time.ts';
import { normalizePcbSpec, type PcbSpec, type PcbSpecInput } from './pcb-spec.ts';
import { type PcbContext, pcbPricingSteps } from './pcb-steps.ts';
import { type PcbMeasure, validatePcbSpec } from './pcb-validation.ts';
import type { PriceBook } from './price-book-shape.ts';
import { convertDraftToYuan, runPricingSteps } from './pricing-steps.ts';
import { type LeadTime, type PcbLine, pcbLines, type QuoteResult, type QuoteWarning } from './quote.ts';

const subtractedLines: readonly PcbLine[] = ['discount'];

/**
 * Prices a PCB spec (docs/pricing.md §1): applies the defaults, validates the capability rules, then runs the pricing
 * chain. `now` is the clock (ship dates count working days in China time from it).
 */
export function quotePcb(input: PcbSpecInput, priceBook: PriceBook, now: Date): QuoteResult<PcbLine> {
  const spec = normalizePcbSpec(input);
  const book = priceBook.pcb;
  const validation = validatePcbSpec(spec, book);
  const measure = validation.measure;
  if (validation.errors.length > 0 || !measure) return { ok: false, errors: validation.errors };
  const context: PcbContext = {
    spec,
    book,
    taxPercent: priceBook.taxPercent[spec.invoiceType],
    mode: measure.mode,
    areaM2: measure.areaM2,
    tier: measure.tier,
    pricedThicknessMm: validation.pricedThicknessMm,
  };
  const draft = runPricingSteps(context, pcbLines, pcbPricingSteps, subtractedLines);
  const { lines, items } = convertDraftToYuan(draft);
  const hasGerber = spec.gerberFileId !== undefined && spec.gerberFileId !== null && spec.gerberFileId !== '';
  return {
    ok: true,
    quote: {
      mode: measure.mode,
      areaM2: reportArea(spec),
      lines,
      items,
      leadTime: findPcbLeadTime(spec, measure, priceBook, now),
      needsReview: validation.reviewReasons.length > 0,
      reviewReasons: validation.reviewReasons,
      warnings: listPcbWarnings(spec, priceBook, hasGerber),
      ignored: hasGerber ? ['viaCovering'] : [],
      priceBookVersion: priceBook.version,
    },
    linesFen: draft.linesFen,
    // The items' whole fen, in the answer's order (an order stores its lines in fen, never from the yuan answer).
    itemsFen: draft.items.map((item) => item.amountFen),
  };
}

/** The area of the answer in m², to the mm² (no binary noise: 0.05, not 0.05000000000000001). */
function reportArea(spec: PcbSpec): number {
  return Math.round(spec.boardLength * spec.boardWidth * spec.boardNumber) / 1_000_000;
}

/** Finds a PCB lead time: standard working days by mode and layers plus the material's days, or expedite hours. */
export function findPcbLeadTime(spec: PcbSpec, measure: PcbMeasure, priceBook: PriceBook, now: Date): LeadTime {
  const book = priceBook.pcb;
  const hours = book.expedite[spec.delivery].hours;
  if (hours !== null) return findHoursLeadTime(hours, now, priceBook.calendar);
  const table = measure.mode === 'sample' ? book.leadTime.sampleDaysByLayers : book.leadTime.batchDaysByLayers;
  let days = 0;
  for (const row of table) if (spec.layers >= row.fromLayers) days = row.value;
  days += book.leadTime.extraDaysByMaterial[spec.material];
  return findDaysLeadTime(days, now, priceBook.calendar);
}

/** Lists the notes of a PCB quote: single-sided tip, thickness and outline tolerances, ignored via covering. */
export function listPcbWarnings(spec: PcbSpec, priceBook: PriceBook, hasGerber: boolean): QuoteWarning[] {
  const tolerance = priceBook.pcb.capability.tolerance;
  const warnings: QuoteWarning[] = [];
  if (spec.layers === 1) {
    warnings.push({
      code: 'singleSidedTip',
      params: {},
      label: 'Single-sided designs are best ordered as double-sided boards.',
      labelZh: '单面板设计建议按双面板下单。',
    });
  }
  const thickness = formatNumber(spec.thickness);
  if (spec.thickness < tolerance.thicknessSplitMm) {
    const mm = formatNumber(tolerance.belowSplitMm);
    warnings.push({
      code: 'thicknessTolerance',
      params: { thickness: spec.thickness, toleranceMm: tolerance.belowSplitMm, tolerancePercent: null },
      label: `Thickness tolerance ±${mm} mm (boards under ${formatNumber(tolerance.thicknessSplitMm)} mm).`,
      labelZh: `板厚公差 ±${mm}mm（板厚${formatNumber(tolerance.thicknessSplitMm)}mm以下）。`,
    });
  } else {
    const percent = tolerance.fromSplitPercent;
    const toleranceMm = Number(((spec.thickness * percent) / 100).toFixed(4));
    warnings.push({
      code: 'thicknessTolerance',
      params: { thickness: spec.thickness, toleranceMm, tolerancePercent: percent },
      label: `Thickness tolerance ±${percent} % (±${formatNumber(toleranceMm)} mm on ${thickness} mm).`,
      labelZh: `板厚公差 ±${percent}%（${thickness}mm 为 ±${formatNumber(toleranceMm)}mm）。`,
    });
  }
  const outline = formatNumber(tolerance.outlineMm);
  warnings.push({
    code: 'outlineTolerance',
    params: { toleranceMm: tolerance.outlineMm },
    label: `Outline tolerance about ±${outline} mm.`,
    labelZh: `外形公差约 ±${outline}mm。`,
  });
  if (hasGerber) {
    warnings.push({
      code: 'viaCoveringIgnored',
      params: { field: 'viaCovering' },
      label: 'Via covering is ignored: the Gerber file decides it.',
      labelZh: '已上传Gerber文件，过孔处理选项以文件为准（忽略所选项）。',
    });
  }
  return warnings;
}
