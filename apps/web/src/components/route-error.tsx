import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../lib/with-timeout.ts';
import { LinkButton } from './link-button.tsx';
import { NotFound } from './not-found.tsx';

/** errorElement of every route: 404 → not found, a failed or slow chunk → load error with Retry. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const isLoadFailure = isChunkLoadError(error);
  if (!isLoadFailure) console.error(error);
  return (
    <div className="route-error" role="alert">
      <Result
        status={isLoadFailure ? 'warning' : 'error'}
        title={<h1 className="result-title">{t('loadError.title')}</h1>}
        subTitle={isLoadFailure ? t('loadError.description') : t('loadError.unexpected')}
        extra={[
          <Button key="retry" type="primary" onClick={() => window.location.reload()}>
            {t('actions.retry')}
          </Button>,
          <LinkButton key="home" to="/">
            {t('actions.backHome')}
          </LinkButton>,
        ]}
      />
    </div>
  );
}
