/** A minimal observable value for useSyncExternalStore: a cached snapshot and listeners. */
export function createExternalStore<T>(read: () => T) {
  let snapshot = read();
  const listeners = new Set<() => void>();
  return {
    getSnapshot: (): T => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Re-reads the source and tells every subscriber. */
    refresh(): void {
      snapshot = read();
      for (const listener of listeners) listener();
    },
  };
}
