import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../features/account/api/get-profile.ts';
import { AvatarUpload } from '../../../features/account/components/avatar-upload.tsx';
import { ProfileForm } from '../../../features/account/components/profile-form.tsx';
import type { RouteTitleKey } from '../../routes/route-handle.ts';
import { MemberPageCard } from './member-page-card.tsx';

/** /information and /order/userInfo/basicInformation: avatar, nickname, company, e-mail, QQ. */
export function InformationPage({ title = 'information' }: { title?: RouteTitleKey }) {
  const { t } = useTranslation('account');
  const profile = useProfile();
  return (
    <MemberPageCard title={title}>
      {profile.isPending ? <Skeleton active /> : null}
      {profile.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {profile.data ? (
        <div className="information-grid">
          <AvatarUpload avatarUrl={profile.data.avatarUrl} />
          <ProfileForm key={profile.data.uid} profile={profile.data} />
        </div>
      ) : null}
    </MemberPageCard>
  );
}

/** The client-area variant, titled Basic Information. */
export function BasicInformationPage() {
  return <InformationPage title="basicInformation" />;
}
