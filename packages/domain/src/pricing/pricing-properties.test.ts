import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pcbDeliveries,
  pcbMaterials,
  solderMasks,
  specialProcesses,
  surfaceFinishes,
  testMethods,
  tgGrades,
} from './options.ts';
import { quotePcb } from './pcb.ts';
import type { PcbSpecInput } from './pcb-spec.ts';
import { findAreaTier } from './pcb-validation.ts';
import { defaultPriceBook } from './price-book.ts';
import type { QuoteResult } from './quote.ts';
import { quoteSmt } from './smt.ts';
import { findPlacementRate } from './smt-steps.ts';
import { quoteStencil } from './stencil.ts';

const now = new Date('2026-11-20T02:00:00Z');
const book = defaultPriceBook;

const pcbSpec = fc.record(
  {
    layers: fc.constantFrom(1, 2, 4, 6, 8, 10, 12, 20, 30),
    boardLength: fc.integer({ min: 5, max: 1200 }),
    boardWidth: fc.integer({ min: 5, max: 600 }),
    boardNumber: fc.integer({ min: 1, max: 3000 }),
    material: fc.constantFrom(...pcbMaterials),
    designDocuments: fc.integer({ min: 1, max: 5 }),
    thickness: fc.constantFrom(0.1, 0.3, 0.4, 0.8, 1.0, 1.6, 2.0, 2.4, 3.2, 5.0),
    tg: fc.constantFrom(...tgGrades),
    copperOuter: fc.constantFrom(1, 2, 3, 8),
    copperInner: fc.constantFrom(0.5, 1, 2, 6),
    minTrace: fc.constantFrom(3, 4, 6, 8),
    solderMask: fc.constantFrom(...solderMasks),
    surfaceFinish: fc.constantFrom(...surfaceFinishes),
    goldThickness: fc.constantFrom(1, 2, 3),
    testMethod: fc.constantFrom(...testMethods),
    specialProcesses: fc.subarray([...specialProcesses]),
    hdiOrder: fc.integer({ min: 1, max: 5 }),
    ulMark: fc.boolean(),
    dateCode: fc.boolean(),
    productionDraftConfirm: fc.boolean(),
    orderNumberMark: fc.constantFrom('default', 'specified_position', 'none'),
    delivery: fc.constantFrom(...pcbDeliveries),
    invoiceType: fc.constantFrom('none', 'ordinary', 'special'),
  },
  { requiredKeys: ['layers', 'boardLength', 'boardWidth', 'boardNumber'] },
) as fc.Arbitrary<PcbSpecInput>;

/** Checks the arithmetic of any priced answer: fee lines − subtracted + tax = total, items add up, nothing negative. */
function expectConsistent<L extends string>(result: QuoteResult<L>, subtracted: readonly string[]): void {
  if (!result.ok) return;
  const linesFen = result.linesFen as Record<string, number>;
  let sum = 0;
  for (const [line, fen] of Object.entries(linesFen)) {
    expect(Number.isInteger(fen)).toBe(true);
    expect(fen).toBeGreaterThanOrEqual(0);
    if (line !== 'total') sum += subtracted.includes(line) ? -fen : fen;
  }
  expect(sum).toBe(linesFen.total);
  const itemsFen: Record<string, number> = {};
  for (const item of result.quote.items) {
    expect(item.amount).toBeGreaterThan(0);
    itemsFen[item.line] = (itemsFen[item.line] ?? 0) + Math.round(item.amount * 100);
  }
  for (const [line, fen] of Object.entries(linesFen)) {
    if (line !== 'total') expect(itemsFen[line] ?? 0).toBe(fen);
    const yuan = (result.quote.lines as Record<string, number>)[line] ?? Number.NaN;
    expect(Math.round(yuan * 100)).toBe(fen);
    expect(Math.abs(yuan * 100 - fen)).toBeLessThan(1e-6);
  }
}

