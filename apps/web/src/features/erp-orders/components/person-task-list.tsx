import type { ErpOrderRow } from '@boardforge/contracts/erp-orders.ts';
import type { OrderAction } from '@boardforge/domain/order-status/payloads.ts';
import type { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { Radio, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPreciseMoney } from '../../../lib/format.ts';
import { usePersonTasks } from '../api/list-person-tasks.ts';
import { nameStatus } from '../utils/format.ts';
import { buildOrderColumns } from './order-columns.tsx';

type TaskRow = ErpOrderRow & { actions: OrderAction[] };

// Waiting work is short; one page of 50 lets the status filter count and filter without another request.
const taskPageSize = 50;

/** "My tasks": the caller's waiting orders (POST /report/getPersonTaskList) by status, with the step each awaits. */
export function PersonTaskList({ onOpen }: { onOpen: (orderId: string) => void }) {
  const { t, i18n } = useTranslation('erp');
  const [pageNum, setPageNum] = useState(1);
  const [status, setStatus] = useState<OrderStatus | 'all'>('all');
  const tasks = usePersonTasks(pageNum, taskPageSize);
  const counts = tasks.data?.countsByStatus ?? [];
  const rows = (tasks.data?.rows ?? []).filter((row) => status === 'all' || row.status === status);
  const isFilterStale = status !== 'all' && !counts.some((entry) => entry.status === status);

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
        value={isFilterStale ? 'all' : status}
        onChange={(event) => setStatus(event.target.value as OrderStatus | 'all')}
        aria-label={t('orders.tasks.filter')}
        options={[
          { value: 'all', label: t('orders.tasks.all', { count: tasks.data?.total ?? 0 }) },
          ...counts.map((entry) => ({
            value: entry.status,
            label: t('orders.tasks.statusCount', {
              status: nameStatus(entry.status, i18n.language),
              count: entry.count,
            }),
          })),
        ]}
      />
      <Table<TaskRow>
        rowKey="orderId"
        size="middle"
        data-testid="erp-task-list"
        columns={columns}
        dataSource={isFilterStale ? (tasks.data?.rows ?? []) : rows}
        loading={tasks.isFetching}
        locale={{ emptyText: t('orders.tasks.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: pageNum,
          pageSize: taskPageSize,
          total: tasks.data?.total ?? 0,
          hideOnSinglePage: true,
          showTotal: (count) => t('orders.tasks.totalCount', { count }),
          onChange: setPageNum,
        }}
      />
    </>
  );
}
