import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './link-button.tsx';

/** The 404 content: a heading and a link home (or to another target). */
export function NotFound({ homePath = '/', description }: { homePath?: string; description?: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={<h1 className="result-title">{t('notFound.title')}</h1>}
      subTitle={description ?? t('notFound.description')}
      extra={
        <LinkButton to={homePath} variant="primary">
          {t('actions.backHome')}
        </LinkButton>
      }
    />
  );
}
