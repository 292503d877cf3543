import type { RebateKind } from '@boardforge/contracts/rebates.ts';
import { useTranslation } from 'react-i18next';
import { TabbedModulePage } from '../../../components/erp/tabbed-module-page.tsx';
import { LedgerTab } from './ledger-tab.tsx';
import { RulesTab } from './rules-tab.tsx';
import { TotalsTab } from './totals-tab.tsx';

/** One rebate module: totals by party and period, the ledger, and the rules. The tab last used is kept. */
function RebatesPage({ kind }: { kind: RebateKind }) {
  const { t } = useTranslation('rebates');
  return (
    <TabbedModulePage
      title={t(`title.${kind}`)}
      lead={t(`lead.${kind}`)}
      tabsLabel={t('tabs.label')}
      storageKey={`erp.rebates.${kind}.tab`}
      tabs={[
        { key: 'totals', label: t('tabs.totals'), render: () => <TotalsTab kind={kind} /> },
        { key: 'ledger', label: t('tabs.ledger'), render: () => <LedgerTab kind={kind} /> },
        { key: 'rules', label: t('tabs.rules'), render: () => <RulesTab kind={kind} /> },
      ]}
    />
  );
}

/** /erp/salesRebate (销售返利): rebates given back to customers on their completed orders (`finance:salesRebate`). */
export function SalesRebatePage() {
  return <RebatesPage kind="sales" />;
}

/** /erp/purchaseRebate (采购返利): rebates suppliers give back on what we bought (`finance:purchaseRebate`). */
export function PurchaseRebatePage() {
  return <RebatesPage kind="purchase" />;
}
