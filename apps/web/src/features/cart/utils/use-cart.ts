import { useCallback, useSyncExternalStore } from 'react';
import { type CartItem, cartStorageKey, readCart, writeCart } from './cart-store.ts';

const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; items: CartItem[] }>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('boardforge.cart.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readSnapshot(userId: string): CartItem[] {
  const raw = window.localStorage.getItem(cartStorageKey(userId));
  const cached = snapshots.get(userId);
  if (cached && cached.raw === raw) return cached.items;
  const items = readCart(userId);
  snapshots.set(userId, { raw, items });
  return items;
}

/** A user's cart kept in localStorage, shared by every component and tab; update applies a pure change. */
export function useCart(userId: string) {
  const items = useSyncExternalStore(subscribe, () => readSnapshot(userId));
  const update = useCallback(
    (change: (items: CartItem[]) => CartItem[]) => {
      writeCart(userId, change(readCart(userId)));
      for (const listener of listeners) listener();
    },
    [userId],
  );
  return { items, update };
}
