import type { OrderActor } from '@boardforge/domain/order-status/actors.ts';
import { allowedActions } from '@boardforge/domain/order-status/transitions.ts';
import type { Db } from '../../db/client.ts';
import { findFileById } from '../files/files.repository.ts';
import { listInvoicesOfOrder } from '../invoices/invoices.repository.ts';
import { listPaymentsOfOrder, sumOrderLedger } from '../payments/payments.repository.ts';
import { buildOrderFacts } from './order-facts.ts';
import type { OrderDetailParts } from './order-views.ts';
import { listOrderHistory, listOrderLines, type OrderRow } from './orders.repository.ts';

/** Loads what an order page shows: lines, history, payments, invoices, ledger sums, files and the caller's allowed actions. */
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
  for (const [fileId, kind] of [
    [order.gerberFileId, 'gerber'],
    [order.bomFileId, 'bom'],
  ] as const) {
    if (!fileId) continue;
    const file = await findFileById(db, fileId);
    if (file) files.push({ fileId: file.id, fileName: file.originalName, kind });
  }
  const facts = buildOrderFacts(order, lines, money);
  return { lines, history, payments, invoices, money, facts, files, allowedActions: allowedActions(facts, actor, now) };
}
