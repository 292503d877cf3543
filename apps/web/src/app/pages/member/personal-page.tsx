import { LogoutOutlined, RightOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useProfile } from '../../../features/account/api/get-profile.ts';
import { useLogOut } from '../../../features/auth/api/log-out.ts';
import { memberLinks } from '../../../features/member/components/member-links.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { clearSession, useSession } from '../../../lib/session.ts';
import { MemberPageCard } from './member-page-card.tsx';

const listed = new Set([
  'memberHome',
  'orders',
  'designJobs',
  'information',
  'address',
  'orderProfiles',
  'webhooks',
  'apiKeys',
  'changePassword',
  'obtainingRecords',
  'consumptionRecords',
  'pointsMall',
]);

/**
 * /personal: the personal centre — the account (who is logged in, profile, addresses, password, points records) and
 * Log out, as a phone menu. Orders and what waits for the customer are on the dashboard (/order/home), linked first.
 */
export function PersonalPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { userInfo } = useSession();
  const profile = useProfile();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const name = profile.data?.nickname || userInfo?.nickname || tc('nav.guestName');

  const handleLogout = () => {
    logOut.mutate(undefined, {
      onSettled: () => {
        clearSession();
        queryClient.clear();
        void navigate('/');
      },
    });
  };

  return (
    <MemberPageCard title="personal" intro={t('personal.intro')}>
      <div className="personal-head">
        <Avatar
          size={72}
          src={profile.data?.avatarUrl || userInfo?.avatarurl || undefined}
          icon={<UserOutlined />}
          alt=""
        />
        <div>
          <p className="member-greeting">{name}</p>
          <p className="member-muted">{profile.data?.phone ?? userInfo?.phonenumber}</p>
        </div>
        <Link to="/obtainingRecords" className="personal-points">
          <strong>{profile.data?.score ?? userInfo?.userscore ?? 0}</strong>
          <span>{t('personal.points')}</span>
        </Link>
      </div>
      <ul className="personal-menu">
        {memberLinks
          .filter((link) => listed.has(link.key))
          .map((link) => (
            <li key={link.key}>
              <Link to={link.to} className="personal-menu-link">
                <span>{t(`links.${link.key}`)}</span>
                <RightOutlined aria-hidden="true" />
              </Link>
            </li>
          ))}
      </ul>
      <Button icon={<LogoutOutlined />} block size="large" onClick={handleLogout} loading={logOut.isPending}>
        {t('personal.logout')}
      </Button>
    </MemberPageCard>
  );
}
