import { GiftOutlined } from '@ant-design/icons';
import type { MallItem } from '@boardforge/contracts/points.ts';
import { registrationPoints } from '@boardforge/contracts/points.ts';
import { Alert, App, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { useProfile } from '../../../features/account/api/get-profile.ts';
import { MemberBottomBar } from '../../../features/member/components/member-bottom-bar.tsx';
import { useMallItems } from '../../../features/points/api/list-mall-items.ts';
import { MallItemCard } from '../../../features/points/components/mall-item-card.tsx';
import { OwnRedemptions } from '../../../features/points/components/own-redemptions.tsx';
import { RedeemDialog } from '../../../features/points/components/redeem-dialog.tsx';
import { buildLoginUrl } from '../../../lib/safe-redirect.ts';
import { useSession } from '../../../lib/session.ts';
import './member.css';
import './points-mall.css';

/** /pointsMall: items for everyone; customers redeem with their balance, visitors are asked to log in. */
export function PointsMallPage() {
  const { t } = useTranslation('points');
  const { t: tc } = useTranslation();
  const { t: ta } = useTranslation('account');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const items = useMallItems();
  const profile = useProfile({ isEnabled: session.isClient });
  const [redeeming, setRedeeming] = useState<MallItem | null>(null);
  const balance = session.isClient ? (profile.data?.score ?? session.userInfo?.userscore ?? 0) : null;
  const loginUrl = buildLoginUrl(pathname);

  const handleRedeem = (item: MallItem) => {
    if (session.isClient) {
      setRedeeming(item);
      return;
    }
    modal.confirm({
      title: tc('dialog.title'),
      content: session.isStaff ? ta('staffNotice.text') : t('mall.loginPrompt'),
      okText: session.isStaff ? ta('staffNotice.toErp') : t('mall.loginLink'),
      cancelText: tc('dialog.cancel'),
      onOk: () => navigate(session.isStaff ? '/erp' : loginUrl),
    });
  };

  return (
    <>
      <section className="section mall-page" aria-labelledby="page-title">
        <div className="container">
          <div className="mall-head">
            <div>
              <h1 id="page-title" className="order-title">
                <GiftOutlined aria-hidden="true" /> {tc('routes.pointsMall')}
              </h1>
              <p className="member-muted">{t('mall.intro')}</p>
            </div>
            {balance !== null ? (
              <p className="mall-balance" data-testid="points-balance" aria-live="polite">
                {t('mall.yourBalance', { balance })}
              </p>
            ) : null}
          </div>
          {session.isLoggedIn ? null : (
            <Alert
              className="member-alert"
              type="info"
              showIcon
              title={t('mall.loginPrompt')}
              action={
                <span className="mall-login-actions">
                  <LinkButton to={loginUrl} variant="primary">
                    {t('mall.loginLink')}
                  </LinkButton>
                  <LinkButton to={`/register?redirect=${encodeURIComponent(pathname)}`}>
                    {t('mall.registerLink', { points: registrationPoints })}
                  </LinkButton>
                </span>
              }
            />
          )}
          <p className="member-muted">{t('mall.howToEarn', { points: registrationPoints })}</p>
          {items.isPending ? <Skeleton active /> : null}
          {items.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
          {items.isSuccess && items.data.length === 0 ? <Empty description={t('mall.empty')} /> : null}
          <ul className="mall-grid">
            {(items.data ?? []).map((item) => (
              <MallItemCard key={item.id} item={item} balance={balance} onRedeem={handleRedeem} />
            ))}
          </ul>
          {session.isClient ? <OwnRedemptions /> : null}
        </div>
      </section>
      {session.isClient ? <MemberBottomBar /> : null}
      {balance !== null ? <RedeemDialog item={redeeming} balance={balance} onClose={() => setRedeeming(null)} /> : null}
    </>
  );
}
