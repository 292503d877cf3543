import { GiftOutlined, HomeOutlined, ProfileOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const tabs = [
  { key: 'home', to: '/', icon: <HomeOutlined aria-hidden="true" />, end: true },
  { key: 'personal', to: '/personal', icon: <UserOutlined aria-hidden="true" />, end: false },
  { key: 'order', to: '/order/home', icon: <ProfileOutlined aria-hidden="true" />, end: false },
  { key: 'pointsMall', to: '/pointsMall', icon: <GiftOutlined aria-hidden="true" />, end: false },
] as const;

/** The fixed bottom bar of the member pages on phone widths: Home, Personal, Order, Points Mall. */
export function MemberBottomBar() {
  const { t } = useTranslation('account');
  return (
    <nav className="member-bottom-bar" aria-label={t('bottomBar.label')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink to={tab.to} end={tab.end} className="member-bottom-link">
              {tab.icon}
              <span>{t(`bottomBar.${tab.key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
