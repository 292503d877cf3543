import { type InvoiceListRow, type InvoiceListStatus, invoiceListStatuses } from '@boardforge/contracts/invoices.ts';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { InvoicingTable } from './invoicing-table.tsx';
import { IssueInvoiceModal } from './issue-invoice-modal.tsx';

/** /erp/invoicing (开票): staff holding finance:invoice record invoices issued on paid orders. */
export function InvoicingPage() {
  const { t } = useTranslation('invoicing');
  // The module remembers the tab last used (docs/workflow.md "Back-office modules").
  const [status, setStatus] = useSessionState<InvoiceListStatus>('erp.invoicing.tab', 'pending');
  const [issuing, setIssuing] = useState<InvoiceListRow | null>(null);

  return (
    <div className="erp-page">
      <h1 className="erp-page-title">{t('title')}</h1>
      <p className="erp-page-lead">{t('lead')}</p>
      <Tabs
        activeKey={status}
        onChange={(key) => setStatus(key === 'issued' ? 'issued' : 'pending')}
        aria-label={t('tabs.label')}
        destroyOnHidden
        items={invoiceListStatuses.map((tab) => ({
          key: tab,
          label: t(`tabs.${tab}`),
          children: <InvoicingTable status={tab} onIssue={setIssuing} />,
        }))}
      />
      <IssueInvoiceModal row={issuing} onClose={() => setIssuing(null)} />
    </div>
  );
}
