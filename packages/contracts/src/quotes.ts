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
import { z } from 'zod';
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
    layers: z.number().int().min(capability.minLayers).max(capability.maxLayers),
    boardLength: z.number().min(capability.boardMinMm).max(capability.boardMaxLongSideMm),
    boardWidth: z.number().min(capability.boardMinMm).max(capability.boardMaxLongSideMm),
    boardNumber: z.number().int().min(1).max(maxPcbBoards),
    material: z.enum(pcbMaterials).optional(),
    boardType: z.enum(boardTypes).optional(),
    designDocuments: z.number().int().min(1).max(maxPcbDesignDocuments).optional(),
    thickness: z.number().min(0.1).max(5).optional(),
    tg: z.enum(tgGrades).optional(),
    copperOuter: z.number().min(capability.copperOuterOz.min).max(capability.copperOuterOz.max).optional(),
    copperInner: z.number().min(capability.copperInnerOz.min).max(capability.copperInnerOz.max).optional(),
    minTrace: z.number().min(capability.minTraceMil).optional(),
    minHole: z.number().positive().optional(),
    solderMask: z.enum(solderMasks).optional(),
    surfaceFinish: z.enum(surfaceFinishes).optional(),
    goldThickness: z
      .number()
      .int()
      .min(capability.goldThicknessMicroInch.min)
      .max(capability.goldThicknessMicroInch.max)
      .optional(),
    viaCovering: z.enum(viaCoverings).optional(),
    testMethod: z.enum(testMethods).optional(),
    specialProcesses: z.array(z.enum(specialProcesses)).max(specialProcesses.length).optional(),
    hdiOrder: z.number().int().min(capability.hdiOrder.min).max(capability.hdiOrder.max).optional(),
    ulMark: z.boolean().optional(),
    dateCode: z.boolean().optional(),
    productionDraftConfirm: z.boolean().optional(),
    orderNumberMark: z.enum(orderNumberMarks).optional(),
    packaging: z.enum(packagings).optional(),
    delivery: z.enum(pcbDeliveries).optional(),
    invoiceType: z.enum(invoiceTypes).optional(),
    gerberFileId: z.union([singleLineText().min(1).max(64), z.number().int().positive()]).optional(),
    vCutLines: z.number().int().min(0).max(capability.vCutMaxLines).optional(),
    // Flexible boards only (docs/pricing-fpc.md): the book's lists are checked by the engine.
    polyimideThickness: z.number().positive().max(1000).optional(),
    coverlay: z.enum(coverlayColours).optional(),
    adhesive: z.enum(fpcAdhesives).optional(),
    stiffener: z.enum(stiffeners).optional(),
    stiffenerThickness: z.number().positive().max(10).optional(),
  })
  .superRefine((spec, context) => {
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
  })
  // The OpenAPI document shows it, and its code samples send it (apps/server/src/plugins/openapi-samples.ts).
  .meta({ example: { layers: 2, boardLength: 100, boardWidth: 80, boardNumber: 10, thickness: 1.6 } });
export type PcbSpecRequest = z.infer<typeof pcbSpecSchema>;

/** Refuses on a flexible board what only rigid boards are made with: a TG grade, a HASL finish (docs/pricing-fpc.md). */
function refuseRigidOnlyOptions(
  spec: { tg?: (typeof tgGrades)[number]; surfaceFinish?: (typeof surfaceFinishes)[number] },
  context: z.RefinementCtx,
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
  context: z.RefinementCtx,
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
  componentsNumber: z.number().int().min(1).max(maxSmtComponentsPerBoard),
  boardsNumber: z.number().int().min(1).max(maxSmtBoards),
  processRequirement: z.enum(smtProcesses).optional(),
  dipPoints: z.number().int().min(0).max(maxSmtDipPointsPerBoard).optional(),
  boardLength: z.number().positive().max(defaultPriceBook.smt.capability.boardMaxLongSideMm).optional(),
  boardWidth: z.number().positive().max(defaultPriceBook.smt.capability.boardMaxLongSideMm).optional(),
  stencilNeeded: z.boolean().optional(),
  purchaseOnBehalf: z.boolean().optional(),
  conformalCoating: z.boolean().optional(),
  componentBaking: z.boolean().optional(),
  bakingTime: z.number().min(0).max(240).optional(),
  delivery: z.enum(smtDeliveries).optional(),
  hasPcbOrder: z.boolean().optional(),
  pcbOrderNo: singleLineText().max(64).optional(),
  otherDemand: multiLineText().max(2000).optional(),
  invoiceType: z.enum(invoiceTypes).optional(),
  /** The uploaded BOM and pick-and-place list the quote was made with (carried to the order; not priced). */
  bomFileId: singleLineText().min(1).max(64).optional(),
  cplFileId: singleLineText().min(1).max(64).optional(),
});
export type SmtSpecRequest = z.infer<typeof smtSpecSchema>;

/** POST /api/pcb/calcStenPrice: a stencil spec. */
export const stencilSpecSchema = z.object({
  type: z.enum(stencilTypes).optional(),
  size: z.enum(stencilSizes).optional(),
  nanoTreatment: z.boolean().optional(),
  productionMethod: z.enum(productionMethods).optional(),
  polishProcess: z.enum(polishProcesses).optional(),
  number: z.number().int().min(1).max(maxStencils).optional(),
  markRequirement: z.enum(markRequirements).optional(),
  usage: z.enum(stencilUsages).optional(),
  thickness: z.number().positive().optional(),
  hasPcbOrder: z.boolean().optional(),
  pcbOrderNo: singleLineText().max(64).optional(),
  otherRequirements: multiLineText().max(2000).optional(),
  invoiceType: z.enum(invoiceTypes).optional(),
});
export type StencilSpecRequest = z.infer<typeof stencilSpecSchema>;

/** A layout design estimate request (docs/pricing.md §4). */
export const layoutDesignSpecSchema = z.object({
  pins: z.number().int().min(1).max(maxLayoutPins),
  layers: z.number().int().min(1).max(maxLayoutLayers),
  bgaPins: z.number().int().min(0).max(maxLayoutPins).optional(),
  bgaPitchMm: z.number().positive().optional(),
  diffPairGbps: z.number().min(0).optional(),
  minTraceMil: z.number().positive().optional(),
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
export const yuanSchema = z.number().nonnegative().refine(hasTwoDecimals, { message: 'at most two decimals' });

/** A yuan amount a request carries (a payment, refund, invoice or adjusted total): at most `maxOrderAmountYuan`. */
export const amountYuanSchema = z
  .number()
  .nonnegative()
  .max(maxOrderAmountYuan)
  .refine(hasTwoDecimals, { message: 'at most two decimals' });

/** POST /api/dict/getDictListByPid: the parent id of an option set (see domain `dictionaryParentIds`). */
export const dictionaryRequestSchema = z.object({ pid: z.coerce.number().int().positive() });
export type DictionaryRequest = z.infer<typeof dictionaryRequestSchema>;

/** One option of an option set. */
export const dictionaryOptionSchema = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  label: z.string(),
  labelEn: z.string(),
  value: z.union([z.string(), z.number()]),
  sort: z.number().int(),
});
export type DictionaryOptionAnswer = z.infer<typeof dictionaryOptionSchema>;
