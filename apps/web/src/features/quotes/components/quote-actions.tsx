import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NativeButton } from '../../../components/native-fields/native-button.tsx';
import { useClickBlock } from '../../../components/use-click-block.ts';
import { savePendingOrder } from '../../../lib/pending-order.ts';
import { buildLoginUrl } from '../../../lib/safe-redirect.ts';
import { useSession } from '../../../lib/session.ts';
import { findOrderType, type QuoteTab } from '../utils/quote-tabs.ts';
import { buildSharePath } from '../utils/share-link.ts';
import { SaveProfileButton } from './save-profile-button.tsx';

/** Where Submit Order goes: the cart / order form (another issue), which reads the pending order. */
export const cartPath = '/order/orderManagement/shoppingCart';

export type QuoteActionsProps = {
  tab: QuoteTab;
  spec: Record<string, unknown> | null;
  answer: unknown;
  priceBookVersion: number | null;
  /** False while a field is invalid. */
  canSubmit: boolean;
  /** Share is offered only when there is a spec to share. */
  isCompact?: boolean;
};

// Small inline icons (antd's SendOutlined and ShareAltOutlined in outline), so the first view needs no icon library.
const sendIcon = (
  <svg viewBox="0 0 16 16" aria-hidden="true">
    <path d="M15.5 7.6 1.3.6a.5.5 0 0 0-.7.6L2.4 8 .6 14.8a.5.5 0 0 0 .7.6l14.2-7a.5.5 0 0 0 0-.8zM2.2 13.4 3.5 8.7H8V7.3H3.5L2.2 2.6 13.4 8z" />
  </svg>
);
const shareIcon = (
  <svg viewBox="0 0 16 16" aria-hidden="true">
    <path d="M12 10a2.5 2.5 0 0 0-1.9.9L5.9 8.6a2.5 2.5 0 0 0 0-1.2l4.2-2.3A2.5 2.5 0 1 0 9.5 3.5l-4.2 2.3a2.5 2.5 0 1 0 0 4.4l4.2 2.3A2.5 2.5 0 1 0 12 10zm0-8.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm-8 7.5a1 1 0 1 1 0-2 1 1 0 0 1 0 2zm8 5.5a1 1 0 1 1 0-2 1 1 0 0 1 0 2z" />
  </svg>
);

/** Submit Order (saves the quote for the order form, via login when needed) and Copy share link. */
export function QuoteActions({ tab, spec, answer, priceBookVersion, canSubmit, isCompact }: QuoteActionsProps) {
  const { t } = useTranslation('quotes');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [shareNote, setShareNote] = useState<string | null>(null);

  const submit = () => {
    if (!spec || !canSubmit) return;
    savePendingOrder({ tab, orderType: findOrderType(tab), spec, answer, priceBookVersion });
    void navigate(session.isClient ? cartPath : buildLoginUrl(cartPath));
  };

  const submitClick = useClickBlock<MouseEvent<HTMLButtonElement>>(() => submit());

  const share = async () => {
    if (!spec) return;
    const url = `${window.location.origin}${buildSharePath(tab, spec)}`;
    try {
      await navigator.clipboard.writeText(url);
      setShareNote(t('page.shareCopied'));
    } catch {
      setShareNote(t('page.shareManual', { url }));
    }
  };

  return (
    <div className="quote-actions-inner">
      <NativeButton
        variant="primary"
        size="large"
        icon={sendIcon}
        disabled={!canSubmit || submitClick.isBlocked}
        onClick={submitClick.handleClick}
        isBlock={!isCompact}
      >
        {tc('quoteTabs.submitOrder')}
      </NativeButton>
      {!isCompact ? (
        <>
          <NativeButton icon={shareIcon} disabled={!spec} onClick={() => void share()} isBlock>
            {t('page.share')}
          </NativeButton>
          {session.isClient && tab !== 'bom' ? <SaveProfileButton tab={tab} spec={spec} canSave={canSubmit} /> : null}
          {!session.isClient && canSubmit ? <p className="spec-field-help">{t('page.loginToOrder')}</p> : null}
          <p className="quote-share-note" role="status">
            {shareNote}
          </p>
        </>
      ) : null}
    </div>
  );
}
