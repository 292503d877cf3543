import { describe, expect, it } from 'vitest';
import { describePricingIssue } from './issue-messages.ts';
import { quotePcb } from './pcb.ts';
import type { PcbSpecInput } from './pcb-spec.ts';
import { completeStoredPriceBook, defaultPriceBook } from './price-book.ts';
import type { PriceBook } from './price-book-shape.ts';

// The flexible-board options of docs/pricing-fpc.md, priced by the default book's `pcb.fpc` rows.
const now = new Date('2026-11-20T02:00:00Z');
const sample: PcbSpecInput = { material: 'FPC', layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 }; // 0.05 m²
const batch: PcbSpecInput = { ...sample, boardNumber: 200 }; // 2 m², batch tier 0: 1 200 yuan/m²

function quote(spec: PcbSpecInput, book: PriceBook = defaultPriceBook) {
  const result = quotePcb(spec, book, now);
  if (!result.ok) throw new Error(`not priced: ${JSON.stringify(result.errors)}`);
  return result.quote;
}

function refuse(spec: PcbSpecInput) {
  const result = quotePcb(spec, defaultPriceBook, now);
  if (result.ok) throw new Error('priced');
  return result.errors;
}

const priceCases: { name: string; spec: PcbSpecInput; lines: Record<string, number>; item?: string }[] = [
  { name: 'defaults: pricing.md FPC rows only', spec: sample, lines: { boardFee: 90, colorCost: 0, total: 190 } },
  {
    name: 'adhesiveless sample +80',
    spec: { ...sample, adhesive: 'adhesiveless' },
    lines: { boardFee: 170 },
    item: 'Adhesiveless (2-layer base)',
  },
  {
    name: 'adhesiveless batch +150/m²',
    spec: { ...batch, adhesive: 'adhesiveless' },
    lines: { boardFee: 2400 + 300 },
  },
  {
    name: 'polyimide 50 µm sample +50',
    spec: { ...sample, polyimideThickness: 50 },
    lines: { boardFee: 140 },
    item: 'Polyimide base 50 µm',
  },
  { name: 'polyimide 12.5 µm batch +60/m²', spec: { ...batch, polyimideThickness: 12.5 }, lines: { boardFee: 2520 } },
  { name: 'polyimide 25 µm is free', spec: { ...sample, polyimideThickness: 25 }, lines: { boardFee: 90 } },
  {
    name: 'black coverlay sample +40',
    spec: { ...sample, coverlay: 'black' },
    lines: { colorCost: 40 },
    item: 'Black coverlay',
  },
  { name: 'white coverlay batch +60/m²', spec: { ...batch, coverlay: 'white' }, lines: { colorCost: 120 } },
  {
    name: 'steel stiffener sample +120 at its default 0.2 mm',
    spec: { ...sample, stiffener: 'steel' },
    lines: { specialProcessFee: 120 },
    item: 'Stainless steel stiffener 0.2 mm',
  },
  {
    name: 'FR-4 stiffener 1.2 mm batch +120/m²',
    spec: { ...batch, stiffener: 'fr4', stiffenerThickness: 1.2 },
    lines: { specialProcessFee: 240 },
    item: 'FR-4 stiffener 1.2 mm',
  },
  {
    name: 'PI stiffener batch minimum 50 on a small batch',
    spec: { ...sample, boardLength: 10, boardWidth: 10, boardNumber: 100, stiffener: 'pi' },
    lines: { specialProcessFee: 50 },
  },
  {
    name: 'a stiffener thickness without a stiffener is not read',
    spec: { ...sample, stiffener: 'none', stiffenerThickness: 9 },
    lines: { specialProcessFee: 0, total: 190 },
  },
];

describe('flexible-board options (docs/pricing-fpc.md)', () => {
  it.each(priceCases)('$name', ({ spec, lines, item }) => {
    const result = quote(spec);
    expect(result.lines).toMatchObject(lines);
    if (item) expect(result.items.map((line) => line.label)).toContain(item);
  });

  it('names the Chinese words of each charge', () => {
    const result = quote({ ...sample, stiffener: 'steel', coverlay: 'black', adhesive: 'adhesiveless' });
    expect(result.items.map((line) => line.labelZh)).toEqual(
      expect.arrayContaining(['钢片补强0.2mm', '黑色覆盖膜', '无胶基材']),
    );
  });

  it('refuses a polyimide thickness or stiffener thickness the book does not list, naming the field and the list', () => {
    const errors = refuse({ ...sample, polyimideThickness: 30, stiffener: 'fr4', stiffenerThickness: 0.3 });
    expect(errors.map((error) => error.field)).toEqual(['polyimideThickness', 'stiffenerThickness']);
    expect(errors.map((error) => describePricingIssue(error, 'en'))).toEqual([
      expect.stringMatching(/must be one of 12\.5, 25 or 50 µm$/),
      expect.stringMatching(/must be one of 0\.2, 0\.4, 0\.6, 0\.8, 1, 1\.2 or 1\.6 mm$/),
    ]);
  });

  it('refuses flexible-board options other than the defaults on a rigid board, in both languages', () => {
    const rigid: PcbSpecInput = { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 };
    const errors = refuse({ ...rigid, stiffener: 'steel', coverlay: 'black', polyimideThickness: 50 });
    expect(errors.map((error) => error.field).sort()).toEqual(['coverlay', 'polyimideThickness', 'stiffener']);
    const stiffener = errors.find((error) => error.field === 'stiffener');
    if (!stiffener) throw new Error('no stiffener error');
    expect(describePricingIssue(stiffener, 'en')).toBe(
      'Stainless steel stiffener is not offered for FR-4 boards: Stiffener must be No stiffener',
    );
    expect(describePricingIssue(stiffener, 'zh-CN')).toBe('FR-4不提供钢片补强，补强只能是：不补强');
    const polyimide = errors.find((error) => error.field === 'polyimideThickness');
    if (!polyimide) throw new Error('no polyimide error');
    expect(describePricingIssue(polyimide, 'en')).toBe(
      '50 µm is not offered for FR-4 boards: Polyimide thickness must be 25 µm',
    );
    // The defaults, sent as a form sends them, are accepted.
    expect(quote({ ...rigid, stiffener: 'none', coverlay: 'yellow', adhesive: 'with_adhesive' }).lines.total).toBe(
      quote(rigid).lines.total,
    );
  });

  it('reads a book stored before the FPC rows with the default rows, and keeps a book that has its own', () => {
    const { fpc: _dropped, ...pcbWithout } = defaultPriceBook.pcb;
    const old = { ...defaultPriceBook, pcb: pcbWithout } as unknown as PriceBook;
    const completed = completeStoredPriceBook(old);
    expect(completed.pcb.fpc).toEqual(defaultPriceBook.pcb.fpc);
    expect(quote({ ...sample, stiffener: 'steel' }, completed).lines.specialProcessFee).toBe(120);
    const own: PriceBook = {
      ...defaultPriceBook,
      pcb: {
        ...defaultPriceBook.pcb,
        fpc: {
          ...defaultPriceBook.pcb.fpc,
          coverlay: { ...defaultPriceBook.pcb.fpc.coverlay, black: { sample: 55, batchPerM2: 0, batchMin: 0 } },
        },
      },
    };
    expect(completeStoredPriceBook(own)).toBe(own);
    expect(quote({ ...sample, coverlay: 'black' }, own).lines.colorCost).toBe(55);
  });
});
