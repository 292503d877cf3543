import { SendOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DebounceButton } from '../../../components/debounce-button.tsx';
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
      <DebounceButton
        type="primary"
        size="large"
        icon={<SendOutlined aria-hidden="true" />}
        disabled={!canSubmit}
        onClick={submit}
        block={!isCompact}
      >
        {tc('quoteTabs.submitOrder')}
      </DebounceButton>
      {!isCompact ? (
        <>
          <Button icon={<ShareAltOutlined aria-hidden="true" />} disabled={!spec} onClick={() => void share()} block>
            {t('page.share')}
          </Button>
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
