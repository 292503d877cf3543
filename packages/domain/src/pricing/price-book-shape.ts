import type { WorkingCalendar } from '../calendar/china-calendar.ts';
import type {
  CoverlayColour,
  FpcAdhesive,
  InvoiceType,
  MarkRequirement,
  OrderNumberMark,
  PcbDelivery,
  PcbMaterial,
  PolishProcess,
  SmtDelivery,
  SolderMask,
  StencilSize,
  Stiffener,
  SurfaceFinish,
  TgGrade,
} from './options.ts';

// The shape of a price book: pure JSON data (no Infinity, no functions); every money figure is in yuan, as staff
// read and edit it; the engine converts to fen. Tables "by layers" pick the last row whose fromLayers is reached.

/** Yuan per m² in the four batch area tiers of `areaTierFromM2` (< 5, 5–<20, 20–<100, ≥ 100 m²). */
export type TierRates = readonly [number, number, number, number];

/** A charge that is flat for samples and per m² with a minimum for batches (yuan). */
export interface ModeCharge {
  sample: number;
  batchPerM2: number;
  batchMin: number;
}

/** One row of a table chosen by layer count: applies from `fromLayers` up to the next row. */
export interface LayersRow {
  fromLayers: number;
  value: number;
}

/** Sample board fee of one layer count: `max(min, areaM2 × ratePerM2)`. */
export interface SampleRateRow {
  layers: number;
  min: number;
  ratePerM2: number;
}

/** Batch board rates of one layer count, per area tier; the minimum is the sample minimum of the same layers. */
export interface BatchRateRow {
  layers: number;
  ratesPerM2: TierRates;
}

/** Board-fee table of one material. */
export interface BoardRateTable {
  sample: readonly SampleRateRow[];
  batch: readonly BatchRateRow[];
  /** Added per 2 layers beyond the last row of each table; absent when the material has no more layers. */
  eachTwoMoreLayers?: { sampleMin: number; sampleRatePerM2: number; batchRatesPerM2: TierRates };
}

/** Where an expedited delivery may be ordered; `null` limits do not apply. */
export interface ExpediteLimits {
  materials: readonly PcbMaterial[];
  minLayers: number;
  maxLayers: number;
  maxAreaM2: number | null;
  isSampleOnly: boolean;
}

/** One PCB delivery option: a share of the board fee with a minimum, hours instead of days, and its limits. */
export interface PcbExpediteRule {
  sharePercent: number;
  min: number;
  hours: number | null;
  allowedFor: ExpediteLimits | null;
}

/** A special thickness range, accepted in `stepMm` steps and priced as a standard thickness. */
export interface SpecialThicknessRange {
  fromMm: number;
  toMm: number;
  pricedAsMm: number;
}

/** The PCB part of the price book (docs/pricing.md §1). */
/** A stiffener of one kind: the thicknesses made (mm), the one a quote takes when none is given, and its charge. */
export interface StiffenerRule {
  thicknessesMm: readonly number[];
  defaultMm: number;
  charge: ModeCharge;
}

/**
 * What a flexible board is made with beyond the rigid options (docs/pricing-fpc.md): polyimide base thickness (µm),
 * coverlay colour, adhesive or adhesiveless base, stiffeners. In the default book each default option is free.
 */
export interface FpcPriceBook {
  /** Must hold the spec default (pcbSpecDefaults.polyimideThickness). */
  polyimideThicknessUm: readonly { um: number; charge: ModeCharge }[];
  coverlay: Record<CoverlayColour, ModeCharge>;
  adhesive: Record<FpcAdhesive, ModeCharge>;
  stiffener: Record<Exclude<Stiffener, 'none'>, StiffenerRule>;
}

export interface PcbPriceBook {
  sampleMaxAreaM2: number;
  sampleMaxQuantity: number;
  areaTierFromM2: TierRates;
  boardRates: Record<Exclude<PcbMaterial, 'FR4_HB'>, BoardRateTable>;
  /** FR4_HB is priced as FR4 except its own double-sided batch rows, split by thickness. */
  fr4HbBatch: {
    layers: number;
    thicknessSplitMm: number;
    ratesUpToSplitPerM2: TierRates;
    ratesAboveSplitPerM2: TierRates;
  };
  thicknessSurcharge: ModeCharge & { thicknessesMm: readonly number[] };
  copperOuterSurcharge: ModeCharge & { fromOz: number };
  tgSurcharge: Record<TgGrade, ModeCharge>;
  filmFee: { sample: number; batchByLayers: readonly LayersRow[] };
  splicingFeePerExtraDesign: { sample: number; batch: number };
  solderMask: Record<SolderMask, ModeCharge>;
  surfaceFinish: Record<SurfaceFinish, ModeCharge>;
  enigExtraGold: { includedMicroInch: number; samplePerMicroInch: number; batchPerM2PerMicroInch: number };
  testFee: { flyingProbe: ModeCharge; fixtureSample: number; fixtureBatchByLayers: readonly LayersRow[] };
  expedite: Record<PcbDelivery, PcbExpediteRule>;
  specialProcess: {
    impedance: ModeCharge;
    blindBuriedVia: { fee: number; minLayers: number };
    hdi: { samplePerOrder: number; batchPerM2PerOrder: number; batchMinPerOrder: number };
    goldFingers: ModeCharge;
    castellatedHoles: ModeCharge;
    edgePlating: ModeCharge;
  };
  otherFees: {
    ulMark: number;
    dateCode: number;
    orderNumberMark: Record<OrderNumberMark, number>;
    productionDraftConfirm: { sample: number; batch: number };
  };
  discount: { fromAreaM2: number; percentOfBoardFee: number };
  leadTime: {
    sampleDaysByLayers: readonly LayersRow[];
    batchDaysByLayers: readonly LayersRow[];
    extraDaysByMaterial: Record<PcbMaterial, number>;
  };
  capability: PcbCapability;
  /** Flexible-board options; a book stored before them is read with the default book's (price-book service). */
  fpc: FpcPriceBook;
  /** Values the forms offer for free-number fields (the engine accepts any value in range). */
  formOptions: {
    copperOuterOz: readonly number[];
    copperInnerOz: readonly number[];
    minTraceMil: readonly number[];
    minHoleMm: readonly number[];
    designDocuments: readonly number[];
  };
}

