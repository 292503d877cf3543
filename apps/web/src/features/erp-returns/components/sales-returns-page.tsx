import { useTranslation } from 'react-i18next';
import { TabbedModulePage } from '../../../components/erp/tabbed-module-page.tsx';
import { ReturnRequestsTable } from './return-requests-table.tsx';
import { SalesReturnsTable } from './sales-returns-table.tsx';
import './sales-returns.css';

/**
 * /erp/salesReturns (销售退货): return requests awaiting a decision (each opens its order, where approveReturn is
 * done) and the sales returns approved. The tab last used is kept for the browser tab.
 */
export function SalesReturnsPage() {
  const { t } = useTranslation('returns');
  return (
    <TabbedModulePage
      title={t('title')}
      lead={t('lead')}
      tabsLabel={t('tabs.label')}
      storageKey="erp.sales-returns.tab"
      tabs={[
        { key: 'requests', label: t('tabs.requests'), render: () => <ReturnRequestsTable /> },
        { key: 'returns', label: t('tabs.returns'), render: () => <SalesReturnsTable /> },
      ]}
    />
  );
}
