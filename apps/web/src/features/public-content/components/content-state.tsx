import { Alert, Button, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './public-content.css';

export type ContentStateProps = {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  /** Words for an empty list: a list is never a blank area. */
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
};

/** Loading, failed (with a retry), empty (in words) or the content itself. */
export function ContentState({ isPending, isError, isEmpty, emptyText, onRetry, children }: ContentStateProps) {
  const { t } = useTranslation('publicContent');
  if (isPending) {
    return (
      <div className="public-content-state" role="status">
        <Spin />
        <span>{t('state.loading')}</span>
      </div>
    );
  }
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('state.loadFailed')}
        action={
          <Button size="small" onClick={onRetry}>
            {t('state.retry')}
          </Button>
        }
      />
    );
  }
  if (isEmpty) return <Empty className="public-content-empty" description={emptyText} />;
  return children;
}
