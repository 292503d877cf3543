/**
 * A purchase return (采购退货, us to a supplier) moves requested → shipped → credited, and only so: shipping takes
 * the goods out of stock, crediting records the supplier's credit note. One table says which action leaves which
 * status for which; the server's guard and the screen's buttons both ask it.
 */

/** The statuses of a purchase return, in the order it passes them. */
export const purchaseReturnStatuses = ['requested', 'shipped', 'credited'] as const;
export type PurchaseReturnStatus = (typeof purchaseReturnStatuses)[number];

/** What staff do to a purchase return. */
export const purchaseReturnActions = ['ship', 'credit'] as const;
export type PurchaseReturnAction = (typeof purchaseReturnActions)[number];

/** The transition table: each action, the status it leaves and the one it reaches. */
export const purchaseReturnTransitions: Readonly<
  Record<PurchaseReturnAction, { from: PurchaseReturnStatus; to: PurchaseReturnStatus }>
> = {
  ship: { from: 'requested', to: 'shipped' },
  credit: { from: 'shipped', to: 'credited' },
};

/** The outcome of an action on a status: the status reached, or why it is refused. */
export type PurchaseReturnMove =
  | { kind: 'moved'; to: PurchaseReturnStatus }
  | { kind: 'refused'; reason: 'actionNotAllowed' | 'staleStatus' };

/**
 * Applies an action to a return now in `current`, which the caller saw in `expected`: stale when it moved since,
 * refused when the action does not leave the current status.
 */
export function applyPurchaseReturnAction(
  current: PurchaseReturnStatus,
  action: PurchaseReturnAction,
  expected: PurchaseReturnStatus = current,
): PurchaseReturnMove {
  if (current !== expected) return { kind: 'refused', reason: 'staleStatus' };
  const transition = purchaseReturnTransitions[action];
  if (transition.from !== current) return { kind: 'refused', reason: 'actionNotAllowed' };
  return { kind: 'moved', to: transition.to };
}

/** The actions that may be taken on a return in `status` (none once credited). */
export function listPurchaseReturnActions(status: PurchaseReturnStatus): PurchaseReturnAction[] {
  return purchaseReturnActions.filter((action) => purchaseReturnTransitions[action].from === status);
}

/** True when the goods of a return in `status` have left the warehouse. */
export function hasShipped(status: PurchaseReturnStatus): boolean {
  return purchaseReturnStatuses.indexOf(status) >= purchaseReturnStatuses.indexOf('shipped');
}
