import { describe, expect, it } from 'vitest';
import {
  type ActorKey,
  actorKeys,
  makeActor,
  makeOrder,
  makeReadyOrder,
  testNow,
  validPayloads,
} from './order-test-support.ts';
import { type ActionPayloads, type OrderAction, orderActions } from './payloads.ts';
import { type OrderStatus, orderStatuses } from './statuses.ts';
import { allowedActions, decideTransition } from './transitions.ts';

// docs/workflow.md restated by role rather than by tag, independently of the table: [action, from, to, who].
// Role 1 may take every staff action; '14' and '12' are the order's assigned salesperson and buyer.
const expectedMoves: readonly [OrderAction, readonly OrderStatus[], OrderStatus | 'same', readonly ActorKey[]][] = [
  ['assignSales', [0], 1, ['1', '11', '15']],
  ['assignPurchasing', [1], 2, ['1', '12', '12x']],
  ['purchaseQuote', [2], 3, ['1', '12']],
  ['salesQuote', [3, 4], 4, ['1', '14', '11', '15']],
  ['acceptQuote', [4], 'same', ['owner']],
  ['placeSalesOrder', [4], 5, ['1', '14', '11']],
  ['approveContract', [5], 6, ['1', '15', '16']],
  ['rejectContract', [5], 4, ['1', '15', '16']],
  ['acceptAdjustedPrice', [6], 'same', ['owner']],
  ['placePurchaseOrder', [6], 7, ['1', '12', '12x']],
  ['approvePurchase', [7], 8, ['1', '16', '12', '12x']],
  ['warehouseEntry', [8], 9, ['1', '12', '12x']],
  ['warehouseExit', [9], 10, ['1', '12', '12x', '14', '14x']],
  ['confirmCompletion', [10], 11, ['owner', '1', '11', '15']],
  ['requestReturn', [10, 11], 'same', ['owner']],
  ['approveReturn', [10, 11], 12, ['1', '15', '16']],
  ['declineReturn', [10, 11], 'same', ['1', '15', '16']],
  ['cancel', [0, 1, 2, 3, 4, 5, 6], 99, ['owner']],
  ['cancel', [0, 1, 2, 3, 4, 5, 6, 7], 99, ['1', '11', '15', '16']],
];

const allowedCases = expectedMoves.flatMap(([action, from, to, actors]) =>
  from.flatMap((status) => actors.map((actor) => ({ action, status, to: to === 'same' ? status : to, actor }))),
);

function decide(action: OrderAction, status: OrderStatus, actor: ActorKey) {
  const payload = validPayloads[action] as ActionPayloads[typeof action];
  return decideTransition(makeReadyOrder(action, status, actor), makeActor(actor), action, payload, testNow);
}

describe('every allowed move', () => {
  it.each(allowedCases)('$action from $status by $actor → $to', ({ action, status, to, actor }) => {
    const decision = decide(action, status, actor);
    expect(decision).toMatchObject({ ok: true, action, from: status, to });
    if (!decision.ok) return;
    const history = decision.effects.at(-1);
    expect(history).toMatchObject({ kind: 'recordHistory', action, from: status, to, at: testNow });
    expect(allowedActions(makeReadyOrder(action, status, actor), makeActor(actor), testNow)).toContain(action);
  });
});

// Every other (action, status, actor): refused as forbidden when no row is the actor's, else as the wrong status.
const refusedCases = orderActions.flatMap((action) =>
  orderStatuses.flatMap((status) =>
    actorKeys.flatMap((actor) => {
      const actorRows = expectedMoves.filter(
        ([rowAction, , , actors]) => rowAction === action && actors.includes(actor),
      );
      if (actorRows.some(([, from]) => from.includes(status))) return [];
      const reason = actorRows.length === 0 ? 'forbidden' : 'notAllowedFromStatus';
      return [{ action, status, actor, reason }];
    }),
  ),
);

describe('every refused move (wrong actor or wrong status)', () => {
  it('covers the whole grid', () => {
    expect(allowedCases.length + refusedCases.length).toBe(
      orderActions.length * orderStatuses.length * actorKeys.length,
    );
  });

  it.each(refusedCases)('$action from $status by $actor is $reason', ({ action, status, actor, reason }) => {
    expect(decide(action, status, actor)).toEqual({ ok: false, reason });
    expect(allowedActions(makeReadyOrder(action, status, actor), makeActor(actor), testNow)).not.toContain(action);
  });
});

describe('terminal statuses', () => {
  it.each([12, 99] as const)('nothing leaves %s, for anyone', (status) => {
    for (const actor of actorKeys) {
      const order = makeOrder(status, { returnRequested: true, priceAdjustmentPending: true });
      expect(allowedActions(order, makeActor(actor), testNow)).toEqual([]);
    }
  });

  it('a completed order only takes a return', () => {
    const order = makeOrder(11, { returnRequested: true, paidVerified: 100_00 });
    expect(allowedActions(order, makeActor('owner'), testNow)).toEqual([]);
    expect(allowedActions(order, makeActor('1'), testNow)).toEqual(['approveReturn', 'declineReturn']);
    expect(allowedActions(makeOrder(11), makeActor('owner'), testNow)).toEqual(['requestReturn']);
  });
});
