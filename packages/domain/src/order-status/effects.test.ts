import { describe, expect, it } from 'vitest';
import { applyDecision } from './apply-decision.ts';
import type { OrderEffect } from './effects.ts';
import type { OrderFacts } from './order-facts.ts';
import { daysFromNow, makeActor, makeOrder, makeReadyOrder, testNow, validPayloads } from './order-test-support.ts';
import type { ActionPayloads, OrderAction } from './payloads.ts';
import { decidePaymentStart } from './payments.ts';
import { decideTransition, type TransitionDecision, transitionTable } from './transitions.ts';

function accept<A extends OrderAction>(
  order: OrderFacts,
  actorKey: Parameters<typeof makeActor>[0],
  action: A,
  payload: ActionPayloads[A],
  now = testNow,
): TransitionDecision {
  const decision = decideTransition(order, makeActor(actorKey), action, payload, now);
  if (!decision.ok) throw new Error(`refused: ${JSON.stringify(decision)}`);
  return decision;
}

// The effects without the closing history row.
const withoutHistory = (decision: TransitionDecision): OrderEffect[] =>
  decision.effects.filter((effect) => effect.kind !== 'recordHistory');

describe('effects', () => {
  it('never produce a kind the row does not declare', () => {
    for (const rule of transitionTable) {
      for (const status of rule.from) {
        const actorKey = rule.who.kind === 'owner' ? 'owner' : '1';
        const order = makeReadyOrder(rule.action, status, actorKey);
        const decision = decideTransition(order, makeActor(actorKey), rule.action, validPayloads[rule.action], testNow);
        if (!decision.ok) continue;
        for (const effect of withoutHistory(decision)) expect(rule.effects).toContain(effect.kind);
      }
    }
  });

  it('salesQuote prices the lines, sets the total and a 7-day expiry, and asks the customer again', () => {
    const decision = accept(makeOrder(3), '14', 'salesQuote', validPayloads.salesQuote);
    expect(withoutHistory(decision)).toEqual([
      {
        kind: 'recordQuote',
        lines: validPayloads.salesQuote.lines,
        total: 10 * 500 + 5 * 1000,
        expiresAt: daysFromNow(7),
      },
    ]);
    const next = applyDecision(makeOrder(3), decision, testNow);
    expect(next).toMatchObject({ status: 4, payable: 100_00, customerAcceptedQuote: false, enteredStatusAt: testNow });
  });

  it('salesQuote takes fractional fen unit prices and rounds each line once', () => {
    const order = makeOrder(3, {
      lines: [
        { lineId: 'R1', quantity: 1000 },
        { lineId: 'R2', quantity: 3 },
      ],
    });
    const payload = {
      lines: [
        { lineId: 'R1', unitPrice: 0.35 },
        { lineId: 'R2', unitPrice: 0.5 },
      ],
    };
    expect(withoutHistory(accept(order, '11', 'salesQuote', payload))[0]).toMatchObject({ total: 350 + 2 });
  });

  it('a re-quote below what was paid refunds the difference', () => {
    const order = makeOrder(4, { paidVerified: 150_00 });
    expect(withoutHistory(accept(order, '11', 'salesQuote', validPayloads.salesQuote))).toContainEqual({
      kind: 'refundPayments',
      amount: 50_00,
    });
  });

  it('confirmCompletion credits 1 point per whole yuan of the payable', () => {
    const decision = accept(makeOrder(10, { payable: 1234_56 }), 'owner', 'confirmCompletion', {});
    expect(withoutHistory(decision)).toEqual([
      { kind: 'recordCompletion', completedAt: testNow },
      { kind: 'creditPoints', points: 1234 },
    ]);
    expect(withoutHistory(accept(makeOrder(10, { payable: 99 }), 'owner', 'confirmCompletion', {}))).toEqual([
      { kind: 'recordCompletion', completedAt: testNow },
    ]);
  });

  it('stock rises at entry, falls by the same quantity at exit, and returns on a restocked return', () => {
    expect(withoutHistory(accept(makeOrder(8), '12', 'warehouseEntry', { quantity: 40 }))).toEqual([
      { kind: 'stockIn', quantity: 40 },
    ]);
    const exit = accept(makeOrder(9, { receivedQuantity: 40 }), '14', 'warehouseExit', validPayloads.warehouseExit);
    expect(withoutHistory(exit)).toEqual([
      { kind: 'stockOut', quantity: 40 },
      { kind: 'recordShipment', carrier: 'SF Express', trackingNo: 'SF1234567890' },
    ]);
    expect(exit.effects.at(-1)).toMatchObject({ note: 'SF Express SF1234567890', actorRole: '14' });
    const returned = makeOrder(11, { receivedQuantity: 40, returnRequested: true, paidVerified: 100_00 });
    expect(withoutHistory(accept(returned, '15', 'approveReturn', { refundAmount: 30_00, restock: true }))).toEqual([
      { kind: 'recordSalesReturn', refundAmount: 30_00, restock: true },
      { kind: 'refundPayments', amount: 30_00 },
      { kind: 'stockIn', quantity: 40 },
    ]);
    expect(withoutHistory(accept(returned, '16', 'approveReturn', { refundAmount: 0, restock: false }))).toEqual([
      { kind: 'recordSalesReturn', refundAmount: 0, restock: false },
    ]);
  });

  it('a declined return closes the request, keeps the status and shows the reason as the note', () => {
    const requested = makeOrder(11, { returnRequested: true, paidVerified: 100_00 });
    const decision = accept(requested, '15', 'declineReturn', { reason: 'Boards match the approved files' });
    expect(decision.to).toBe(11);
    expect(withoutHistory(decision)).toEqual([
      { kind: 'recordReturnDecline', reason: 'Boards match the approved files' },
    ]);
    expect(decision.effects.at(-1)).toMatchObject({ note: 'Boards match the approved files', from: 11, to: 11 });
    expect(applyDecision(requested, decision, testNow)).toMatchObject({
      status: 11,
      returnRequested: false,
      refunded: 0,
    });
  });

  it('a staff cancellation refunds what was paid and records the reason', () => {
    const decision = accept(makeOrder(7, { paidVerified: 100_00, refunded: 20_00 }), '16', 'cancel', {
      reason: 'Factory cannot make it',
    });
    expect(withoutHistory(decision)).toEqual([{ kind: 'refundPayments', amount: 80_00 }]);
    expect(decision.effects.at(-1)).toEqual({
      kind: 'recordHistory',
      action: 'cancel',
      from: 7,
      to: 99,
      actorUserId: 'staff-16',
      actorRole: '16',
      note: 'Factory cannot make it',
      at: testNow,
    });
  });
});

