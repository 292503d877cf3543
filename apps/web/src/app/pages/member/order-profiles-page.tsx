import { useTranslation } from 'react-i18next';
import { ProfileList } from '../../../features/order-profiles/components/profile-list.tsx';
import { ProfileTransfer } from '../../../features/order-profiles/components/profile-transfer.tsx';
import '../../../features/order-profiles/components/order-profiles.css';
import { buildSharePath } from '../../../features/quotes/utils/share-link.ts';
import { MemberPageCard } from './member-page-card.tsx';

/** /orderProfiles: the saved order profiles, each opened in Smart Quotes pre-filled; export and import as JSON. */
export function OrderProfilesPage() {
  const { t } = useTranslation('profiles');
  return (
    <MemberPageCard title="orderProfiles" intro={t('list.intro')}>
      <ProfileList buildOpenPath={(profile) => buildSharePath(profile.tab, profile.spec)} />
      <ProfileTransfer />
    </MemberPageCard>
  );
}
