import { describe, expect, it } from 'vitest';
import { makeOrder } from './order-test-support.ts';
import {
  applyPaymentEffect,
  decideIntentClosing,
  decidePaymentEffect,
  decidePaymentStart,
  isAwaitingCustomerPayment,
  isBankTransferCurrent,
  type PaymentClosedReason,
} from './payments.ts';
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

  it.each<[string, OrderStatus, Partial<Parameters<typeof makeOrder>[1]>, number, boolean]>([
    ['asks for the amount due', 6, {}, 100_00, true],
    [
      'an adjusted price only proposed',
      6,
      { priceAdjustmentPending: true, pendingAdjustedTotal: 120_00 },
      100_00,
      true,
    ],
    ['the payable changed', 6, { payable: 120_00 }, 100_00, false],
    ['part was paid meanwhile', 6, { paidVerified: 30_00 }, 100_00, false],
    ['the rest after a part was paid', 6, { paidVerified: 30_00 }, 70_00, true],
    ['paid in full', 6, { paidVerified: 100_00 }, 100_00, false],
    ['cancelled', 99, {}, 100_00, false],
    ['back before contract review', 4, {}, 100_00, false],
  ])('whether a pending bank transfer is current: %s (status %i)', (_, status, overrides, amount, isCurrent) => {
    expect(isBankTransferCurrent(makeOrder(status, overrides), amount)).toBe(isCurrent);
  });

  it.each<[string, OrderStatus, Partial<Parameters<typeof makeOrder>[1]>, number, PaymentClosedReason | undefined]>([
    ['asks for the amount due: stays open', 6, {}, 100_00, undefined],
    [
      'an adjusted price only proposed: stays open',
      6,
      { priceAdjustmentPending: true, pendingAdjustedTotal: 120_00 },
      100_00,
      undefined,
    ],
    ['paid in full', 6, { paidVerified: 100_00 }, 100_00, 'orderPaid'],
    ['paid in full, and more refunded back', 6, { paidVerified: 130_00, refunded: 30_00 }, 100_00, 'orderPaid'],
    ['the payable changed', 6, { payable: 120_00 }, 100_00, 'amountChanged'],
    ['part was paid meanwhile', 6, { paidVerified: 30_00 }, 100_00, 'amountChanged'],
    ['cancelled', 99, {}, 100_00, 'orderClosed'],
    ['back before contract review', 4, {}, 100_00, 'orderClosed'],
  ])('why a pending attempt closes: %s (status %i)', (_, status, overrides, amount, reason) => {
    expect(decideIntentClosing(makeOrder(status, overrides), amount)).toBe(reason);
  });

  it.each<[string, OrderStatus, number, boolean, boolean]>([
    ['approved, nothing paid', 6, 0, false, true],
    ['approved, part paid', 6, 50_00, false, true],
    ['approved, all paid', 6, 100_00, false, false],
    ['approved on credit terms (purchasing offered)', 6, 0, true, false],
    ['still in contract review', 5, 0, false, false],
    ['purchase placed', 7, 0, false, false],
  ])("whether it awaits the customer's payment: %s (status %i)", (_, status, paid, purchaseOrderOffered, awaiting) => {
    expect(isAwaitingCustomerPayment({ status, paid, payable: 100_00, purchaseOrderOffered })).toBe(awaiting);
  });
});
