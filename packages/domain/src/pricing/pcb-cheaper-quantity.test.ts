import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pcbDeliveries, pcbMaterials, solderMasks, surfaceFinishes, testMethods } from './options.ts';
import { quotePcb } from './pcb.ts';
import { findCheaperPcbQuantity } from './pcb-cheaper-quantity.ts';
import type { PcbSpecInput } from './pcb-spec.ts';
import { defaultPriceBook } from './price-book.ts';

const now = new Date('2026-11-20T02:00:00Z');
const book = defaultPriceBook;
const maxQuantity = 1_000_000;
const fourLayersEnig: PcbSpecInput = {
  layers: 4,
  boardLength: 120,
  boardWidth: 80,
  boardNumber: 520,
  surfaceFinish: 'enig',
};
const twoLayers: PcbSpecInput = { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 };

const totalAt = (spec: PcbSpecInput, boardNumber: number) => {
  const result = quotePcb({ ...spec, boardNumber }, book, now);
  if (!result.ok) throw new Error(`not priced at ${boardNumber}`);
  return result.quote.lines.total;
};

// Totals by hand from docs/pricing.md (issue 11 names the first four): 4 layers 120 × 80 mm ENIG is 9 600 mm² a board.
const cases: {
  name: string;
  spec: PcbSpecInput;
  boardNumber: number;
  max?: number;
  expected: { quantity: number; total: number; saving: number } | null;
}[] = [
  {
    name: '520 pcs (4.992 m², < 5 m² at 800/m²: ¥4 992.32) → 521 pcs (5.0016 m², 498/m²: ¥3 491.05)',
    spec: fourLayersEnig,
    boardNumber: 520,
    expected: { quantity: 521, total: 3491.05, saving: 1501.27 },
  },
  {
    name: '50 pcs sample (¥772.00) → 51 pcs batch (¥741.68)',
    spec: fourLayersEnig,
    boardNumber: 50,
    expected: { quantity: 51, total: 741.68, saving: 30.32 },
  },
  {
    name: '49 pcs sample (¥758.56) → 51 pcs batch',
    spec: fourLayersEnig,
    boardNumber: 49,
    expected: { quantity: 51, total: 741.68, saving: 16.88 },
  },
  {
    name: '45 pcs sample (¥704.80) costs less than any larger quantity',
    spec: fourLayersEnig,
    boardNumber: 45,
    expected: null,
  },
  {
    name: '358 pcs (¥3 499.33) → 521 pcs, the lowest quantity that undercuts it',
    spec: fourLayersEnig,
    boardNumber: 358,
    expected: { quantity: 521, total: 3491.05, saving: 8.28 },
  },
  { name: '357 pcs (¥3 490.11) is below ¥3 491.05 of 521 pcs', spec: fourLayersEnig, boardNumber: 357, expected: null },
  {
    name: '521 pcs: the next start (10 m² discount) costs more',
    spec: fourLayersEnig,
    boardNumber: 521,
    expected: null,
  },
  {
    name: '1 041 pcs (¥6 775.78) → 1 042 pcs with the 10 % discount from 10 m² (¥6 283.94)',
    spec: fourLayersEnig,
    boardNumber: 1041,
    expected: { quantity: 1042, total: 6283.94, saving: 491.84 },
  },
  {
    name: '2 layers 100 × 100 mm: 999 pcs (¥3 696.40) → 1 000 pcs, 10 m² with the discount (¥3 380.00)',
    spec: twoLayers,
    boardNumber: 999,
    expected: { quantity: 1000, total: 3380, saving: 316.4 },
  },
  {
    name: '2 layers 100 × 100 mm, 5 pcs (¥30.00): nothing larger is cheaper',
    spec: twoLayers,
    boardNumber: 5,
    expected: null,
  },
  {
    name: 'a cheaper quantity above the bound is not offered',
    spec: fourLayersEnig,
    boardNumber: 520,
    max: 520,
    expected: null,
  },
  {
    name: 'an invalid spec has no offer',
    spec: { ...fourLayersEnig, boardLength: 3 },
    boardNumber: 520,
    expected: null,
  },
  {
    name: 'a spec valid only as a sample (12 h) is offered no batch quantity',
    spec: { ...fourLayersEnig, delivery: '12h' },
    boardNumber: 50,
    expected: null,
  },
];

