import { createContext, useContext, useEffect, useRef, useState } from 'react';

const defaultClickBlockMs = 1000;

/**
 * How long a guarded button ignores clicks after one, in ms (docs/product.md §9: 1000). Screen tests provide 0
 * (test/page-test.tsx), so that no test waits out the guard on the wall clock; a window of 0 blocks nothing.
 */
export const ClickBlockMsContext = createContext(defaultClickBlockMs);

/**
 * Runs a click once and then blocks clicks for blockMs, by default the window ClickBlockMsContext provides
 * (docs/product.md §9: a double click orders once). Returns the guarded handler and whether the button should show as
 * disabled.
 */
export function useClickBlock<E>(onClick: ((event: E) => void) | undefined, blockMs?: number) {
  const providedBlockMs = useContext(ClickBlockMsContext);
  const windowMs = blockMs ?? providedBlockMs;
  const [isBlocked, setIsBlocked] = useState(false);
  const isBlockedRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const handleClick = (event: E) => {
    // The ref guards clicks that arrive before React re-renders the disabled state.
    if (isBlockedRef.current) return;
    if (windowMs > 0) {
      isBlockedRef.current = true;
      setIsBlocked(true);
      timerRef.current = setTimeout(() => {
        isBlockedRef.current = false;
        setIsBlocked(false);
      }, windowMs);
    }
    onClick?.(event);
  };
  return { handleClick, isBlocked };
}
