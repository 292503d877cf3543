import { FileAddOutlined, ShoppingCartOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { PendingNotice } from '../../../components/pending-notice.tsx';
import { useSession } from '../../../lib/session.ts';

/** /order/home: the customer's greeting, points from the session cookie, and shortcuts. */
export function OrderHomePage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { userInfo } = useSession();
  const name = userInfo?.nickname || tc('nav.guestName');
  return (
    <section className="surface-card" aria-labelledby="page-title">
      <div className="order-profile">
        <Avatar size={64} src={userInfo?.avatarurl || undefined} icon={<UserOutlined />} alt="" />
        <div>
          <h1 id="page-title" className="order-title">
            {t('greeting', { name })}
          </h1>
          <dl className="order-facts">
            <div>
              <dt>{t('phone')}</dt>
              <dd>{userInfo?.phonenumber ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('points')}</dt>
              <dd>{userInfo?.userscore ?? 0}</dd>
            </div>
          </dl>
        </div>
      </div>
      <h2 className="order-subtitle">{t('shortcuts')}</h2>
      <div className="pending-actions">
        <LinkButton to="/valuation" variant="primary" icon={<FileAddOutlined />}>
          {t('newQuote')}
        </LinkButton>
        <LinkButton to="/order/orderManagement/shoppingCart" icon={<ShoppingCartOutlined />}>
          {tc('routes.shoppingCart')}
        </LinkButton>
      </div>
      <div className="page-note">
        <PendingNotice>{tc('pending.orders')}</PendingNotice>
      </div>
    </section>
  );
}
