import {
  coverlayColours,
  fpcAdhesives,
  invoiceTypes,
  markRequirements,
  orderNumberMarks,
  type PcbMaterial,
  pcbDeliveries,
  pcbMaterials,
  polishProcesses,
  type Stiffener,
  smtDeliveries,
  solderMasks,
  stencilSizes,
  stiffeners,
  surfaceFinishes,
  tgGrades,
} from '@boardforge/domain/pricing/options.ts';
import { pcbSpecDefaults } from '@boardforge/domain/pricing/pcb-spec.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { z } from 'zod/mini';
import { pageSchema, pagingSchema } from './envelope.ts';
import { maxIntegerColumnValue, maxPriceBookFigureYuan } from './limits.ts';
import { orderStatusSchema, orderTypes } from './order-types.ts';
import { multiLineText, singleLineText } from './text.ts';

// The zod shape of a price book (domain `PriceBook`): what staff may publish. Money is yuan, as in the book.

// Bounded so that no book, however edited, can price an order beyond what a JavaScript number holds exactly.
const yuan = z.number().check(z.nonnegative(), z.lte(maxPriceBookFigureYuan));
const count = z.int().check(z.nonnegative());
const positive = z.number().check(z.positive());
const tierRates = z.tuple([yuan, yuan, yuan, yuan]);
const modeCharge = z.object({ sample: yuan, batchPerM2: yuan, batchMin: yuan });
const layersRow = z.object({ fromLayers: z.int().check(z.gte(1)), value: yuan });
const layersRows = z.array(layersRow).check(z.minLength(1));
const percent = z.number().check(z.gte(0), z.lte(1000));

const boardRateTableSchema = z.object({
  sample: z.array(z.object({ layers: z.int().check(z.gte(1)), min: yuan, ratePerM2: yuan })).check(z.minLength(1)),
  batch: z.array(z.object({ layers: z.int().check(z.gte(1)), ratesPerM2: tierRates })).check(z.minLength(1)),
  eachTwoMoreLayers: z.optional(z.object({ sampleMin: yuan, sampleRatePerM2: yuan, batchRatesPerM2: tierRates })),
});

const expediteLimitsSchema = z.object({
  materials: z.array(z.enum(pcbMaterials)),
  minLayers: z.int().check(z.gte(1)),
  maxLayers: z.int().check(z.gte(1)),
  maxAreaM2: z.nullable(positive),
  isSampleOnly: z.boolean(),
});

const pcbCapabilitySchema = z.object({
  boardMinMm: positive,
  boardMaxShortSideMm: positive,
  boardMaxLongSideMm: positive,
  minLayers: z.int().check(z.gte(1)),
  maxLayers: z.int().check(z.gte(1)),
  evenLayersAbove: count,
  layersByMaterial: z.partialRecord(z.enum(pcbMaterials), z.array(z.int().check(z.gte(1))).check(z.minLength(1))),
  standardThicknessMm: z.array(positive).check(z.minLength(1)),
  specialThickness: z.array(z.object({ fromMm: positive, toMm: positive, pricedAsMm: positive })),
  specialThicknessStepMm: positive,
  thicknessReviewBelowMm: positive,
  thicknessReviewAboveMm: positive,
  fpcThicknessMm: z.array(positive).check(z.minLength(1)),
  copperOuterOz: z.object({ min: positive, max: positive }),
  copperInnerOz: z.object({ min: positive, max: positive }),
  copperReviewAboveOz: positive,
  minTraceMil: positive,
  minTraceByCopper: z.array(z.object({ maxCopperOz: positive, minTraceMil: positive })).check(z.minLength(1)),
  hdiOrder: z.object({ min: z.int().check(z.gte(1)), max: z.int().check(z.gte(1)) }),
  goldThicknessMicroInch: z.object({ min: z.int().check(z.gte(1)), max: z.int().check(z.gte(1)) }),
  vCutMaxLines: count,
  tolerance: z.object({
    thicknessSplitMm: positive,
    belowSplitMm: positive,
    fromSplitPercent: percent,
    outlineMm: positive,
  }),
});

const stiffenerThicknessMm = z.number().check(z.positive(), z.lte(10));
const stiffenerRuleSchema = z
  .object({
    thicknessesMm: z.array(stiffenerThicknessMm).check(z.minLength(1), z.maxLength(50)),
    defaultMm: stiffenerThicknessMm,
    charge: modeCharge,
  })
  .check(
    z.refine((rule) => rule.thicknessesMm.some((mm) => Math.abs(mm - rule.defaultMm) < 1e-9), {
      path: ['defaultMm'],
      message: 'must be one of thicknessesMm',
    }),
  );

