import type { CSSProperties } from 'react';
import './shell-icon.css';

type ShellIconProps = {
  className?: string | undefined;
  style?: CSSProperties | undefined;
  'aria-hidden'?: boolean | 'true' | 'false' | undefined;
  'aria-label'?: string | undefined;
};

/**
 * An icon of the shell or the first view drawn from its SVG paths (shell-icons.tsx), in the markup @ant-design/icons
 * gives (`span.anticon` with `role="img"` and the icon's name as its label, an SVG of 1em in the current colour), so it
 * looks and reads the same without antd's icon runtime.
 */
export function createShellIcon(name: string, viewBox: string, paths: readonly string[]) {
  function ShellIcon({ className, style, 'aria-hidden': ariaHidden, 'aria-label': ariaLabel }: ShellIconProps) {
    return (
      <span
        role="img"
        aria-label={ariaLabel ?? name}
        aria-hidden={ariaHidden}
        className={`anticon anticon-${name}${className ? ` ${className}` : ''}`}
        style={style}
      >
        <svg viewBox={viewBox} focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden="true">
          {paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </span>
    );
  }
  ShellIcon.displayName = name;
  return ShellIcon;
}
