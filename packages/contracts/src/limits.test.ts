import { pcbMaterials, specialProcesses, stencilSizes, surfaceFinishes } from '@boardforge/domain/pricing/options.ts';
import { quotePcb } from '@boardforge/domain/pricing/pcb.ts';
import { findBoardRates } from '@boardforge/domain/pricing/pcb-board-rates.ts';
import { findAreaTier } from '@boardforge/domain/pricing/pcb-validation.ts';
import { defaultPriceBook as book } from '@boardforge/domain/pricing/price-book.ts';
import type { QuoteResult } from '@boardforge/domain/pricing/quote.ts';
import { quoteSmt } from '@boardforge/domain/pricing/smt.ts';
import { findPlacementRate } from '@boardforge/domain/pricing/smt-steps.ts';
import { quoteStencil } from '@boardforge/domain/pricing/stencil.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issueInvoiceRequestSchema } from './invoices.ts';
import {
  maxOrderAmountFen,
  maxOrderAmountYuan,
  maxPcbBoards,
  maxPcbOrderAreaM2,
  maxSmtBoards,
  maxSmtComponentsPerBoard,
  maxSmtDipPointsPerBoard,
  maxStencils,
  maxUnitPriceYuan,
} from './limits.ts';
import { transitionPayloadSchemas } from './orders-transitions.ts';
import { verifyCollectionRequestSchema } from './payments.ts';
import { pcbPriceAnswerSchema, smtPriceAnswerSchema, stencilPriceAnswerSchema } from './price-answers.ts';
import { pcbSpecSchema, smtSpecSchema, stencilSpecSchema } from './quotes.ts';

const now = new Date('2026-11-20T02:00:00Z');

/** The refusal of a value: the path and the upper limit zod reports (undefined when it is accepted). */
function refusalOf(schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issues = (result.error as { issues: { path: PropertyKey[]; code: string; maximum?: unknown }[] }).issues;
  return issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code, maximum: issue.maximum }));
}

describe('request bounds', () => {
  const pcb = { layers: 2, boardLength: 100, boardWidth: 100 };
  it('refuses PCB quantities beyond the limit, and the area of an order beyond its limit, naming boardNumber', () => {
    expect(refusalOf(pcbSpecSchema, { ...pcb, boardNumber: 1e15 })).toContainEqual({
      path: 'boardNumber',
      code: 'too_big',
      maximum: maxPcbBoards,
    });
    expect(refusalOf(pcbSpecSchema, { ...pcb, boardNumber: maxPcbBoards })).toBeUndefined();
    expect(refusalOf(pcbSpecSchema, { ...pcb, boardNumber: 2.5 })?.[0]?.path).toBe('boardNumber');
    // 600 × 1200 mm is 0.72 m² a board: 13 888 of them fit the area limit.
    const large = { layers: 2, boardLength: 1200, boardWidth: 600 };
    expect(refusalOf(pcbSpecSchema, { ...large, boardNumber: 13_888 })).toBeUndefined();
    expect(refusalOf(pcbSpecSchema, { ...large, boardNumber: 13_889 })).toEqual([
      { path: 'boardNumber', code: 'too_big', maximum: Math.floor((maxPcbOrderAreaM2 * 1e6) / (1200 * 600)) },
    ]);
  });

  it('refuses SMT counts and stencil quantities beyond their limits, and fractions of a count', () => {
    const smt = { componentsNumber: 10, boardsNumber: 10 };
    for (const [field, maximum] of [
      ['componentsNumber', maxSmtComponentsPerBoard],
      ['boardsNumber', maxSmtBoards],
      ['dipPoints', maxSmtDipPointsPerBoard],
    ] as const) {
      expect(refusalOf(smtSpecSchema, { ...smt, [field]: 1e15 })).toEqual([{ path: field, code: 'too_big', maximum }]);
      expect(refusalOf(smtSpecSchema, { ...smt, [field]: 1.5 })?.[0]?.path).toBe(field);
    }
    expect(refusalOf(stencilSpecSchema, { number: 1e6 })).toEqual([
      { path: 'number', code: 'too_big', maximum: maxStencils },
    ]);
    expect(refusalOf(stencilSpecSchema, { number: maxStencils })).toBeUndefined();
  });

  it('refuses money beyond one order: adjusted totals, refunds, invoices, collections, unit prices', () => {
    const tooBig = { code: 'too_big', maximum: maxOrderAmountYuan };
    expect(refusalOf(transitionPayloadSchemas.approveContract, { adjustedTotal: 1e11, reason: 'x' })).toContainEqual({
      path: 'adjustedTotal',
      ...tooBig,
    });
    expect(
      refusalOf(transitionPayloadSchemas.approveContract, { adjustedTotal: maxOrderAmountYuan, reason: 'x' }),
    ).toBeUndefined();
    expect(refusalOf(transitionPayloadSchemas.approveReturn, { refundAmount: 1e11, restock: false })).toContainEqual({
      path: 'refundAmount',
      ...tooBig,
    });
    const invoice = { orderId: 'o', invoiceNo: '12345678', amount: 1e11 };
    expect(refusalOf(issueInvoiceRequestSchema, invoice)).toContainEqual({ path: 'amount', ...tooBig });
    const collection = { orderId: 'o', referenceCode: 'BF123456', amount: 1e11 };
    expect(refusalOf(verifyCollectionRequestSchema, collection)).toContainEqual({ path: 'amount', ...tooBig });
    const line = { lineId: 'l', unitPrice: maxUnitPriceYuan + 1 };
    expect(refusalOf(transitionPayloadSchemas.salesQuote, { lines: [line] })).toContainEqual({
      path: 'lines.0.unitPrice',
      code: 'too_big',
      maximum: maxUnitPriceYuan,
    });
  });
});