describe('adjusted price', () => {
  const reviewed = accept(makeOrder(5, { payable: 100_00 }), '15', 'approveContract', {
    adjustedTotal: 130_00,
    reason: 'Impedance control needed',
  });
  const atSix = applyDecision(makeOrder(5, { payable: 100_00 }), reviewed, testNow);

  it('approveContract with a new total moves to 6 and leaves the adjustment pending', () => {
    expect(reviewed.to).toBe(6);
    expect(withoutHistory(reviewed)).toEqual([
      { kind: 'proposeAdjustedTotal', adjustedTotal: 130_00, reason: 'Impedance control needed' },
    ]);
    expect(atSix).toMatchObject({
      status: 6,
      payable: 100_00,
      priceAdjustmentPending: true,
      pendingAdjustedTotal: 130_00,
    });
  });

  it('blocks payment and purchasing until the customer accepts, then asks for the new total', () => {
    expect(decidePaymentStart(atSix)).toEqual({ ok: false, reason: 'priceAdjustmentPending' });
    expect(decideTransition(atSix, makeActor('12'), 'placePurchaseOrder', {}, testNow)).toMatchObject({
      requirement: 'noPriceAdjustmentPending',
    });
    const accepted = accept(atSix, 'owner', 'acceptAdjustedPrice', {}, daysFromNow(1));
    expect(accepted.to).toBe(6);
    const next = applyDecision(atSix, accepted, daysFromNow(1));
    expect(next).toMatchObject({ status: 6, payable: 130_00, priceAdjustmentPending: false });
    expect(next.pendingAdjustedTotal).toBeUndefined();
    expect(next.enteredStatusAt).toEqual(atSix.enteredStatusAt);
    expect(decidePaymentStart(next)).toEqual({ ok: true, amount: 130_00 });
  });

  it('a lower accepted total refunds what was paid above it', () => {
    const paidFirst = { ...atSix, pendingAdjustedTotal: 60_00, paidVerified: 100_00 };
    expect(withoutHistory(accept(paidFirst, 'owner', 'acceptAdjustedPrice', {}))).toEqual([
      { kind: 'applyAdjustedTotal', payable: 60_00 },
      { kind: 'refundPayments', amount: 40_00 },
    ]);
  });

  it('the customer may decline by cancelling, which refunds any payment', () => {
    const paidFirst = { ...atSix, paidVerified: 100_00 };
    const declined = accept(paidFirst, 'owner', 'cancel', { reason: 'Too expensive' });
    expect(declined.to).toBe(99);
    expect(withoutHistory(declined)).toEqual([{ kind: 'refundPayments', amount: 100_00 }]);
  });

  it('an adjusted total equal to the price is no adjustment', () => {
    const same = accept(makeOrder(5), '16', 'approveContract', { adjustedTotal: 100_00, reason: 'checked' });
    expect(withoutHistory(same)).toEqual([]);
    expect(applyDecision(makeOrder(5), same, testNow).priceAdjustmentPending).toBe(false);
  });
});
