import { hasFullPermission, hasPermissionTag, type OrderActor } from './actors.ts';
import { buildEffects, type OrderEffect, type OrderEffectKind } from './effects.ts';
import type { OrderFacts } from './order-facts.ts';
import type { ActionPayloads, ActionRequest, OrderAction, PayloadFields } from './payloads.ts';
import { checkRequirement, type RequirementId, requirements } from './requirements.ts';
import { assertNever, type OrderStatus } from './statuses.ts';

/**
 * Who may take a row's action: the client who owns the order, or a staff member holding a permission tag. With
 * `assigneeOnly`, staff of the listed roles must also be the order's assigned salesperson or buyer ("14 assigned").
 */
export type Authority =
  | { kind: 'owner' }
  | {
      kind: 'staff';
      tag: string;
      assigneeOnly?: { assignee: 'sales' | 'buyer'; roleIds: readonly string[] };
    };

/** One row of the transition table. `to: 'same'` keeps the status (the action records something). */
export interface TransitionRule {
  action: OrderAction;
  from: readonly OrderStatus[];
  to: OrderStatus | 'same';
  who: Authority;
  requires: readonly RequirementId[];
  effects: readonly OrderEffectKind[];
}

const owner: Authority = { kind: 'owner' };
const staff = (tag: string): Authority => ({ kind: 'staff', tag });
const assignedSalesperson = (tag: string): Authority => ({
  kind: 'staff',
  tag,
  assigneeOnly: { assignee: 'sales', roleIds: ['14'] },
});
const assignedBuyer = (tag: string): Authority => ({
  kind: 'staff',
  tag,
  assigneeOnly: { assignee: 'buyer', roleIds: ['12'] },
});

/** The one transition table (docs/workflow.md "Transitions"): nothing else moves an order. */
export const transitionTable: readonly TransitionRule[] = [
  {
    action: 'assignSales',
    from: [0],
    to: 1,
    who: staff('order:assignSales'),
    requires: ['salesUserIsSalesperson'],
    effects: ['assignSales'],
  },
  {
    action: 'assignPurchasing',
    from: [1],
    to: 2,
    who: staff('order:assignPurchasing'),
    requires: ['buyerIsPurchaser'],
    effects: ['assignBuyer'],
  },
  {
    action: 'purchaseQuote',
    from: [2],
    to: 3,
    who: assignedBuyer('order:purchaseQuote'),
    requires: ['everyLineCosted'],
    effects: ['recordPurchaseCosts'],
  },
  {
    action: 'salesQuote',
    from: [3, 4],
    to: 4,
    who: assignedSalesperson('order:salesQuote'),
    requires: ['everyLinePriced'],
    effects: ['recordQuote', 'refundPayments'],
  },
  {
    action: 'acceptQuote',
    from: [4],
    to: 'same',
    who: owner,
    requires: ['quoteAwaitingAcceptance', 'quoteNotExpired'],
    effects: ['markQuoteAccepted'],
  },
  {
    action: 'placeSalesOrder',
    from: [4],
    to: 5,
    who: assignedSalesperson('order:placeSalesOrder'),
    requires: ['customerAcceptedQuote'],
    effects: [],
  },
  {
    action: 'approveContract',
    from: [5],
    to: 6,
    who: staff('order:contractReview'),
    requires: ['manufacturingFilesAttached', 'adjustedTotalValid', 'adjustmentReasonGiven'],
    effects: ['proposeAdjustedTotal'],
  },
  {
    action: 'rejectContract',
    from: [5],
    to: 4,
    who: staff('order:contractReview'),
    requires: ['reasonGiven'],
    effects: [],
  },
  {
    action: 'acceptAdjustedPrice',
    from: [6],
    to: 'same',
    who: owner,
    requires: ['priceAdjustmentPending'],
    effects: ['applyAdjustedTotal', 'refundPayments'],
  },
  {
    action: 'placePurchaseOrder',
    from: [6],
    to: 7,
    who: staff('order:placePurchaseOrder'),
    requires: ['noPriceAdjustmentPending', 'paidInFullOrCreditTerms'],
    effects: ['recordPurchaseOrder'],
  },
  {
    action: 'approvePurchase',
    from: [7],
    to: 8,
    who: staff('order:purchaseReview'),
    requires: [],
    effects: ['approvePurchaseOrders'],
  },
  {
    action: 'warehouseEntry',
    from: [8],
    to: 9,
    who: staff('stock:entry'),
    requires: ['quantityReceived'],
    effects: ['stockIn'],
  },
  {
    action: 'warehouseExit',
    from: [9],
    to: 10,
    who: staff('stock:exit'),
    requires: ['carrierGiven', 'trackingNoGiven'],
    effects: ['stockOut', 'recordShipment'],
  },
  {
    action: 'confirmCompletion',
    from: [10],
    to: 11,
    who: owner,
    requires: [],
    effects: ['recordCompletion', 'creditPoints'],
  },
  {
    action: 'confirmCompletion',
    from: [10],
    to: 11,
    who: staff('order:confirmCompletion'),
    requires: ['fifteenDaysSinceShipment'],
    effects: ['recordCompletion', 'creditPoints'],
  },
  {
    action: 'requestReturn',
    from: [10, 11],
    to: 'same',
    who: owner,
    requires: ['reasonGiven', 'noReturnPending', 'withinReturnWindow'],
    effects: ['recordReturnRequest'],
  },
  {
    action: 'approveReturn',
    from: [10, 11],
    to: 12,
    who: staff('order:approveReturn'),
    requires: ['returnRequested', 'refundWithinPaid'],
    effects: ['recordSalesReturn', 'refundPayments', 'stockIn'],
  },
  // The order keeps its status; the request is closed and its reason shown to the customer, who may ask again in time.
  {
    action: 'declineReturn',
    from: [10, 11],
    to: 'same',
    who: staff('order:approveReturn'),
    requires: ['returnRequested', 'reasonGiven'],
    effects: ['recordReturnDecline'],
  },
  { action: 'cancel', from: [0, 1, 2, 3, 4, 5], to: 99, who: owner, requires: ['nothingPaid'], effects: [] },
  // Declining an adjusted price: the customer's only way out once review changed the price (refunds what was paid).
  {
    action: 'cancel',
    from: [6],
    to: 99,
    who: owner,
    requires: ['priceAdjustmentPending'],
    effects: ['refundPayments'],
  },
  {
    action: 'cancel',
    from: [0, 1, 2, 3, 4, 5, 6, 7],
    to: 99,
    who: staff('order:cancel'),
    requires: ['reasonGiven'],
    effects: ['refundPayments'],
  },
];

