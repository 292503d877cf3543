import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateLine, convertYuanAmountToFen, convertYuanToFen, roundHalfUp, roundYuanToFen, toYuan } from './fen.ts';

describe('roundHalfUp', () => {
  it.each([
    [0, 0],
    [0.4, 0],
    [0.5, 1],
    [2.5, 3],
    [2.4999, 2],
    [3000.0000000000005, 3000],
    [0.05 * 600 * 100, 3000],
    [1.2000000000000002 * 1000, 1200],
  ])('rounds %d fen to %d', (exact, whole) => {
    expect(roundHalfUp(exact)).toBe(whole);
  });
});

describe('yuan at the edge', () => {
  it('converts fen to yuan with at most two decimals', () => {
    expect(toYuan(3390)).toBe(33.9);
    expect(toYuan(536400)).toBe(5364);
    expect(toYuan(1)).toBe(0.01);
  });

  it('converts price-book yuan to exact fen', () => {
    expect(convertYuanToFen(30)).toBe(3000);
    expect(convertYuanToFen(0.012)).toBeCloseTo(1.2, 12);
  });

  it('never gives more than two decimals for whole fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (fen) => {
        const yuan = toYuan(fen);
        expect(Math.round(yuan * 100)).toBe(fen);
        expect(String(yuan)).toMatch(/^\d+(\.\d{1,2})?$/);
      }),
    );
  });
});

describe('allocateLine', () => {
  it('rounds the line once and splits it so the parts add up', () => {
    const { lineFen, partsFen } = allocateLine([0.4, 0.4, 0.4]);
    expect(lineFen).toBe(1);
    expect(partsFen.reduce((sum, part) => sum + part, 0)).toBe(1);
  });

  it('gives an empty line zero', () => {
    expect(allocateLine([])).toEqual({ lineFen: 0, partsFen: [] });
  });

  it('always sums its parts to the line', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e7, noNaN: true }), { maxLength: 8 }), (parts) => {
        const { lineFen, partsFen } = allocateLine(parts);
        expect(partsFen.reduce((sum, part) => sum + part, 0)).toBe(lineFen);
        expect(Number.isInteger(lineFen)).toBe(true);
        for (const part of partsFen) expect(part).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('convertYuanAmountToFen and roundYuanToFen: the one conversion of amounts from the edge', () => {
  it.each([
    [318.6, 31860],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [0, 0],
    [-12.34, -1234],
    [21_474_836.48, 2_147_483_648],
  ])('%d yuan is %d fen', (yuan, fen) => {
    expect(convertYuanAmountToFen(yuan)).toBe(fen);
  });

  it('rounds sums of amounts to whole fen in yuan', () => {
    expect(roundYuanToFen(318.6 - 100.1 + 0.2)).toBe(218.7);
    expect(roundYuanToFen(0.1 + 0.2)).toBe(0.3);
  });

  it('gives back every two-decimal amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fen) => {
        expect(convertYuanAmountToFen(toYuan(fen))).toBe(fen);
      }),
    );
  });
});