describe('PCB properties', () => {
  it('lines always add up to the total, items to their line, nothing negative', () => {
    fc.assert(
      fc.property(pcbSpec, (spec) => {
        expectConsistent(quotePcb(spec, book, now), ['discount']);
      }),
      { numRuns: 500 },
    );
  });

  it('prices plenty of generated specs (the generator is not all errors)', () => {
    const samples = fc.sample(pcbSpec, { numRuns: 300, seed: 42 });
    const priced = samples.filter((spec) => quotePcb(spec, book, now).ok).length;
    expect(priced).toBeGreaterThan(50);
  });

  it('never prices an invalid spec', () => {
    const breakSpec = fc.oneof(
      fc.record({ boardLength: fc.double({ min: 1201, max: 1e5, noNaN: true }) }),
      fc.record({ boardWidth: fc.double({ min: -100, max: 4.99, noNaN: true }) }),
      fc.record({ layers: fc.constantFrom(0, 3, 5, 31, 32, 1.5, -2) }),
      fc.record({ boardNumber: fc.constantFrom(0, -1, 2.5) }),
      fc.record({ thickness: fc.constantFrom(0.05, 0.5, 1.4, 2.2, 5.1, 7) }),
      fc.record({ copperOuter: fc.constantFrom(0, 0.5, 9) }),
      fc.record({ minTrace: fc.constantFrom(0, 1, 2.9) }),
      fc.record({ material: fc.constant('PAPER') }),
      fc.record({ boardLength: fc.constant(Number.NaN) }),
    );
    fc.assert(
      fc.property(pcbSpec, breakSpec, (spec, broken) => {
        const material = 'material' in broken ? broken.material : spec.material === 'FPC' ? 'FR4' : spec.material;
        const result = quotePcb({ ...spec, material, ...broken } as PcbSpecInput, book, now);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
        expect('quote' in result).toBe(false);
      }),
    );
  });

  it('a larger quantity never lowers the total within one mode and area tier', () => {
    fc.assert(
      fc.property(pcbSpec, fc.integer({ min: 1, max: 500 }), (spec, more) => {
        const smaller = quotePcb(spec, book, now);
        const larger = quotePcb({ ...spec, boardNumber: spec.boardNumber + more }, book, now);
        if (!smaller.ok || !larger.ok) return;
        const tier = (areaM2: number) => findAreaTier(areaM2, book.pcb);
        const isDiscounted = (areaM2: number) => areaM2 >= book.pcb.discount.fromAreaM2;
        const a = smaller.quote;
        const b = larger.quote;
        if (a.mode !== b.mode || tier(a.areaM2) !== tier(b.areaM2) || isDiscounted(a.areaM2) !== isDiscounted(b.areaM2))
          return;
        expect(larger.linesFen.total).toBeGreaterThanOrEqual(smaller.linesFen.total);
      }),
      { numRuns: 500 },
    );
  });
});

const smtSpec = fc.record(
  {
    componentsNumber: fc.integer({ min: 1, max: 5000 }),
    boardsNumber: fc.integer({ min: 1, max: 5000 }),
    processRequirement: fc.constantFrom('smt_single', 'smt_double', 'smt_dip'),
    dipPoints: fc.integer({ min: 0, max: 200 }),
    stencilNeeded: fc.boolean(),
    conformalCoating: fc.boolean(),
    componentBaking: fc.boolean(),
    bakingTime: fc.integer({ min: 0, max: 48 }),
    delivery: fc.constantFrom('standard', '48h', '24h'),
    invoiceType: fc.constantFrom('none', 'ordinary', 'special'),
  },
  { requiredKeys: ['componentsNumber', 'boardsNumber'] },
) as fc.Arbitrary<Parameters<typeof quoteSmt>[0]>;

describe('SMT and stencil properties', () => {
  it('SMT lines add up and nothing is negative', () => {
    fc.assert(
      fc.property(smtSpec, (spec) => expectConsistent(quoteSmt(spec, book, now), [])),
      { numRuns: 300 },
    );
  });

  it('more boards never lower the SMT total within one mode and placement tier', () => {
    fc.assert(
      fc.property(smtSpec, fc.integer({ min: 1, max: 500 }), (spec, more) => {
        const smaller = quoteSmt(spec, book, now);
        const larger = quoteSmt({ ...spec, boardsNumber: spec.boardsNumber + more }, book, now);
        if (!smaller.ok || !larger.ok || smaller.quote.mode !== larger.quote.mode) return;
        const rate = (boards: number) => findPlacementRate(spec.componentsNumber * boards, book.smt);
        if (rate(spec.boardsNumber) !== rate(spec.boardsNumber + more)) return;
        expect(larger.linesFen.total).toBeGreaterThanOrEqual(smaller.linesFen.total);
      }),
      { numRuns: 300 },
    );
  });

  it('stencil lines add up', () => {
    const stencilSpec = fc.record({
      type: fc.constantFrom('framed', 'frameless', 'step'),
      size: fc.constantFrom('370x470', '420x520', '450x550', '550x650', '584x584', '736x736'),
      nanoTreatment: fc.boolean(),
      productionMethod: fc.constantFrom('laser', 'electroform'),
      polishProcess: fc.constantFrom('none', 'electropolish'),
      markRequirement: fc.constantFrom('none', 'half_etch', 'laser_mark'),
      number: fc.integer({ min: 1, max: 100 }),
      invoiceType: fc.constantFrom('none', 'ordinary', 'special'),
    }) as fc.Arbitrary<Parameters<typeof quoteStencil>[0]>;
    fc.assert(
      fc.property(stencilSpec, (spec) => expectConsistent(quoteStencil(spec, book, now), [])),
      { numRuns: 300 },
    );
  });
});
