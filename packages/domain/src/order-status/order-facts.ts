import type { Fen } from '../money/fen.ts';
import type { OrderStatus } from './statuses.ts';

/** One line of an order as the status machine needs it: its id and the quantity ordered. */
export interface OrderLineFacts {
  lineId: string;
  quantity: number;
}

/**
 * A snapshot of everything the status machine reads about an order. The server builds it from the order row and the
 * sums of its ledgers; money is integer fen; times are instants the caller supplies (the domain has no clock).
 */
export interface OrderFacts {
  status: OrderStatus;
  ownerUserId: string;
  assignedSalesUserId?: string;
  assignedBuyerUserId?: string;
  lines: readonly OrderLineFacts[];
  /** What the customer owes now (an adjusted total counts only once the customer accepted it). */
  payable: Fen;
  /** Sum of verified payments (online notifications and verified bank transfers), before refunds. */
  paidVerified: Fen;
  /** Sum of refund rows. */
  refunded: Fen;
  hasCreditTerms: boolean;
  customerAcceptedQuote: boolean;
  quoteExpiresAt?: Date;
  /** Contract review set a total the customer has not accepted yet; payment and purchasing wait for it. */
  priceAdjustmentPending: boolean;
  pendingAdjustedTotal?: Fen;
  /** Quantity booked into stock at warehouse entry (shipped at exit, restocked by a return). */
  receivedQuantity?: number;
  returnRequested: boolean;
  /**
   * A board order whose manufacturing files (the Gerber) are not attached yet: contract review waits for them, the
   * customer attaches them on the order page. False for orders that need no such file.
   */
  manufacturingFilesMissing: boolean;
  enteredStatusAt: Date;
  completedAt?: Date;
}

/** Returns what the customer has paid and kept: verified payments minus refunds. */
export function computeNetPaid(order: OrderFacts): Fen {
  return order.paidVerified - order.refunded;
}

/** Returns what is still to pay (never negative). */
export function computeOutstanding(order: OrderFacts): Fen {
  return Math.max(0, order.payable - computeNetPaid(order));
}

/** Tells whether the order may go to purchasing: paid in full, or the customer buys on credit terms. */
export function isPaidInFullOrOnCredit(order: OrderFacts): boolean {
  return order.hasCreditTerms || computeNetPaid(order) >= order.payable;
}

/** Returns the points a completed order earns: 1 per whole yuan of the payable (docs/pricing.md §5). */
export function computeCompletionPoints(order: OrderFacts): number {
  return Math.max(0, Math.floor(order.payable / 100));
}
