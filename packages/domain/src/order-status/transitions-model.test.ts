import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDecision } from './apply-decision.ts';
import { computeNetPaid, type OrderFacts } from './order-facts.ts';
import { type ActorKey, actorKeys, makeActor, testNow } from './order-test-support.ts';
import { type ActionPayloads, type OrderAction, orderActions } from './payloads.ts';
import { applyPaymentEffect, decidePaymentEffect, decidePaymentStart } from './payments.ts';
import type { OrderStatus } from './statuses.ts';
import { allowedActions, decideTransition, transitionTable } from './transitions.ts';

type Step =
  | {
      kind: 'act';
      actor: ActorKey;
      action: OrderAction;
      isValid: boolean;
      amount: number;
      flag: boolean;
      prefersListed?: boolean;
    }
  | { kind: 'pay'; isLate: boolean; amount: number }
  | { kind: 'wait'; days: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('act' as const),
      actor: fc.constantFrom(...actorKeys),
      action: fc.constantFrom(...orderActions),
      isValid: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      amount: fc.integer({ min: 0, max: 500_00 }),
      flag: fc.boolean(),
      prefersListed: fc.oneof(
        { weight: 4, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      isLate: fc.boolean(),
      amount: fc.integer({ min: 1, max: 500_00 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 0, max: 40 }) }) },
);

// A payload for the current order: one that meets the payload requirements, or one that does not.
function buildPayload(order: OrderFacts, step: Extract<Step, { kind: 'act' }>): ActionPayloads[OrderAction] {
  const { isValid, amount, flag } = step;
  const reason = isValid ? 'a reason' : ' ';
  switch (step.action) {
    case 'assignSales':
      return flag
        ? { salesUserId: 'staff-11', salesUserRoleId: isValid ? '11' : '12' }
        : { salesUserId: 'staff-14', salesUserRoleId: isValid ? '14' : undefined };
    case 'assignPurchasing':
      return { buyerUserId: 'staff-12', buyerUserRoleId: isValid ? '12' : '15' };
    case 'purchaseQuote':
      return {
        lines: isValid ? order.lines.map((line) => ({ lineId: line.lineId, unitCost: amount, supplier: 'S' })) : [],
      };
    case 'salesQuote':
      return {
        lines: isValid ? order.lines.map((line) => ({ lineId: line.lineId, unitPrice: Math.max(1, amount) })) : [],
      };
    case 'approveContract':
      if (flag) return {};
      return isValid ? { adjustedTotal: amount + 1, reason } : { adjustedTotal: amount + 1 };
    case 'warehouseEntry':
      return { quantity: isValid ? amount + 1 : 0 };
    case 'warehouseExit':
      return isValid ? { carrier: 'SF', trackingNo: 'SF1' } : { carrier: 'SF', trackingNo: '' };
    case 'approveReturn': {
      const netPaid = computeNetPaid(order);
      return { refundAmount: isValid ? Math.min(amount, netPaid) : netPaid + 1, restock: flag };
    }
    case 'rejectContract':
    case 'requestReturn':
    case 'declineReturn':
    case 'cancel':
      return { reason };
    case 'placePurchaseOrder':
      return flag ? { supplier: 'F', note: 'n' } : {};
    case 'acceptQuote':
    case 'placeSalesOrder':
    case 'acceptAdjustedPrice':
    case 'approvePurchase':
    case 'confirmCompletion':
      return {};
  }
}

// Statuses seen by the random journeys (checked at the end: the generator must not be vacuous).
const reached = new Set<OrderStatus>();

const reachable = new Set<OrderStatus>([
  0,
  5,
  ...transitionTable.flatMap((rule) => (rule.to === 'same' ? [] : [rule.to])),
]);

