import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AbcClass, abcClasses, classifyAbc, type RevenueEntry, summarizeAbcClasses } from './abc-analysis.ts';

/** Entries from amounts in fen, keyed k0, k1… in the order given. */
function entriesOf(amounts: readonly number[]): RevenueEntry[] {
  return amounts.map((amountFen, index) => ({ key: `k${index}`, amountFen }));
}

describe('classifyAbc: the boundary rule (A while the revenue before a row is < 80 %, B while < 95 %)', () => {
  const cases: { name: string; amounts: number[]; classes: AbcClass[] }[] = [
    { name: 'one row is A', amounts: [500], classes: ['A'] },
    { name: 'a row holding 90 % alone is A, the next B', amounts: [9000, 600, 400], classes: ['A', 'B', 'C'] },
    // Before the second row 79.99 % → A although it ends at 89.99 %; before the fourth 95.00 % → C.
    { name: 'the row crossing 80 % is A', amounts: [7999, 1000, 501, 500], classes: ['A', 'A', 'B', 'C'] },
    // 80 % exactly before a row: the row is B (< is strict).
    { name: 'exactly 80 % before a row makes it B', amounts: [8000, 1500, 500], classes: ['A', 'B', 'C'] },
    // Before the third row 95 % exactly → C.
    { name: 'exactly 95 % before a row makes it C', amounts: [8000, 1500, 300, 200], classes: ['A', 'B', 'C', 'C'] },
    {
      name: 'ten equal rows: 8 A, then 80 % → B, 90 % → B',
      amounts: Array(10).fill(100),
      classes: ['A', 'A', 'A', 'A', 'A', 'A', 'A', 'A', 'B', 'B'],
    },
    {
      name: 'twenty equal rows: the last is C (95 % before it)',
      amounts: Array(20).fill(5),
      classes: [...Array<AbcClass>(16).fill('A'), 'B', 'B', 'B', 'C'],
    },
  ];
  it.each(cases)('$name', ({ amounts, classes }) => {
    expect(classifyAbc(entriesOf(amounts)).map((row) => row.class)).toEqual(classes);
  });

  it('ranks by revenue, largest first, ties by key; shares and cumulative shares to 4 decimals', () => {
    const rows = classifyAbc([
      { key: 'b', amountFen: 100 },
      { key: 'c', amountFen: 700 },
      { key: 'a', amountFen: 100 },
      { key: 'd', amountFen: 100 },
    ]);
    expect(rows).toEqual([
      { key: 'c', amountFen: 700, share: 0.7, cumulativeShare: 0.7, class: 'A' },
      { key: 'a', amountFen: 100, share: 0.1, cumulativeShare: 0.8, class: 'A' },
      { key: 'b', amountFen: 100, share: 0.1, cumulativeShare: 0.9, class: 'B' },
      { key: 'd', amountFen: 100, share: 0.1, cumulativeShare: 1, class: 'B' },
    ]);
  });

  it('rounds shares half up once: thirds are 0.3333 and the last cumulative share is exactly 1', () => {
    const rows = classifyAbc(entriesOf([1, 1, 1]));
    expect(rows.map((row) => row.share)).toEqual([0.3333, 0.3333, 0.3333]);
    expect(rows.map((row) => row.cumulativeShare)).toEqual([0.3333, 0.6667, 1]);
  });

  it('leaves out entries without positive net revenue (refunds in the window exceeding payments)', () => {
    const rows = classifyAbc([
      { key: 'refunded', amountFen: -500 },
      { key: 'nothing', amountFen: 0 },
      { key: 'paid', amountFen: 300 },
    ]);
    expect(rows.map((row) => [row.key, row.share, row.class])).toEqual([['paid', 1, 'A']]);
  });

  it('gives no rows for no entries, or none positive', () => {
    expect(classifyAbc([])).toEqual([]);
    expect(classifyAbc(entriesOf([0, -1]))).toEqual([]);
  });
});

describe('summarizeAbcClasses', () => {
  it('counts each class, sums its revenue and its share; empty classes are listed as 0', () => {
    expect(summarizeAbcClasses(classifyAbc(entriesOf([9000, 600, 400])))).toEqual([
      { class: 'A', count: 1, amountFen: 9000, share: 0.9 },
      { class: 'B', count: 1, amountFen: 600, share: 0.06 },
      { class: 'C', count: 1, amountFen: 400, share: 0.04 },
    ]);
    expect(summarizeAbcClasses([])).toEqual(abcClasses.map((c) => ({ class: c, count: 0, amountFen: 0, share: 0 })));
  });
});

describe('classifyAbc properties', () => {
  const entriesArbitrary = fc.array(
    fc.record({ key: fc.string({ maxLength: 6 }), amountFen: fc.integer({ min: -100_000, max: 10_000_000_000 }) }),
    { maxLength: 60 },
  );

  it('shares sum to 1 within rounding, cumulative shares never fall and end at 1, classes run A then B then C', () => {
    fc.assert(
      fc.property(entriesArbitrary, (entries) => {
        const rows = classifyAbc(entries);
        const positive = entries.filter((entry) => entry.amountFen > 0);
        expect(rows).toHaveLength(positive.length);
        if (rows.length === 0) return;
        const shareSum = rows.reduce((sum, row) => sum + row.share, 0);
        // Each share is off by at most half a unit of the 4th decimal.
        expect(Math.abs(shareSum - 1)).toBeLessThanOrEqual(rows.length * 0.00005 + 1e-9);
        expect(rows.at(-1)?.cumulativeShare).toBe(1);
        const classRanks = rows.map((row) => abcClasses.indexOf(row.class));
        for (let index = 1; index < rows.length; index += 1) {
          const previous = rows[index - 1];
          const current = rows[index];
          if (!previous || !current) throw new Error('rows vanished');
          expect(current.cumulativeShare).toBeGreaterThanOrEqual(previous.cumulativeShare);
          expect(current.amountFen).toBeLessThanOrEqual(previous.amountFen);
          expect(classRanks[index]).toBeGreaterThanOrEqual(classRanks[index - 1] ?? 0);
        }
        expect(rows[0]?.class).toBe('A');
      }),
    );
  });

  it('class A alone never reaches past 80 % by more than its last row, and A + B hold at least 95 % less one row', () => {
    fc.assert(
      fc.property(entriesArbitrary, (entries) => {
        const rows = classifyAbc(entries);
        const total = rows.reduce((sum, row) => sum + row.amountFen, 0);
        let before = 0;
        for (const row of rows) {
          const isBeforeA = before * 100 < total * 80;
          const isBeforeB = before * 100 < total * 95;
          expect(row.class).toBe(isBeforeA ? 'A' : isBeforeB ? 'B' : 'C');
          before += row.amountFen;
        }
      }),
    );
  });
});
