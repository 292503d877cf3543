import { toYuan } from '@boardforge/domain/money/fen.ts';
import { computeNetPaid, computeOutstanding, type OrderFacts } from '@boardforge/domain/order-status/order-facts.ts';
import type { OrderAction } from '@boardforge/domain/order-status/payloads.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { lockCreditTerms } from '../../customers/customers.public.ts';
import type { OrderRow } from '../orders.repository.ts';
import { sumCreditExposure } from '../queries/customer-money.repository.ts';

const msPerDay = 86_400_000;

/** What credit decided for one transition: the facts to decide with, and when the order's credit falls due. */
export type CreditOutcome = { facts: OrderFacts; creditDueAt?: Date };

/**
 * Weighs credit for placePurchaseOrder on an order not paid in full whose customer has credit terms (docs/workflow.md
 * "Customers on credit"): locks the customer's credit row, so parallel decisions for one customer run one after the
 * other, then grants credit only while nothing is overdue and the customer's unpaid total, this order included, stays
 * within the limit. A refusal is a 400 naming the limit (`credit.limitExceeded`) or the overdue amount
 * (`credit.overdue`). Any other action, a paid order, or a customer without terms leaves the facts as they are.
 */
export async function decideCredit(
  tx: Db,
  input: { order: OrderRow; facts: OrderFacts; action: OrderAction; now: Date },
): Promise<CreditOutcome> {
  const { order, facts, action, now } = input;
  // A pending price change is the table's own refusal (noPriceAdjustmentPending), said before any credit.
  if (action !== 'placePurchaseOrder' || facts.priceAdjustmentPending || computeNetPaid(facts) >= facts.payable)
    return { facts };
  const terms = await lockCreditTerms(tx, order.userId);
  if (!terms || terms.limitFen <= 0) return { facts: { ...facts, hasCreditTerms: false } };
  const exposure = await sumCreditExposure(tx, order.userId, now);
  if (exposure.overdueFen > 0) {
    throw new AppError(
      '400',
      'customers.creditOverdue',
      { overdue: toYuan(exposure.overdueFen).toFixed(2), days: terms.days },
      { reason: 'credit.overdue' },
    );
  }
  const outstandingFen = computeOutstanding(facts);
  if (exposure.owedFen + outstandingFen > terms.limitFen) {
    throw new AppError(
      '400',
      'customers.creditLimitExceeded',
      {
        limit: toYuan(terms.limitFen).toFixed(2),
        owed: toYuan(exposure.owedFen).toFixed(2),
        outstanding: toYuan(outstandingFen).toFixed(2),
      },
      { reason: 'credit.limitExceeded' },
    );
  }
  return {
    facts: { ...facts, hasCreditTerms: true },
    creditDueAt: new Date(now.getTime() + terms.days * msPerDay),
  };
}