/** Every line and the total are whole fen, safe integers, within one order's limit, and add up. */
function expectExactAndBounded<L extends string>(result: QuoteResult<L>, subtracted: readonly string[]): void {
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  const linesFen = result.linesFen as Record<string, number>;
  let sum = 0;
  for (const [line, fen] of Object.entries(linesFen)) {
    expect(Number.isSafeInteger(fen)).toBe(true);
    expect(Math.round(((result.quote.lines as Record<string, number>)[line] ?? Number.NaN) * 100)).toBe(fen);
    if (line !== 'total') sum += subtracted.includes(line) ? -fen : fen;
  }
  expect(sum).toBe(linesFen.total);
  expect(linesFen.total).toBeLessThanOrEqual(maxOrderAmountFen);
}

/** Exact half-up rounding of numerator / denominator (both whole, not negative) with BigInt. */
const roundHalfUpBig = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

describe('pricing at the bounds', () => {
  // Sizes in whole mm and quantities at (or just under) the most the bounds allow for that size.
  const pcbAtBounds = fc
    .record({
      boardLength: fc.integer({ min: 5, max: 1200 }),
      boardWidth: fc.integer({ min: 5, max: 600 }),
      below: fc.nat({ max: 3 }),
      layers: fc.constantFrom(2, 4, 6, 8, 12, 30),
      material: fc.constantFrom('FR4', 'FR4_HB'),
      thickness: fc.constantFrom(1.6, 2.0, 5.0),
      surfaceFinish: fc.constantFrom(...surfaceFinishes),
      specialProcesses: fc.subarray([...specialProcesses]),
      invoiceType: fc.constantFrom('none', 'ordinary', 'special'),
    })
    .map(({ below, ...spec }) => {
      const fitting = Math.floor((maxPcbOrderAreaM2 * 1e6) / (spec.boardLength * spec.boardWidth));
      const material = spec.layers === 2 ? spec.material : 'FR4';
      const processes = spec.specialProcesses.filter((process) => spec.layers >= 4 || process !== 'blind_buried_via');
      return {
        ...spec,
        material,
        specialProcesses: processes,
        boardNumber: Math.max(1, Math.min(maxPcbBoards, fitting) - below),
      };
    });

  it('PCB: the largest allowed orders price in exact whole fen below the order limit', () => {
    fc.assert(
      fc.property(pcbAtBounds, (spec) => {
        expect(pcbSpecSchema.safeParse(spec).success).toBe(true);
        const result = quotePcb({ ...spec, hdiOrder: 5, goldThickness: 3, copperOuter: 8 }, book, now);
        expectExactAndBounded(result, ['discount']);
        if (result.ok) expect(pcbPriceAnswerSchema.safeParse(result.quote).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('PCB: the board fee of a plain batch equals the exact rational price (BigInt)', () => {
    fc.assert(
      fc.property(pcbAtBounds, (generated) => {
        const spec = { ...generated, material: 'FR4' as const, thickness: 1.6, invoiceType: 'none' as const };
        const result = quotePcb(
          {
            layers: spec.layers,
            boardLength: spec.boardLength,
            boardWidth: spec.boardWidth,
            boardNumber: spec.boardNumber,
          },
          book,
          now,
        );
        if (!result.ok || result.quote.mode !== 'batch') return;
        const mm2 = BigInt(spec.boardLength * spec.boardWidth) * BigInt(spec.boardNumber);
        const tier = findAreaTier(result.quote.areaM2, book.pcb);
        const rates = findBoardRates(book.pcb, 'FR4', spec.layers, 1.6);
        const rateFen = BigInt(Math.round((rates.batchRatesPerM2[tier] ?? 0) * 100));
        const exact = roundHalfUpBig(mm2 * rateFen, 1_000_000n);
        const minimum = BigInt(Math.round(rates.sampleMin * 100));
        expect(BigInt(result.linesFen.boardFee)).toBe(exact > minimum ? exact : minimum);
      }),
      { numRuns: 300 },
    );
  });

  const smtAtBounds = fc.record({
    componentsNumber: fc.integer({ min: maxSmtComponentsPerBoard - 1000, max: maxSmtComponentsPerBoard }),
    boardsNumber: fc.integer({ min: maxSmtBoards - 1000, max: maxSmtBoards }),
    processRequirement: fc.constantFrom('smt_single', 'smt_double', 'smt_dip'),
    dipPoints: fc.integer({ min: 0, max: maxSmtDipPointsPerBoard }),
    stencilNeeded: fc.boolean(),
    conformalCoating: fc.boolean(),
    componentBaking: fc.constant(true),
    bakingTime: fc.constant(240),
    delivery: fc.constantFrom('standard', '48h', '24h'),
    invoiceType: fc.constantFrom('none', 'ordinary', 'special'),
  });

  it('SMT: the largest allowed orders price in exact whole fen; placement equals points × rate exactly', () => {
    fc.assert(
      fc.property(smtAtBounds, (spec) => {
        expect(smtSpecSchema.safeParse(spec).success).toBe(true);
        const result = quoteSmt(spec, book, now);
        expectExactAndBounded(result, []);
        if (!result.ok) return;
        expect(smtPriceAnswerSchema.safeParse(result.quote).success).toBe(true);
        const points = spec.componentsNumber * spec.boardsNumber;
        // Rates have at most five decimals of a yuan: thousandths of a fen.
        const rateMilliFen = BigInt(Math.round(findPlacementRate(points, book.smt) * 100_000));
        expect(BigInt(result.linesFen.placementFee)).toBe(roundHalfUpBig(BigInt(points) * rateMilliFen, 1000n));
      }),
      { numRuns: 200 },
    );
  });

  it('stencils: the largest allowed orders price in exact whole fen', () => {
    const stencilAtBounds = fc.record({
      size: fc.constantFrom(...stencilSizes),
      number: fc.integer({ min: maxStencils - 10, max: maxStencils }),
      productionMethod: fc.constantFrom('laser', 'electroform'),
      nanoTreatment: fc.boolean(),
      invoiceType: fc.constantFrom('none', 'ordinary', 'special'),
    });
    fc.assert(
      fc.property(stencilAtBounds, (spec) => {
        expect(stencilSpecSchema.safeParse(spec).success).toBe(true);
        const result = quoteStencil(spec, book, now);
        expectExactAndBounded(result, []);
        if (result.ok) expect(stencilPriceAnswerSchema.safeParse(result.quote).success).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('every PCB material at its most layers and the largest area stays below the order limit', () => {
    for (const material of pcbMaterials) {
      const layers = Math.max(...(book.pcb.capability.layersByMaterial[material] ?? [book.pcb.capability.maxLayers]));
      const thickness = material === 'FPC' ? 0.12 : 2.0;
      const spec = { layers, boardLength: 100, boardWidth: 100, boardNumber: maxPcbBoards, material, thickness };
      const result = quotePcb({ ...spec, specialProcesses: layers >= 4 ? [...specialProcesses] : [] }, book, now);
      expectExactAndBounded(result, ['discount']);
    }
  });
});
