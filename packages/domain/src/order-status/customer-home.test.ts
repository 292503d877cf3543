import { describe, expect, it } from 'vitest';
import { type CustomerTask, decideProductionProgress, listCustomerTasks } from './customer-home.ts';
import type { OrderFacts } from './order-facts.ts';
import { daysFromNow, makeOrder, testNow } from './order-test-support.ts';
import type { OrderStatus } from './statuses.ts';

const paid = { paidVerified: 100_00 };

describe('listCustomerTasks', () => {
  it.each<[string, OrderFacts, CustomerTask[]]>([
    ['an inquiry being quoted', makeOrder(2), []],
    ['a quote to accept', makeOrder(4, { customerAcceptedQuote: false }), ['acceptQuote']],
    ['an accepted quote', makeOrder(4), []],
    ['an expired quote', makeOrder(4, { customerAcceptedQuote: false, quoteExpiresAt: daysFromNow(-1) }), []],
    ['an unpaid order in review', makeOrder(5), ['pay']],
    ['a paid order in review', makeOrder(5, paid), []],
    ['a part-paid order', makeOrder(6, { paidVerified: 40_00 }), ['pay']],
    [
      'an adjusted price to accept (paying waits for it)',
      makeOrder(6, { priceAdjustmentPending: true, pendingAdjustedTotal: 120_00 }),
      ['acceptAdjustedPrice'],
    ],
    ['a paid order in production', makeOrder(8, paid), []],
    ['a shipped order', makeOrder(10, paid), ['confirmReceipt']],
    ['a completed order', makeOrder(11, paid), []],
    ['a cancelled order', makeOrder(99), []],
  ])('%s', (_name, order, tasks) => {
    expect(listCustomerTasks(order, testNow)).toEqual(tasks);
  });
});

describe('decideProductionProgress', () => {
  it.each<[OrderStatus, Partial<OrderFacts>, ReturnType<typeof decideProductionProgress>]>([
    [0, {}, undefined],
    [4, paid, undefined],
    [5, {}, { stage: 'review', isReviewed: false, isPaid: false }],
    [5, paid, { stage: 'paid', isReviewed: false, isPaid: true }],
    [6, {}, { stage: 'review', isReviewed: true, isPaid: false }],
    [6, { paidVerified: 100_00, refunded: 100_00 }, { stage: 'review', isReviewed: true, isPaid: false }],
    [6, paid, { stage: 'paid', isReviewed: true, isPaid: true }],
    [7, paid, { stage: 'purchasing', isReviewed: true, isPaid: true }],
    [8, paid, { stage: 'production', isReviewed: true, isPaid: true }],
    [9, paid, { stage: 'warehouse', isReviewed: true, isPaid: true }],
    [10, paid, { stage: 'shipped', isReviewed: true, isPaid: true }],
    [11, paid, { stage: 'delivered', isReviewed: true, isPaid: true }],
    [12, paid, undefined],
    [99, {}, undefined],
  ])('status %s %o', (status, overrides, progress) => {
    expect(decideProductionProgress(makeOrder(status, overrides))).toEqual(progress);
  });

  it('an order with nothing to pay counts as paid', () => {
    expect(decideProductionProgress(makeOrder(6, { payable: 0 }))?.stage).toBe('paid');
  });
});
