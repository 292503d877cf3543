import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A home-page list while it loads, when it failed (with a retry) or when it is empty (said in words, never a blank
 * area); otherwise the list itself.
 */
export function ListState(props: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('home');
  if (props.query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (props.query.isError)
    return (
      <p className="home-list-note" role="alert">
        {t('lists.failed')}{' '}
        <Button size="small" onClick={() => void props.query.refetch()}>
          {t('lists.retry')}
        </Button>
      </p>
    );
  if (props.isEmpty) return <p className="home-list-note">{props.emptyText}</p>;
  return <>{props.children}</>;
}
