import { describePricingIssue } from '@boardforge/domain/pricing/issue-messages.ts';
import {
  boardTypes,
  coverlayColours,
  fpcAdhesives,
  fpcSurfaceFinishes,
  fpcTgGrades,
  invoiceTypes,
  markRequirements,
  orderNumberMarks,
  packagings,
  pcbDeliveries,
  pcbMaterials,
  polishProcesses,
  productionMethods,
  smtDeliveries,
  smtProcesses,
  solderMasks,
  specialProcesses,
  stencilSizes,
  stencilTypes,
  stencilUsages,
  stiffeners,
  surfaceFinishes,
  testMethods,
  tgGrades,
  viaCoverings,
} from '@boardforge/domain/pricing/options.ts';
import { pcbSpecDefaults } from '@boardforge/domain/pricing/pcb-spec.ts';
import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import type { PricingIssue } from '@boardforge/domain/pricing/pricing-rules.ts';
import { z } from 'zod/mini';
import {
  findMostPcbBoardsByArea,
  maxLayoutLayers,
  maxLayoutPins,
  maxOrderAmountYuan,
  maxPcbBoards,
  maxPcbDesignDocuments,
  maxPcbOrderAreaM2,
  maxSmtBoards,
  maxSmtComponentsPerBoard,
  maxSmtDipPointsPerBoard,
  maxStencils,
} from './limits.ts';
import { multiLineText, singleLineText } from './text.ts';

// Basic ranges only: the quote engine applies the full capability rules of the stored price book.
const capability = defaultPriceBook.pcb.capability;

/** POST /api/pcb/calcPcbPrice: a PCB spec; all fields but the first four are optional (docs/pricing.md defaults). */
export const pcbSpecSchema = z
  .object({
    layers: z.int().check(z.gte(capability.minLayers), z.lte(capability.maxLayers)),
    boardLength: z.number().check(z.gte(capability.boardMinMm), z.lte(capability.boardMaxLongSideMm)),
    boardWidth: z.number().check(z.gte(capability.boardMinMm), z.lte(capability.boardMaxLongSideMm)),
    boardNumber: z.int().check(z.gte(1), z.lte(maxPcbBoards)),
    material: z.optional(z.enum(pcbMaterials)),
    boardType: z.optional(z.enum(boardTypes)),
    designDocuments: z.optional(z.int().check(z.gte(1), z.lte(maxPcbDesignDocuments))),
    thickness: z.optional(z.number().check(z.gte(0.1), z.lte(5))),
    tg: z.optional(z.enum(tgGrades)),
    copperOuter: z.optional(z.number().check(z.gte(capability.copperOuterOz.min), z.lte(capability.copperOuterOz.max))),
    copperInner: z.optional(z.number().check(z.gte(capability.copperInnerOz.min), z.lte(capability.copperInnerOz.max))),
    minTrace: z.optional(z.number().check(z.gte(capability.minTraceMil))),
    minHole: z.optional(z.number().check(z.positive())),
    solderMask: z.optional(z.enum(solderMasks)),
    surfaceFinish: z.optional(z.enum(surfaceFinishes)),
    goldThickness: z.optional(
      z
        .number()
        .check(z.int(), z.gte(capability.goldThicknessMicroInch.min), z.lte(capability.goldThicknessMicroInch.max)),
    ),
    viaCovering: z.optional(z.enum(viaCoverings)),
    testMethod: z.optional(z.enum(testMethods)),
    specialProcesses: z.optional(z.array(z.enum(specialProcesses)).check(z.maxLength(specialProcesses.length))),
    hdiOrder: z.optional(z.int().check(z.gte(capability.hdiOrder.min), z.lte(capability.hdiOrder.max))),
    ulMark: z.optional(z.boolean()),
    dateCode: z.optional(z.boolean()),
    productionDraftConfirm: z.optional(z.boolean()),
    orderNumberMark: z.optional(z.enum(orderNumberMarks)),
    packaging: z.optional(z.enum(packagings)),
    delivery: z.optional(z.enum(pcbDeliveries)),
    invoiceType: z.optional(z.enum(invoiceTypes)),
    gerberFileId: z.optional(
      z.union([singleLineText().check(z.minLength(1), z.maxLength(64)), z.int().check(z.positive())]),
    ),
    vCutLines: z.optional(z.int().check(z.gte(0), z.lte(capability.vCutMaxLines))),
    // Flexible boards only (docs/pricing-fpc.md): the book's lists are checked by the engine.
    polyimideThickness: z.optional(z.number().check(z.positive(), z.lte(1000))),
    coverlay: z.optional(z.enum(coverlayColours)),
    adhesive: z.optional(z.enum(fpcAdhesives)),
    stiffener: z.optional(z.enum(stiffeners)),
    stiffenerThickness: z.optional(z.number().check(z.positive(), z.lte(10))),
  })
  .check(
    z.superRefine((spec, context) => {
      if (spec.material === 'FPC') refuseRigidOnlyOptions(spec, context);
      else refuseFlexibleOnlyOptions(spec, context);
      // The area bound is worded as the most boards of this size, so the refusal names boardNumber and a number.
      const mostBoards = findMostPcbBoardsByArea(spec.boardLength, spec.boardWidth);
      if (spec.boardNumber <= mostBoards) return;
      context.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: mostBoards,
        inclusive: true,
        path: ['boardNumber'],
        input: spec.boardNumber,
        message: `at most ${mostBoards} boards of this size (${maxPcbOrderAreaM2} m² per order)`,
      });
    }),
    z.meta({ example: { layers: 2, boardLength: 100, boardWidth: 80, boardNumber: 10, thickness: 1.6 } }),
  );
