import { findDaysLeadTime, findHoursLeadTime } from './lead-time.ts';
import { invoiceTypes, smtDeliveries, smtProcesses } from './options.ts';
import type { PriceBook } from './price-book-shape.ts';
import type { PricingIssue } from './pricing-rules.ts';
import { convertDraftToYuan, runPricingSteps } from './pricing-steps.ts';
import type { LeadTime, QuoteResult, QuoteWarning, SmtLine } from './quote.ts';
import { smtLines } from './quote.ts';
import { normalizeSmtSpec, type SmtSpec, type SmtSpecInput } from './smt-spec.ts';
import { type SmtContext, smtPricingSteps } from './smt-steps.ts';
import {
  checkBoardSize,
  checkIntegerMin,
  checkMin,
  checkOption,
  checkPcbOrderNo,
  checkRequiredNumber,
  isFiniteNumber,
} from './spec-checks.ts';

/** Prices an SMT assembly spec (docs/pricing.md §2); `now` is the clock for the ship date. */
export function quoteSmt(input: SmtSpecInput, priceBook: PriceBook, now: Date): QuoteResult<SmtLine> {
  const spec = normalizeSmtSpec(input);
  const book = priceBook.smt;
  const errors = validateSmtSpec(spec, priceBook);
  if (errors.length > 0) return { ok: false, errors };
  const points = spec.componentsNumber * spec.boardsNumber;
  const context: SmtContext = {
    spec,
    book,
    stencilBook: priceBook.stencil,
    taxPercent: priceBook.taxPercent[spec.invoiceType],
    mode: spec.boardsNumber <= book.sampleMaxBoards ? 'sample' : 'batch',
    points,
  };
  const draft = runPricingSteps(context, smtLines, smtPricingSteps, []);
  const { lines, items } = convertDraftToYuan(draft);
  const warnings: QuoteWarning[] = [];
  if (spec.purchaseOnBehalf) {
    warnings.push({
      code: 'componentsFromBom',
      params: {},
      label: 'Components are priced separately, from the BOM order.',
      labelZh: '元器件费用按BOM配单另计。',
    });
  }
  const hasSize = isFiniteNumber(spec.boardLength) && isFiniteNumber(spec.boardWidth);
  return {
    ok: true,
    quote: {
      mode: context.mode,
      areaM2: hasSize
        ? Math.round((spec.boardLength ?? 0) * (spec.boardWidth ?? 0) * spec.boardsNumber) / 1_000_000
        : 0,
      lines,
      items,
      leadTime: findSmtLeadTime(spec, priceBook, now),
      needsReview: false,
      reviewReasons: [],
      warnings,
      ignored: [],
      priceBookVersion: priceBook.version,
    },
    linesFen: draft.linesFen,
    // The items' whole fen, in the answer's order (an order stores its lines in fen, never from the yuan answer).
    itemsFen: draft.items.map((item) => item.amountFen),
  };
}

/** Validates an SMT spec: counts, options, board size 45×45 to 400×1200 mm, PCB order number when one exists. */
export function validateSmtSpec(spec: SmtSpec, priceBook: PriceBook): PricingIssue[] {
  const errors: PricingIssue[] = [];
  if (checkRequiredNumber(errors, 'componentsNumber', spec.componentsNumber)) {
    checkIntegerMin(errors, 'componentsNumber', spec.componentsNumber, 1);
  }
  if (checkRequiredNumber(errors, 'boardsNumber', spec.boardsNumber)) {
    checkIntegerMin(errors, 'boardsNumber', spec.boardsNumber, 1, 'pcs');
  }
  const isDip =
    checkOption(errors, 'processRequirement', spec.processRequirement, smtProcesses) &&
    spec.processRequirement === 'smt_dip';
  if (isDip) checkIntegerMin(errors, 'dipPoints', spec.dipPoints, 0);
  checkSmtBoardSize(errors, spec, priceBook);
  if (spec.componentBaking) checkMin(errors, 'bakingTime', spec.bakingTime, 0, 'h');
  checkOption(errors, 'delivery', spec.delivery, smtDeliveries);
  checkOption(errors, 'invoiceType', spec.invoiceType, invoiceTypes);
  checkPcbOrderNo(errors, spec.hasPcbOrder, spec.pcbOrderNo);
  return errors;
}

function checkSmtBoardSize(errors: PricingIssue[], spec: SmtSpec, priceBook: PriceBook): void {
  if (spec.boardLength === undefined && spec.boardWidth === undefined) return;
  const hasLength = checkRequiredNumber(errors, 'boardLength', spec.boardLength);
  const hasWidth = checkRequiredNumber(errors, 'boardWidth', spec.boardWidth);
  if (!hasLength || !hasWidth) return;
  const capability = priceBook.smt.capability;
  const limits = {
    minMm: capability.boardMinMm,
    maxShortMm: capability.boardMaxShortSideMm,
    maxLongMm: capability.boardMaxLongSideMm,
  };
  checkBoardSize(errors, spec.boardLength as number, spec.boardWidth as number, limits, 'smtBoardTooSmall');
}

/** Finds the SMT lead time: 3 (sample) or 5 (batch) days plus one per started 4 000 000 points beyond the first; expedite hours. */
export function findSmtLeadTime(spec: SmtSpec, priceBook: PriceBook, now: Date): LeadTime {
  const book = priceBook.smt;
  const hours = book.expedite[spec.delivery].hours;
  if (hours !== null) return findHoursLeadTime(hours, now, priceBook.calendar);
  const points = spec.componentsNumber * spec.boardsNumber;
  const base = spec.boardsNumber <= book.sampleMaxBoards ? book.leadTime.sampleDays : book.leadTime.batchDays;
  const extra = Math.max(0, Math.ceil(points / book.leadTime.pointsPerExtraDay) - 1);
  return findDaysLeadTime(base + extra, now, priceBook.calendar);
}
