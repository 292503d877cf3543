import { estimateLayoutDesign } from '@boardforge/domain/pricing/layout-design.ts';
import { quotePcb } from '@boardforge/domain/pricing/pcb.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { quoteSmt } from '@boardforge/domain/pricing/smt.ts';
import { quoteStencil } from '@boardforge/domain/pricing/stencil.ts';
import type { MessageKey, MessageParams } from '../../i18n/messages.ts';

/** A reason a price book cannot be published: the field (a dotted path), a catalogue message and its values. */
export type PriceBookProblem = { field: string; key: MessageKey; params: MessageParams };

// Specs every usable book must price without throwing (the worked examples of docs/pricing.md and a spread of sizes).
const probeTime = new Date('2026-11-23T02:00:00Z');
const pcbProbes = [
  { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 },
  { layers: 4, boardLength: 100, boardWidth: 100, boardNumber: 500 },
  { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 2000, invoiceType: 'special' as const },
  { layers: 12, boardLength: 500, boardWidth: 400, boardNumber: 600 },
  { layers: 1, boardLength: 50, boardWidth: 50, boardNumber: 10, material: 'ALUMINUM' as const },
];
const smtProbes = [
  { componentsNumber: 100, boardsNumber: 10 },
  { componentsNumber: 200, boardsNumber: 1000, processRequirement: 'smt_double' as const, stencilNeeded: true },
  { componentsNumber: 5000, boardsNumber: 1000, processRequirement: 'smt_dip' as const, dipPoints: 20 },
];
const stencilProbes = [{}, { number: 2, nanoTreatment: true, polishProcess: 'electropolish' as const }];
const layoutProbes = [
  { pins: 80, layers: 2 },
  { pins: 3000, layers: 6 },
];

/**
 * Lists what makes a (schema-valid) price book unusable: limits whose minimum exceeds the maximum, area tiers
 * out of order, an SMT stencil size the stencil table lacks, or an engine that throws on ordinary specs.
 */
export function listPriceBookProblems(book: PriceBook): PriceBookProblem[] {
  const problems: PriceBookProblem[] = [];
  const capability = book.pcb.capability;
  const ranges: [string, number, number][] = [
    ['pcb.capability.minLayers', capability.minLayers, capability.maxLayers],
    ['pcb.capability.boardMinMm', capability.boardMinMm, capability.boardMaxShortSideMm],
    ['pcb.capability.boardMaxShortSideMm', capability.boardMaxShortSideMm, capability.boardMaxLongSideMm],
    ['pcb.capability.copperOuterOz', capability.copperOuterOz.min, capability.copperOuterOz.max],
    ['pcb.capability.copperInnerOz', capability.copperInnerOz.min, capability.copperInnerOz.max],
    ['pcb.capability.hdiOrder', capability.hdiOrder.min, capability.hdiOrder.max],
    [
      'pcb.capability.goldThicknessMicroInch',
      capability.goldThicknessMicroInch.min,
      capability.goldThicknessMicroInch.max,
    ],
    ['smt.capability.boardMinMm', book.smt.capability.boardMinMm, book.smt.capability.boardMaxShortSideMm],
  ];
  for (const [field, min, max] of ranges) {
    if (min > max) problems.push({ field, key: 'priceBook.minAboveMax', params: { min, max } });
  }
  const tiers = book.pcb.areaTierFromM2;
  if (tiers[0] !== 0 || tiers.some((from, index) => index > 0 && from <= (tiers[index - 1] ?? 0))) {
    problems.push({ field: 'pcb.areaTierFromM2', key: 'priceBook.tiersNotAscending', params: {} });
  }
  const layerTables: [string, readonly { fromLayers: number }[]][] = [
    ['pcb.filmFee.batchByLayers', book.pcb.filmFee.batchByLayers],
    ['pcb.testFee.fixtureBatchByLayers', book.pcb.testFee.fixtureBatchByLayers],
    ['pcb.leadTime.sampleDaysByLayers', book.pcb.leadTime.sampleDaysByLayers],
    ['pcb.leadTime.batchDaysByLayers', book.pcb.leadTime.batchDaysByLayers],
    ['layoutDesign.layerFactors', book.layoutDesign.layerFactors],
  ];
  // A table by layers applies its last row reached; one that does not start at 1 layer would price thinner boards
  // by a row nobody meant for them.
  for (const [field, rows] of layerTables) {
    const isOrdered = rows.every((row, index) => row.fromLayers > (rows[index - 1]?.fromLayers ?? 0));
    if (rows[0]?.fromLayers !== 1 || !isOrdered) problems.push({ field, key: 'priceBook.layerRowsOrder', params: {} });
  }
  const tiersByPoints = book.smt.placementTiers;
  const isPointsOrdered = tiersByPoints.every(
    (tier, index) => index === 0 || (tier.maxPoints ?? Infinity) > (tiersByPoints[index - 1]?.maxPoints ?? Infinity),
  );
  if (!isPointsOrdered || tiersByPoints[tiersByPoints.length - 1]?.maxPoints !== null) {
    problems.push({ field: 'smt.placementTiers', key: 'priceBook.openEndedTiers', params: {} });
  }
  if (!book.stencil.sizes.some((row) => row.size === book.smt.stencilSize)) {
    problems.push({
      field: 'smt.stencilSize',
      key: 'priceBook.unknownStencilSize',
      params: { size: book.smt.stencilSize },
    });
  }
  if (problems.length === 0) problems.push(...probeEngines(book));
  return problems;
}

function probeEngines(book: PriceBook): PriceBookProblem[] {
  const probes: [string, () => unknown][] = [
    ...pcbProbes.map((spec): [string, () => unknown] => ['pcb', () => quotePcb(spec, book, probeTime)]),
    ...smtProbes.map((spec): [string, () => unknown] => ['smt', () => quoteSmt(spec, book, probeTime)]),
    ...stencilProbes.map((spec): [string, () => unknown] => ['stencil', () => quoteStencil(spec, book, probeTime)]),
    ...layoutProbes.map((spec): [string, () => unknown] => [
      'layoutDesign',
      () => estimateLayoutDesign(spec, book, probeTime),
    ]),
  ];
  for (const [field, probe] of probes) {
    try {
      probe();
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return [{ field, key: 'priceBook.unusable', params: { detail } }];
    }
  }
  return [];
}
