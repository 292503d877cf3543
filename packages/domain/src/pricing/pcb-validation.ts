import {
  boardTypes,
  invoiceTypes,
  orderNumberMarks,
  packagings,
  pcbDeliveries,
  pcbMaterials,
  type QuoteMode,
  solderMasks,
  specialProcesses,
  surfaceFinishes,
  testMethods,
  tgGrades,
  viaCoverings,
} from './options.ts';
import { checkFlexibleBuild, checkFpcOptions, refuseFlexibleBuild } from './pcb-flexible-checks.ts';
import type { PcbSpec } from './pcb-spec.ts';
import type { PcbCapability, PcbPriceBook } from './price-book-shape.ts';
import type { PricingIssue } from './pricing-rules.ts';
import {
  addIssue,
  checkBoardSize,
  checkIntegerMin,
  checkIntegerRange,
  checkMin,
  checkNumberOption,
  checkOption,
  checkPositive,
  checkRange,
  checkRequiredNumber,
  includesNumber,
} from './spec-checks.ts';

/** Size and mode of a PCB order: area, sample or batch, and the batch area tier (0: < 5 m² … 3: ≥ 100 m²). */
export interface PcbMeasure {
  areaM2: number;
  mode: QuoteMode;
  tier: number;
}

/** What PCB validation finds: errors (no price), review reasons (priced, waits for review), thickness priced. */
export interface PcbValidation {
  errors: PricingIssue[];
  reviewReasons: PricingIssue[];
  measure: PcbMeasure | null;
  pricedThicknessMm: number;
}

/** Measures a PCB order: `areaM2 = length × width × number / 1 000 000`; sample when ≤ 1 m² and ≤ 50 pcs. */
export function measurePcb(spec: PcbSpec, book: PcbPriceBook): PcbMeasure {
  const areaM2 = (spec.boardLength * spec.boardWidth * spec.boardNumber) / 1_000_000;
  const mode = areaM2 <= book.sampleMaxAreaM2 && spec.boardNumber <= book.sampleMaxQuantity ? 'sample' : 'batch';
  return { areaM2, mode, tier: findAreaTier(areaM2, book) };
}

/** Returns the batch area tier of an area: the last tier whose lower bound it reaches. */
export function findAreaTier(areaM2: number, book: PcbPriceBook): number {
  let tier = 0;
  book.areaTierFromM2.forEach((from, index) => {
    if (areaM2 >= from) tier = index;
  });
  return tier;
}

/** Validates a normalized PCB spec against the capability rules of docs/pricing.md §1.4. */
export function validatePcbSpec(spec: PcbSpec, book: PcbPriceBook): PcbValidation {
  const errors: PricingIssue[] = [];
  const reviewReasons: PricingIssue[] = [];
  const capability = book.capability;
  const isMaterialValid = checkOption(errors, 'material', spec.material, pcbMaterials);
  const isLayersValid = checkLayers(errors, spec, capability, isMaterialValid);
  const hasLength = checkRequiredNumber(errors, 'boardLength', spec.boardLength);
  const hasWidth = checkRequiredNumber(errors, 'boardWidth', spec.boardWidth);
  const isSizeValid =
    hasLength &&
    hasWidth &&
    checkBoardSize(errors, spec.boardLength, spec.boardWidth, pcbSizeLimits(capability), 'range');
  const isNumberValid =
    checkRequiredNumber(errors, 'boardNumber', spec.boardNumber) &&
    checkIntegerMin(errors, 'boardNumber', spec.boardNumber, 1, 'pcs');
  checkOption(errors, 'boardType', spec.boardType, boardTypes);
  checkIntegerMin(errors, 'designDocuments', spec.designDocuments, 1);
  const pricedThicknessMm = checkThickness(errors, reviewReasons, spec, capability);
  checkOption(errors, 'tg', spec.tg, tgGrades);
  if (spec.material === 'FPC') {
    checkFpcOptions(errors, spec);
    checkFlexibleBuild(errors, spec, book);
  } else if (isMaterialValid) refuseFlexibleBuild(errors, spec);
  checkCopper(errors, reviewReasons, spec, capability, isLayersValid);
  checkPositive(errors, 'minHole', spec.minHole);
  checkOption(errors, 'solderMask', spec.solderMask, solderMasks);
  if (checkOption(errors, 'surfaceFinish', spec.surfaceFinish, surfaceFinishes) && spec.surfaceFinish === 'enig') {
    const gold = capability.goldThicknessMicroInch;
    checkIntegerRange(errors, 'goldThickness', spec.goldThickness, gold.min, gold.max, 'µ"');
  }
  checkOption(errors, 'viaCovering', spec.viaCovering, viaCoverings);
  checkOption(errors, 'testMethod', spec.testMethod, testMethods);
  checkSpecialProcesses(errors, spec, book, isLayersValid);
  checkOption(errors, 'orderNumberMark', spec.orderNumberMark, orderNumberMarks);
  checkOption(errors, 'packaging', spec.packaging, packagings);
  checkOption(errors, 'invoiceType', spec.invoiceType, invoiceTypes);
  if (spec.vCutLines !== undefined) checkIntegerRange(errors, 'vCutLines', spec.vCutLines, 0, capability.vCutMaxLines);
  const isDeliveryKnown = checkOption(errors, 'delivery', spec.delivery, pcbDeliveries);
  const measure = isSizeValid && isNumberValid ? measurePcb(spec, book) : null;
  if (measure && isDeliveryKnown && isLayersValid && isMaterialValid) checkDelivery(errors, spec, book, measure);
  return { errors, reviewReasons, measure, pricedThicknessMm };
}

