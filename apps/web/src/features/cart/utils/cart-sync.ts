import { type CartLine, cartLineRequestSchema, maxCartLines } from '@boardforge/contracts/cart.ts';
import type { z } from 'zod';
import type { CartItem } from './cart-store.ts';

/** A line as the cart endpoints take it. */
export type CartLineInput = z.input<typeof cartLineRequestSchema>;

/** The server's line as the cart shows it. */
export function toCartItem(line: CartLine): CartItem {
  return { ...line };
}

/** The line a cart endpoint takes (the added time is the server's). */
export function toLineInput(item: CartItem): CartLineInput {
  return {
    id: item.id,
    tab: item.tab,
    orderType: item.orderType,
    spec: item.spec,
    total: item.total,
    priceBookVersion: item.priceBookVersion,
    isSelected: item.isSelected,
  } as CartLineInput;
}

/** What a change of the cart asks of the server: the lines added or changed, and the ids removed. */
export function diffCart(
  before: readonly CartItem[],
  after: readonly CartItem[],
): { saved: CartItem[]; removedIds: string[] } {
  const previous = new Map(before.map((item) => [item.id, JSON.stringify(toLineInput(item))]));
  const kept = new Set(after.map((item) => item.id));
  return {
    saved: after.filter((item) => previous.get(item.id) !== JSON.stringify(toLineInput(item))),
    removedIds: before.filter((item) => !kept.has(item.id)).map((item) => item.id),
  };
}

/**
 * The browser's lines worth merging at login: those the cart endpoints accept (older or damaged entries are left
 * out), each id once, at most the cart's limit.
 */
export function pickMergeableLines(items: readonly CartItem[]): CartLineInput[] {
  const seen = new Set<string>();
  const lines: CartLineInput[] = [];
  for (const item of items) {
    const line = toLineInput(item);
    if (seen.has(item.id) || !cartLineRequestSchema.safeParse(line).success) continue;
    seen.add(item.id);
    lines.push(line);
  }
  return lines.slice(0, maxCartLines);
}
