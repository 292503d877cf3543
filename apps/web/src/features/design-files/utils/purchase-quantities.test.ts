import type { BomLineAnswer } from '@boardforge/contracts/files.ts';
import { describe, expect, it } from 'vitest';
import { buildPurchaseLines, calculateLinePurchase, readQuoteMode, splitDesignators } from './purchase-quantities.ts';

function line(designator: string | null, quantity: number | null, dnp = false): BomLineAnswer {
  return {
    rowNumber: 2,
    designator,
    quantity,
    quantitySource: quantity === null ? null : 'column',
    mpn: null,
    manufacturer: null,
    package: null,
    value: null,
    description: null,
    supplierPartNumber: null,
    dnp,
    isPassive: false,
    formulaFields: [],
    raw: { Reference: designator ?? '' },
  };
}

describe('purchase quantity per BOM line (pricing.md §2)', () => {
  it.each([
    // designator, qty per board, sets, purchase, spares
    ['R1,R2', 2, 10, 35, 15], // sample: passive +15 per line
    ['C1 C2 C3', 3, 50, 165, 15], // 50 sets is still a sample
    ['L7', 1, 1, 16, 15],
    ['R1', 1, 51, 52, 1], // batch: 1 % of 51 rounded up = 1
    ['C1,C2', 2, 100, 202, 2], // batch: 1 % of 200 = 2
    ['C1', 1, 150, 152, 2], // 1.5 rounded up
    ['C1', 1, 1000, 1010, 10],
    ['U1', 1, 10, 10, 0], // not passive: no spares
    ['D1 D2', 2, 500, 1000, 0],
    ['RN1', 1, 10, 10, 0], // resistor network prefix "RN" is not R
    ['J10', 1, 10, 10, 0],
  ])('%s × %i per board × %i sets → %i (spares %i)', (designator, quantity, sets, purchase, spares) => {
    expect(calculateLinePurchase(line(designator, quantity), sets)).toEqual({ purchaseQuantity: purchase, spares });
  });

  it('buys nothing for a DNP line or a line without quantity', () => {
    expect(calculateLinePurchase(line('R5', 1, true), 10)).toEqual({ purchaseQuantity: 0, spares: 0 });
    expect(calculateLinePurchase(line('R5', null), 10)).toEqual({ purchaseQuantity: 0, spares: 0 });
  });

  it('counts up to 50 sets as a sample and more as a batch', () => {
    expect(readQuoteMode(1)).toBe('sample');
    expect(readQuoteMode(50)).toBe('sample');
    expect(readQuoteMode(51)).toBe('batch');
  });

  it('splits designators on spaces, commas, semicolons and Chinese separators', () => {
    expect(splitDesignators('C1 C14, C19;C26，C27、C28 ')).toEqual(['C1', 'C14', 'C19', 'C26', 'C27', 'C28']);
    expect(splitDesignators(null)).toEqual([]);
  });

  it('builds purchase lines without the raw rows', () => {
    const [built] = buildPurchaseLines([line('C1', 4)], 5);
    expect(built).toMatchObject({ designator: 'C1', quantity: 4, purchaseQuantity: 35, spares: 15 });
    expect(built).not.toHaveProperty('raw');
  });
});
