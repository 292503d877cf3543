import { describe, expect, it } from 'vitest';
import { quotePcb } from './pcb.ts';
import type { PcbSpecInput } from './pcb-spec.ts';
import { defaultPriceBook } from './price-book.ts';

// Friday 2026-11-20, 10:00 China time.
const now = new Date('2026-11-20T02:00:00Z');
const fiveSmall: PcbSpecInput = { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 };

// docs/pricing.md §1.5, every row, exactly.
const workedExamples: {
  name: string;
  spec: PcbSpecInput;
  mode: 'sample' | 'batch';
  boardFee: number;
  total: number;
  lines?: Record<string, number>;
}[] = [
  { name: '2 layers, 100×100, 5 pcs', spec: fiveSmall, mode: 'sample', boardFee: 30, total: 30 },
  { name: '1 layer, 100×100, 5', spec: { ...fiveSmall, layers: 1 }, mode: 'sample', boardFee: 30, total: 30 },
  { name: '4 layers, 100×100, 5', spec: { ...fiveSmall, layers: 4 }, mode: 'sample', boardFee: 100, total: 100 },
  { name: '6 layers, 100×100, 5', spec: { ...fiveSmall, layers: 6 }, mode: 'sample', boardFee: 800, total: 800 },
  {
    name: '2 layers, hasl_lead_free',
    spec: { ...fiveSmall, surfaceFinish: 'hasl_lead_free' },
    mode: 'sample',
    boardFee: 30,
    total: 50,
    lines: { sprayPlatingFee: 20 },
  },
  {
    name: '2 layers, enig 1 µ"',
    spec: { ...fiveSmall, surfaceFinish: 'enig', goldThickness: 1 },
    mode: 'sample',
    boardFee: 30,
    total: 130,
    lines: { sprayPlatingFee: 100 },
  },
  {
    name: '2 layers, thickness 2.0',
    spec: { ...fiveSmall, thickness: 2.0 },
    mode: 'sample',
    boardFee: 130,
    total: 130,
  },
  {
    name: '2 layers, 2000 pcs (20 m²)',
    spec: { ...fiveSmall, boardNumber: 2000 },
    mode: 'batch',
    boardFee: 4960,
    total: 5364,
    lines: { filmFee: 100, testFee: 800, discount: 496 },
  },
  {
    name: '4 layers, 500 pcs (5 m²)',
    spec: { ...fiveSmall, layers: 4, boardNumber: 500 },
    mode: 'batch',
    boardFee: 2490,
    total: 2890,
    lines: { filmFee: 200, testFee: 200, discount: 0 },
  },
  {
    name: '2 layers, invoiceType special',
    spec: { ...fiveSmall, invoiceType: 'special' },
    mode: 'sample',
    boardFee: 30,
    total: 33.9,
    lines: { tax: 3.9 },
  },
];

describe('pricing.md §1.5 worked examples', () => {
  it.each(workedExamples)('$name → board fee $boardFee, total $total', ({ spec, mode, boardFee, total, lines }) => {
    const result = quotePcb(spec, defaultPriceBook, now);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.quote.mode).toBe(mode);
    expect(result.quote.lines.boardFee).toBe(boardFee);
    expect(result.quote.lines.total).toBe(total);
    for (const [line, amount] of Object.entries(lines ?? {})) expect(result.quote.lines).toHaveProperty(line, amount);
  });

  it('answers the api-contract.md example shape for the 5-piece double-sided sample', () => {
    const result = quotePcb(fiveSmall, defaultPriceBook, now);
    if (!result.ok) throw new Error('not priced');
    expect(result.quote).toMatchObject({
      mode: 'sample',
      areaM2: 0.05,
      lines: {
        boardFee: 30,
        filmFee: 0,
        splicingFee: 0,
        colorCost: 0,
        sprayPlatingFee: 0,
        testFee: 0,
        expediteFee: 0,
        specialProcessFee: 0,
        otherFees: 0,
        discount: 0,
        tax: 0,
        total: 30,
      },
      items: [{ line: 'boardFee', label: '2-layer sample board', labelZh: '双面板样板', amount: 30 }],
      leadTime: { unit: 'days', value: 2, shipDate: '2026-11-24' },
      needsReview: false,
      reviewReasons: [],
      ignored: [],
      priceBookVersion: 1,
    });
    expect(Object.keys(result.quote.lines)).toEqual([
      'boardFee',
      'filmFee',
      'splicingFee',
      'colorCost',
      'sprayPlatingFee',
      'testFee',
      'expediteFee',
      'specialProcessFee',
      'otherFees',
      'discount',
      'tax',
      'total',
    ]);
    expect(result.linesFen.total).toBe(3000);
  });

  it('labels the lead-free finish with the vocabulary words', () => {
    const result = quotePcb({ ...fiveSmall, surfaceFinish: 'hasl_lead_free' }, defaultPriceBook, now);
    if (!result.ok) throw new Error('not priced');
    expect(result.quote.items).toContainEqual({
      line: 'sprayPlatingFee',
      label: 'Lead-free HASL',
      labelZh: '无铅喷锡',
      amount: 20,
    });
  });

  it('is JSON all the way (no undefined, no NaN)', () => {
    const result = quotePcb({ ...fiveSmall, boardNumber: 2000, invoiceType: 'ordinary' }, defaultPriceBook, now);
    if (!result.ok) throw new Error('not priced');
    expect(JSON.parse(JSON.stringify(result.quote))).toEqual(result.quote);
  });
});
