import { roundHalfUp, toYuan } from '@boardforge/domain/money/fen.ts';
import { applyDecision } from '@boardforge/domain/order-status/apply-decision.ts';
import type { OrderEffect } from '@boardforge/domain/order-status/effects.ts';
import type { OrderFacts } from '@boardforge/domain/order-status/order-facts.ts';
import { assertNever } from '@boardforge/domain/order-status/statuses.ts';
import type { TransitionDecision } from '@boardforge/domain/order-status/transitions.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../audit/audit.public.ts';
import { appendOrderEvent } from '../../order-events/order-events.repository.ts';
import { closeStaleIntents, recordRefund } from '../../payments/payments.public.ts';
import { addPointsEntry } from '../../points/points.public.ts';
import {
  approvePurchaseOrdersOfOrder,
  createPurchaseOrdersOfOrder,
  releaseReservationsOfOrder,
  shipReceivedParts,
} from '../../purchase-orders/purchase-orders.public.ts';
import { findReturnRequestedAt, insertSalesReturn } from '../../returns/returns.public.ts';
import {
  insertOrderHistory,
  insertStockMovement,
  type OrderChanges,
  type OrderRow,
  updateOrder,
  updateOrderLine,
} from '../orders.repository.ts';

/**
 * Writes an accepted decision inside the caller's transaction (which holds the order's row lock): every effect, the
 * status, ONE history row with the request's payload, the order event, and the closing of a bank transfer no longer
 * for the amount due — so all of it commits together or not at all. Returns the updated order row.
 */
export async function writeTransition(
  tx: Db,
  input: {
    order: OrderRow;
    facts: OrderFacts;
    decision: TransitionDecision;
    payload: unknown;
    now: Date;
    /** Columns the caller decided besides the effects (the credit due date of an order placed on credit). */
    extraChanges?: OrderChanges;
  },
): Promise<OrderRow> {
  const { order, facts, decision, now } = input;
  const changes: OrderChanges = { ...input.extraChanges, updatedAt: now };
  if (decision.to !== order.status) {
    changes.status = decision.to;
    changes.statusEnteredAt = now;
  }
  const history = decision.effects.find((effect) => effect.kind === 'recordHistory');
  const actorUserId = history?.kind === 'recordHistory' ? history.actorUserId : null;
  const actorRole = history?.kind === 'recordHistory' ? history.actorRole : 'system';
  // A cancelled order holds no stock: what was reserved for it is given back.
  if (decision.to === 99) await releaseReservationsOfOrder(tx, order.id);
  for (const effect of decision.effects) {
    const context = {
      order,
      facts,
      effect,
      action: decision.action,
      actorUserId,
      actorRole,
      payload: input.payload,
      now,
      changes,
    };
    await writeEffect(tx, context);
  }
  const updated = await updateOrder(tx, order.id, order.status, changes);
  // The row is locked by the caller, so the status cannot have moved; this is a backstop, never a normal answer.
  if (!updated) throw new AppError('409', 'orders.staleStatus', { expected: order.status, actual: '?' });
  // A cancel, an accepted adjusted price or a new quote can change what is due: an intent for another amount closes.
  await closeStaleIntents(tx, order.id, applyDecision(facts, decision, now));
  if (actorUserId && isStaffRole(actorRole)) {
    await recordAudit(tx, {
      actorUserId,
      actorRole,
      kind: 'orderTransition',
      object: { type: 'order', id: order.id, number: order.orderNo },
      before: { status: decision.from },
      after: { status: decision.to, action: decision.action, payload: input.payload ?? null },
      at: now,
    });
  }
  await appendOrderEvent(tx, {
    orderId: order.id,
    userId: order.userId,
    kind: 'transition',
    payload: {
      action: decision.action,
      from: decision.from,
      to: decision.to,
      orderNo: order.orderNo,
      ...eventFacts(decision.action, updated),
    },
    at: now,
  });
  return updated;
}

/**
 * What the event of a transition carries besides the move, for readers that act on it without reading the order
 * (webhooks: quote.ready, shipment.shipped): the price of a quoted inquiry, the carrier and tracking of a shipment.
 */
function eventFacts(action: TransitionDecision['action'], updated: OrderRow): Record<string, unknown> {
  if (action === 'salesQuote') {
    return { total: toYuan(updated.totalFen), quoteExpiresAt: updated.quoteExpiresAt?.toISOString() ?? null };
  }
  if (action === 'warehouseExit') return { carrier: updated.carrier, trackingNo: updated.trackingNo };
  return {};
}

type EffectContext = {
  order: OrderRow;
  facts: OrderFacts;
  effect: OrderEffect;
  action: TransitionDecision['action'];
  actorUserId: string | null;
  actorRole: string;
  payload: unknown;
  now: Date;
  changes: OrderChanges;
};

