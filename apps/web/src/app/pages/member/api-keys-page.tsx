import { useTranslation } from 'react-i18next';
import { ApiKeyList } from '../../../features/api-keys/components/api-key-list.tsx';
import { MemberPageCard } from './member-page-card.tsx';

/** /apiKeys: the customer's API keys for their own tools (quote, upload, order with `Authorization: Bearer`). */
export function ApiKeysPage() {
  const { t } = useTranslation('apiKeys');
  return (
    <MemberPageCard title="apiKeys" intro={t('intro')}>
      <ApiKeyList />
    </MemberPageCard>
  );
}
