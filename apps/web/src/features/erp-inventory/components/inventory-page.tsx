import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { PartsTab } from './parts-tab.tsx';
import { SuppliersTab } from './suppliers-tab.tsx';

const tabs = ['parts', 'suppliers'] as const;
type Tab = (typeof tabs)[number];

/**
 * /erp/inventory (库存): the parts catalogue (元件) with stock, price breaks and suppliers' offers, and the suppliers
 * (供应商). Anyone holding parts:view reads them; parts:edit and suppliers:edit add and change. The tab last used is
 * kept for the browser tab.
 */
export function InventoryPage() {
  const { t } = useTranslation('inventory');
  const [tab, setTab] = useSessionState<Tab>('erp.inventory.tab', 'parts');

  return (
    <div className="erp-page">
      <h1 className="erp-page-title">{t('title')}</h1>
      <p className="erp-page-lead">{t('lead')}</p>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'suppliers' ? 'suppliers' : 'parts')}
        aria-label={t('tabs.label')}
        destroyOnHidden
        items={tabs.map((key) => ({
          key,
          label: t(`tabs.${key}`),
          children: key === 'parts' ? <PartsTab /> : <SuppliersTab />,
        }))}
      />
    </div>
  );
}
