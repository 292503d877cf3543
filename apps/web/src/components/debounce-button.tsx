import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useClickBlock } from './use-click-block.ts';

export type DebounceButtonProps = ButtonProps & {
  /** How long the button ignores clicks after one, in ms; by default ClickBlockMsContext's (docs/product.md §9: 1000). */
  blockMs?: number;
};

/** A button that runs onClick once and then stays disabled for blockMs, so a double click orders once. */
export function DebounceButton({ blockMs, onClick, disabled, ...props }: DebounceButtonProps) {
  const { handleClick, isBlocked } = useClickBlock<MouseEvent<HTMLElement>>(
    (event) => onClick?.(event as MouseEvent<HTMLButtonElement> & MouseEvent<HTMLAnchorElement>),
    blockMs,
  );
  return <Button {...props} disabled={disabled || isBlocked} onClick={handleClick} />;
}
