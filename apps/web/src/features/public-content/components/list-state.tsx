import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './list-state.css';

/**
 * A home-page list while it loads, when it failed (with a retry) or when it is empty (said in words, never a blank
 * area); otherwise the list itself. Drawn without antd (a plain skeleton and button): the home page carries none.
 */
export function ListState(props: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('home');
  if (props.query.isPending)
    return (
      <div className="list-skeleton" aria-busy="true">
        <span className="list-skeleton-title" />
        <span className="list-skeleton-row" />
        <span className="list-skeleton-row" />
        <span className="list-skeleton-row list-skeleton-last" />
      </div>
    );
  if (props.query.isError)
    return (
      <p className="home-list-note" role="alert">
        {t('lists.failed')}{' '}
        <button
          type="button"
          className="link-button link-button-default link-button-small"
          onClick={() => void props.query.refetch()}
        >
          {t('lists.retry')}
        </button>
      </p>
    );
  if (props.isEmpty) return <p className="home-list-note">{props.emptyText}</p>;
  return <>{props.children}</>;
}
