import { defaultPcbPrices } from './default-pcb-prices.ts';
import type { PriceBook } from './price-book-shape.ts';

export type { PriceBook } from './price-book-shape.ts';

/** The default price book (version 1): exactly the figures of docs/pricing.md, in yuan. */
export const defaultPriceBook: PriceBook = {
  version: 1,
  currency: 'CNY',
  calendar: { utcOffsetHours: 8, workingWeekdays: [1, 2, 3, 4, 5], holidays: [] },
  taxPercent: { none: 0, ordinary: 6, special: 13 },
  pcb: defaultPcbPrices,
  smt: {
    sampleMaxBoards: 50,
    setup: { smt_single: { sample: 150, batch: 300 }, smt_double: { sample: 250, batch: 500 } },
    dipSetupExtra: 100,
    placementTiers: [
      { maxPoints: 10_000, ratePerPoint: 0.03 },
      { maxPoints: 100_000, ratePerPoint: 0.02 },
      { maxPoints: 1_000_000, ratePerPoint: 0.012 },
      { maxPoints: null, ratePerPoint: 0.008 },
    ],
    placementMin: 50,
    dipRatePerPoint: 0.15,
    dipMin: 50,
    stencilSize: '370x470',
    coatingPerBoard: 0.5,
    coatingMin: 50,
    bakingPerHour: 20,
    bakingMin: 20,
    expedite: {
      standard: { sharePercent: 0, min: 0, hours: null },
      '48h': { sharePercent: 30, min: 100, hours: 48 },
      '24h': { sharePercent: 60, min: 200, hours: 24 },
    },
    leadTime: { sampleDays: 3, batchDays: 5, pointsPerExtraDay: 4_000_000 },
    capability: { boardMinMm: 45, boardMaxShortSideMm: 400, boardMaxLongSideMm: 1200 },
    spares: { passivePrefixes: ['R', 'C', 'L'], samplePerLine: 15, batchPercent: 1, batchMinPerLine: 1 },
  },
  stencil: {
    sizes: [
      { size: '370x470', framed: 100, nanoTreatment: 100 },
      { size: '420x520', framed: 130, nanoTreatment: 150 },
      { size: '450x550', framed: 160, nanoTreatment: 150 },
      { size: '550x650', framed: 220, nanoTreatment: 150 },
      { size: '584x584', framed: 260, nanoTreatment: 150 },
      { size: '736x736', framed: 380, nanoTreatment: 150 },
    ],
    framelessDiscount: 30,
    framelessMin: 60,
    stepExtra: 200,
    electroformFactor: 3,
    polish: { none: 0, electropolish: 50 },
    mark: { none: 0, half_etch: 20, laser_mark: 10 },
    thicknessesMm: [0.08, 0.1, 0.12, 0.15, 0.2, 0.3],
    shipWithinHours: 4,
    sameDayCutoffHour: 17,
    keptMonths: 3,
  },
  layoutDesign: {
    fixedMaxPins: 100,
    fixedFee: 200,
    fixedHours: 24,
    reviewedMaxPins: 500,
    reviewedHours: 48,
    estimatePerPin: 1.5,
    layerFactors: [
      { fromLayers: 1, value: 1.0 },
      { fromLayers: 4, value: 1.3 },
      { fromLayers: 6, value: 1.6 },
      { fromLayers: 8, value: 2.0 },
    ],
    cycles: [
      { maxPins: 1000, minDays: 3, maxDays: 5 },
      { maxPins: 3000, minDays: 5, maxDays: 7 },
      { maxPins: 5000, minDays: 8, maxDays: 12 },
      { maxPins: 7000, minDays: 12, maxDays: 15 },
      { maxPins: 9000, minDays: 15, maxDays: 18 },
      { maxPins: 13000, minDays: 18, maxDays: 20 },
      { maxPins: 15000, minDays: 20, maxDays: 22 },
      { maxPins: 20000, minDays: 22, maxDays: 30 },
    ],
    capability: {
      maxLayers: 40,
      maxPins: 60_000,
      maxBgaPins: 2500,
      minBgaPitchMm: 0.2,
      maxDiffPairGbps: 12,
      minTraceMil: 2,
    },
  },
};

/**
 * Completes a price book stored before a section was added to the shape: a missing section is read as the default
 * book's (today the flexible-board options, `pcb.fpc`). Stored versions are never rewritten; publishing a book
 * read this way stores the section with it.
 */
export function completeStoredPriceBook(book: PriceBook): PriceBook {
  const stored = book as PriceBook & { pcb: Partial<PriceBook['pcb']> };
  if (stored.pcb.fpc) return book;
  return { ...book, pcb: { ...book.pcb, fpc: defaultPriceBook.pcb.fpc } };
}
