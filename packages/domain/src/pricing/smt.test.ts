import { describe, expect, it } from 'vitest';
import { defaultPriceBook } from './price-book.ts';
import { quoteSmt } from './smt.ts';
import type { SmtSpecInput } from './smt-spec.ts';

const now = new Date('2026-11-20T02:00:00Z'); // Friday 10:00 China time
const small: SmtSpecInput = { componentsNumber: 100, boardsNumber: 10, processRequirement: 'smt_single' };

function priceSmt(spec: SmtSpecInput) {
  const result = quoteSmt(spec, defaultPriceBook, now);
  if (!result.ok) throw new Error(`not priced: ${JSON.stringify(result.errors)}`);
  return result.quote;
}

describe('pricing.md §2 worked examples', () => {
  it('100 components × 10 boards, one side → 150 + 50 = 200', () => {
    const quote = priceSmt(small);
    expect(quote.mode).toBe('sample');
    expect(quote.lines).toEqual({
      setupFee: 150,
      placementFee: 50,
      dipFee: 0,
      stencilFee: 0,
      coatingFee: 0,
      bakingFee: 0,
      expediteFee: 0,
      tax: 0,
      total: 200,
    });
    expect(quote.items).toContainEqual({
      line: 'placementFee',
      label: 'Placement: 1000 points × 0.03 (minimum 50)',
      labelZh: '贴片：1000点 × 0.03（最低50）',
      amount: 50,
    });
  });

  it('200 components × 1 000 boards, both sides, stencil → 500 + 2 400 + 200 = 3 100', () => {
    const quote = priceSmt({
      componentsNumber: 200,
      boardsNumber: 1000,
      processRequirement: 'smt_double',
      stencilNeeded: true,
    });
    expect(quote.mode).toBe('batch');
    expect(quote.lines).toMatchObject({ setupFee: 500, placementFee: 2400, stencilFee: 200, total: 3100 });
  });
});

describe('SMT charges', () => {
  it.each([
    ['smt_single', 10, 150],
    ['smt_single', 51, 300],
    ['smt_double', 50, 250],
    ['smt_double', 51, 500],
    ['smt_dip', 50, 250],
    ['smt_dip', 51, 400],
  ] as const)('setup of %s for %i boards is %i', (processRequirement, boardsNumber, setupFee) => {
    expect(priceSmt({ componentsNumber: 1, boardsNumber, processRequirement }).lines.setupFee).toBe(setupFee);
  });

  it.each([
    [10_000, 300],
    [10_001, 200.02],
    [100_000, 2000],
    [100_001, 1200.01],
    [1_000_000, 12_000],
    [1_000_001, 8000.01],
    [1, 50],
  ])('placement of %i points is %d', (points, placementFee) => {
    expect(priceSmt({ componentsNumber: points, boardsNumber: 1 }).lines.placementFee).toBe(placementFee);
  });

  it.each([
    [20, 10, 50],
    [100, 10, 150],
    [0, 10, 50],
  ])('through-hole: %i points × %i boards → %d', (dipPoints, boardsNumber, dipFee) => {
    expect(
      priceSmt({ componentsNumber: 10, boardsNumber, processRequirement: 'smt_dip', dipPoints }).lines.dipFee,
    ).toBe(dipFee);
  });

  it('charges through-hole only for smt_dip', () => {
    expect(priceSmt({ ...small, dipPoints: 100 }).lines.dipFee).toBe(0);
  });

  it.each([
    ['smt_single', 100],
    ['smt_double', 200],
    ['smt_dip', 100],
  ] as const)('stencil for %s is %i', (processRequirement, stencilFee) => {
    expect(priceSmt({ ...small, processRequirement, stencilNeeded: true }).lines.stencilFee).toBe(stencilFee);
  });

  it.each([
    [10, 50],
    [200, 100],
  ])('conformal coating on %i boards is %i', (boardsNumber, coatingFee) => {
    expect(priceSmt({ ...small, boardsNumber, conformalCoating: true }).lines.coatingFee).toBe(coatingFee);
  });

  it.each([
    [2, 40],
    [0.5, 20],
  ])('baking %d hours is %i', (bakingTime, bakingFee) => {
    expect(priceSmt({ ...small, componentBaking: true, bakingTime }).lines.bakingFee).toBe(bakingFee);
    expect(priceSmt({ ...small, componentBaking: false, bakingTime }).lines.bakingFee).toBe(0);
  });

  it.each([
    ['48h', small, 100],
    ['24h', small, 200],
    ['48h', { componentsNumber: 200, boardsNumber: 1000, processRequirement: 'smt_double' }, 870],
    ['24h', { componentsNumber: 200, boardsNumber: 1000, processRequirement: 'smt_double' }, 1740],
  ] as const)('%s expedite of %o is %i', (delivery, spec, expediteFee) => {
    expect(priceSmt({ ...spec, delivery }).lines.expediteFee).toBe(expediteFee);
  });

  it('taxes the sum of the lines', () => {
    expect(priceSmt({ ...small, invoiceType: 'ordinary' }).lines).toMatchObject({ tax: 12, total: 212 });
    expect(priceSmt({ ...small, invoiceType: 'special' }).lines).toMatchObject({ tax: 26, total: 226 });
  });

  it('notes that components bought for the customer are priced from the BOM', () => {
    expect(priceSmt({ ...small, purchaseOnBehalf: true }).warnings.map((warning) => warning.code)).toEqual([
      'componentsFromBom',
    ]);
  });
});

