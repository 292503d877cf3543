import type { OrderFacts } from './order-facts.ts';
import { assertNever } from './statuses.ts';
import type { TransitionDecision } from './transitions.ts';

/**
 * Returns the order's facts after an accepted decision: what the server's writes amount to. The web app can mirror an
 * answer with it, and the model test drives the machine through it. Ledger-only effects (points, history) change nothing here.
 */
export function applyDecision(order: OrderFacts, decision: TransitionDecision, now: Date): OrderFacts {
  const next: OrderFacts = { ...order, status: decision.to };
  if (decision.to !== order.status) next.enteredStatusAt = now;
  for (const effect of decision.effects) {
    switch (effect.kind) {
      case 'assignSales':
        next.assignedSalesUserId = effect.salesUserId;
        break;
      case 'assignBuyer':
        next.assignedBuyerUserId = effect.buyerUserId;
        break;
      case 'recordQuote':
        next.payable = effect.total;
        next.quoteExpiresAt = effect.expiresAt;
        next.customerAcceptedQuote = false;
        break;
      case 'markQuoteAccepted':
        next.customerAcceptedQuote = true;
        break;
      case 'proposeAdjustedTotal':
        next.priceAdjustmentPending = true;
        next.pendingAdjustedTotal = effect.adjustedTotal;
        break;
      case 'applyAdjustedTotal':
        next.payable = effect.payable;
        next.priceAdjustmentPending = false;
        delete next.pendingAdjustedTotal;
        break;
      case 'refundPayments':
        next.refunded += effect.amount;
        break;
      case 'stockIn':
        if (decision.action === 'warehouseEntry') next.receivedQuantity = effect.quantity;
        break;
      case 'recordCompletion':
        next.completedAt = effect.completedAt;
        break;
      case 'recordReturnRequest':
        next.returnRequested = true;
        break;
      case 'recordSalesReturn':
      case 'recordReturnDecline':
        next.returnRequested = false;
        break;
      case 'recordPurchaseCosts':
      case 'recordPurchaseOrder':
      case 'approvePurchaseOrders':
      case 'stockOut':
      case 'recordShipment':
      case 'creditPoints':
      case 'recordHistory':
        break;
      default:
        assertNever(effect);
    }
  }
  return next;
}
