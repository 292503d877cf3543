import { maxOrderAmountFen, maxOrderAmountYuan } from '@boardforge/contracts/limits.ts';
import type { OrderActor } from '@boardforge/domain/order-status/actors.ts';
import type { ActionPayloads, OrderAction } from '@boardforge/domain/order-status/payloads.ts';
import { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import {
  decideTransition,
  mayTakeAction,
  type TransitionDecision,
} from '@boardforge/domain/order-status/transitions.ts';
import type { Db } from '../../../db/client.ts';
import { type Language, type MessageKey, translate } from '../../../i18n/messages.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { OrderRow } from '../orders.repository.ts';
import { decideCredit } from './credit-decisions.service.ts';
import { loadOrderFacts } from './order-facts.service.ts';
import { writeTransition } from './transition-writes.service.ts';

/**
 * Decides one action on a locked order with the status machine and writes it, inside the caller's transaction:
 * refused as forbidden 403, not allowed from the status 409, a missing requirement 400 naming the payload field.
 */
export async function decideAndWrite<A extends OrderAction>(
  tx: Db,
  input: {
    order: OrderRow;
    actor: OrderActor;
    action: A;
    payload: ActionPayloads[A];
    /** What the history row keeps of the request (the wire payload). */
    recordedPayload: unknown;
    now: Date;
    language: Language;
  },
): Promise<OrderRow> {
  const loaded = await loadOrderFacts(tx, input.order);
  // Credit is weighed before the decision, under the customer's credit lock, so the table sees the real answer.
  const authorized =
    mayTakeAction(loaded, input.actor, input.action) && input.order.status === OrderStatus.AwaitingPurchaseOrder;
  const credit = authorized
    ? await decideCredit(tx, { order: input.order, facts: loaded, action: input.action, now: input.now })
    : { facts: loaded };
  const { facts } = credit;
  const decision = decideTransition(facts, input.actor, input.action, input.payload, input.now);
  if (!decision.ok) throw refuse(decision, input.action, input.order.status, input.language);
  refuseQuoteAboveLimit(decision as TransitionDecision, input.language);
  return writeTransition(tx, {
    order: input.order,
    facts,
    decision: decision as TransitionDecision,
    payload: input.recordedPayload,
    now: input.now,
    ...(credit.creditDueAt ? { extraChanges: { creditDueAt: credit.creditDueAt } } : {}),
  });
}

// Unit prices are bounded each, but an inquiry's total is unit price × quantity summed: it may not pass what one order
// may cost (contracts `maxOrderAmountYuan`), which keeps every stored fen amount an exact JavaScript number.
function refuseQuoteAboveLimit(decision: TransitionDecision, language: Language): void {
  for (const effect of decision.effects) {
    if (effect.kind !== 'recordQuote' || effect.total <= maxOrderAmountFen) continue;
    const params = { total: effect.total / 100, max: maxOrderAmountYuan };
    const message = translate(language, 'quotes.totalTooBig', params);
    throw new AppError(
      '400',
      'quotes.refused',
      { details: message },
      { fieldErrors: [{ field: 'payload.lines', message }] },
    );
  }
}

function refuse(
  refusal: Exclude<ReturnType<typeof decideTransition>, { ok: true }>,
  action: OrderAction,
  status: number,
  language: Language,
): AppError {
  switch (refusal.reason) {
    case 'forbidden':
      return new AppError('403', 'orders.forbidden', { action });
    case 'notAllowedFromStatus':
      return new AppError('409', 'orders.notAllowedFromStatus', { action, status });
    case 'requirementMissing': {
      const requirement = translate(
        language,
        `orders.requirement.${refusal.requirement ?? 'reasonGiven'}` as MessageKey,
      );
      const field = refusal.field === undefined ? 'orderId' : `payload.${refusal.field}`;
      return new AppError(
        '400',
        'orders.requirementMissing',
        { action, requirement },
        { fieldErrors: [{ field, message: requirement }] },
      );
    }
  }
}
