import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPriceBook } from './price-book.ts';
import { applyPriceBookChanges, diffPriceBooks, type PriceBookChange } from './price-book-diff.ts';
import { priceReferenceQuote, referenceQuotes } from './reference-quotes.ts';

// The domain compiles without platform types (no structuredClone); the generated values round-trip through JSON.
const copyJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const cases: { name: string; before: unknown; after: unknown; changes: PriceBookChange[] }[] = [
  { name: 'equal values', before: { a: 1, b: [1, 2] }, after: { a: 1, b: [1, 2] }, changes: [] },
  {
    name: 'a changed figure',
    before: { pcb: { filmFee: { sample: 0 } } },
    after: { pcb: { filmFee: { sample: 50 } } },
    changes: [{ kind: 'changed', path: 'pcb.filmFee.sample', before: 0, after: 50 }],
  },
  {
    name: 'an added and a removed key',
    before: { a: 1, gone: true },
    after: { a: 1, fresh: 'x' },
    changes: [
      { kind: 'removed', path: 'gone', before: true },
      { kind: 'added', path: 'fresh', after: 'x' },
    ],
  },
  {
    name: 'an array grows',
    before: { tiers: [0, 1] },
    after: { tiers: [0, 3, 5] },
    changes: [
      { kind: 'changed', path: 'tiers.1', before: 1, after: 3 },
      { kind: 'added', path: 'tiers.2', after: 5 },
    ],
  },
  {
    name: 'an array shrinks',
    before: { rows: [{ x: 1 }, { x: 2 }, { x: 3 }] },
    after: { rows: [{ x: 1 }] },
    changes: [
      { kind: 'removed', path: 'rows.1', before: { x: 2 } },
      { kind: 'removed', path: 'rows.2', before: { x: 3 } },
    ],
  },
  {
    name: 'a value changes its type',
    before: { maxPoints: 10000 },
    after: { maxPoints: null },
    changes: [{ kind: 'changed', path: 'maxPoints', before: 10000, after: null }],
  },
  {
    name: 'an object becomes an array',
    before: { v: { a: 1 } },
    after: { v: [1] },
    changes: [{ kind: 'changed', path: 'v', before: { a: 1 }, after: [1] }],
  },
];

describe('diffPriceBooks', () => {
  it.each(cases)('$name', ({ before, after, changes }) => {
    expect(diffPriceBooks(before, after)).toEqual(changes);
    expect(applyPriceBookChanges(before, changes)).toEqual(after);
  });

  it('finds one price edited in the whole default book, by its path', () => {
    const edited = copyJson(defaultPriceBook) as { pcb: { surfaceFinish: { enig: { sample: number } } } };
    edited.pcb.surfaceFinish.enig.sample = 120;
    expect(diffPriceBooks(defaultPriceBook, edited)).toEqual([
      { kind: 'changed', path: 'pcb.surfaceFinish.enig.sample', before: 100, after: 120 },
    ]);
  });

  // Keys without dots: a dotted path names each key (the price book has none).
  const key = fc.stringMatching(/^[a-z_]{1,4}$/);
  const json = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.constant(null),
      fc.boolean(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => (value === 0 ? 0 : value)),
      fc.string({ maxLength: 4 }),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 4 }),
    ),
  })).value;

  it('diff(a, a) is empty', () => {
    fc.assert(fc.property(json, (value) => diffPriceBooks(value, copyJson(value)).length === 0));
  });

  it('applying diff(a, b) to a reproduces b and leaves a as it was', () => {
    fc.assert(
      fc.property(json, json, (before, after) => {
        const kept = copyJson(before);
        expect(applyPriceBookChanges(before, diffPriceBooks(before, after))).toEqual(after);
        expect(before).toEqual(kept);
      }),
    );
  });
});

describe('reference quotes', () => {
  const now = new Date('2026-11-20T02:00:00Z');
  const totalOf = (id: string) => {
    const reference = referenceQuotes.find((quote) => quote.id === id);
    if (!reference) throw new Error(id);
    const price = priceReferenceQuote(reference, defaultPriceBook, now);
    return price.ok ? price.totalFen : undefined;
  };

  it('price the worked examples of pricing.md exactly with the default book', () => {
    expect(totalOf('pcb-2l-sample')).toBe(3000);
    expect(totalOf('pcb-6l-sample')).toBe(80000);
    expect(totalOf('pcb-2l-batch')).toBe(536400);
    expect(totalOf('pcb-4l-batch')).toBe(289000);
    expect(totalOf('pcb-special-invoice')).toBe(3390);
    expect(totalOf('smt-sample')).toBe(20000);
    expect(totalOf('smt-batch-double')).toBe(310000);
    expect(totalOf('stencil-nano')).toBe(50000);
    expect(totalOf('design-fixed')).toBe(20000);
  });

  it('have unique ids and every one prices with the default book', () => {
    expect(new Set(referenceQuotes.map((quote) => quote.id)).size).toBe(referenceQuotes.length);
    for (const reference of referenceQuotes)
      expect(priceReferenceQuote(reference, defaultPriceBook, now).ok).toBe(true);
  });
});
