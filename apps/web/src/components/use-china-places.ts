import { useCallback, useEffect, useState } from 'react';

/** The region list's module, fetched on demand. */
export type ChinaPlaces = typeof import('./china-place-options.ts');

let loading: Promise<ChinaPlaces> | undefined;

/** Loads the region list once (a chunk of its own); a failed load is tried again on the next call. */
export function loadChinaPlaces(): Promise<ChinaPlaces> {
  loading ??= import('./china-place-options.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The region list for a picker: undefined while it loads; `isError` with `retry` when it could not be fetched. */
export function useChinaPlaces(): { places: ChinaPlaces | undefined; isError: boolean; retry: () => void } {
  const [places, setPlaces] = useState<ChinaPlaces>();
  const [isError, setIsError] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` starts a new load after a failure.
    void attempt;
    let isCurrent = true;
    loadChinaPlaces().then(
      (loaded) => {
        if (isCurrent) setPlaces(() => loaded);
      },
      () => {
        if (isCurrent) setIsError(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setIsError(false);
    setAttempt((count) => count + 1);
  }, []);
  return { places, isError, retry };
}
