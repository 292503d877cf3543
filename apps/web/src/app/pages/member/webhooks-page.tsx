import { useTranslation } from 'react-i18next';
import { WebhooksPanel } from '../../../features/webhooks/components/webhooks-panel.tsx';
import { MemberPageCard } from './member-page-card.tsx';

/** /webhooks: the customer's signed webhook endpoints and their delivery logs (docs/api.md "Webhooks"). */
export function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  return (
    <MemberPageCard title="webhooks" intro={t('intro')}>
      <WebhooksPanel />
    </MemberPageCard>
  );
}
