import { describe, expect, it } from 'vitest';
import { defaultPriceBook } from './price-book.ts';
import type { PriceBook } from './price-book-shape.ts';
import { quoteStencil } from './stencil.ts';
import type { StencilSpecInput } from './stencil-spec.ts';

const friday10 = new Date('2026-11-20T02:00:00Z');

function priceStencil(spec: StencilSpecInput, now = friday10, book: PriceBook = defaultPriceBook) {
  const result = quoteStencil(spec, book, now);
  if (!result.ok) throw new Error(`not priced: ${JSON.stringify(result.errors)}`);
  return result.quote;
}

describe('pricing.md §3 worked examples', () => {
  it('framed 370×470 laser, 1 piece → 100', () => {
    const quote = priceStencil({});
    expect(quote.lines).toEqual({ stencilFee: 100, processFee: 0, tax: 0, total: 100 });
    expect(quote.items).toEqual([
      {
        line: 'stencilFee',
        label: 'Framed stencil 370x470 mm, laser cut × 1',
        labelZh: '有框钢网 370x470mm 激光切割 × 1',
        amount: 100,
      },
    ]);
  });

  it('2 pieces, nano, electropolish → (100 + 100 + 50) × 2 = 500', () => {
    const quote = priceStencil({ number: 2, nanoTreatment: true, polishProcess: 'electropolish' });
    expect(quote.lines).toEqual({ stencilFee: 200, processFee: 300, tax: 0, total: 500 });
  });
});

describe('stencil charges', () => {
  it.each([
    ['370x470', 100],
    ['420x520', 130],
    ['450x550', 160],
    ['550x650', 220],
    ['584x584', 260],
    ['736x736', 380],
  ] as const)('framed %s is %i', (size, price) => {
    expect(priceStencil({ size }).lines.stencilFee).toBe(price);
  });

  it.each([
    [{ type: 'frameless' }, 70],
    [{ type: 'frameless', size: '736x736' }, 350],
    [{ type: 'step' }, 300],
    [{ productionMethod: 'electroform' }, 300],
    [{ type: 'step', productionMethod: 'electroform' }, 900],
    [{ type: 'frameless', productionMethod: 'electroform', number: 2 }, 420],
  ] as [StencilSpecInput, number][])('%o → stencil fee %i', (spec, stencilFee) => {
    expect(priceStencil(spec).lines.stencilFee).toBe(stencilFee);
  });

  it('keeps frameless stencils at 60 at least', () => {
    const cheap: PriceBook = {
      ...defaultPriceBook,
      stencil: { ...defaultPriceBook.stencil, sizes: [{ size: '370x470', framed: 80, nanoTreatment: 100 }] },
    };
    expect(priceStencil({ type: 'frameless' }, friday10, cheap).lines.stencilFee).toBe(60);
  });

  it.each([
    [{ productionMethod: 'electroform', polishProcess: 'electropolish' }, 50],
    [{ nanoTreatment: true }, 100],
    [{ nanoTreatment: true, size: '420x520' }, 150],
    [{ markRequirement: 'half_etch' }, 20],
    [{ markRequirement: 'laser_mark', number: 3 }, 30],
  ] as [StencilSpecInput, number][])(
    '%o → process fee %i (extras are not multiplied by electroforming)',
    (spec, processFee) => {
      expect(priceStencil(spec).lines.processFee).toBe(processFee);
    },
  );

  it('taxes stencils', () => {
    expect(priceStencil({ invoiceType: 'ordinary' }).lines).toMatchObject({ tax: 6, total: 106 });
  });

  it('notes that stencils are kept 3 months', () => {
    expect(priceStencil({}).warnings[0]).toMatchObject({ code: 'stencilKept', params: { months: 3 } });
  });
});

describe('stencil shipping (China time)', () => {
  it.each([
    ['Friday 16:59', '2026-11-20T08:59:00Z', { unit: 'hours', value: 4, shipDate: '2026-11-20' }],
    ['Friday 17:00', '2026-11-20T09:00:00Z', { unit: 'days', value: 1, shipDate: '2026-11-23' }],
    ['Thursday 18:00', '2026-11-19T10:00:00Z', { unit: 'days', value: 1, shipDate: '2026-11-20' }],
    ['Saturday 10:00', '2026-11-21T02:00:00Z', { unit: 'days', value: 1, shipDate: '2026-11-23' }],
    ['Sunday 16:00', '2026-11-22T08:00:00Z', { unit: 'days', value: 1, shipDate: '2026-11-23' }],
    ['Monday 00:30 (Sunday in UTC)', '2026-11-22T16:30:00Z', { unit: 'hours', value: 4, shipDate: '2026-11-23' }],
  ])('ordered %s', (_name, instant, leadTime) => {
    expect(priceStencil({}, new Date(instant)).leadTime).toEqual(leadTime);
  });
});

describe('stencil validation', () => {
  function findErrors(spec: StencilSpecInput) {
    const result = quoteStencil(spec, defaultPriceBook, friday10);
    return result.ok ? [] : result.errors;
  }

  it.each([0.08, 0.1, 0.12, 0.15, 0.2, 0.3])('accepts thickness %d mm', (thickness) => {
    expect(findErrors({ thickness })).toEqual([]);
  });

  it.each([0.05, 0.25, 0.4])('refuses thickness %d mm', (thickness) => {
    expect(findErrors({ thickness })).toEqual([
      { field: 'thickness', rule: 'oneOf', params: { values: [0.08, 0.1, 0.12, 0.15, 0.2, 0.3], unit: 'mm' } },
    ]);
  });

  it('asks for the PCB order number when a PCB order exists', () => {
    expect(findErrors({ hasPcbOrder: true })).toEqual([
      { field: 'pcbOrderNo', rule: 'requiredWithPcbOrder', params: {} },
    ]);
    expect(findErrors({ hasPcbOrder: true, pcbOrderNo: 'P1' })).toEqual([]);
  });

  it('refuses an unknown size and a zero count', () => {
    expect(findErrors({ size: '100x100' as never, number: 0 }).map((issue) => [issue.field, issue.rule])).toEqual([
      ['size', 'oneOf'],
      ['number', 'min'],
    ]);
  });
});
