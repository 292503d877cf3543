import { Button, type ButtonProps } from 'antd';
import { type MouseEvent, useEffect, useRef, useState } from 'react';

export const defaultClickBlockMs = 1000;

export type DebounceButtonProps = ButtonProps & {
  /** How long the button ignores clicks after one, in ms (docs/product.md §9: 1000). */
  blockMs?: number;
};

/** A button that runs onClick once and then stays disabled for blockMs, so a double click orders once. */
export function DebounceButton({ blockMs = defaultClickBlockMs, onClick, disabled, ...props }: DebounceButtonProps) {
  const [isBlocked, setIsBlocked] = useState(false);
  const isBlockedRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    // The ref guards clicks that arrive before React re-renders the disabled state.
    if (isBlockedRef.current) return;
    isBlockedRef.current = true;
    setIsBlocked(true);
    timerRef.current = setTimeout(() => {
      isBlockedRef.current = false;
      setIsBlocked(false);
    }, blockMs);
    onClick?.(event as MouseEvent<HTMLButtonElement> & MouseEvent<HTMLAnchorElement>);
  };

  return <Button {...props} disabled={disabled || isBlocked} onClick={handleClick} />;
}
