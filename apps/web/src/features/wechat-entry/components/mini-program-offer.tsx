import { CloseOutlined, WechatOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMiniProgramOffer } from '../hooks/use-mini-program-offer.ts';
import './mini-program-offer.css';

/** A dismissible card offering the WeChat mini program to phone visitors (see useMiniProgramOffer for when). */
export function MiniProgramOffer() {
  const { t } = useTranslation();
  const { state, open, dismiss } = useMiniProgramOffer();
  if (state === 'hidden') return null;
  return (
    <aside className="mini-program-offer" aria-label={t('weixin.offerLabel')}>
      <WechatOutlined className="mini-program-offer-icon" aria-hidden="true" />
      <p className="mini-program-offer-text">
        {t('weixin.offerText')}
        {state === 'failed' ? (
          <span role="alert" className="mini-program-offer-failed">
            {t('weixin.offerFailed')}
          </span>
        ) : null}
      </p>
      <Button type="primary" size="small" loading={state === 'opening'} onClick={open}>
        {t('weixin.offerOpen')}
      </Button>
      <Button
        type="text"
        size="small"
        className="mini-program-offer-close"
        icon={<CloseOutlined />}
        aria-label={t('weixin.offerDismiss')}
        onClick={dismiss}
      />
    </aside>
  );
}
