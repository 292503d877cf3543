import type { TaskScope } from '@boardforge/contracts/erp-orders.ts';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { isTasksLink, readLinkedStatus } from '../utils/tasks-link.ts';
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
  /** Which steps "My tasks" lists (Procurement: purchasing and stock only); undefined: every step. */
  scope: TaskScope | undefined;
};

/** The staff order screen: "My tasks" and "All orders" tabs (the last one used is kept); an order opens in a drawer. */
export function ErpOrdersWorkspace({ title, storageKey, scope }: ErpOrdersWorkspaceProps) {
  const { t } = useTranslation('erp');
  const [view, setView] = useSessionState<View>(`${storageKey}.view`, 'tasks');
  // The open order is in the address bar, so a reload or a shared link shows it again.
  const [params, setParams] = useSearchParams();
  const orderId = params.get('orderId');
  // A link to "My tasks" opens that tab, whatever tab was used last, until another tab is chosen.
  const isTasksLinked = isTasksLink(params);
  const linkedStatus = isTasksLinked ? readLinkedStatus(params) : undefined;
  const activeView = isTasksLinked ? 'tasks' : view;

  const changeView = (key: string) => {
    setView(key === 'all' ? 'all' : 'tasks');
    if (!isTasksLinked) return;
    const next = new URLSearchParams(params);
    next.delete('view');
    next.delete('status');
    setParams(next, { replace: true });
  };

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
        activeKey={activeView}
        onChange={changeView}
        aria-label={t('orders.tabs.label')}
        destroyOnHidden
        items={[
          {
            key: 'tasks',
            label: t('orders.tabs.tasks'),
            children: (
              // A new link remounts the list so it starts at the status the link names.
              <PersonTaskList
                key={linkedStatus ?? 'all'}
                onOpen={openOrder}
                initialStatus={linkedStatus}
                scope={scope}
              />
            ),
          },
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