/** Flexible-board options (docs/pricing-fpc.md); each default must be one of its own list. */
const fpcPriceBookSchema = z
  .object({
    polyimideThicknessUm: z
      .array(z.object({ um: z.number().check(z.positive(), z.lte(1000)), charge: modeCharge }))
      .check(z.minLength(1), z.maxLength(20)),
    coverlay: z.record(z.enum(coverlayColours), modeCharge),
    adhesive: z.record(z.enum(fpcAdhesives), modeCharge),
    stiffener: z.record(
      z.enum(stiffeners.filter((stiffener): stiffener is Exclude<Stiffener, 'none'> => stiffener !== 'none')),
      stiffenerRuleSchema,
    ),
  })
  .check(
    z.refine((fpc) => fpc.polyimideThicknessUm.some((row) => row.um === pcbSpecDefaults.polyimideThickness), {
      path: ['polyimideThicknessUm'],
      message: `must hold the default thickness, ${pcbSpecDefaults.polyimideThickness} µm`,
    }),
  );

const pcbPriceBookSchema = z.object({
  sampleMaxAreaM2: positive,
  sampleMaxQuantity: z.int().check(z.gte(1)),
  areaTierFromM2: tierRates,
  boardRates: z.record(
    z.enum(pcbMaterials.filter((material): material is Exclude<PcbMaterial, 'FR4_HB'> => material !== 'FR4_HB')),
    boardRateTableSchema,
  ),
  fr4HbBatch: z.object({
    layers: z.int().check(z.gte(1)),
    thicknessSplitMm: positive,
    ratesUpToSplitPerM2: tierRates,
    ratesAboveSplitPerM2: tierRates,
  }),
  thicknessSurcharge: z.extend(modeCharge, { thicknessesMm: z.array(positive) }),
  copperOuterSurcharge: z.extend(modeCharge, { fromOz: positive }),
  tgSurcharge: z.record(z.enum(tgGrades), modeCharge),
  filmFee: z.object({ sample: yuan, batchByLayers: layersRows }),
  splicingFeePerExtraDesign: z.object({ sample: yuan, batch: yuan }),
  solderMask: z.record(z.enum(solderMasks), modeCharge),
  surfaceFinish: z.record(z.enum(surfaceFinishes), modeCharge),
  enigExtraGold: z.object({ includedMicroInch: count, samplePerMicroInch: yuan, batchPerM2PerMicroInch: yuan }),
  testFee: z.object({ flyingProbe: modeCharge, fixtureSample: yuan, fixtureBatchByLayers: layersRows }),
  expedite: z.record(
    z.enum(pcbDeliveries),
    z.object({
      sharePercent: percent,
      min: yuan,
      hours: z.nullable(z.int().check(z.positive())),
      allowedFor: z.nullable(expediteLimitsSchema),
    }),
  ),
  specialProcess: z.object({
    impedance: modeCharge,
    blindBuriedVia: z.object({ fee: yuan, minLayers: z.int().check(z.gte(1)) }),
    hdi: z.object({ samplePerOrder: yuan, batchPerM2PerOrder: yuan, batchMinPerOrder: yuan }),
    goldFingers: modeCharge,
    castellatedHoles: modeCharge,
    edgePlating: modeCharge,
  }),
  otherFees: z.object({
    ulMark: yuan,
    dateCode: yuan,
    orderNumberMark: z.record(z.enum(orderNumberMarks), yuan),
    productionDraftConfirm: z.object({ sample: yuan, batch: yuan }),
  }),
  discount: z.object({ fromAreaM2: z.number().check(z.nonnegative()), percentOfBoardFee: percent }),
  leadTime: z.object({
    sampleDaysByLayers: layersRows,
    batchDaysByLayers: layersRows,
    extraDaysByMaterial: z.record(z.enum(pcbMaterials), count),
  }),
  capability: pcbCapabilitySchema,
  fpc: fpcPriceBookSchema,
  formOptions: z.object({
    copperOuterOz: z.array(positive),
    copperInnerOz: z.array(positive),
    minTraceMil: z.array(positive),
    minHoleMm: z.array(positive),
    designDocuments: z.array(z.int().check(z.gte(1))),
  }),
});

const setupSchema = z.object({ sample: yuan, batch: yuan });

