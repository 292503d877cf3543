import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPurchaseReturnAction,
  hasShipped,
  listPurchaseReturnActions,
  type PurchaseReturnAction,
  type PurchaseReturnStatus,
  purchaseReturnActions,
  purchaseReturnStatuses,
} from './purchase-return-status.ts';

describe('applyPurchaseReturnAction', () => {
  it.each<[PurchaseReturnStatus, PurchaseReturnAction, PurchaseReturnStatus | 'actionNotAllowed']>([
    ['requested', 'ship', 'shipped'],
    ['requested', 'credit', 'actionNotAllowed'],
    ['shipped', 'ship', 'actionNotAllowed'],
    ['shipped', 'credit', 'credited'],
    ['credited', 'ship', 'actionNotAllowed'],
    ['credited', 'credit', 'actionNotAllowed'],
  ])('%s + %s → %s', (from, action, outcome) => {
    const move = applyPurchaseReturnAction(from, action);
    expect(move).toEqual(
      outcome === 'actionNotAllowed' ? { kind: 'refused', reason: outcome } : { kind: 'moved', to: outcome },
    );
  });

  it('is stale when the return left the status the caller saw, whatever the action', () => {
    expect(applyPurchaseReturnAction('shipped', 'credit', 'requested')).toEqual({
      kind: 'refused',
      reason: 'staleStatus',
    });
  });

  it.each<[PurchaseReturnStatus, PurchaseReturnAction[], boolean]>([
    ['requested', ['ship'], false],
    ['shipped', ['credit'], true],
    ['credited', [], true],
  ])('from %s the actions are %j (shipped: %s)', (status, actions, shipped) => {
    expect(listPurchaseReturnActions(status)).toEqual(actions);
    expect(hasShipped(status)).toBe(shipped);
  });
});

describe('the purchase-return machine (property)', () => {
  it('any sequence of actions only moves forward, one step at a time, and each action succeeds at most once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...purchaseReturnActions), { maxLength: 12 }), (actions) => {
        let status: PurchaseReturnStatus = 'requested';
        const succeeded: PurchaseReturnAction[] = [];
        for (const action of actions) {
          const allowed = listPurchaseReturnActions(status).includes(action);
          const move = applyPurchaseReturnAction(status, action);
          expect(move.kind === 'moved').toBe(allowed);
          if (move.kind !== 'moved') continue;
          expect(purchaseReturnStatuses.indexOf(move.to)).toBe(purchaseReturnStatuses.indexOf(status) + 1);
          succeeded.push(action);
          status = move.to;
        }
        expect(new Set(succeeded).size).toBe(succeeded.length);
        // The moves that succeeded are a prefix of ship, credit: crediting never happens before shipping.
        expect(succeeded).toEqual(purchaseReturnActions.slice(0, succeeded.length));
        expect(status).toBe(purchaseReturnStatuses[succeeded.length]);
      }),
    );
  });
});
