import type { QuotedOrderType } from '@boardforge/contracts/orders.ts';
import { writeStorage } from '../../../lib/safe-storage.ts';
import type { QuoteTab } from './quote-tabs.ts';

/**
 * sessionStorage key of the quote handed to the cart / order form (another issue reads it): JSON of PendingOrder.
 * It lives for the browser tab, so it survives the detour through /login.
 */
export const pendingOrderStorageKey = 'boardforge.pendingOrder';

/** A quote on its way to the order form: the tab, the order type, the spec, and the answer the customer saw. */
export type PendingOrder = {
  version: 1;
  tab: QuoteTab;
  orderType: QuotedOrderType;
  spec: Record<string, unknown>;
  answer: unknown;
  priceBookVersion: number | null;
  savedAt: string;
};

/** Saves the quote for the order form. */
export function savePendingOrder(order: Omit<PendingOrder, 'version' | 'savedAt'>, now = new Date()): PendingOrder {
  const pending: PendingOrder = { version: 1, ...order, savedAt: now.toISOString() };
  writeStorage('session', pendingOrderStorageKey, JSON.stringify(pending));
  return pending;
}
