import type { CartAnswer } from '@boardforge/contracts/cart.ts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { readPendingOrderJson } from '../../../lib/pending-order.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { cartQueryOptions } from '../api/get-cart.ts';
import { mergeCart } from '../api/merge-cart.ts';
import { removeCartLines } from '../api/remove-cart-lines.ts';
import { saveCartLines } from '../api/save-cart-lines.ts';
import { buildItemFromPending, type CartItem, guestCartUserId, readCart, writeCart } from './cart-store.ts';
import { diffCart, pickMergeableLines, toCartItem, toLineInput } from './cart-sync.ts';

// Changes reach the server one at a time, in the order the customer made them.
let queue: Promise<unknown> = Promise.resolve();
let pendingChanges = 0;

const toItems = (answer: CartAnswer): CartItem[] => answer.lines.map(toCartItem);

/**
 * The logged-in customer's cart, kept on the server so every device shows the same lines. `update` applies a pure
 * change at once on screen and sends what changed; the server's answer is shown once no other change is on its way.
 */
export function useCart(userId: string, options: { isEnabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const key = useMemo(() => queryKeys.cart.lines(userId), [userId]);
  const cart = useQuery({ ...cartQueryOptions(userId), select: toItems, enabled: options.isEnabled ?? true });
  const update = useCallback(
    (change: (items: CartItem[]) => CartItem[]) => {
      const before = toItems(queryClient.getQueryData<CartAnswer>(key) ?? { lines: [], maxLines: 0 });
      const after = change(before);
      const { saved, removedIds } = diffCart(before, after);
      if (saved.length === 0 && removedIds.length === 0) return;
      // A read on its way would answer the cart as it was: it is dropped and the change is shown at once.
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<CartAnswer>(key, (old) => ({
        lines: after.map((item) => ({ ...item, tab: toLineInput(item).tab })),
        maxLines: old?.maxLines ?? 0,
      }));
      pendingChanges += 1;
      queue = queue
        .then(async () => {
          let answer: CartAnswer | null = null;
          if (removedIds.length > 0) answer = await removeCartLines({ ids: removedIds });
          if (saved.length > 0) answer = await saveCartLines({ lines: saved.map(toLineInput) });
          pendingChanges -= 1;
          if (answer && pendingChanges === 0) queryClient.setQueryData(key, answer);
        })
        .catch(() => {
          // The request showed its error; the cart is read again so the screen shows what the server kept.
          pendingChanges -= 1;
          void queryClient.invalidateQueries({ queryKey: key });
        });
    },
    [queryClient, key],
  );
  return { items: cart.data ?? [], isLoaded: cart.isSuccess, update };
}

// One merge per customer at a time: the login effect and the cart page may both ask for it.
const merges = new Map<string, Promise<void>>();

/**
 * Joins the browser's cart (kept on this device before: the customer's own and a visitor's) and the quote a visitor
 * submitted before logging in to the server's cart, then clears the browser's cart; resolves once done, also when there
 * was nothing to merge or the merge failed (the request showed why). The submitted quote's hand-over stays for the
 * cart page, which finds the same quote there and chooses it for checkout (`addAndChooseItem` adds no second line).
 */
export function mergeBrowserCart(userId: string, queryClient: QueryClient): Promise<void> {
  const running = merges.get(userId);
  if (running) return running;
  const submitted = buildItemFromPending(readPendingOrderJson(), () => crypto.randomUUID(), new Date());
  const browserItems = [...readCart(userId), ...readCart(guestCartUserId), ...(submitted ? [submitted] : [])];
  const lines = pickMergeableLines(browserItems);
  if (lines.length === 0) return Promise.resolve();
  const merge = mergeCart({ lines })
    .then((answer) => {
      writeCart(userId, []);
      writeCart(guestCartUserId, []);
      void queryClient.cancelQueries({ queryKey: queryKeys.cart.lines(userId) });
      queryClient.setQueryData(queryKeys.cart.lines(userId), answer);
    })
    .catch(() => undefined)
    .finally(() => merges.delete(userId));
  merges.set(userId, merge);
  return merge;
}

/** The merge of `mergeBrowserCart` for a mounted cart; true once done (or when there was nothing to merge). */
export function useMergeBrowserCart(userId: string): boolean {
  const queryClient = useQueryClient();
  const [isMerged, setIsMerged] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void mergeBrowserCart(userId, queryClient).then(() => {
      if (isCurrent) setIsMerged(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [userId, queryClient]);
  return isMerged;
}