/** PCB capability limits (docs/pricing.md §1.4): outside is a validation error, beyond standard work needs review. */
export interface PcbCapability {
  boardMinMm: number;
  boardMaxShortSideMm: number;
  boardMaxLongSideMm: number;
  minLayers: number;
  maxLayers: number;
  evenLayersAbove: number;
  layersByMaterial: Partial<Record<PcbMaterial, readonly number[]>>;
  standardThicknessMm: readonly number[];
  specialThickness: readonly SpecialThicknessRange[];
  specialThicknessStepMm: number;
  thicknessReviewBelowMm: number;
  thicknessReviewAboveMm: number;
  fpcThicknessMm: readonly number[];
  copperOuterOz: { min: number; max: number };
  copperInnerOz: { min: number; max: number };
  copperReviewAboveOz: number;
  minTraceMil: number;
  /** Finest standard track/space for a copper weight; finer needs review. Above the last row the last row holds. */
  minTraceByCopper: readonly { maxCopperOz: number; minTraceMil: number }[];
  hdiOrder: { min: number; max: number };
  goldThicknessMicroInch: { min: number; max: number };
  vCutMaxLines: number;
  tolerance: { thicknessSplitMm: number; belowSplitMm: number; fromSplitPercent: number; outlineMm: number };
}

/** The SMT assembly part of the price book (docs/pricing.md §2). */
export interface SmtPriceBook {
  sampleMaxBoards: number;
  setup: { smt_single: { sample: number; batch: number }; smt_double: { sample: number; batch: number } };
  dipSetupExtra: number;
  /** Rate per placement by total points: the first tier whose maxPoints is reached; `null` = no upper bound. */
  placementTiers: readonly { maxPoints: number | null; ratePerPoint: number }[];
  placementMin: number;
  dipRatePerPoint: number;
  dipMin: number;
  /** The stencil size priced once per side when a stencil is needed (framed, laser). */
  stencilSize: StencilSize;
  coatingPerBoard: number;
  coatingMin: number;
  bakingPerHour: number;
  bakingMin: number;
  expedite: Record<SmtDelivery, { sharePercent: number; min: number; hours: number | null }>;
  leadTime: { sampleDays: number; batchDays: number; pointsPerExtraDay: number };
  capability: { boardMinMm: number; boardMaxShortSideMm: number; boardMaxLongSideMm: number };
  spares: { passivePrefixes: readonly string[]; samplePerLine: number; batchPercent: number; batchMinPerLine: number };
}

/** The stencil part of the price book (docs/pricing.md §3). */
export interface StencilPriceBook {
  /** Framed unit price and nano-coating price per size. */
  sizes: readonly { size: StencilSize; framed: number; nanoTreatment: number }[];
  framelessDiscount: number;
  framelessMin: number;
  stepExtra: number;
  electroformFactor: number;
  polish: Record<PolishProcess, number>;
  mark: Record<MarkRequirement, number>;
  thicknessesMm: readonly number[];
  shipWithinHours: number;
  sameDayCutoffHour: number;
  keptMonths: number;
}

/** The layout design service (docs/pricing.md §4). */
export interface LayoutDesignPriceBook {
  fixedMaxPins: number;
  fixedFee: number;
  fixedHours: number;
  reviewedMaxPins: number;
  reviewedHours: number;
  estimatePerPin: number;
  layerFactors: readonly LayersRow[];
  /** Design cycle in working days by pins; above the last row the cycle is set by review. */
  cycles: readonly { maxPins: number; minDays: number; maxDays: number }[];
  capability: {
    maxLayers: number;
    maxPins: number;
    maxBgaPins: number;
    minBgaPitchMm: number;
    maxDiffPairGbps: number;
    minTraceMil: number;
  };
}

/** A versioned price book: all numbers of docs/pricing.md, seeded as JSON and edited by staff. */
export interface PriceBook {
  version: number;
  currency: 'CNY';
  calendar: WorkingCalendar;
  taxPercent: Record<InvoiceType, number>;
  pcb: PcbPriceBook;
  smt: SmtPriceBook;
  stencil: StencilPriceBook;
  layoutDesign: LayoutDesignPriceBook;
}