describe('SMT lead time', () => {
  it.each([
    [{ componentsNumber: 10, boardsNumber: 50 }, 3, '2026-11-25'],
    [{ componentsNumber: 10, boardsNumber: 51 }, 5, '2026-11-27'],
    [{ componentsNumber: 4000, boardsNumber: 1000 }, 5, '2026-11-27'],
    [{ componentsNumber: 4001, boardsNumber: 1000 }, 6, '2026-11-30'],
    [{ componentsNumber: 8001, boardsNumber: 1000 }, 7, '2026-12-01'],
  ] as [SmtSpecInput, number, string][])('%o ships in %i working days', (spec, days, shipDate) => {
    expect(priceSmt(spec).leadTime).toEqual({ unit: 'days', value: days, shipDate });
  });

  it('gives hours for expedited work', () => {
    expect(priceSmt({ ...small, delivery: '48h' }).leadTime).toEqual({
      unit: 'hours',
      value: 48,
      shipDate: '2026-11-22',
    });
  });
});

describe('SMT validation', () => {
  function findErrors(spec: SmtSpecInput) {
    const result = quoteSmt(spec, defaultPriceBook, now);
    return result.ok ? [] : result.errors;
  }

  it.each([
    [{ ...small, boardLength: 45, boardWidth: 45 }, []],
    [
      { ...small, boardLength: 44, boardWidth: 45 },
      [{ field: 'boardLength', rule: 'smtBoardTooSmall', params: { min: 45, unit: 'mm' } }],
    ],
    [
      { ...small, boardLength: 45, boardWidth: 44.5 },
      [{ field: 'boardWidth', rule: 'smtBoardTooSmall', params: { min: 45, unit: 'mm' } }],
    ],
    [{ ...small, boardLength: 1200, boardWidth: 400 }, []],
    [
      { ...small, boardLength: 1201, boardWidth: 400 },
      [{ field: 'boardLength', rule: 'range', params: { min: 45, max: 1200, unit: 'mm' } }],
    ],
    [
      { ...small, boardLength: 1200, boardWidth: 401 },
      [{ field: 'boardWidth', rule: 'range', params: { min: 45, max: 400, unit: 'mm' } }],
    ],
    [{ ...small, boardLength: 100 }, [{ field: 'boardWidth', rule: 'required', params: {} }]],
    [{ ...small, hasPcbOrder: true }, [{ field: 'pcbOrderNo', rule: 'requiredWithPcbOrder', params: {} }]],
    [
      { ...small, hasPcbOrder: true, pcbOrderNo: '  ' },
      [{ field: 'pcbOrderNo', rule: 'requiredWithPcbOrder', params: {} }],
    ],
    [{ ...small, hasPcbOrder: true, pcbOrderNo: 'P2026112000001' }, []],
    [{ ...small, boardsNumber: 0 }, [{ field: 'boardsNumber', rule: 'min', params: { min: 1, unit: 'pcs' } }]],
    [{ ...small, componentsNumber: 2.5 }, [{ field: 'componentsNumber', rule: 'integer', params: {} }]],
    [
      { ...small, componentBaking: true, bakingTime: -1 },
      [{ field: 'bakingTime', rule: 'min', params: { min: 0, unit: 'h' } }],
    ],
    [
      { ...small, processRequirement: 'smt_dip', dipPoints: -1 },
      [{ field: 'dipPoints', rule: 'min', params: { min: 0, unit: '' } }],
    ],
    [
      { ...small, delivery: '12h' },
      [{ field: 'delivery', rule: 'oneOf', params: { values: ['standard', '48h', '24h'] } }],
    ],
  ] as [SmtSpecInput, unknown[]][])('%o → %o', (spec, errors) => {
    expect(findErrors(spec)).toEqual(errors);
  });

  it('asks for components and boards', () => {
    expect(findErrors({} as SmtSpecInput).map((issue) => issue.field)).toEqual(['componentsNumber', 'boardsNumber']);
  });

  it('gives the area when the board size is known', () => {
    expect(priceSmt({ ...small, boardLength: 100, boardWidth: 50 }).areaM2).toBe(0.05);
    expect(priceSmt(small).areaM2).toBe(0);
  });
});
