import type { CollectionRow } from '@boardforge/contracts/payments.ts';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionFilters } from '../api/list-collections.ts';
import { CollectionTable } from './collection-table.tsx';
import { VerifyCollectionModal } from './verify-collection-modal.tsx';

const tabs = ['pending', 'verified'] as const satisfies readonly CollectionFilters['status'][];

/** /erp/collectionVerification (收款核销): staff holding finance:verifyCollection confirm bank transfers arrived. */
export function CollectionVerificationPage() {
  const { t } = useTranslation('collections');
  const [status, setStatus] = useState<CollectionFilters['status']>('pending');
  const [verifying, setVerifying] = useState<CollectionRow | null>(null);

  return (
    <div className="erp-page">
      <h1 className="erp-page-title">{t('title')}</h1>
      <p className="erp-page-lead">{t('lead')}</p>
      <Tabs
        activeKey={status}
        onChange={(key) => setStatus(key as CollectionFilters['status'])}
        aria-label={t('tabs.label')}
        destroyOnHidden
        items={tabs.map((tab) => ({
          key: tab,
          label: t(`tabs.${tab}`),
          children: <CollectionTable status={tab} onVerify={setVerifying} />,
        }))}
      />
      <VerifyCollectionModal collection={verifying} onClose={() => setVerifying(null)} />
    </div>
  );
}
