import type { ErpOrderRow, TaskScope } from '@boardforge/contracts/erp-orders.ts';
import type { OrderAction } from '@boardforge/domain/order-status/payloads.ts';
import type { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { Radio, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/erp/paged-table.tsx';
import { formatDateTime, formatPreciseMoney } from '../../../lib/format.ts';
import { nameStatus } from '../../../lib/order-status.ts';
import { usePersonTasks } from '../api/list-person-tasks.ts';
import { buildOrderColumns } from './order-columns.tsx';

type TaskRow = ErpOrderRow & { actions: OrderAction[] };

// The longest waiting come first, so the largest page (50) keeps newly waiting orders in view for most people.
const defaultTaskPageSize = 50;

export type PersonTaskListProps = {
  onOpen: (orderId: string) => void;
  /** The status to list first (a link from the workbench), else every status. */
  initialStatus?: OrderStatus | undefined;
  /** The screen's share of the work (Procurement: purchasing and stock steps), else all of it. */
  scope?: TaskScope | undefined;
};

/** "My tasks": the caller's waiting orders (POST /report/getPersonTaskList) by status, with the step each awaits. */
export function PersonTaskList({ onOpen, initialStatus, scope }: PersonTaskListProps) {
  const { t, i18n } = useTranslation('erp');
  const [page, setPage] = useState({ pageNum: 1, pageSize: defaultTaskPageSize });
  const [status, setStatus] = useState<OrderStatus | 'all'>(initialStatus ?? 'all');
  const tasks = usePersonTasks({ ...page, status: status === 'all' ? undefined : status, scope });
  // The counts cover all the caller's waiting work whatever the filter; their sum is the "All" figure.
  const counts = tasks.data?.countsByStatus ?? [];
  const waitingCount = counts.reduce((sum, entry) => sum + entry.count, 0);
  // A status whose work is all done keeps its button until another is chosen, so the choice stays visible.
  const statusOptions =
    status === 'all' || counts.some((entry) => entry.status === status)
      ? counts
      : [...counts, { status, count: 0 }].sort((first, second) => first.status - second.status);

  const columns: TableColumnsType<TaskRow> = [
    ...buildOrderColumns<TaskRow>(t, onOpen),
    {
      title: t('orders.tasks.actions'),
      dataIndex: 'actions',
      render: (actions: OrderAction[]) =>
        actions.map((action) => (
          <Tag key={action} color="processing">
            {t(`orders.actions.${action}`)}
          </Tag>
        )),
    },
    {
      title: t('orders.list.type'),
      dataIndex: 'orderType',
      render: (type: TaskRow['orderType']) => t(`orders.orderTypes.${type}`),
    },
    {
      title: t('orders.list.customer'),
      key: 'customer',
      render: (_, row) => `${row.customer.nickname} · ${row.customer.phone}`,
      responsive: ['md'],
    },
    { title: t('orders.list.summary'), dataIndex: 'summary', responsive: ['lg'] },
    { title: t('orders.list.total'), dataIndex: 'total', align: 'right', render: formatPreciseMoney },
    { title: t('orders.list.createdAt'), dataIndex: 'createdAt', render: formatDateTime, responsive: ['lg'] },
  ];

  return (
    <>
      <Radio.Group
        className="erp-status-filter"
        optionType="button"
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as OrderStatus | 'all');
          setPage((current) => ({ ...current, pageNum: 1 }));
        }}
        aria-label={t('orders.tasks.filter')}
        options={[
          { value: 'all', label: t('orders.tasks.all', { count: waitingCount }) },
          ...statusOptions.map((entry) => ({
            value: entry.status,
            label: t('orders.tasks.statusCount', {
              status: nameStatus(entry.status, i18n.language),
              count: entry.count,
            }),
          })),
        ]}
      />
      <PagedTable<TaskRow>
        rowKey="orderId"
        data-testid="erp-task-list"
        columns={columns}
        rows={tasks.data?.rows}
        total={tasks.data?.total}
        // Only a first load or another page or filter covers the rows: the live refresh (order events, each replay's end)
        // runs behind them, so a click on a row during it is not swallowed by the loading overlay.
        loading={tasks.isPending || tasks.isPlaceholderData}
        emptyText={t('orders.tasks.empty')}
        scroll={{ x: 'max-content' }}
        paging={page}
        onPageChange={setPage}
        describeTotal={(count) => t('orders.tasks.totalCount', { count })}
      />
    </>
  );
}