export type PcbSpecRequest = z.infer<typeof pcbSpecSchema>;

/** Refuses on a flexible board what only rigid boards are made with: a TG grade, a HASL finish (docs/pricing-fpc.md). */
function refuseRigidOnlyOptions(
  spec: { tg?: (typeof tgGrades)[number]; surfaceFinish?: (typeof surfaceFinishes)[number] },
  context: z.core.$RefinementCtx,
): void {
  const choices = [
    { field: 'tg', value: spec.tg, allowed: fpcTgGrades as readonly string[] },
    { field: 'surfaceFinish', value: spec.surfaceFinish, allowed: fpcSurfaceFinishes as readonly string[] },
  ];
  for (const { field, value, allowed } of choices) {
    if (value === undefined || allowed.includes(value)) continue;
    const issue: PricingIssue = { field, rule: 'notForMaterial', params: { material: 'FPC', value, allowed } };
    context.addIssue({ code: 'custom', path: [field], input: value, message: describePricingIssue(issue, 'en') });
  }
}

/** Refuses on a rigid board a flexible board's option other than its default: a stiffener, a black coverlay, … */
function refuseFlexibleOnlyOptions(
  spec: {
    material?: (typeof pcbMaterials)[number];
    polyimideThickness?: number;
    coverlay?: string;
    adhesive?: string;
    stiffener?: string;
  },
  context: z.core.$RefinementCtx,
): void {
  const material = spec.material ?? pcbSpecDefaults.material;
  const choices = [
    { field: 'polyimideThickness', value: spec.polyimideThickness, allowed: pcbSpecDefaults.polyimideThickness },
    { field: 'coverlay', value: spec.coverlay, allowed: pcbSpecDefaults.coverlay },
    { field: 'adhesive', value: spec.adhesive, allowed: pcbSpecDefaults.adhesive },
    { field: 'stiffener', value: spec.stiffener, allowed: pcbSpecDefaults.stiffener },
  ];
  for (const { field, value, allowed } of choices) {
    if (value === undefined || value === allowed) continue;
    const params = { material, value, allowed: typeof allowed === 'number' ? [allowed] : [allowed] };
    const issue: PricingIssue = { field, rule: 'notForMaterial', params };
    context.addIssue({ code: 'custom', path: [field], input: value, message: describePricingIssue(issue, 'en') });
  }
}

