import { hasAnyPermission } from '@boardforge/contracts/permissions.ts';
import { useTranslation } from 'react-i18next';
import { type ModuleTab, TabbedModulePage } from '../../../components/erp/tabbed-module-page.tsx';
import { usePermissionTags } from '../../../lib/staff-access-store.ts';
import { PartsTab } from './parts-tab.tsx';
import { PurchaseOrdersTab } from './purchase-orders-tab.tsx';
import { StockLevelsTab } from './stock-levels-tab.tsx';
import { StockMovementsTab } from './stock-movements-tab.tsx';
import { SuppliersTab } from './suppliers-tab.tsx';

/**
 * /erp/inventory (库存): the parts catalogue (元件) with stock, price breaks and suppliers' offers; stock levels with
 * low-stock flags and the valuation; the stock ledger (库存流水) with adjustments, entries and exits; and the suppliers
 * (供应商); purchase orders (采购单) to receive. Anyone holding parts:view reads the catalogue; parts:edit and suppliers:edit add and change. The tab last used is
 * kept for the browser tab.
 */
export function InventoryPage() {
  const { t } = useTranslation('inventory');
  const heldTags = usePermissionTags();
  // Purchase orders are purchasing's, purchase review's and the warehouse's (the server refuses the others).
  const purchaseOrdersTab: ModuleTab[] = hasAnyPermission(heldTags, purchaseOrderReaders)
    ? [{ key: 'purchase-orders', label: t('tabs.purchaseOrders'), render: () => <PurchaseOrdersTab /> }]
    : [];
  return (
    <TabbedModulePage
      title={t('title')}
      lead={t('lead')}
      tabsLabel={t('tabs.label')}
      storageKey="erp.inventory.tab"
      tabs={[
        { key: 'parts', label: t('tabs.parts'), render: () => <PartsTab /> },
        { key: 'stock', label: t('tabs.stock'), render: () => <StockLevelsTab /> },
        { key: 'movements', label: t('tabs.movements'), render: () => <StockMovementsTab /> },
        ...purchaseOrdersTab,
        { key: 'suppliers', label: t('tabs.suppliers'), render: () => <SuppliersTab /> },
      ]}
    />
  );
}

/** Who reads purchase orders (the routes' tags). */
const purchaseOrderReaders = ['order:placePurchaseOrder', 'order:purchaseReview', 'stock:entry'] as const;
