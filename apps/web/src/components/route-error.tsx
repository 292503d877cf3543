import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { loadWithAntdScope } from '../app/antd-scope-loader.ts';
import { isChunkLoadError } from '../lib/with-timeout.ts';
import { LinkButton } from './link-button.tsx';
import { CloseCircleFilled, WarningFilled } from './shell-icons.tsx';

// The 404 page draws antd's illustrated Result, whose module carries every illustration (33 kB): it is fetched only
// when an address matches no route (inside the antd scope). The load-error view below has no such import and no
// antd, because it must render when chunks cannot be fetched at all.
const NotFound = lazy(() =>
  loadWithAntdScope(() => import('./not-found.tsx').then((m) => m.NotFound)).then((c) => ({ default: c })),
);

/** errorElement of every route: 404 → not found, a failed or slow chunk → load error with Retry. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  const isLoadFailure = isChunkLoadError(error);
  if (!isLoadFailure) console.error(error);
  return (
    <div className="route-error" role="alert">
      <div className="route-error-body">
        {isLoadFailure ? (
          <WarningFilled className="route-error-icon route-error-icon-warning" aria-hidden="true" />
        ) : (
          <CloseCircleFilled className="route-error-icon route-error-icon-error" aria-hidden="true" />
        )}
        <h1 className="result-title">{t('loadError.title')}</h1>
        <p className="route-error-text">{isLoadFailure ? t('loadError.description') : t('loadError.unexpected')}</p>
        <div className="route-error-actions">
          <button
            type="button"
            className="link-button link-button-primary link-button-middle"
            onClick={() => window.location.reload()}
          >
            {t('actions.retry')}
          </button>
          <LinkButton to="/">{t('actions.backHome')}</LinkButton>
        </div>
      </div>
    </div>
  );
}