/** POST /api/pcb/calcSmtPrice: an SMT assembly spec. */
export const smtSpecSchema = z.object({
  componentsNumber: z.int().check(z.gte(1), z.lte(maxSmtComponentsPerBoard)),
  boardsNumber: z.int().check(z.gte(1), z.lte(maxSmtBoards)),
  processRequirement: z.optional(z.enum(smtProcesses)),
  dipPoints: z.optional(z.int().check(z.gte(0), z.lte(maxSmtDipPointsPerBoard))),
  boardLength: z.optional(z.number().check(z.positive(), z.lte(defaultPriceBook.smt.capability.boardMaxLongSideMm))),
  boardWidth: z.optional(z.number().check(z.positive(), z.lte(defaultPriceBook.smt.capability.boardMaxLongSideMm))),
  stencilNeeded: z.optional(z.boolean()),
  purchaseOnBehalf: z.optional(z.boolean()),
  conformalCoating: z.optional(z.boolean()),
  componentBaking: z.optional(z.boolean()),
  bakingTime: z.optional(z.number().check(z.gte(0), z.lte(240))),
  delivery: z.optional(z.enum(smtDeliveries)),
  hasPcbOrder: z.optional(z.boolean()),
  pcbOrderNo: z.optional(singleLineText().check(z.maxLength(64))),
  otherDemand: z.optional(multiLineText().check(z.maxLength(2000))),
  invoiceType: z.optional(z.enum(invoiceTypes)),
  /** The uploaded BOM and pick-and-place list the quote was made with (carried to the order; not priced). */
  bomFileId: z.optional(singleLineText().check(z.minLength(1), z.maxLength(64))),
  cplFileId: z.optional(singleLineText().check(z.minLength(1), z.maxLength(64))),
});
export type SmtSpecRequest = z.infer<typeof smtSpecSchema>;

/** POST /api/pcb/calcStenPrice: a stencil spec. */
export const stencilSpecSchema = z.object({
  type: z.optional(z.enum(stencilTypes)),
  size: z.optional(z.enum(stencilSizes)),
  nanoTreatment: z.optional(z.boolean()),
  productionMethod: z.optional(z.enum(productionMethods)),
  polishProcess: z.optional(z.enum(polishProcesses)),
  number: z.optional(z.int().check(z.gte(1), z.lte(maxStencils))),
  markRequirement: z.optional(z.enum(markRequirements)),
  usage: z.optional(z.enum(stencilUsages)),
  thickness: z.optional(z.number().check(z.positive())),
  hasPcbOrder: z.optional(z.boolean()),
  pcbOrderNo: z.optional(singleLineText().check(z.maxLength(64))),
  otherRequirements: z.optional(multiLineText().check(z.maxLength(2000))),
  invoiceType: z.optional(z.enum(invoiceTypes)),
});
export type StencilSpecRequest = z.infer<typeof stencilSpecSchema>;

/** A layout design estimate request (docs/pricing.md §4). */
export const layoutDesignSpecSchema = z.object({
  pins: z.int().check(z.gte(1), z.lte(maxLayoutPins)),
  layers: z.int().check(z.gte(1), z.lte(maxLayoutLayers)),
  bgaPins: z.optional(z.int().check(z.gte(0), z.lte(maxLayoutPins))),
  bgaPitchMm: z.optional(z.number().check(z.positive())),
  diffPairGbps: z.optional(z.number().check(z.gte(0))),
  minTraceMil: z.optional(z.number().check(z.positive())),
});
export type LayoutDesignSpecRequest = z.infer<typeof layoutDesignSpecSchema>;

/**
 * Tells whether a number has at most `decimals` decimals. The scaled value carries binary noise that grows with the
 * number (160997960.08 × 100 = 16099796008.000002), so the tolerance does too: a relative 1e-13, far above that noise
 * (2^-53 ≈ 1.1e-16) and far below a real extra decimal at any amount the bounds allow.
 */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < Math.max(1e-6, Math.abs(scaled) * 1e-13);
}

const hasTwoDecimals = (value: number) => hasAtMostDecimals(value, 2);

/** A yuan amount: not negative, at most two decimals (answers; their sums over many orders are unbounded). */
export const yuanSchema = z
  .number()
  .check(z.nonnegative(), z.refine(hasTwoDecimals, { message: 'at most two decimals' }));

/** A yuan amount a request carries (a payment, refund, invoice or adjusted total): at most `maxOrderAmountYuan`. */
export const amountYuanSchema = z
  .number()
  .check(z.nonnegative(), z.lte(maxOrderAmountYuan), z.refine(hasTwoDecimals, { message: 'at most two decimals' }));

/** POST /api/dict/getDictListByPid: the parent id of an option set (see domain `dictionaryParentIds`). */
export const dictionaryRequestSchema = z.object({ pid: z.coerce.number().check(z.int(), z.positive()) });
export type DictionaryRequest = z.infer<typeof dictionaryRequestSchema>;

/** One option of an option set. */
export const dictionaryOptionSchema = z.object({
  id: z.int(),
  pid: z.int(),
  label: z.string(),
  labelEn: z.string(),
  value: z.union([z.string(), z.number()]),
  sort: z.int(),
});
export type DictionaryOptionAnswer = z.infer<typeof dictionaryOptionSchema>;
