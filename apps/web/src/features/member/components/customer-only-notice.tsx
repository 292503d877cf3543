import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';

/** Shown to a staff login on customer pages: what they are and where staff work instead. */
export function CustomerOnlyNotice() {
  const { t } = useTranslation('account');
  return (
    <Result
      status="info"
      title={<h1 className="result-title">{t('staffNotice.title')}</h1>}
      subTitle={t('staffNotice.text')}
      extra={
        <LinkButton to="/erp" variant="primary">
          {t('staffNotice.toErp')}
        </LinkButton>
      }
    />
  );
}
