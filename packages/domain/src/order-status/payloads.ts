import type { Fen } from '../money/fen.ts';

/** Every action of the transition table (docs/workflow.md, plus the customer's acceptAdjustedPrice). */
export const orderActions = [
  'assignSales',
  'assignPurchasing',
  'purchaseQuote',
  'salesQuote',
  'acceptQuote',
  'placeSalesOrder',
  'approveContract',
  'rejectContract',
  'acceptAdjustedPrice',
  'placePurchaseOrder',
  'approvePurchase',
  'warehouseEntry',
  'warehouseExit',
  'confirmCompletion',
  'requestReturn',
  'approveReturn',
  'declineReturn',
  'cancel',
] as const;
export type OrderAction = (typeof orderActions)[number];

/** Tells whether a string names an action. */
export function isOrderAction(value: string): value is OrderAction {
  return (orderActions as readonly string[]).includes(value);
}

/**
 * What each action carries, in domain units (fen; unit costs and prices may be fractional fen, each quote line is
 * rounded once). The wire shapes are in contracts/orders.ts; the server converts
 * yuan to fen and adds the role of an assigned user (`salesUserRoleId`, `buyerUserRoleId`; undefined when the user
 * does not exist or is no staff member), which only it can look up.
 */
export interface ActionPayloads {
  assignSales: { salesUserId: string; salesUserRoleId: string | undefined };
  assignPurchasing: { buyerUserId: string; buyerUserRoleId: string | undefined };
  purchaseQuote: { lines: readonly { lineId: string; unitCost: Fen; supplier: string }[] };
  salesQuote: { lines: readonly { lineId: string; unitPrice: Fen }[] };
  acceptQuote: Record<string, never>;
  placeSalesOrder: Record<string, never>;
  approveContract: { adjustedTotal?: Fen; reason?: string };
  rejectContract: { reason: string };
  acceptAdjustedPrice: Record<string, never>;
  /** `expectedDate`: when the goods are expected, `YYYY-MM-DD`. */
  placePurchaseOrder: { supplier?: string; note?: string; expectedDate?: string };
  approvePurchase: Record<string, never>;
  warehouseEntry: { quantity: number };
  warehouseExit: { carrier: string; trackingNo: string };
  confirmCompletion: Record<string, never>;
  requestReturn: { reason: string };
  approveReturn: { refundAmount: Fen; restock: boolean };
  declineReturn: { reason: string };
  cancel: { reason?: string };
}

/** An action with its payload, as one value (what a request carries). */
export type ActionRequest = { [A in OrderAction]: { action: A; payload: ActionPayloads[A] } }[OrderAction];

/** Every payload field any action may carry, all optional: what requirement checks read. */
export interface PayloadFields {
  salesUserId?: string;
  salesUserRoleId?: string | undefined;
  buyerUserId?: string;
  buyerUserRoleId?: string | undefined;
  lines?: readonly { lineId: string; unitCost?: Fen; supplier?: string; unitPrice?: Fen }[];
  adjustedTotal?: Fen;
  reason?: string;
  supplier?: string;
  note?: string;
  quantity?: number;
  carrier?: string;
  trackingNo?: string;
  refundAmount?: Fen;
  restock?: boolean;
}
