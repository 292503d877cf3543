import { useTranslation } from 'react-i18next';
import { TabbedModulePage } from '../../../components/erp/tabbed-module-page.tsx';
import { MallItemsTab } from './mall-items-tab.tsx';
import { RedemptionsTab } from './redemptions-tab.tsx';

/**
 * /erp/pointsMallItems (积分商城): the items customers redeem points for, and the redemptions to ship. Viewing needs
 * the menu; every change needs `pointsMall:edit` (sales supervisor, sales director, administrator).
 */
export function PointsMallAdminPage() {
  const { t } = useTranslation('points');
  return (
    <TabbedModulePage
      title={t('admin.title')}
      lead={t('admin.lead')}
      tabsLabel={t('admin.tabsLabel')}
      storageKey="erp.points-mall.tab"
      tabs={[
        { key: 'items', label: t('admin.itemsTab'), render: () => <MallItemsTab /> },
        { key: 'redemptions', label: t('admin.redemptionsTab'), render: () => <RedemptionsTab /> },
      ]}
    />
  );
}
