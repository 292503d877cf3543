import { FileAddOutlined, ProfileOutlined, ShoppingCartOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { useProfile } from '../../../features/account/api/get-profile.ts';
import { useOrderHome } from '../../../features/order-home/api/get-order-home.ts';
import { ProductionOrders } from '../../../features/order-home/components/production-orders.tsx';
import { RecentFiles, RecentQuotes } from '../../../features/order-home/components/recent-activity.tsx';
import { WaitingOrders } from '../../../features/order-home/components/waiting-orders.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import '../../../features/order-home/components/order-home.css';
import { useOrderLiveUpdates } from '../../../features/order-live/hooks/use-order-live-updates.ts';
import { useSession } from '../../../lib/session.ts';
import '../member/member.css';

/**
 * /order/home: the customer's dashboard and the one home of the member area (/memberHome leads here): points, what
 * waits for the customer, orders in production with their stage, the newest quotes and files. Two requests (the
 * profile and GET /orderInfo/home), kept current by the live order events.
 */
export function OrderHomePage() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const { t: ta } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { userInfo } = useSession();
  const profile = useProfile();
  const home = useOrderHome(language);
  useOrderLiveUpdates(true);
  const name = profile.data?.nickname || userInfo?.nickname || tc('nav.guestName');
  const balance = profile.data?.score ?? userInfo?.userscore ?? 0;

  return (
    <div className="order-home">
      <section className="surface-card" aria-labelledby="page-title">
        <div className="member-hero">
          <div className="order-profile">
            <Avatar
              size={64}
              src={profile.data?.avatarUrl || userInfo?.avatarurl || undefined}
              icon={<UserOutlined />}
              alt=""
            />
            <div>
              <h1 id="page-title" className="order-title">
                {tc('routes.orderHome')}
              </h1>
              <p className="member-greeting">{ta('greeting', { name })}</p>
            </div>
          </div>
          <div className="member-balance" data-testid="points-balance">
            <span className="member-balance-label">{ta('home.balance')}</span>
            {profile.isPending && !userInfo ? (
              <Skeleton.Button active size="small" />
            ) : (
              <span className="member-balance-value">
                <strong>{balance}</strong> {ta('home.pointsUnit')}
              </span>
            )}
            <span className="member-balance-actions">
              <LinkButton to="/obtainingRecords">{ta('home.viewRecords')}</LinkButton>
              <LinkButton to="/pointsMall" variant="accent">
                {ta('home.toMall')}
              </LinkButton>
            </span>
          </div>
        </div>
        <p className="member-muted">{ta('home.earnHint')}</p>
        <div className="pending-actions">
          <LinkButton to="/valuation" variant="primary" icon={<FileAddOutlined />}>
            {ta('newQuote')}
          </LinkButton>
          <LinkButton to="/order/orderManagement/shoppingCart" icon={<ShoppingCartOutlined />}>
            {tc('routes.shoppingCart')}
          </LinkButton>
          <LinkButton to="/myOrder" icon={<ProfileOutlined />}>
            {t('allOrders')}
          </LinkButton>
        </div>
      </section>
      {home.isPending ? (
        <section className="surface-card" aria-label={t('loading')}>
          <Skeleton active />
        </section>
      ) : home.isError ? (
        <Alert
          type="error"
          showIcon
          title={ta('loadFailed')}
          action={<Button onClick={() => void home.refetch()}>{ta('retry')}</Button>}
        />
      ) : (
        <>
          <WaitingOrders orders={home.data.waiting} />
          <ProductionOrders orders={home.data.inProduction} />
          <div className="order-home-columns">
            <RecentQuotes orders={home.data.recentQuotes} />
            <RecentFiles files={home.data.recentFiles} />
          </div>
        </>
      )}
    </div>
  );
}