function pcbSizeLimits(capability: PcbCapability) {
  return {
    minMm: capability.boardMinMm,
    maxShortMm: capability.boardMaxShortSideMm,
    maxLongMm: capability.boardMaxLongSideMm,
  };
}

function checkLayers(
  errors: PricingIssue[],
  spec: PcbSpec,
  capability: PcbCapability,
  isMaterialValid: boolean,
): boolean {
  if (!checkRequiredNumber(errors, 'layers', spec.layers)) return false;
  if (!checkIntegerRange(errors, 'layers', spec.layers, capability.minLayers, capability.maxLayers)) return false;
  if (spec.layers > capability.evenLayersAbove && spec.layers % 2 !== 0) {
    addIssue(errors, 'layers', 'layersEven', { above: capability.evenLayersAbove });
    return false;
  }
  const allowed = isMaterialValid ? capability.layersByMaterial[spec.material] : undefined;
  if (allowed && !allowed.includes(spec.layers)) {
    addIssue(errors, 'layers', 'layersForMaterial', { material: spec.material, allowed });
    return false;
  }
  return true;
}

/** Returns the thickness the board is priced at (special thicknesses as 0.4 or 2.0); errors and reviews on the way. */
function checkThickness(
  errors: PricingIssue[],
  reviews: PricingIssue[],
  spec: PcbSpec,
  capability: PcbCapability,
): number {
  const thickness = spec.thickness;
  if (spec.material === 'FPC') {
    checkNumberOption(errors, 'thickness', thickness, capability.fpcThicknessMm, 'mm');
    return thickness;
  }
  if (!checkRequiredNumber(errors, 'thickness', thickness)) return thickness;
  if (includesNumber(capability.standardThicknessMm, thickness)) return thickness;
  const special = capability.specialThickness.find((range) =>
    isOnSpecialStep(thickness, range.fromMm, range.toMm, capability),
  );
  if (!special) {
    addIssue(errors, 'thickness', 'thicknessNotOffered', {
      standard: capability.standardThicknessMm,
      special: capability.specialThickness.map((range) => `${range.fromMm.toFixed(1)}–${range.toMm.toFixed(1)}`),
      step: capability.specialThicknessStepMm,
      unit: 'mm',
    });
    return thickness;
  }
  if (thickness < capability.thicknessReviewBelowMm || thickness > capability.thicknessReviewAboveMm + 1e-9) {
    addIssue(reviews, 'thickness', 'thicknessNeedsReview', {
      thickness,
      pricedAs: special.pricedAsMm,
      below: capability.thicknessReviewBelowMm,
      above: capability.thicknessReviewAboveMm,
    });
  }
  return special.pricedAsMm;
}

