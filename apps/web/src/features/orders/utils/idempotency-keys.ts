import { readStorage, writeStorage } from '../../../lib/safe-storage.ts';

/** sessionStorage key of the checkout attempts' idempotency keys (cart line id → key). */
export const idempotencyStorageKey = 'boardforge.checkoutKeys';

function readKeys(): Record<string, string> {
  try {
    const parsed = JSON.parse(readStorage('session', idempotencyStorageKey) ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The key of an attempt to order a line: made once, reused by every retry until the order is placed. */
export function takeIdempotencyKey(lineId: string, makeKey: () => string = () => crypto.randomUUID()): string {
  const keys = readKeys();
  const existing = keys[lineId];
  if (existing) return existing;
  const key = makeKey();
  writeStorage('session', idempotencyStorageKey, JSON.stringify({ ...keys, [lineId]: key }));
  return key;
}

/** Forgets a line's key once its order exists. */
export function forgetIdempotencyKey(lineId: string): void {
  const { [lineId]: _placed, ...rest } = readKeys();
  writeStorage('session', idempotencyStorageKey, Object.keys(rest).length === 0 ? null : JSON.stringify(rest));
}
