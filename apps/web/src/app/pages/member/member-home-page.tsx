import { UserOutlined } from '@ant-design/icons';
import { Avatar, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { useProfile } from '../../../features/account/api/get-profile.ts';
import { MemberQuickLinks } from '../../../features/member/components/member-quick-links.tsx';
import { useSession } from '../../../lib/session.ts';
import { MemberPageCard } from './member-page-card.tsx';

/** /memberHome: greeting, points balance and the links a member wants first. */
export function MemberHomePage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { userInfo } = useSession();
  const profile = useProfile();
  const name = profile.data?.nickname || userInfo?.nickname || tc('nav.guestName');
  const balance = profile.data?.score ?? userInfo?.userscore ?? 0;
  const avatarUrl = profile.data?.avatarUrl || userInfo?.avatarurl || undefined;
  return (
    <MemberPageCard title="memberHome">
      <div className="member-hero">
        <div className="order-profile">
          <Avatar size={64} src={avatarUrl} icon={<UserOutlined />} alt="" />
          <div>
            <p className="member-greeting">{t('greeting', { name })}</p>
            {profile.data ? (
              <p className="member-muted">
                {t('home.memberSince', { date: dayjs(profile.data.createdAt).format('YYYY-MM-DD') })}
              </p>
            ) : null}
          </div>
        </div>
        <div className="member-balance" data-testid="points-balance">
          <span className="member-balance-label">{t('home.balance')}</span>
          {profile.isPending && !userInfo ? (
            <Skeleton.Button active size="small" />
          ) : (
            <span className="member-balance-value">
              <strong>{balance}</strong> {t('home.pointsUnit')}
            </span>
          )}
          <span className="member-balance-actions">
            <LinkButton to="/obtainingRecords">{t('home.viewRecords')}</LinkButton>
            <LinkButton to="/pointsMall" variant="accent">
              {t('home.toMall')}
            </LinkButton>
          </span>
        </div>
      </div>
      <p className="member-muted">{t('home.earnHint')}</p>
      <h2 className="order-subtitle">{t('home.shortcuts')}</h2>
      <MemberQuickLinks />
    </MemberPageCard>
  );
}
