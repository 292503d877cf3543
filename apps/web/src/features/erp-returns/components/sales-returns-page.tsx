import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { ReturnRequestsTable } from './return-requests-table.tsx';
import { SalesReturnsTable } from './sales-returns-table.tsx';
import './sales-returns.css';

const tabs = ['requests', 'returns'] as const;
type Tab = (typeof tabs)[number];

/**
 * /erp/salesReturns (销售退货): return requests awaiting a decision (each opens its order, where approveReturn is
 * done) and the sales returns approved. The tab last used is kept for the browser tab.
 */
export function SalesReturnsPage() {
  const { t } = useTranslation('returns');
  const [tab, setTab] = useSessionState<Tab>('erp.sales-returns.tab', 'requests');

  return (
    <div className="erp-page">
      <h1 className="erp-page-title">{t('title')}</h1>
      <p className="erp-page-lead">{t('lead')}</p>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'returns' ? 'returns' : 'requests')}
        aria-label={t('tabs.label')}
        destroyOnHidden
        items={tabs.map((key) => ({
          key,
          label: t(`tabs.${key}`),
          children: key === 'requests' ? <ReturnRequestsTable /> : <SalesReturnsTable />,
        }))}
      />
    </div>
  );
}
