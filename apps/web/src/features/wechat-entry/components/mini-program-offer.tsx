import { useTranslation } from 'react-i18next';
import type { MiniProgramOfferState } from '../hooks/use-mini-program-offer.ts';
import { CloseOutlined, WechatOutlined } from './offer-icons.tsx';
import './mini-program-offer.css';

/**
 * A dismissible card offering the WeChat mini program to phone visitors (see useMiniProgramOffer for when). Fetched
 * only once an offer is made (mini-program-offer-slot.tsx): most visits, and every one without a mini program, do
 * without its code and drawings.
 */
export function MiniProgramOfferCard({ state, open, dismiss }: MiniProgramOfferState) {
  const { t } = useTranslation();
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
      {/* Plain buttons: the offer is on every phone page, and the home page carries no antd. */}
      <button
        type="button"
        className="link-button link-button-primary link-button-small"
        disabled={state === 'opening'}
        aria-busy={state === 'opening' || undefined}
        onClick={open}
      >
        {t('weixin.offerOpen')}
      </button>
      <button
        type="button"
        className="link-button link-button-ghost link-button-small mini-program-offer-close"
        aria-label={t('weixin.offerDismiss')}
        onClick={dismiss}
      >
        <CloseOutlined aria-hidden="true" />
      </button>
    </aside>
  );
}
