import { Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/link-button.tsx';

/** Only the mini-program scheme and https links may be opened from the query. */
export function isAllowedOpenlink(value: string | null): value is string {
  return value !== null && /^(weixin:\/\/|https:\/\/)/i.test(value);
}

/** /weixin?openlink=…: opens the mini program, or explains why it cannot. */
export function WeixinPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const openlink = searchParams.get('openlink');
  const isAllowed = isAllowedOpenlink(openlink);

  useEffect(() => {
    if (isAllowed) window.location.replace(openlink);
  }, [isAllowed, openlink]);

  return (
    <div className="container section">
      <Result
        status={isAllowed ? 'info' : 'warning'}
        title={<h1 className="result-title">{t(isAllowed ? 'weixin.opening' : 'weixin.invalid')}</h1>}
        extra={
          <LinkButton to="/" variant="primary">
            {t('weixin.continue')}
          </LinkButton>
        }
      />
    </div>
  );
}
