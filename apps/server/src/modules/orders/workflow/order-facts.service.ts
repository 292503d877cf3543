import type { OrderActor } from '@boardforge/domain/order-status/actors.ts';
import type { OrderFacts } from '@boardforge/domain/order-status/order-facts.ts';
import { isOrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import type { Db } from '../../../db/client.ts';
import { findCreditTerms } from '../../customers/customers.public.ts';
import { sumOrderLedger } from '../../payments/payments.public.ts';
import type { CurrentSession } from '../../sessions/sessions.service.ts';
import { listOrderLines, type OrderLineRow, type OrderRow } from '../orders.repository.ts';

/**
 * What the status machine reads of an order: its row, its lines, the sums of its payment ledger and whether its
 * customer has credit terms (a limit above 0; placePurchaseOrder weighs the limit itself, workflow/credit-decisions).
 */
export function buildOrderFacts(
  order: OrderRow,
  lines: readonly Pick<OrderLineRow, 'id' | 'quantity'>[],
  money: { paidVerifiedFen: number; refundedFen: number },
  hasCreditTerms = false,
): OrderFacts {
  if (!isOrderStatus(order.status)) throw new Error(`order ${order.id} has an unknown status ${order.status}`);
  const facts: OrderFacts = {
    status: order.status,
    ownerUserId: order.userId,
    lines: lines.map((line) => ({ lineId: line.id, quantity: line.quantity })),
    payable: order.payableFen,
    paidVerified: money.paidVerifiedFen,
    refunded: money.refundedFen,
    hasCreditTerms,
    customerAcceptedQuote: order.customerAcceptedQuote,
    priceAdjustmentPending: order.pendingAdjustedTotalFen !== null,
    returnRequested: order.returnRequested,
    // A board is made from its Gerber: contract review cannot approve a PCB order without it (issue 11, point 3).
    manufacturingFilesMissing: order.orderType === 'pcb' && order.gerberFileId === null,
    enteredStatusAt: order.statusEnteredAt,
  };
  if (order.assignedSalesUserId) facts.assignedSalesUserId = order.assignedSalesUserId;
  if (order.assignedBuyerUserId) facts.assignedBuyerUserId = order.assignedBuyerUserId;
  if (order.quoteExpiresAt) facts.quoteExpiresAt = order.quoteExpiresAt;
  if (order.pendingAdjustedTotalFen !== null) facts.pendingAdjustedTotal = order.pendingAdjustedTotalFen;
  if (order.receivedQuantity !== null) facts.receivedQuantity = order.receivedQuantity;
  if (order.completedAt) facts.completedAt = order.completedAt;
  return facts;
}

/** Loads an order's facts (its lines, ledger sums, credit terms) from the database or the transaction holding its lock. */
export async function loadOrderFacts(db: Db, order: OrderRow): Promise<OrderFacts> {
  // One after the other: a transaction is one connection.
  const lines = await listOrderLines(db, order.id);
  const money = await sumOrderLedger(db, order.id);
  return buildOrderFacts(order, lines, money, await hasCreditTermsOf(db, order.userId));
}

/** Tells whether a customer has credit terms (a credit limit above 0). */
export async function hasCreditTermsOf(db: Db, userId: string): Promise<boolean> {
  return ((await findCreditTerms(db, userId))?.limitFen ?? 0) > 0;
}

/** The status machine's actor of a session: the customer, or a staff member with their role's tags. */
export function buildActor(session: CurrentSession, staffTags: readonly string[]): OrderActor {
  return session.kind === 'client'
    ? { kind: 'client', userId: session.userId }
    : { kind: 'staff', userId: session.userId, roleId: session.role, tags: staffTags };
}
