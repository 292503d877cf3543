import type { ReactNode } from 'react';
import './native-fields.css';

export type NoticeProps = {
  type: 'info' | 'success' | 'warning' | 'error';
  title: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Shown as a close button (its accessible name is closeLabel) when given. */
  onClose?: () => void;
  closeLabel?: string;
  'data-testid'?: string;
};

const marks = { info: 'i', success: '✓', warning: '!', error: '×' } as const;

/** A message box in antd Alert's look (tinted background, coloured border, a round mark), announced as an alert. */
export function Notice({ type, title, children, className, onClose, closeLabel, ...rest }: NoticeProps) {
  return (
    <div
      role="alert"
      data-testid={rest['data-testid']}
      className={['nf-notice', `nf-notice-${type}`, className ?? ''].filter(Boolean).join(' ')}
    >
      <span className="nf-notice-mark" aria-hidden="true">
        {marks[type]}
      </span>
      <div className="nf-notice-body">
        <div className="nf-notice-title">{title}</div>
        {children ? <div className="nf-notice-text">{children}</div> : null}
      </div>
      {onClose ? (
        <button type="button" className="nf-notice-close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      ) : null}
    </div>
  );
}
