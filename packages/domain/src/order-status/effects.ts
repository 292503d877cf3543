import { type Fen, roundHalfUp } from '../money/fen.ts';
import { describeActorRole, type OrderActor } from './actors.ts';
import { computeCompletionPoints, computeNetPaid, type OrderFacts } from './order-facts.ts';
import type { ActionRequest, OrderAction } from './payloads.ts';
import { quoteValidityDays } from './requirements.ts';
import { assertNever, type OrderStatus } from './statuses.ts';

/** What the server must do besides changing the status; every transition ends with one `recordHistory`. */
export type OrderEffect =
  | { kind: 'assignSales'; salesUserId: string }
  | { kind: 'assignBuyer'; buyerUserId: string }
  | { kind: 'recordPurchaseCosts'; lines: readonly { lineId: string; unitCost: Fen; supplier: string }[] }
  | { kind: 'recordQuote'; lines: readonly { lineId: string; unitPrice: Fen }[]; total: Fen; expiresAt: Date }
  | { kind: 'markQuoteAccepted' }
  | { kind: 'proposeAdjustedTotal'; adjustedTotal: Fen; reason: string }
  | { kind: 'applyAdjustedTotal'; payable: Fen }
  | { kind: 'recordPurchaseOrder'; supplier?: string; note?: string; expectedDate?: string }
  | { kind: 'approvePurchaseOrders' }
  | { kind: 'stockIn'; quantity: number }
  | { kind: 'stockOut'; quantity: number }
  | { kind: 'recordShipment'; carrier: string; trackingNo: string }
  | { kind: 'recordCompletion'; completedAt: Date }
  | { kind: 'creditPoints'; points: number }
  | { kind: 'recordReturnRequest'; reason: string }
  | { kind: 'recordSalesReturn'; refundAmount: Fen; restock: boolean }
  | { kind: 'recordReturnDecline'; reason: string }
  | { kind: 'refundPayments'; amount: Fen }
  | {
      kind: 'recordHistory';
      action: OrderAction;
      from: OrderStatus;
      to: OrderStatus;
      actorUserId: string;
      actorRole: string;
      note?: string;
      at: Date;
    };
export type OrderEffectKind = OrderEffect['kind'];

const msPerDay = 86_400_000;

/** What an accepted request changes besides the status, in the order the server should apply it (history last). */
export function buildEffects(
  order: OrderFacts,
  actor: OrderActor,
  request: ActionRequest,
  to: OrderStatus,
  now: Date,
): OrderEffect[] {
  const { effects, note } = buildActionEffects(order, request, now);
  const history: OrderEffect = {
    kind: 'recordHistory',
    action: request.action,
    from: order.status,
    to,
    actorUserId: actor.userId,
    actorRole: describeActorRole(actor),
    at: now,
  };
  if (note !== undefined && note.trim() !== '') history.note = note.trim();
  return [...effects, history];
}

function buildActionEffects(
  order: OrderFacts,
  request: ActionRequest,
  now: Date,
): { effects: OrderEffect[]; note?: string } {
  const netPaid = computeNetPaid(order);
  switch (request.action) {
    case 'assignSales':
      return { effects: [{ kind: 'assignSales', salesUserId: request.payload.salesUserId }] };
    case 'assignPurchasing':
      return { effects: [{ kind: 'assignBuyer', buyerUserId: request.payload.buyerUserId }] };
    case 'purchaseQuote':
      return { effects: [{ kind: 'recordPurchaseCosts', lines: request.payload.lines }] };
    case 'salesQuote': {
      let total = 0;
      for (const line of request.payload.lines) {
        const quantity = order.lines.find((orderLine) => orderLine.lineId === line.lineId)?.quantity ?? 0;
        total += roundHalfUp(line.unitPrice * quantity);
      }
      const expiresAt = new Date(now.getTime() + quoteValidityDays * msPerDay);
      const effects: OrderEffect[] = [{ kind: 'recordQuote', lines: request.payload.lines, total, expiresAt }];
      // A re-quote after a rejected contract may come in below what was already paid.
      if (netPaid > total) effects.push({ kind: 'refundPayments', amount: netPaid - total });
      return { effects };
    }
    case 'acceptQuote':
      return { effects: [{ kind: 'markQuoteAccepted' }] };
    case 'placeSalesOrder':
      return { effects: [] };
    case 'approvePurchase':
      return { effects: [{ kind: 'approvePurchaseOrders' }] };
    case 'approveContract': {
      const { adjustedTotal, reason } = request.payload;
      if (adjustedTotal === undefined || adjustedTotal === order.payable) return { effects: [], note: reason };
      return { effects: [{ kind: 'proposeAdjustedTotal', adjustedTotal, reason: reason ?? '' }], note: reason };
    }
    case 'rejectContract':
      return { effects: [], note: request.payload.reason };
    case 'acceptAdjustedPrice': {
      const payable = order.pendingAdjustedTotal ?? order.payable;
      const effects: OrderEffect[] = [{ kind: 'applyAdjustedTotal', payable }];
      if (netPaid > payable) effects.push({ kind: 'refundPayments', amount: netPaid - payable });
      return { effects };
    }
    case 'placePurchaseOrder': {
      const effect: OrderEffect = { kind: 'recordPurchaseOrder' };
      if (request.payload.supplier !== undefined) effect.supplier = request.payload.supplier;
      if (request.payload.note !== undefined) effect.note = request.payload.note;
      if (request.payload.expectedDate !== undefined) effect.expectedDate = request.payload.expectedDate;
      return { effects: [effect], note: request.payload.note };
    }
    case 'warehouseEntry':
      return { effects: [{ kind: 'stockIn', quantity: request.payload.quantity }] };
    case 'warehouseExit': {
      const { carrier, trackingNo } = request.payload;
      return {
        effects: [
          { kind: 'stockOut', quantity: order.receivedQuantity ?? 0 },
          { kind: 'recordShipment', carrier, trackingNo },
        ],
        note: `${carrier} ${trackingNo}`,
      };
    }
    case 'confirmCompletion': {
      const effects: OrderEffect[] = [{ kind: 'recordCompletion', completedAt: now }];
      const points = computeCompletionPoints(order);
      if (points > 0) effects.push({ kind: 'creditPoints', points });
      return { effects };
    }
    case 'requestReturn':
      return {
        effects: [{ kind: 'recordReturnRequest', reason: request.payload.reason }],
        note: request.payload.reason,
      };
    case 'approveReturn': {
      const { refundAmount, restock } = request.payload;
      const effects: OrderEffect[] = [{ kind: 'recordSalesReturn', refundAmount, restock }];
      if (refundAmount > 0) effects.push({ kind: 'refundPayments', amount: refundAmount });
      if (restock && (order.receivedQuantity ?? 0) > 0)
        effects.push({ kind: 'stockIn', quantity: order.receivedQuantity ?? 0 });
      return { effects };
    }
    case 'declineReturn':
      return {
        effects: [{ kind: 'recordReturnDecline', reason: request.payload.reason }],
        note: request.payload.reason,
      };
    case 'cancel':
      return {
        effects: netPaid > 0 ? [{ kind: 'refundPayments', amount: netPaid }] : [],
        note: request.payload.reason,
      };
    default:
      return assertNever(request);
  }
}