async function writeEffect(tx: Db, context: EffectContext): Promise<void> {
  const { order, facts, effect, changes, now } = context;
  switch (effect.kind) {
    case 'assignSales':
      changes.assignedSalesUserId = effect.salesUserId;
      return;
    case 'assignBuyer':
      changes.assignedBuyerUserId = effect.buyerUserId;
      return;
    case 'recordPurchaseCosts':
      for (const line of effect.lines) {
        await updateOrderLine(tx, order.id, line.lineId, { unitCostFen: line.unitCost, supplier: line.supplier });
      }
      return;
    case 'recordQuote':
      for (const line of effect.lines) {
        const quantity = facts.lines.find((orderLine) => orderLine.lineId === line.lineId)?.quantity ?? 0;
        await updateOrderLine(tx, order.id, line.lineId, {
          unitPriceFen: line.unitPrice,
          amountFen: roundHalfUp(line.unitPrice * quantity),
        });
      }
      changes.totalFen = effect.total;
      changes.payableFen = effect.total;
      changes.quoteExpiresAt = effect.expiresAt;
      changes.customerAcceptedQuote = false;
      return;
    case 'markQuoteAccepted':
      changes.customerAcceptedQuote = true;
      return;
    case 'proposeAdjustedTotal':
      changes.pendingAdjustedTotalFen = effect.adjustedTotal;
      changes.priceAdjustmentReason = effect.reason;
      return;
    case 'applyAdjustedTotal':
      changes.payableFen = effect.payable;
      changes.pendingAdjustedTotalFen = null;
      return;
    case 'recordPurchaseOrder':
      await createPurchaseOrdersOfOrder(tx, {
        order,
        supplier: effect.supplier,
        note: effect.note,
        expectedDate: effect.expectedDate,
        actorUserId: actorOf(context),
        at: now,
      });
      return;
    case 'approvePurchaseOrders':
      await approvePurchaseOrdersOfOrder(tx, order.id, now);
      return;
    case 'recordHistory':
      await writeHistory(tx, context, effect);
      return;
    case 'recordSalesReturn':
      // The sales-returns tab's record; the refund ledger row and the stock movement are their own effects.
      await insertSalesReturn(tx, {
        orderId: order.id,
        refundFen: effect.refundAmount,
        restock: effect.restock,
        restockQuantity: effect.restock ? (facts.receivedQuantity ?? 0) : 0,
        reason: order.returnReason ?? '',
        requestedAt: await findReturnRequestedAt(tx, order.id),
        approvedByUserId: actorOf(context),
        approvedByRole: context.actorRole,
        approvedAt: now,
      });
      changes.returnRequested = false;
      return;
    case 'recordReturnDecline':
      // The request is closed; its reason is the history row's note, which the customer's timeline shows.
      changes.returnRequested = false;
      return;
    case 'stockIn':
      if (context.action === 'warehouseEntry') changes.receivedQuantity = effect.quantity;
      await insertStockMovement(tx, {
        orderId: order.id,
        direction: 'in',
        quantity: effect.quantity,
        reason: context.action,
        actorUserId: actorOf(context),
        createdAt: now,
      });
      return;
    case 'stockOut':
      if (context.action === 'warehouseExit') {
        const payload = context.payload as { carrier?: string; trackingNo?: string } | null;
        await shipReceivedParts(tx, {
          orderId: order.id,
          carrier: payload?.carrier,
          trackingNo: payload?.trackingNo,
          actorUserId: actorOf(context),
          at: now,
        });
      }
      await insertStockMovement(tx, {
        orderId: order.id,
        direction: 'out',
        quantity: effect.quantity,
        reason: context.action,
        actorUserId: actorOf(context),
        createdAt: now,
      });
      return;
    case 'recordShipment':
      changes.carrier = effect.carrier;
      changes.trackingNo = effect.trackingNo;
      changes.shippedAt = now;
      return;
    case 'recordCompletion':
      changes.completedAt = effect.completedAt;
      return;
    case 'creditPoints':
      await addPointsEntry(tx, {
        userId: order.userId,
        change: effect.points,
        reason: 'order',
        orderNo: order.orderNo,
        at: now,
      });
      return;
    case 'recordReturnRequest':
      changes.returnRequested = true;
      changes.returnReason = effect.reason;
      return;
    case 'refundPayments': {
      const refund = await recordRefund(tx, {
        orderId: order.id,
        amountFen: effect.amount,
        reason: context.action,
        actorUserId: actorOf(context),
        at: now,
      });
      const actorUserId = actorOf(context);
      if (actorUserId && isStaffRole(context.actorRole)) {
        await recordAudit(tx, {
          actorUserId,
          actorRole: context.actorRole,
          kind: 'refund',
          object: { type: 'order', id: order.id, number: order.orderNo },
          before: null,
          after: { amountFen: effect.amount, reason: context.action, paymentId: refund.paymentId },
          at: now,
        });
      }
      return;
    }
    default:
      assertNever(effect);
  }
}

// Only staff actions are audited: a customer's own transitions (accepting a quote, paying) are in the order history.
// Every role but the customers' is a staff role (the seeded ones and those created on System › Roles).
function isStaffRole(role: string): boolean {
  return role !== '' && role !== 'client';
}

function actorOf(context: EffectContext): string | null {
  return context.actorUserId;
}

async function writeHistory(
  tx: Db,
  context: EffectContext,
  effect: Extract<OrderEffect, { kind: 'recordHistory' }>,
): Promise<void> {
  await insertOrderHistory(tx, {
    orderId: context.order.id,
    actorUserId: effect.actorUserId,
    actorRole: effect.actorRole,
    action: effect.action,
    fromStatus: effect.from,
    toStatus: effect.to,
    note: effect.note ?? null,
    payload: context.payload ?? {},
    createdAt: effect.at,
  });
}