const smtPriceBookSchema = z.object({
  sampleMaxBoards: z.int().check(z.gte(1)),
  setup: z.object({ smt_single: setupSchema, smt_double: setupSchema }),
  dipSetupExtra: yuan,
  placementTiers: z
    .array(z.object({ maxPoints: z.nullable(z.int().check(z.positive())), ratePerPoint: yuan }))
    .check(z.minLength(1)),
  placementMin: yuan,
  dipRatePerPoint: yuan,
  dipMin: yuan,
  stencilSize: z.enum(stencilSizes),
  coatingPerBoard: yuan,
  coatingMin: yuan,
  bakingPerHour: yuan,
  bakingMin: yuan,
  expedite: z.record(
    z.enum(smtDeliveries),
    z.object({ sharePercent: percent, min: yuan, hours: z.nullable(z.int().check(z.positive())) }),
  ),
  leadTime: z.object({ sampleDays: count, batchDays: count, pointsPerExtraDay: z.int().check(z.positive()) }),
  capability: z.object({ boardMinMm: positive, boardMaxShortSideMm: positive, boardMaxLongSideMm: positive }),
  spares: z.object({
    passivePrefixes: z.array(singleLineText().check(z.minLength(1), z.maxLength(4))),
    samplePerLine: count,
    batchPercent: percent,
    batchMinPerLine: count,
  }),
});

const stencilPriceBookSchema = z.object({
  sizes: z.array(z.object({ size: z.enum(stencilSizes), framed: yuan, nanoTreatment: yuan })).check(z.minLength(1)),
  framelessDiscount: yuan,
  framelessMin: yuan,
  stepExtra: yuan,
  electroformFactor: positive,
  polish: z.record(z.enum(polishProcesses), yuan),
  mark: z.record(z.enum(markRequirements), yuan),
  thicknessesMm: z.array(positive).check(z.minLength(1)),
  shipWithinHours: z.int().check(z.positive()),
  sameDayCutoffHour: z.number().check(z.gte(0), z.lte(24)),
  keptMonths: count,
});

const layoutDesignPriceBookSchema = z.object({
  fixedMaxPins: z.int().check(z.gte(1)),
  fixedFee: yuan,
  fixedHours: z.int().check(z.positive()),
  reviewedMaxPins: z.int().check(z.gte(1)),
  reviewedHours: z.int().check(z.positive()),
  estimatePerPin: yuan,
  layerFactors: layersRows,
  cycles: z
    .array(z.object({ maxPins: z.int().check(z.positive()), minDays: count, maxDays: count }))
    .check(z.minLength(1)),
  capability: z.object({
    maxLayers: z.int().check(z.gte(1)),
    maxPins: z.int().check(z.gte(1)),
    maxBgaPins: count,
    minBgaPitchMm: positive,
    maxDiffPairGbps: positive,
    minTraceMil: positive,
  }),
});

/** A whole price book (domain `PriceBook`); the server assigns `version` when it is published. */
export const priceBookSchema = z.object({
  version: z.int().check(z.positive()),
  currency: z.literal('CNY'),
  calendar: z.object({
    utcOffsetHours: z.number().check(z.gte(-12), z.lte(14)),
    workingWeekdays: z.array(z.int().check(z.gte(0), z.lte(6))).check(z.minLength(1), z.maxLength(7)),
    holidays: z.array(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))).check(z.maxLength(1000)),
  }),
  taxPercent: z.record(z.enum(invoiceTypes), z.number().check(z.gte(0), z.lte(100))),
  pcb: pcbPriceBookSchema,
  smt: smtPriceBookSchema,
  stencil: stencilPriceBookSchema,
  layoutDesign: layoutDesignPriceBookSchema,
});

// Homomorphic over arrays and tuples too: readonly [a, b] becomes [a, b].
type Writable<T> = T extends object ? { -readonly [Key in keyof T]: Writable<T[Key]> } : T;

// Compile-time proof that the schema and the domain type describe the same data, both ways.
const isPriceBookOutput: (book: z.infer<typeof priceBookSchema>) => PriceBook = (book) => book;
const isPriceBookInput: (book: Writable<PriceBook>) => z.input<typeof priceBookSchema> = (book) => book;
void isPriceBookOutput;
void isPriceBookInput;

/** GET /api/priceBook/current: the price book new quotes use, with its version. */
export const currentPriceBookAnswerSchema = z.object({
  version: z.int().check(z.positive()),
  book: priceBookSchema,
});
export type CurrentPriceBookAnswer = z.infer<typeof currentPriceBookAnswerSchema>;

/** Limits of the editor's requests; the web form uses the same. */
export const priceBookLimits = { note: 500, openOrdersShown: 20 } as const;

const versionField = z.int().check(z.positive(), z.lte(maxIntegerColumnValue));
const versionQueryField = z.coerce.number().check(z.int(), z.positive(), z.lte(maxIntegerColumnValue));
/** A draft or published book as a request carries it (the `version` inside is ignored: the server assigns it). */
const draftBookSchema = z.extend(priceBookSchema, { version: z.optional(versionField) });

/**
 * POST /api/erp/priceBook/publish: a complete book becomes version n + 1 (the `version` inside is ignored).
 * `baseVersion`, when given, must still be the current version (else 409: someone published in between). A note
 * saying why is required.
 */