/** Why a request is refused; the server answers 409, 403 and 400 respectively. */
export type TransitionRefusal = {
  ok: false;
  reason: 'notAllowedFromStatus' | 'forbidden' | 'requirementMissing';
  requirement?: RequirementId;
  field?: string;
};

/** An accepted request: the status to move to (unchanged for 'same' rows) and what else to do. */
export type TransitionDecision = {
  ok: true;
  action: OrderAction;
  from: OrderStatus;
  to: OrderStatus;
  effects: OrderEffect[];
};

/** Lists the rows of one action. */
export function listRulesOfAction(action: OrderAction): TransitionRule[] {
  return transitionTable.filter((rule) => rule.action === action);
}

/** Tells whether an actor may take a row's action on this order (ignoring its status and requirements). */
export function isAuthorized(who: Authority, actor: OrderActor, order: OrderFacts): boolean {
  switch (who.kind) {
    case 'owner':
      return actor.kind === 'client' && actor.userId === order.ownerUserId;
    case 'staff': {
      if (actor.kind !== 'staff' || !hasPermissionTag(actor, who.tag)) return false;
      if (who.assigneeOnly === undefined || hasFullPermission(actor)) return true;
      if (!who.assigneeOnly.roleIds.includes(actor.roleId)) return true;
      const assignee = who.assigneeOnly.assignee === 'sales' ? order.assignedSalesUserId : order.assignedBuyerUserId;
      return assignee === actor.userId;
    }
    default:
      return assertNever(who);
  }
}

/**
 * Tells whether some row of the action is the actor's on this order (its status and requirements aside): without one
 * the answer is 403 before anything else is said about the order.
 */
export function mayTakeAction(order: OrderFacts, actor: OrderActor, action: OrderAction): boolean {
  return listRulesOfAction(action).some((rule) => isAuthorized(rule.who, actor, order));
}

// The first requirement of a row that fails, or undefined; payload requirements are skipped when no payload is known.
function findMissingRequirement(
  rule: TransitionRule,
  order: OrderFacts,
  payload: PayloadFields | undefined,
  now: Date,
): RequirementId | undefined {
  return rule.requires.find((id) => {
    if (payload === undefined && requirements[id].isAboutPayload) return false;
    return !checkRequirement(id, { order, payload: payload ?? {}, now });
  });
}

/** Lists the actions this actor may take now; payload requirements are left for `decideTransition`. */
export function allowedActions(order: OrderFacts, actor: OrderActor, now: Date): OrderAction[] {
  const actions: OrderAction[] = [];
  for (const rule of transitionTable) {
    if (actions.includes(rule.action)) continue;
    if (!rule.from.includes(order.status) || !isAuthorized(rule.who, actor, order)) continue;
    if (findMissingRequirement(rule, order, undefined, now) === undefined) actions.push(rule.action);
  }
  return actions;
}

/**
 * Decides one request against the table: refused as forbidden when no row of the action is the actor's, as
 * notAllowedFromStatus when none of the actor's rows leaves the current status, else by the first missing requirement.
 */
export function decideTransition<A extends OrderAction>(
  order: OrderFacts,
  actor: OrderActor,
  action: A,
  payload: ActionPayloads[A],
  now: Date,
): TransitionDecision | TransitionRefusal {
  const actorRules = listRulesOfAction(action).filter((rule) => isAuthorized(rule.who, actor, order));
  if (actorRules.length === 0) return { ok: false, reason: 'forbidden' };
  const statusRules = actorRules.filter((rule) => rule.from.includes(order.status));
  if (statusRules.length === 0) return { ok: false, reason: 'notAllowedFromStatus' };
  let firstMissing: RequirementId | undefined;
  for (const rule of statusRules) {
    const missing = findMissingRequirement(rule, order, payload as PayloadFields, now);
    if (missing === undefined) {
      const to = rule.to === 'same' ? order.status : rule.to;
      const request = { action, payload } as ActionRequest;
      return { ok: true, action, from: order.status, to, effects: buildEffects(order, actor, request, to, now) };
    }
    firstMissing ??= missing;
  }
  const refusal: TransitionRefusal = { ok: false, reason: 'requirementMissing' };
  if (firstMissing !== undefined) {
    refusal.requirement = firstMissing;
    const field = (requirements[firstMissing] as { field?: string }).field;
    if (field !== undefined) refusal.field = field;
  }
  return refusal;
}
