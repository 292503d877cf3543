import { hasFullPermission, hasPermissionTag, type OrderActor } from '@boardforge/domain/order-status/actors.ts';
import type { OrderAction } from '@boardforge/domain/order-status/payloads.ts';
import {
  type RequirementId,
  requirements,
  returnWindowDays,
  staffConfirmationDays,
} from '@boardforge/domain/order-status/requirements.ts';
import { assertNever, OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { type Authority, type TransitionRule, transitionTable } from '@boardforge/domain/order-status/transitions.ts';
import { and, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../../db/orders.table.ts';
import { selectHasCreditTerms } from '../../customers/customers.public.ts';

/**
 * The status machine's `allowedActions` (packages/domain/src/order-status/transitions.ts) said in SQL over the orders
 * table, so a task list filters, counts and pages its waiting orders in the database instead of loading every
 * candidate. The same table rows, the same authority rule and every requirement that is not about a payload (those
 * `allowedActions` skips) as a condition on the order's columns; test/task-list-sql.test.ts compares both answers
 * over a varied set of orders, actors and times.
 */

const msPerDay = 86_400_000;

// The requirements `allowedActions` checks (the others need a payload, which a list does not have).
type StateRequirementId = {
  [Id in RequirementId]: (typeof requirements)[Id]['isAboutPayload'] extends true ? never : Id;
}[RequirementId];

function isStateRequirement(id: RequirementId): id is StateRequirementId {
  return !requirements[id].isAboutPayload;
}

// The requirements that weigh the order's money (the ledger), not only its row.
const moneyRequirementIds: readonly StateRequirementId[] = ['paidInFullOrCreditTerms', 'nothingPaid'];

// One requirement as a condition (never NULL) on the order row; `netPaidFen` is the SQL of the order's net paid amount
// (never NULL). "On credit" is the customer having credit terms, as buildOrderFacts says; placePurchaseOrder itself
// weighs the limit and overdue amounts (workflow/credit-decisions.service.ts).
function buildRequirementCondition(id: StateRequirementId, now: Date, netPaidFen: SQL): SQL {
  switch (id) {
    case 'quoteAwaitingAcceptance':
      return sql`(${orders.quoteExpiresAt} is not null and not ${orders.customerAcceptedQuote})`;
    case 'quoteNotExpired':
      return sql`coalesce(${orders.quoteExpiresAt} > ${now}, false)`;
    case 'customerAcceptedQuote':
      return sql`${orders.customerAcceptedQuote}`;
    case 'manufacturingFilesAttached':
      return sql`not (${orders.orderType} = 'pcb' and ${orders.gerberFileId} is null)`;
    case 'priceAdjustmentPending':
      return sql`${orders.pendingAdjustedTotalFen} is not null`;
    case 'noPriceAdjustmentPending':
      return sql`${orders.pendingAdjustedTotalFen} is null`;
    case 'paidInFullOrCreditTerms':
      return sql`(${netPaidFen} >= ${orders.payableFen} or ${selectHasCreditTerms(orders.userId)})`;
    case 'fifteenDaysSinceShipment':
      return sql`${orders.statusEnteredAt} <= ${new Date(now.getTime() - staffConfirmationDays * msPerDay)}`;
    case 'withinReturnWindow':
      return sql`(${orders.status} <> ${OrderStatus.Completed} or coalesce(${orders.completedAt} >= ${new Date(now.getTime() - returnWindowDays * msPerDay)}, false))`;
    case 'noReturnPending':
      return sql`not ${orders.returnRequested}`;
    case 'returnRequested':
      return sql`${orders.returnRequested}`;
    case 'nothingPaid':
      return sql`${netPaidFen} <= 0`;
    default:
      return assertNever(id);
  }
}

// Whether the actor holds a row's authority over an order: true, false, or a condition on the order (the assignee).
function buildAuthorityCondition(who: Authority, actor: OrderActor): SQL | boolean {
  switch (who.kind) {
    case 'owner':
      return actor.kind === 'client' ? sql`${orders.userId} = ${actor.userId}` : false;
    case 'staff': {
      if (actor.kind !== 'staff' || !hasPermissionTag(actor, who.tag)) return false;
      if (who.assigneeOnly === undefined || hasFullPermission(actor)) return true;
      if (!who.assigneeOnly.roleIds.includes(actor.roleId)) return true;
      const assignee = who.assigneeOnly.assignee === 'sales' ? orders.assignedSalesUserId : orders.assignedBuyerUserId;
      return sql`coalesce(${assignee} = ${actor.userId}, false)`;
    }
    default:
      return assertNever(who);
  }
}

// A row of the table as a condition, or undefined when the actor never holds it.
function buildRuleCondition(rule: TransitionRule, actor: OrderActor, now: Date, netPaidFen: SQL): SQL | undefined {
  const authority = buildAuthorityCondition(rule.who, actor);
  if (authority === false) return undefined;
  return and(
    inArray(orders.status, [...rule.from]),
    authority === true ? undefined : authority,
    ...rule.requires.filter(isStateRequirement).map((id) => buildRequirementCondition(id, now, netPaidFen)),
  );
}

/**
 * One action the actor may take, the statuses it leaves, the condition on an order under which `allowedActions`
 * offers it, and the part of that condition that needs no money (its rules that do not weigh the ledger), if any.
 */
export type ActionCondition = {
  action: OrderAction;
  fromStatuses: OrderStatus[];
  condition: SQL;
  moneyStatuses: OrderStatus[];
  moneyFreeCondition: SQL | undefined;
};

/** What a task list asks: the actor, the moment and which actions count (a screen's scope). */
export type WaitingWork = { actor: OrderActor; now: Date; isWanted: (action: OrderAction) => boolean };

/**
 * The condition on an order under which its money decides whether it waits: it is in a status where some action
 * weighs money and no action that needs none is allowed. Undefined when money never decides (no ledger to sum).
 */
export function buildMoneyDecidesCondition(conditions: readonly ActionCondition[]): SQL | undefined {
  const moneyStatuses = [...new Set(conditions.flatMap((entry) => entry.moneyStatuses))];
  if (moneyStatuses.length === 0) return undefined;
  const moneyFree = or(...conditions.map((entry) => entry.moneyFreeCondition));
  return and(inArray(orders.status, moneyStatuses), moneyFree === undefined ? undefined : not(moneyFree));
}

/**
 * The actions of the transition table an actor may ever take (and that `isWanted` keeps), in table order like
 * `allowedActions`, each with the condition on the order row under which it is allowed at `now`; `netPaidFen` is the
 * SQL of the order's net paid amount (never NULL).
 */
export function buildActionConditions(work: WaitingWork, netPaidFen: SQL): ActionCondition[] {
  const conditions: ActionCondition[] = [];
  for (const rule of transitionTable) {
    if (!work.isWanted(rule.action)) continue;
    const condition = buildRuleCondition(rule, work.actor, work.now, netPaidFen);
    if (condition === undefined) continue;
    const isWeighingMoney = rule.requires.some((id) => (moneyRequirementIds as readonly string[]).includes(id));
    const moneyStatuses = isWeighingMoney ? [...rule.from] : [];
    const moneyFreeCondition = isWeighingMoney ? undefined : condition;
    const known = conditions.find((entry) => entry.action === rule.action);
    if (known) {
      known.condition = or(known.condition, condition) ?? condition;
      known.fromStatuses = [...new Set([...known.fromStatuses, ...rule.from])];
      known.moneyStatuses = [...new Set([...known.moneyStatuses, ...moneyStatuses])];
      known.moneyFreeCondition = or(known.moneyFreeCondition, moneyFreeCondition);
    } else {
      conditions.push({
        action: rule.action,
        fromStatuses: [...rule.from],
        condition,
        moneyStatuses,
        moneyFreeCondition,
      });
    }
  }
  return conditions;
}

/** The condition that some action is allowed (an order waits for the actor); false when the actor has none. */
export function buildAnyActionCondition(conditions: readonly ActionCondition[]): SQL {
  return or(...conditions.map((entry) => entry.condition)) ?? sql`false`;
}

/** The allowed actions of an order as one comma-separated text, in table order ('' when none). */
export function selectAllowedActions(conditions: readonly ActionCondition[]): SQL<string> {
  if (conditions.length === 0) return sql<string>`''`;
  const parts = conditions.map((entry) => sql`case when ${entry.condition} then ${entry.action}::text end`);
  return sql<string>`concat_ws(',', ${sql.join(parts, sql`, `)})`;
}
