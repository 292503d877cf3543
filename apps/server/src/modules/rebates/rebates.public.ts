import { parseRebatePeriod } from '@boardforge/domain/rebates/rebate-computation.ts';
import type { Db } from '../../db/client.ts';
import { listCustomerRebateLines, sumCustomerRebate, sumCustomerRebatesAround } from './rebates.repository.ts';

/** A customer's statement's rebates: granted before the window, inside it, and its rows (rebates.repository.ts). */
export { listCustomerRebateLines, sumCustomerRebatesAround };

/**
 * What other modules may use of rebates (the customer statement): a customer's net sales rebate of a period, and the
 * rebates granted around a statement's window with their rows.
 * Everything else in modules/rebates is the module's own (dependency-cruiser's `orders-payments-public-surface`).
 */

/**
 * A customer's net sales rebate (integer fen, reversals subtracted) of a period: a month `YYYY-MM` counts the rows of
 * that month; a quarter `YYYY-Qn` the rows of the quarter and of its three months. An unreadable period is 0.
 */
export async function readCustomerSalesRebateFen(
  db: Db,
  input: { customerId: string; period: string },
): Promise<number> {
  const period = parseRebatePeriod(input.period);
  if (!period) return 0;
  const labels = [period.label];
  if (period.kind === 'quarter') {
    const firstMonth = Number(period.firstDay.slice(5, 7));
    const year = period.firstDay.slice(0, 4);
    for (let month = firstMonth; month < firstMonth + 3; month += 1)
      labels.push(`${year}-${String(month).padStart(2, '0')}`);
  }
  return sumCustomerRebate(db, input.customerId, labels);
}
