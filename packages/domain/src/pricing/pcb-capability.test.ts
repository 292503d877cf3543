import { describe, expect, it } from 'vitest';
import { quotePcb } from './pcb.ts';
import type { PcbSpecInput } from './pcb-spec.ts';
import { defaultPriceBook } from './price-book.ts';
import type { PricingIssue } from './pricing-rules.ts';

const now = new Date('2026-11-20T02:00:00Z');
const sample: PcbSpecInput = { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 };

function findErrors(spec: PcbSpecInput): PricingIssue[] {
  const result = quotePcb(spec, defaultPriceBook, now);
  return result.ok ? [] : result.errors;
}

function findReviewReasons(spec: PcbSpecInput): PricingIssue[] {
  const result = quotePcb(spec, defaultPriceBook, now);
  if (!result.ok) throw new Error(`not priced: ${JSON.stringify(result.errors)}`);
  expect(result.quote.needsReview).toBe(result.quote.reviewReasons.length > 0);
  return result.quote.reviewReasons;
}

// Validation errors (no price): each rule just inside (no error) and just outside (this error).
const errorCases: { name: string; inside: PcbSpecInput; outside: PcbSpecInput; error: PricingIssue }[] = [
  {
    name: 'board length at least 5 mm',
    inside: { ...sample, boardLength: 5 },
    outside: { ...sample, boardLength: 4.9 },
    error: { field: 'boardLength', rule: 'range', params: { min: 5, max: 600, unit: 'mm' } },
  },
  {
    name: 'board width at least 5 mm',
    inside: { ...sample, boardWidth: 5 },
    outside: { ...sample, boardWidth: 4.9 },
    error: { field: 'boardWidth', rule: 'range', params: { min: 5, max: 600, unit: 'mm' } },
  },
  {
    name: 'long side at most 1200 mm',
    inside: { ...sample, boardLength: 1200, boardNumber: 1 },
    outside: { ...sample, boardLength: 1201, boardNumber: 1 },
    error: { field: 'boardLength', rule: 'range', params: { min: 5, max: 1200, unit: 'mm' } },
  },
  {
    name: 'short side at most 600 mm',
    inside: { ...sample, boardLength: 1200, boardWidth: 600, boardNumber: 1 },
    outside: { ...sample, boardLength: 1200, boardWidth: 601, boardNumber: 1 },
    error: { field: 'boardWidth', rule: 'range', params: { min: 5, max: 600, unit: 'mm' } },
  },
  {
    name: 'a board entered the other way round has the same limits',
    inside: { ...sample, boardLength: 600, boardWidth: 1200, boardNumber: 1 },
    outside: { ...sample, boardLength: 601, boardWidth: 1200, boardNumber: 1 },
    error: { field: 'boardLength', rule: 'range', params: { min: 5, max: 600, unit: 'mm' } },
  },
  {
    name: 'at most 30 layers',
    inside: { ...sample, layers: 30 },
    outside: { ...sample, layers: 31 },
    error: { field: 'layers', rule: 'range', params: { min: 1, max: 30, unit: '' } },
  },
  {
    name: 'at least 1 layer',
    inside: { ...sample, layers: 1 },
    outside: { ...sample, layers: 0 },
    error: { field: 'layers', rule: 'range', params: { min: 1, max: 30, unit: '' } },
  },
  {
    name: 'even layers above 2',
    inside: { ...sample, layers: 4 },
    outside: { ...sample, layers: 3 },
    error: { field: 'layers', rule: 'layersEven', params: { above: 2 } },
  },
  {
    name: 'whole layers',
    inside: { ...sample, layers: 2 },
    outside: { ...sample, layers: 2.5 },
    error: { field: 'layers', rule: 'integer', params: {} },
  },
  {
    name: 'FPC has 1, 2 or 4 layers',
    inside: { ...sample, material: 'FPC', layers: 4 },
    outside: { ...sample, material: 'FPC', layers: 6 },
    error: { field: 'layers', rule: 'layersForMaterial', params: { material: 'FPC', allowed: [1, 2, 4] } },
  },
  {
    name: 'aluminium has 1 or 2 layers',
    inside: { ...sample, material: 'ALUMINUM', layers: 2 },
    outside: { ...sample, material: 'ALUMINUM', layers: 4 },
    error: { field: 'layers', rule: 'layersForMaterial', params: { material: 'ALUMINUM', allowed: [1, 2] } },
  },
  {
    name: 'copper base has 1 layer',
    inside: { ...sample, material: 'COPPER', layers: 1 },
    outside: { ...sample, material: 'COPPER', layers: 2 },
    error: { field: 'layers', rule: 'layersForMaterial', params: { material: 'COPPER', allowed: [1] } },
  },
  {
    name: 'Rogers has 2 or 4 layers',
    inside: { ...sample, material: 'ROGERS', layers: 2 },
    outside: { ...sample, material: 'ROGERS', layers: 1 },
    error: { field: 'layers', rule: 'layersForMaterial', params: { material: 'ROGERS', allowed: [2, 4] } },
  },
  ...[1.4, 2.2, 0.35, 5.1, 0.05, 0.45].map((thickness) => ({
    name: `thickness ${thickness} is not offered`,
    inside: { ...sample, thickness: 1.2 },
    outside: { ...sample, thickness },
    error: {
      field: 'thickness',
      rule: 'thicknessNotOffered' as const,
      params: { standard: [0.4, 0.6, 0.8, 1.0, 1.2, 1.6, 2.0], special: ['0.1–0.3', '2.4–5.0'], step: 0.1, unit: 'mm' },
    },
  })),
  {
    name: 'FPC thickness set',
    inside: { ...sample, material: 'FPC', thickness: 0.25 },
    outside: { ...sample, material: 'FPC', thickness: 0.4 },
    error: { field: 'thickness', rule: 'oneOf', params: { values: [0.1, 0.12, 0.15, 0.2, 0.25, 0.3], unit: 'mm' } },
  },
  {
    name: 'FPC has no TG grade to choose (TG150)',
    inside: { ...sample, material: 'FPC', tg: 'TG130' },
    outside: { ...sample, material: 'FPC', tg: 'TG150' },
    error: { field: 'tg', rule: 'notForMaterial', params: { material: 'FPC', value: 'TG150', allowed: ['TG130'] } },
  },
  {
    name: 'FPC has no TG grade to choose (TG170)',
    inside: { ...sample, material: 'FR4', tg: 'TG170' },
    outside: { ...sample, material: 'FPC', tg: 'TG170' },
    error: { field: 'tg', rule: 'notForMaterial', params: { material: 'FPC', value: 'TG170', allowed: ['TG130'] } },
  },
  {
    name: 'FPC is not finished with leaded HASL',
    inside: { ...sample, material: 'FPC', surfaceFinish: 'enig' },
    outside: { ...sample, material: 'FPC', surfaceFinish: 'hasl_leaded' },
    error: {
      field: 'surfaceFinish',
      rule: 'notForMaterial',
      params: { material: 'FPC', value: 'hasl_leaded', allowed: ['enig'] },
    },
  },
  {
    name: 'FPC is not finished with lead-free HASL',
    inside: { ...sample, material: 'FR4', surfaceFinish: 'hasl_lead_free' },
    outside: { ...sample, material: 'FPC', surfaceFinish: 'hasl_lead_free' },
    error: {
      field: 'surfaceFinish',
      rule: 'notForMaterial',
      params: { material: 'FPC', value: 'hasl_lead_free', allowed: ['enig'] },
    },
  },
  {
    name: 'outer copper at most 8 oz',
    inside: { ...sample, copperOuter: 8 },
    outside: { ...sample, copperOuter: 8.5 },
    error: { field: 'copperOuter', rule: 'range', params: { min: 1, max: 8, unit: 'oz' } },
  },
  {
    name: 'outer copper at least 1 oz',
    inside: { ...sample, copperOuter: 1 },
    outside: { ...sample, copperOuter: 0.5 },
    error: { field: 'copperOuter', rule: 'range', params: { min: 1, max: 8, unit: 'oz' } },
  },
  {
    name: 'inner copper at most 6 oz',
    inside: { ...sample, layers: 4, copperInner: 6 },
    outside: { ...sample, layers: 4, copperInner: 7 },
    error: { field: 'copperInner', rule: 'range', params: { min: 0.5, max: 6, unit: 'oz' } },
  },
  {
    name: 'inner copper at least 0.5 oz',
    inside: { ...sample, layers: 4, copperInner: 0.5 },
    outside: { ...sample, layers: 4, copperInner: 0.25 },
    error: { field: 'copperInner', rule: 'range', params: { min: 0.5, max: 6, unit: 'oz' } },
  },
  {
    name: 'track/space at least 3 mil',
    inside: { ...sample, minTrace: 3 },
    outside: { ...sample, minTrace: 2.9 },
    error: { field: 'minTrace', rule: 'min', params: { min: 3, unit: 'mil' } },
  },
  {
    name: 'HDI laser order at most 5',
    inside: { ...sample, layers: 4, specialProcesses: ['hdi'], hdiOrder: 5 },
    outside: { ...sample, layers: 4, specialProcesses: ['hdi'], hdiOrder: 6 },
    error: { field: 'hdiOrder', rule: 'range', params: { min: 1, max: 5, unit: '' } },
  },
  {
    name: 'HDI laser order at least 1',
    inside: { ...sample, layers: 4, specialProcesses: ['hdi'], hdiOrder: 1 },
    outside: { ...sample, layers: 4, specialProcesses: ['hdi'], hdiOrder: 0 },
    error: { field: 'hdiOrder', rule: 'range', params: { min: 1, max: 5, unit: '' } },
  },
  {
    name: 'V-cut at most 100 lines',
    inside: { ...sample, boardType: 'panel', vCutLines: 100 },
    outside: { ...sample, boardType: 'panel', vCutLines: 101 },
    error: { field: 'vCutLines', rule: 'range', params: { min: 0, max: 100, unit: '' } },
  },
  {
    name: 'blind/buried vias from 4 layers',
    inside: { ...sample, layers: 4, specialProcesses: ['blind_buried_via'] },
    outside: { ...sample, layers: 2, specialProcesses: ['blind_buried_via'] },
    error: {
      field: 'specialProcesses',
      rule: 'processNeedsLayers',
      params: { process: 'blind_buried_via', minLayers: 4 },
    },
  },
  {
    name: 'gold thickness 1–3 µ" with ENIG',
    inside: { ...sample, surfaceFinish: 'enig', goldThickness: 3 },
    outside: { ...sample, surfaceFinish: 'enig', goldThickness: 4 },
    error: { field: 'goldThickness', rule: 'range', params: { min: 1, max: 3, unit: 'µ"' } },
  },
  {
    name: 'at least one board',
    inside: { ...sample, boardNumber: 1 },
    outside: { ...sample, boardNumber: 0 },
    error: { field: 'boardNumber', rule: 'min', params: { min: 1, unit: 'pcs' } },
  },
  {
    name: 'whole boards',
    inside: { ...sample, boardNumber: 2 },
    outside: { ...sample, boardNumber: 1.5 },
    error: { field: 'boardNumber', rule: 'integer', params: {} },
  },
  {
    name: 'at least one design',
    inside: { ...sample, designDocuments: 1 },
    outside: { ...sample, designDocuments: 0 },
    error: { field: 'designDocuments', rule: 'min', params: { min: 1, unit: '' } },
  },
  {
    name: 'minimum hole above zero',
    inside: { ...sample, minHole: 0.1 },
    outside: { ...sample, minHole: 0 },
    error: { field: 'minHole', rule: 'positive', params: {} },
  },
  {
    name: '24h: at most 5 m²',
    inside: { ...sample, boardNumber: 500, delivery: '24h' },
    outside: { ...sample, boardNumber: 501, delivery: '24h' },
    error: {
      field: 'delivery',
      rule: 'deliveryNotAllowed',
      params: {
        delivery: '24h',
        materials: ['FR4'],
        minLayers: 1,
        maxLayers: 6,
        maxAreaM2: 5,
        isSampleOnly: false,
      },
    },
  },
  {
    name: '24h: at most 6 layers',
    inside: { ...sample, layers: 6, delivery: '24h' },
    outside: { ...sample, layers: 8, delivery: '24h' },
    error: {
      field: 'delivery',
      rule: 'deliveryNotAllowed',
      params: {
        delivery: '24h',
        materials: ['FR4'],
        minLayers: 1,
        maxLayers: 6,
        maxAreaM2: 5,
        isSampleOnly: false,
      },
    },
  },
  {
    name: '24h: FR-4 only',
    inside: { ...sample, material: 'FR4', delivery: '24h' },
    outside: { ...sample, material: 'FR4_HB', delivery: '24h' },
    error: {
      field: 'delivery',
      rule: 'deliveryNotAllowed',
      params: {
        delivery: '24h',
        materials: ['FR4'],
        minLayers: 1,
        maxLayers: 6,
        maxAreaM2: 5,
        isSampleOnly: false,
      },
    },
  },
  {
    name: '12h: samples only',
    inside: { ...sample, boardNumber: 50, delivery: '12h' },
    outside: { ...sample, boardNumber: 51, delivery: '12h' },
    error: {
      field: 'delivery',
      rule: 'deliveryNotAllowed',
      params: {
        delivery: '12h',
        materials: ['FR4'],
        minLayers: 1,
        maxLayers: 4,
        maxAreaM2: null,
        isSampleOnly: true,
      },
    },
  },
  {
    name: '12h: at most 4 layers',
    inside: { ...sample, layers: 4, delivery: '12h' },
    outside: { ...sample, layers: 6, delivery: '12h' },
    error: {
      field: 'delivery',
      rule: 'deliveryNotAllowed',
      params: {
        delivery: '12h',
        materials: ['FR4'],
        minLayers: 1,
        maxLayers: 4,
        maxAreaM2: null,
        isSampleOnly: true,
      },
    },
  },
  {
    name: '8h: 1–2 layers',
    inside: { ...sample, layers: 1, delivery: '8h' },
    outside: { ...sample, layers: 4, delivery: '8h' },
    error: {
      field: 'delivery',
      rule: 'deliveryNotAllowed',
      params: {
        delivery: '8h',
        materials: ['FR4'],
        minLayers: 1,
        maxLayers: 2,
        maxAreaM2: null,
        isSampleOnly: true,
      },
    },
  },
  {
    name: '8h: samples only (1 m² is still a sample)',
    inside: { ...sample, boardLength: 200, boardWidth: 100, boardNumber: 50, delivery: '8h' },
    outside: { ...sample, boardLength: 201, boardWidth: 100, boardNumber: 50, delivery: '8h' },
    error: {
      field: 'delivery',
      rule: 'deliveryNotAllowed',
      params: {
        delivery: '8h',
        materials: ['FR4'],
        minLayers: 1,
        maxLayers: 2,
        maxAreaM2: null,
        isSampleOnly: true,
      },
    },
  },
];