function isOnSpecialStep(thickness: number, fromMm: number, toMm: number, capability: PcbCapability): boolean {
  if (thickness < fromMm - 1e-9 || thickness > toMm + 1e-9) return false;
  const steps = (thickness - fromMm) / capability.specialThicknessStepMm;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

function checkCopper(
  errors: PricingIssue[],
  reviews: PricingIssue[],
  spec: PcbSpec,
  capability: PcbCapability,
  isLayersValid: boolean,
): void {
  const outer = capability.copperOuterOz;
  const inner = capability.copperInnerOz;
  const isOuterValid = checkRange(errors, 'copperOuter', spec.copperOuter, outer.min, outer.max, 'oz');
  const isInnerValid = checkRange(errors, 'copperInner', spec.copperInner, inner.min, inner.max, 'oz');
  // Inner copper exists only from 4 layers; on 1–2 layer boards its value does not matter.
  const hasInnerLayers = isLayersValid && spec.layers > 2;
  const limit = capability.copperReviewAboveOz;
  if (isOuterValid && spec.copperOuter > limit) {
    addIssue(reviews, 'copperOuter', 'copperNeedsReview', { value: spec.copperOuter, limit });
  }
  if (isInnerValid && hasInnerLayers && spec.copperInner > limit) {
    addIssue(reviews, 'copperInner', 'copperNeedsReview', { value: spec.copperInner, limit });
  }
  if (!checkMin(errors, 'minTrace', spec.minTrace, capability.minTraceMil, 'mil')) return;
  if (!isOuterValid || !isInnerValid) return;
  const copperOz = hasInnerLayers ? Math.max(spec.copperOuter, spec.copperInner) : spec.copperOuter;
  const traceLimit = findMinTraceForCopper(copperOz, capability);
  if (spec.minTrace < traceLimit - 1e-9) {
    addIssue(reviews, 'minTrace', 'traceNeedsReview', { minTrace: spec.minTrace, copperOz, limit: traceLimit });
  }
}

/** Returns the finest standard track/space (mil) for a copper weight: 3 at 0.5 oz, 4 at 1 oz, 6 at 2 oz and above. */
export function findMinTraceForCopper(copperOz: number, capability: PcbCapability): number {
  const rows = capability.minTraceByCopper;
  for (const row of rows) if (copperOz <= row.maxCopperOz + 1e-9) return row.minTraceMil;
  return rows[rows.length - 1]?.minTraceMil ?? capability.minTraceMil;
}

function checkSpecialProcesses(
  errors: PricingIssue[],
  spec: PcbSpec,
  book: PcbPriceBook,
  isLayersValid: boolean,
): void {
  if (!Array.isArray(spec.specialProcesses)) {
    addIssue(errors, 'specialProcesses', 'oneOf', { values: specialProcesses });
    return;
  }
  for (const process of spec.specialProcesses) {
    if (!checkOption(errors, 'specialProcesses', process, specialProcesses)) return;
  }
  const blindBuried = book.specialProcess.blindBuriedVia;
  if (isLayersValid && spec.specialProcesses.includes('blind_buried_via') && spec.layers < blindBuried.minLayers) {
    addIssue(errors, 'specialProcesses', 'processNeedsLayers', {
      process: 'blind_buried_via',
      minLayers: blindBuried.minLayers,
    });
  }
  if (spec.specialProcesses.includes('hdi')) {
    const order = book.capability.hdiOrder;
    checkIntegerRange(errors, 'hdiOrder', spec.hdiOrder, order.min, order.max);
  }
}

function checkDelivery(errors: PricingIssue[], spec: PcbSpec, book: PcbPriceBook, measure: PcbMeasure): void {
  const limits = book.expedite[spec.delivery].allowedFor;
  if (!limits) return;
  const isAllowed =
    limits.materials.includes(spec.material) &&
    spec.layers >= limits.minLayers &&
    spec.layers <= limits.maxLayers &&
    (limits.maxAreaM2 === null || measure.areaM2 <= limits.maxAreaM2) &&
    (!limits.isSampleOnly || measure.mode === 'sample');
  if (isAllowed) return;
  addIssue(errors, 'delivery', 'deliveryNotAllowed', {
    delivery: spec.delivery,
    materials: limits.materials,
    minLayers: limits.minLayers,
    maxLayers: limits.maxLayers,
    maxAreaM2: limits.maxAreaM2,
    isSampleOnly: limits.isSampleOnly,
  });
}
