import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { ErpOrderDrawer } from './erp-order-drawer.tsx';
import { ErpOrderList } from './erp-order-list.tsx';
import { PersonTaskList } from './person-task-list.tsx';
import './erp-orders.css';

type View = 'tasks' | 'all';

export type ErpOrdersWorkspaceProps = {
  /** The module's title (its menu entry). */
  title: string;
  /** Where the module keeps its last tab and filters (one per menu entry that shows this screen). */
  storageKey: string;
};

/** The staff order screen: "My tasks" and "All orders" tabs (the last one used is kept); an order opens in a drawer. */
export function ErpOrdersWorkspace({ title, storageKey }: ErpOrdersWorkspaceProps) {
  const { t } = useTranslation('erp');
  const [view, setView] = useSessionState<View>(`${storageKey}.view`, 'tasks');
  // The open order is in the address bar, so a reload or a shared link shows it again.
  const [params, setParams] = useSearchParams();
  const orderId = params.get('orderId');

  const openOrder = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('orderId', id);
    else next.delete('orderId');
    setParams(next, { replace: id === null });
  };

  return (
    <div className="erp-page">
      <h1 className="erp-page-title">{title}</h1>
      <p className="erp-page-lead">{t('orders.lead')}</p>
      <Tabs
        activeKey={view}
        onChange={(key) => setView(key === 'all' ? 'all' : 'tasks')}
        aria-label={t('orders.tabs.label')}
        destroyOnHidden
        items={[
          { key: 'tasks', label: t('orders.tabs.tasks'), children: <PersonTaskList onOpen={openOrder} /> },
          {
            key: 'all',
            label: t('orders.tabs.all'),
            children: <ErpOrderList storageKey={storageKey} onOpen={openOrder} />,
          },
        ]}
      />
      <ErpOrderDrawer orderId={orderId} onClose={() => openOrder(null)} />
    </div>
  );
}