// Runs one sequence and checks every invariant after every step.
function runSequence(start: OrderFacts, steps: readonly Step[]): void {
  let order = start;
  let now = testNow;
  for (const step of steps) {
    if (step.kind === 'wait') {
      now = new Date(now.getTime() + step.days * 86_400_000);
    } else if (step.kind === 'pay') {
      const started = decidePaymentStart(order);
      if (step.isLate || started.ok) {
        const amount = step.isLate || !started.ok ? step.amount : started.amount;
        order = applyPaymentEffect(order, decidePaymentEffect(order, amount));
      }
    } else {
      // Most steps take an action some actor is offered (rarely a cancellation), so journeys get deep into the table.
      const offered = actorKeys.flatMap((key) =>
        allowedActions(order, makeActor(key), now).map((offeredAction) => ({ key, offeredAction })),
      );
      const progressing = offered.filter((pair) => pair.offeredAction !== 'cancel');
      const pool = step.amount % 8 === 0 || progressing.length === 0 ? offered : progressing;
      const pick = step.prefersListed ? pool[step.amount % Math.max(1, pool.length)] : undefined;
      const actorKey = pick?.key ?? step.actor;
      const action = pick?.offeredAction ?? step.action;
      const actor = makeActor(actorKey);
      const listed = allowedActions(order, actor, now);
      const decision = decideTransition(order, actor, action, buildPayload(order, { ...step, action }), now);
      if (listed.includes(action)) expect(decision).not.toMatchObject({ reason: 'forbidden' });
      if (decision.ok) {
        expect(listed).toContain(action);
        expect([12, 99]).not.toContain(order.status);
        if (order.status === 11) expect(['requestReturn', 'approveReturn', 'declineReturn']).toContain(action);
        const from = order.status;
        const rows = transitionTable.filter((rule) => rule.action === action && rule.from.includes(from));
        expect(rows.some((rule) => (rule.to === 'same' ? from : rule.to) === decision.to)).toBe(true);
        order = applyDecision(order, decision, now);
      }
    }
    reached.add(order.status);
    const netPaid = computeNetPaid(order);
    expect(reachable.has(order.status)).toBe(true);
    expect(netPaid).toBeGreaterThanOrEqual(0);
    expect(netPaid).toBeLessThanOrEqual(order.payable);
    if (order.status >= 7 && order.status <= 11) expect(order.hasCreditTerms || netPaid >= order.payable).toBe(true);
  }
}

const base = {
  ownerUserId: 'client-owner',
  lines: [
    { lineId: 'L1', quantity: 10 },
    { lineId: 'L2', quantity: 3 },
  ],
  paidVerified: 0,
  refunded: 0,
  priceAdjustmentPending: false,
  returnRequested: false,
  manufacturingFilesMissing: false,
  enteredStatusAt: testNow,
} as const;

describe('model: random journeys through the table', () => {
  it('from an inquiry at 0', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(stepArbitrary, { minLength: 10, maxLength: 80 }), (hasCreditTerms, steps) => {
        runSequence({ ...base, status: 0, payable: 0, hasCreditTerms, customerAcceptedQuote: false }, steps);
      }),
      { numRuns: 1000 },
    );
  });

  it('from an instant order at 5', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 1, max: 100_000_00 }),
        fc.array(stepArbitrary, { minLength: 10, maxLength: 60 }),
        (hasCreditTerms, payable, steps) => {
          runSequence({ ...base, status: 5, payable, hasCreditTerms, customerAcceptedQuote: true }, steps);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('visited every status on the way', () => {
    expect([...reached].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 99]);
  });

  it('reaches completion and returns on some journeys (the generator is not vacuous)', () => {
    const happy: Step[] = [
      { kind: 'act', actor: '15', action: 'approveContract', isValid: true, amount: 0, flag: true },
      { kind: 'pay', isLate: false, amount: 1 },
      ...(['placePurchaseOrder', 'approvePurchase', 'warehouseEntry', 'warehouseExit'] as const).map(
        (action): Step => ({ kind: 'act', actor: '1', action, isValid: true, amount: 5, flag: false }),
      ),
      { kind: 'act', actor: 'owner', action: 'confirmCompletion', isValid: true, amount: 0, flag: false },
    ];
    const start: OrderFacts = {
      ...base,
      status: 5,
      payable: 300_00,
      hasCreditTerms: false,
      customerAcceptedQuote: true,
    };
    let order = start;
    for (const step of happy) {
      if (step.kind === 'pay') {
        const started = decidePaymentStart(order);
        if (started.ok) order = applyPaymentEffect(order, decidePaymentEffect(order, started.amount));
      } else if (step.kind === 'act') {
        const decision = decideTransition(
          order,
          makeActor(step.actor),
          step.action,
          buildPayload(order, step),
          testNow,
        );
        if (decision.ok) order = applyDecision(order, decision, testNow);
      }
    }
    expect(order.status).toBe(11);
    runSequence(start, happy);
  });
});