describe('PCB validation errors (pricing.md §1.4)', () => {
  it.each(errorCases)('$name', ({ inside, outside, error }) => {
    expect(findErrors(inside)).toEqual([]);
    expect(findErrors(outside)).toEqual([error]);
  });

  it('asks for each of the four required fields', () => {
    const spec = { layers: undefined, boardLength: Number.NaN, boardWidth: 100 } as unknown as PcbSpecInput;
    expect(findErrors(spec).map((issue) => [issue.field, issue.rule])).toEqual([
      ['layers', 'required'],
      ['boardLength', 'required'],
      ['boardNumber', 'required'],
    ]);
  });

  it('refuses unknown option values, naming the allowed ones', () => {
    const spec = {
      ...sample,
      material: 'PAPER',
      solderMask: 'pink',
      specialProcesses: ['magic'],
    } as unknown as PcbSpecInput;
    expect(findErrors(spec)).toEqual([
      {
        field: 'material',
        rule: 'oneOf',
        params: { values: ['FR4', 'FR4_HB', 'ALUMINUM', 'COPPER', 'FPC', 'ROGERS'] },
      },
      {
        field: 'solderMask',
        rule: 'oneOf',
        params: { values: ['green', 'red', 'yellow', 'blue', 'white', 'black', 'matte_black'] },
      },
      {
        field: 'specialProcesses',
        rule: 'oneOf',
        params: {
          values: ['impedance', 'blind_buried_via', 'hdi', 'gold_fingers', 'castellated_holes', 'edge_plating'],
        },
      },
    ]);
  });

  it('ignores the gold thickness without ENIG and the HDI order without HDI', () => {
    expect(findErrors({ ...sample, goldThickness: 9, hdiOrder: 9 })).toEqual([]);
  });

  it('never prices an invalid spec', () => {
    const result = quotePcb({ ...sample, layers: 3 }, defaultPriceBook, now);
    expect(result).toEqual({ ok: false, errors: [{ field: 'layers', rule: 'layersEven', params: { above: 2 } }] });
  });
});

