import {
  EnvironmentOutlined,
  GiftOutlined,
  HistoryOutlined,
  IdcardOutlined,
  LockOutlined,
  ProfileOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type QuickLink = {
  key: 'orders' | 'address' | 'pointsMall' | 'obtainingRecords' | 'information' | 'changePassword';
  to: string;
  icon: ReactNode;
};

/** The links a member wants first: orders, addresses, points mall; then records, profile and password. */
export const memberQuickLinks: QuickLink[] = [
  { key: 'orders', to: '/order/home', icon: <ProfileOutlined /> },
  { key: 'address', to: '/address', icon: <EnvironmentOutlined /> },
  { key: 'pointsMall', to: '/pointsMall', icon: <GiftOutlined /> },
  { key: 'obtainingRecords', to: '/obtainingRecords', icon: <HistoryOutlined /> },
  { key: 'information', to: '/information', icon: <IdcardOutlined /> },
  { key: 'changePassword', to: '/changePassword', icon: <LockOutlined /> },
];

/** A grid of big links (two columns on phones). */
export function MemberQuickLinks({ links = memberQuickLinks }: { links?: QuickLink[] }) {
  const { t } = useTranslation('account');
  return (
    <ul className="member-quick-links">
      {links.map((link) => (
        <li key={link.key}>
          <Link to={link.to} className="member-quick-link">
            <span className="member-quick-icon" aria-hidden="true">
              {link.icon}
            </span>
            <span className="member-quick-text">
              <strong>{t(`links.${link.key}`)}</strong>
              <span>{t(`quick.${link.key}`)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
