import type { QuotedOrderType } from '@boardforge/contracts/orders.ts';
import { convertYuanAmountToFen, toYuan } from '@boardforge/domain/money/fen.ts';
import { readStorage, writeStorage } from '../../../lib/safe-storage.ts';

/** What a cart line orders (the saveOrder order types a quote can produce). */
export type CartOrderType = QuotedOrderType;

/** One quote kept in the cart: its spec, the price last shown (yuan) and whether it is chosen for checkout. */
export type CartItem = {
  id: string;
  tab: string;
  orderType: CartOrderType;
  spec: Record<string, unknown>;
  /** Total in yuan as last priced (browser engine, then server); null when unknown (BOM inquiries). */
  total: number | null;
  priceBookVersion: number | null;
  isSelected: boolean;
  addedAt: string;
};

/** The spec field holding the quantity of each order type. */
export const quantityFields: Record<CartOrderType, string> = {
  pcb: 'boardNumber',
  smt: 'boardsNumber',
  stencil: 'number',
  bom: 'sets',
};

/** The browser cart of a visitor (no customer id yet); it joins the customer's cart at login. */
export const guestCartUserId = 'guest';

/** localStorage key of one user's cart (a shared browser keeps carts apart). */
export function cartStorageKey(userId: string): string {
  return `boardforge.cart.${userId}`;
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<CartItem>;
  return typeof item.id === 'string' && typeof item.orderType === 'string' && typeof item.spec === 'object';
}

/** Reads the cart this browser keeps for a user (a visitor's, or one kept before carts moved to the server). */
export function readCart(userId: string): CartItem[] {
  const raw = readStorage('local', cartStorageKey(userId));
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

/** Writes a user's cart (an empty cart removes the entry). */
export function writeCart(userId: string, items: CartItem[]): void {
  writeStorage('local', cartStorageKey(userId), items.length === 0 ? null : JSON.stringify(items));
}

/** Reads the quantity of a line (1 when the spec lacks it). */
export function readQuantity(item: Pick<CartItem, 'orderType' | 'spec'>): number {
  const value = item.spec[quantityFields[item.orderType]];
  return typeof value === 'number' && value > 0 ? value : 1;
}

/** Builds a cart line from a handed-over quote (lib/pending-order.ts); null when the hand-over cannot be read. */
export function buildItemFromPending(raw: string | null, makeId: () => string, now: Date): CartItem | null {
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as {
      version?: number;
      tab?: string;
      orderType?: CartOrderType;
      spec?: Record<string, unknown>;
      answer?: { lines?: { total?: number } } | null;
      priceBookVersion?: number | null;
    };
    if (pending.version !== 1 || !pending.orderType || !pending.spec || !(pending.orderType in quantityFields)) {
      return null;
    }
    const total = pending.answer?.lines?.total;
    return {
      id: makeId(),
      tab: pending.tab ?? pending.orderType,
      orderType: pending.orderType,
      spec: pending.spec,
      total: typeof total === 'number' ? total : null,
      priceBookVersion: pending.priceBookVersion ?? null,
      isSelected: true,
      addedAt: now.toISOString(),
    };
  } catch {
    return null;
  }
}

// The same quote whatever the order of its keys (the server's jsonb keeps its own order).
const sortKeys = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, entry]) => [key, sortKeys(entry)]),
      )
    : value;
const specKey = (item: Pick<CartItem, 'orderType' | 'spec'>) => JSON.stringify([item.orderType, sortKeys(item.spec)]);

/** Adds a line; the same spec already in the cart is not added twice (a reload of the hand-over). */
export function addItem(items: CartItem[], item: CartItem): CartItem[] {
  if (items.some((existing) => specKey(existing) === specKey(item))) return items;
  return [item, ...items];
}

/** Adds a handed-over quote (or finds the same spec) and chooses only it for checkout. */
export function addAndChooseItem(items: CartItem[], item: CartItem): CartItem[] {
  return addItem(items, item).map((entry) => ({ ...entry, isSelected: specKey(entry) === specKey(item) }));
}

/** Changes a line's quantity; its price becomes unknown until it is priced again. */
export function setQuantity(items: CartItem[], id: string, quantity: number): CartItem[] {
  const safe = Math.max(1, Math.floor(quantity));
  return items.map((item) =>
    item.id === id ? { ...item, spec: { ...item.spec, [quantityFields[item.orderType]]: safe }, total: null } : item,
  );
}

/** Records the price of a line. */
export function setPrice(items: CartItem[], id: string, total: number | null, version: number | null): CartItem[] {
  return items.map((item) => (item.id === id ? { ...item, total, priceBookVersion: version } : item));
}

/** Removes lines. */
export function removeItems(items: CartItem[], ids: readonly string[]): CartItem[] {
  return items.filter((item) => !ids.includes(item.id));
}

/** Chooses or drops lines for checkout (all lines when ids is 'all'). */
export function selectItems(items: CartItem[], ids: readonly string[] | 'all', isSelected: boolean): CartItem[] {
  return items.map((item) => (ids === 'all' || ids.includes(item.id) ? { ...item, isSelected } : item));
}

/** Sum of the chosen lines' known prices, in yuan rounded to fen. */
export function sumSelected(items: CartItem[]): number {
  const fen = items
    .filter((item) => item.isSelected)
    .reduce((sum, item) => sum + convertYuanAmountToFen(item.total ?? 0), 0);
  return toYuan(fen);
}