// Review reasons (priced, but waits for engineering review): just inside the standard work (none), just beyond (this).
const reviewCases: { name: string; standard: PcbSpecInput; beyond: PcbSpecInput; reason: PricingIssue }[] = [
  {
    name: 'special thickness above 2.4 mm',
    standard: { ...sample, thickness: 2.4 },
    beyond: { ...sample, thickness: 2.5 },
    reason: {
      field: 'thickness',
      rule: 'thicknessNeedsReview',
      params: { thickness: 2.5, pricedAs: 2.0, below: 0.4, above: 2.4 },
    },
  },
  {
    name: 'special thickness up to 5.0 mm',
    standard: { ...sample, thickness: 2.0 },
    beyond: { ...sample, thickness: 5.0 },
    reason: {
      field: 'thickness',
      rule: 'thicknessNeedsReview',
      params: { thickness: 5.0, pricedAs: 2.0, below: 0.4, above: 2.4 },
    },
  },
  {
    name: 'special thickness below 0.4 mm',
    standard: { ...sample, thickness: 0.4 },
    beyond: { ...sample, thickness: 0.3 },
    reason: {
      field: 'thickness',
      rule: 'thicknessNeedsReview',
      params: { thickness: 0.3, pricedAs: 0.4, below: 0.4, above: 2.4 },
    },
  },
  {
    name: 'special thickness down to 0.1 mm',
    standard: { ...sample, thickness: 0.6 },
    beyond: { ...sample, thickness: 0.1 },
    reason: {
      field: 'thickness',
      rule: 'thicknessNeedsReview',
      params: { thickness: 0.1, pricedAs: 0.4, below: 0.4, above: 2.4 },
    },
  },
  {
    name: 'outer copper above 2 oz',
    standard: { ...sample, copperOuter: 2, minTrace: 6 },
    beyond: { ...sample, copperOuter: 2.5, minTrace: 6 },
    reason: { field: 'copperOuter', rule: 'copperNeedsReview', params: { value: 2.5, limit: 2 } },
  },
  {
    name: 'inner copper above 2 oz (4+ layers)',
    standard: { ...sample, layers: 4, copperInner: 2, minTrace: 6 },
    beyond: { ...sample, layers: 4, copperInner: 3, minTrace: 6 },
    reason: { field: 'copperInner', rule: 'copperNeedsReview', params: { value: 3, limit: 2 } },
  },
  {
    name: 'track finer than 4/4 mil at 1 oz',
    standard: { ...sample, minTrace: 4 },
    beyond: { ...sample, minTrace: 3.5 },
    reason: { field: 'minTrace', rule: 'traceNeedsReview', params: { minTrace: 3.5, copperOz: 1, limit: 4 } },
  },
  {
    name: 'track finer than 6/6 mil at 2 oz',
    standard: { ...sample, copperOuter: 2, minTrace: 6 },
    beyond: { ...sample, copperOuter: 2, minTrace: 5 },
    reason: { field: 'minTrace', rule: 'traceNeedsReview', params: { minTrace: 5, copperOz: 2, limit: 6 } },
  },
  {
    name: 'thick inner copper sets the track limit',
    standard: { ...sample, layers: 4, copperInner: 1, minTrace: 4 },
    beyond: { ...sample, layers: 4, copperInner: 2, minTrace: 4 },
    reason: { field: 'minTrace', rule: 'traceNeedsReview', params: { minTrace: 4, copperOz: 2, limit: 6 } },
  },
];

describe('PCB review reasons (pricing.md §1.4)', () => {
  it.each(reviewCases)('$name', ({ standard, beyond, reason }) => {
    expect(findReviewReasons(standard)).toEqual([]);
    expect(findReviewReasons(beyond)).toContainEqual(reason);
  });

  it('prices a board that needs review and says so', () => {
    const result = quotePcb({ ...sample, thickness: 3.2, copperOuter: 3 }, defaultPriceBook, now);
    if (!result.ok) throw new Error('not priced');
    expect(result.quote.needsReview).toBe(true);
    expect(result.quote.reviewReasons.map((reason) => reason.rule)).toEqual([
      'thicknessNeedsReview',
      'copperNeedsReview',
    ]);
    expect(result.quote.lines.boardFee).toBe(30 + 100 + 50);
  });

  it('does not review inner copper of a double-sided board', () => {
    expect(findReviewReasons({ ...sample, copperInner: 3 })).toEqual([]);
  });
});
