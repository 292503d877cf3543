import { describe, expect, it } from 'vitest';
import { makeOrder } from './order-test-support.ts';
import { applyPaymentEffect, decidePaymentEffect, decidePaymentStart } from './payments.ts';
import type { OrderStatus } from './statuses.ts';

describe('payments', () => {
  it.each<[OrderStatus, boolean]>([
    [0, false],
    [4, false],
    [5, true],
    [6, true],
    [10, true],
    [11, true],
    [12, false],
    [99, false],
  ])('may start at %s: %s', (status, canStart) => {
    expect(decidePaymentStart(makeOrder(status)).ok).toBe(canStart);
  });

  it('asks for the whole outstanding amount, and nothing once paid', () => {
    expect(decidePaymentStart(makeOrder(6, { paidVerified: 30_00 }))).toEqual({ ok: true, amount: 70_00 });
    expect(decidePaymentStart(makeOrder(6, { paidVerified: 100_00 }))).toEqual({
      ok: false,
      reason: 'nothingOutstanding',
    });
    expect(decidePaymentStart(makeOrder(6, { priceAdjustmentPending: true, pendingAdjustedTotal: 1 }))).toEqual({
      ok: false,
      reason: 'priceAdjustmentPending',
    });
  });

  it('records every verified payment and refunds what exceeds the payable', () => {
    expect(decidePaymentEffect(makeOrder(6), 100_00)).toEqual({ recordPaid: 100_00, refund: 0 });
    expect(decidePaymentEffect(makeOrder(6, { paidVerified: 100_00 }), 100_00)).toEqual({
      recordPaid: 100_00,
      refund: 100_00,
    });
    expect(decidePaymentEffect(makeOrder(6, { paidVerified: 80_00 }), 50_00)).toEqual({
      recordPaid: 50_00,
      refund: 30_00,
    });
    expect(decidePaymentEffect(makeOrder(99), 100_00)).toEqual({ recordPaid: 100_00, refund: 100_00 });
    const after = applyPaymentEffect(makeOrder(6, { paidVerified: 80_00 }), { recordPaid: 50_00, refund: 30_00 });
    expect(after.paidVerified - after.refunded).toBe(100_00);
  });
});