export const publishPriceBookRequestSchema = z.object({
  book: draftBookSchema,
  note: multiLineText().check(z.trim(), z.minLength(1), z.maxLength(priceBookLimits.note)),
  baseVersion: z.optional(versionField),
});
export type PublishPriceBookRequest = z.infer<typeof publishPriceBookRequestSchema>;

/** POST /api/erp/priceBook/restore: publish stored version `version` again as version n + 1, with a note. */
export const restorePriceBookRequestSchema = z.object({
  version: versionField,
  note: multiLineText().check(z.trim(), z.minLength(1), z.maxLength(priceBookLimits.note)),
  baseVersion: z.optional(versionField),
});
export type RestorePriceBookRequest = z.infer<typeof restorePriceBookRequestSchema>;

/** POST /api/erp/priceBook/preview: a draft book, compared with the current version. */
export const previewPriceBookRequestSchema = z.object({ book: draftBookSchema });
export type PreviewPriceBookRequest = z.infer<typeof previewPriceBookRequestSchema>;

/** A signed yuan amount (a difference); null where a book cannot price the reference spec. */
const signedYuan = z.number();

/** One reference quote priced with the current and the draft book: totals, and each cost line's difference. */
const referenceQuoteComparisonSchema = z.object({
  id: z.string(),
  kind: z.enum(['pcb', 'smt', 'stencil', 'layoutDesign']),
  name: z.object({ en: z.string(), zh: z.string() }),
  currentTotal: z.nullable(signedYuan),
  draftTotal: z.nullable(signedYuan),
  difference: z.nullable(signedYuan),
  /** Spec fields the draft book refuses (the reference is then not priced by it). */
  draftErrorFields: z.array(z.string()),
  lines: z.array(
    z.object({
      line: z.string(),
      current: z.nullable(signedYuan),
      draft: z.nullable(signedYuan),
      difference: signedYuan,
    }),
  ),
});
export type ReferenceQuoteComparison = z.infer<typeof referenceQuoteComparisonSchema>;

/** An open order nobody has paid yet: it keeps the price-book version it was priced with. */
const openOrderSchema = z.object({
  orderNo: z.string(),
  orderType: z.enum(orderTypes),
  status: orderStatusSchema,
  total: signedYuan,
  priceBookVersion: z.nullable(z.int()),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OpenUnpaidOrder = z.infer<typeof openOrderSchema>;

/** The preview: the version compared against, the reference quotes, and the open unpaid orders (count and first page). */
export const previewPriceBookAnswerSchema = z.object({
  currentVersion: z.int().check(z.positive()),
  referenceQuotes: z.array(referenceQuoteComparisonSchema),
  openOrders: z.object({ total: z.int(), rows: z.array(openOrderSchema) }),
});
export type PreviewPriceBookAnswer = z.infer<typeof previewPriceBookAnswerSchema>;

/** GET /api/erp/priceBook/history: the versions, newest first, paged. */
export const priceBookHistoryQuerySchema = pagingSchema;

/** One stored version as the history lists it: who published it (null for the seeded default), when and why. */
const priceBookVersionSchema = z.object({
  version: z.int().check(z.positive()),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.nullable(z.object({ nickname: z.string(), phone: z.string() })),
  note: z.string(),
});
export type PriceBookVersionRow = z.infer<typeof priceBookVersionSchema>;
export const priceBookHistoryAnswerSchema = pageSchema(priceBookVersionSchema);
export type PriceBookHistoryAnswer = z.infer<typeof priceBookHistoryAnswerSchema>;

/** GET /api/erp/priceBook/diff?from=&to=: the path-level changes that turn version `from` into version `to`. */
export const priceBookDiffQuerySchema = z.object({ from: versionQueryField, to: versionQueryField });
export type PriceBookDiffQuery = z.infer<typeof priceBookDiffQuerySchema>;

/** One change at one path (dotted, as the editor names fields); `before` is absent when added, `after` when removed. */
const priceBookChangeSchema = z.object({
  kind: z.enum(['added', 'removed', 'changed']),
  path: z.string(),
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
});
export const priceBookDiffAnswerSchema = z.object({
  from: z.int().check(z.positive()),
  to: z.int().check(z.positive()),
  changes: z.array(priceBookChangeSchema),
});
export type PriceBookDiffAnswer = z.infer<typeof priceBookDiffAnswerSchema>;

/** The answer of a publication: the new version and when it was stored. */
export const publishPriceBookAnswerSchema = z.object({
  version: z.int().check(z.positive()),
  createdAt: z.string(),
});
export type PublishPriceBookAnswer = z.infer<typeof publishPriceBookAnswerSchema>;
