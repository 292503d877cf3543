import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';
import { readStorage, writeStorage } from './safe-storage.ts';

/**
 * useState that survives reloads within the browser tab (sessionStorage, JSON), for form state that
 * docs/product.md §4 keeps per tab session. Values must be JSON-serialisable.
 */
export function useSessionState<T>(
  key: string,
  initialValue: T | (() => T),
): [T, Dispatch<SetStateAction<T>>, () => void] {
  const storageKey = `bf.state.${key}`;
  const [value, setValue] = useState<T>(() => {
    const raw = readStorage('session', storageKey);
    if (raw !== null) {
      try {
        return JSON.parse(raw) as T;
      } catch {
        // A corrupt entry falls back to the initial value.
      }
    }
    return typeof initialValue === 'function' ? (initialValue as () => T)() : initialValue;
  });

  const update = useCallback<Dispatch<SetStateAction<T>>>(
    (next) => {
      setValue((previous) => {
        const resolved = typeof next === 'function' ? (next as (value: T) => T)(previous) : next;
        writeStorage('session', storageKey, JSON.stringify(resolved));
        return resolved;
      });
    },
    [storageKey],
  );

  const reset = useCallback(() => {
    writeStorage('session', storageKey, null);
    setValue(typeof initialValue === 'function' ? (initialValue as () => T)() : initialValue);
  }, [storageKey, initialValue]);

  return [value, update, reset];
}
