import type { QuotedOrderType } from '@boardforge/contracts/orders.ts';
import { readStorage, writeStorage } from './safe-storage.ts';

/**
 * The quote-to-cart hand-off: Smart Quotes writes the quote the customer submits, the cart takes it over once.
 * sessionStorage lives for the browser tab, so the hand-off survives the detour through /login.
 */
const pendingOrderStorageKey = 'boardforge.pendingOrder';

/** A quote on its way to the cart: the quote tab, the order type, the spec, and the answer the customer saw. */
export type PendingOrder = {
  version: 1;
  tab: string;
  orderType: QuotedOrderType;
  spec: Record<string, unknown>;
  answer: unknown;
  priceBookVersion: number | null;
  savedAt: string;
};

/** Saves the quote for the cart (written by Smart Quotes). */
export function savePendingOrder(order: Omit<PendingOrder, 'version' | 'savedAt'>, now = new Date()): PendingOrder {
  const pending: PendingOrder = { version: 1, ...order, savedAt: now.toISOString() };
  writeStorage('session', pendingOrderStorageKey, JSON.stringify(pending));
  return pending;
}

/** Reads the handed-over quote as stored (JSON of PendingOrder, or an older or damaged entry), or null. */
export function readPendingOrderJson(): string | null {
  return readStorage('session', pendingOrderStorageKey);
}

/** Forgets the handed-over quote once the cart has taken it over. */
export function clearPendingOrder(): void {
  writeStorage('session', pendingOrderStorageKey, null);
}
