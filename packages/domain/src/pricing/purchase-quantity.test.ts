import { describe, expect, it } from 'vitest';
import { defaultPriceBook } from './price-book.ts';
import { calculatePurchaseQuantity, isPassiveLine } from './purchase-quantity.ts';

const smt = defaultPriceBook.smt;

describe('purchase quantities (pricing.md §2)', () => {
  it.each([
    [['R1', 'R2'], true],
    [['c12'], true],
    [['L3'], true],
    [['U1'], false],
    [['LED1'], false],
    [['CN2'], false],
    [[], false],
  ])('%o is passive: %s', (designators, isPassive) => {
    expect(isPassiveLine({ designators, quantityPerBoard: 1 }, smt)).toBe(isPassive);
  });

  it.each([
    [['R1', 'R2'], 2, 10, 'sample', 35],
    [['U1'], 1, 10, 'sample', 10],
    [['C1'], 4, 1000, 'batch', 4040],
    [['C1'], 1, 60, 'batch', 61],
    [['C1'], 1, 150, 'batch', 152],
    [['U1'], 1, 1000, 'batch', 1000],
  ] as const)('%o × %i per board × %i boards (%s) → %i', (designators, quantityPerBoard, boards, mode, expected) => {
    expect(calculatePurchaseQuantity({ designators, quantityPerBoard }, boards, mode, smt)).toBe(expected);
  });
});
