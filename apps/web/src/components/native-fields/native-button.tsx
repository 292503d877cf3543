import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './native-fields.css';

export type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: 'primary' | 'default';
  size?: 'middle' | 'large';
  isBlock?: boolean;
  icon?: ReactNode;
};

/** A native button in antd Button's look (primary: brand green; default: outlined), type="button" unless a submit. */
export function NativeButton({
  variant = 'default',
  size = 'middle',
  isBlock,
  icon,
  className,
  children,
  ...props
}: NativeButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={[
        'nf-button',
        `nf-button-${variant}`,
        size === 'large' ? 'nf-button-large' : '',
        isBlock ? 'nf-button-block' : '',
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {icon ? <span className="nf-button-icon">{icon}</span> : null}
      <span>{children}</span>
    </button>
  );
}
