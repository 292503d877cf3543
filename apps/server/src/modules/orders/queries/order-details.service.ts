import type { OrderActor } from '@boardforge/domain/order-status/actors.ts';
import type { OrderFacts } from '@boardforge/domain/order-status/order-facts.ts';
import { decideIntentClosing } from '@boardforge/domain/order-status/payments.ts';
import { allowedActions } from '@boardforge/domain/order-status/transitions.ts';
import {
  findGerberDisagreements,
  type GerberDisagreement,
  type GerberFacts,
} from '@boardforge/domain/pricing/gerber-checks.ts';
import { pcbSpecDefaults } from '@boardforge/domain/pricing/pcb-spec.ts';
import type { Db } from '../../../db/client.ts';
import { findFileById } from '../../files/files.repository.ts';
import { listInvoicesOfOrder } from '../../invoices/invoices.repository.ts';
import {
  isWithinIntentLifetime,
  listPaymentsOfOrder,
  type PaymentRow,
  sumOrderLedger,
} from '../../payments/payments.public.ts';
import { listOrderHistory, listOrderLines, type OrderRow } from '../orders.repository.ts';
import type { OrderDetailParts } from '../orders.view.ts';
import { findRatingOfOrder } from '../ratings/order-ratings.repository.ts';
import { buildOrderFacts, hasCreditTermsOf } from '../workflow/order-facts.service.ts';

/**
 * Loads what an order page shows: lines, history, payments, invoices, ledger sums, files, the rating and the caller's
 * allowed actions.
 */
export async function loadOrderDetailParts(
  db: Db,
  order: OrderRow,
  actor: OrderActor,
  now: Date,
): Promise<OrderDetailParts> {
  const lines = await listOrderLines(db, order.id);
  const history = await listOrderHistory(db, order.id);
  const payments = await listPaymentsOfOrder(db, order.id);
  const money = await sumOrderLedger(db, order.id);
  const invoices = await listInvoicesOfOrder(db, order.id);
  const files: OrderDetailParts['files'] = [];
  let gerberChecks: GerberDisagreement[] = [];
  for (const [fileId, kind] of [
    [order.gerberFileId, 'gerber'],
    [order.bomFileId, 'bom'],
    [order.cplFileId, 'cpl'],
  ] as const) {
    if (!fileId) continue;
    const file = await findFileById(db, fileId);
    if (!file) continue;
    files.push({ fileId: file.id, fileName: file.originalName, kind });
    if (kind === 'gerber' && order.orderType === 'pcb') gerberChecks = checkGerberOfOrder(order, file.analysis);
  }
  const facts = buildOrderFacts(order, lines, money, await hasCreditTermsOf(db, order.userId));
  const rating = (await findRatingOfOrder(db, order.id)) ?? null;
  return {
    lines,
    history,
    payments: payments.map((payment) => showAttemptAsClosed(payment, facts, now)),
    invoices,
    money,
    facts,
    files,
    gerberChecks,
    rating,
    allowedActions: allowedActions(facts, actor, now),
  };
}

/**
 * An attempt still pending in the table that no one can pay any more reads as closed, with its reason: an online one
 * past its lifetime (the gateway closed the trade at the same time; the row closes at the next Pay), or one older than
 * the rule that closes stale attempts when the order changes.
 */
function showAttemptAsClosed(payment: PaymentRow, facts: OrderFacts, now: Date): PaymentRow {
  if (payment.status !== 'pending') return payment;
  const reason =
    decideIntentClosing(facts, payment.amountFen) ?? (isWithinIntentLifetime(payment, now) ? null : 'expired');
  return reason === null ? payment : { ...payment, status: 'failed', closedReason: reason };
}

/**
 * Compares a board order's spec with its Gerber's stored analysis. An analysis or spec without the numbers (a row
 * older than the analysis fields) yields no check rather than a wrong one.
 */
function checkGerberOfOrder(order: OrderRow, analysis: unknown): GerberDisagreement[] {
  const spec: Record<string, unknown> = { ...pcbSpecDefaults, ...((order.spec ?? {}) as Record<string, unknown>) };
  const facts = (analysis ?? {}) as Partial<Record<keyof GerberFacts, unknown>>;
  const numbers = [spec.boardLength, spec.boardWidth, spec.layers, spec.minHole, facts.widthMm, facts.heightMm];
  if (!numbers.every((value) => typeof value === 'number' && Number.isFinite(value))) return [];
  const layers = typeof facts.layers === 'number' ? facts.layers : 0;
  const minHoleMm = typeof facts.minHoleMm === 'number' ? facts.minHoleMm : null;
  return findGerberDisagreements(
    {
      boardLength: spec.boardLength as number,
      boardWidth: spec.boardWidth as number,
      layers: spec.layers as number,
      minHole: spec.minHole as number,
    },
    { widthMm: facts.widthMm as number, heightMm: facts.heightMm as number, layers, minHoleMm },
  );
}
