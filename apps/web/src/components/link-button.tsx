import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

export type LinkButtonProps = LinkProps & {
  variant?: 'primary' | 'default' | 'ghost' | 'accent';
  size?: 'middle' | 'large';
  icon?: ReactNode;
};

/** A router link that looks like a button (a link must stay a link: no <button> inside <a>). */
export function LinkButton({
  variant = 'default',
  size = 'middle',
  icon,
  className,
  children,
  ...props
}: LinkButtonProps) {
  const classes = ['link-button', `link-button-${variant}`, `link-button-${size}`, className].filter(Boolean).join(' ');
  return (
    <Link {...props} className={classes}>
      {icon ? (
        <span className="link-button-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span>{children as ReactNode}</span>
    </Link>
  );
}