describe('a larger quantity that costs less', () => {
  it.each(cases)('$name', ({ spec, boardNumber, max, expected }) => {
    const found = findCheaperPcbQuantity({ ...spec, boardNumber }, book, now, max ?? maxQuantity);
    if (expected === null) {
      expect(found).toBeNull();
      return;
    }
    expect(found).toEqual({
      quantity: expected.quantity,
      total: expected.total,
      saving: expected.saving,
      totalFen: Math.round(expected.total * 100),
      savingFen: Math.round(expected.saving * 100),
    });
    // The figures are the engine's own totals.
    expect(totalAt(spec, expected.quantity)).toBe(expected.total);
    expect(Math.round((totalAt(spec, boardNumber) - expected.total) * 100)).toBe(Math.round(expected.saving * 100));
  });

  it('the totals of issue 11 hold: 520 pcs ¥4 992.32, 521 pcs ¥3 491.05, 50 pcs ¥772.00, 51 pcs ¥741.68', () => {
    expect([520, 521, 50, 51].map((quantity) => totalAt(fourLayersEnig, quantity))).toEqual([
      4992.32, 3491.05, 772, 741.68,
    ]);
  });
});

// Any spec, with its quantity drawn as an area up to 30 m² (so that the mode, tier and discount starts are crossed
// often) and FR-4 at standard delivery more often than the rest (most other choices are refused at some sizes).
const pcbSpec = fc
  .record(
    {
      layers: fc.constantFrom(1, 2, 4, 6, 8, 10),
      boardLength: fc.integer({ min: 5, max: 600 }),
      boardWidth: fc.integer({ min: 5, max: 600 }),
      areaCm2: fc.integer({ min: 1, max: 300_000 }),
      material: fc.oneof(fc.constant('FR4' as const), fc.constantFrom(...pcbMaterials)),
      thickness: fc.constantFrom(0.4, 1.0, 1.6, 2.0),
      solderMask: fc.constantFrom(...solderMasks),
      surfaceFinish: fc.constantFrom(...surfaceFinishes),
      testMethod: fc.constantFrom(...testMethods),
      delivery: fc.oneof(fc.constant('standard' as const), fc.constantFrom(...pcbDeliveries)),
      invoiceType: fc.constantFrom('none', 'ordinary', 'special'),
    },
    { requiredKeys: ['layers', 'boardLength', 'boardWidth', 'areaCm2'] },
  )
  .map(({ areaCm2, ...spec }): PcbSpecInput => {
    const boardNumber = Math.max(1, Math.round((areaCm2 * 100) / (spec.boardLength * spec.boardWidth)));
    return { ...spec, boardNumber } as PcbSpecInput;
  });

describe('properties of the offer', () => {
  it('any offer is a larger quantity within the bound whose total, by quotePcb, is strictly lower', () => {
    let offers = 0;
    fc.assert(
      fc.property(pcbSpec, fc.integer({ min: 1, max: 200_000 }), (spec, bound) => {
        const found = findCheaperPcbQuantity(spec, book, now, bound);
        if (found === null) return;
        offers += 1;
        const current = quotePcb(spec, book, now);
        const larger = quotePcb({ ...spec, boardNumber: found.quantity }, book, now);
        expect(current.ok && larger.ok).toBe(true);
        if (!current.ok || !larger.ok) return;
        expect(found.quantity).toBeGreaterThan(spec.boardNumber);
        expect(found.quantity).toBeLessThanOrEqual(bound);
        expect(larger.linesFen.total).toBeLessThan(current.linesFen.total);
        expect(found.totalFen).toBe(larger.linesFen.total);
        expect(found.savingFen).toBe(current.linesFen.total - larger.linesFen.total);
        expect(found.total).toBe(larger.quote.lines.total);
      }),
      { numRuns: 1000 },
    );
    // The generator reaches cliffs often enough for the property to say something (about 30 in 1 000 runs).
    expect(offers).toBeGreaterThan(10);
  });

  it('no quantity between the spec and the offer (or the bound, without one) is cheaper: checked one by one', () => {
    // Sizes and quantities near the 1 m² / 50 pcs and 5 m² starts, so that a brute-force walk of 1 500 quantities
    // crosses them.
    const nearCliffs = fc.record({
      layers: fc.constantFrom(1, 2, 4, 6),
      boardLength: fc.integer({ min: 50, max: 300 }),
      boardWidth: fc.integer({ min: 50, max: 200 }),
      boardNumber: fc.integer({ min: 1, max: 1200 }),
      surfaceFinish: fc.constantFrom(...surfaceFinishes),
    }) as fc.Arbitrary<PcbSpecInput>;
    fc.assert(
      fc.property(nearCliffs, fc.integer({ min: 1, max: 1500 }), (spec, more) => {
        const bound = spec.boardNumber + more;
        const found = findCheaperPcbQuantity(spec, book, now, bound);
        const current = quotePcb(spec, book, now);
        if (!current.ok) return;
        let firstCheaper: number | null = null;
        for (let quantity = spec.boardNumber + 1; quantity <= bound && firstCheaper === null; quantity += 1) {
          const larger = quotePcb({ ...spec, boardNumber: quantity }, book, now);
          if (larger.ok && larger.linesFen.total < current.linesFen.total) firstCheaper = quantity;
        }
        expect(found?.quantity ?? null).toBe(firstCheaper);
      }),
      { numRuns: 60 },
    );
  });
});
