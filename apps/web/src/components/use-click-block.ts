import { useEffect, useRef, useState } from 'react';

export const defaultClickBlockMs = 1000;

/**
 * Runs a click once and then blocks clicks for blockMs (docs/product.md §9: a double click orders once). Returns the
 * guarded handler and whether the button should show as disabled.
 */
export function useClickBlock<E>(onClick: ((event: E) => void) | undefined, blockMs = defaultClickBlockMs) {
  const [isBlocked, setIsBlocked] = useState(false);
  const isBlockedRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const handleClick = (event: E) => {
    // The ref guards clicks that arrive before React re-renders the disabled state.
    if (isBlockedRef.current) return;
    isBlockedRef.current = true;
    setIsBlocked(true);
    timerRef.current = setTimeout(() => {
      isBlockedRef.current = false;
      setIsBlocked(false);
    }, blockMs);
    onClick?.(event);
  };
  return { handleClick, isBlocked };
}
