import { pageSizes } from '@boardforge/contracts/envelope.ts';
import { isReorderableOrderType } from '@boardforge/contracts/order-profiles.ts';
import type { OrderRow } from '@boardforge/contracts/orders.ts';
import {
  listStatusesOfGroup,
  type OrderStatus,
  statusGroups,
  timeFilters,
} from '@boardforge/domain/order-status/statuses.ts';
import { Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OrderStatusTag } from '../../../components/order-status-tag.tsx';
import { formatDateTimeWithSeconds, formatMoney } from '../../../lib/format.ts';
import { nameStatus } from '../../../lib/order-status.ts';
import { type OrderListFilters, useOrders } from '../api/list-orders.ts';

/** Reads the filters from the address bar (so a reload or a shared link keeps them). */
function readFilters(params: URLSearchParams, orderType: OrderListFilters['orderType']): OrderListFilters {
  const group = statusGroups.find((entry) => entry === params.get('group')) ?? 'all';
  const status = listStatusesOfGroup(group).find((entry) => String(entry) === params.get('status'));
  const time = timeFilters.find((entry) => String(entry) === params.get('time')) ?? 0;
  const pageSize = pageSizes.find((entry) => String(entry) === params.get('pageSize')) ?? 20;
  const pageNum = Math.max(1, Number(params.get('pageNum')) || 1);
  return {
    group,
    time,
    pageNum,
    pageSize,
    ...(status === undefined ? {} : { status }),
    ...(orderType ? { orderType } : {}),
  };
}

/** The customer's orders with the workflow filters (group, status, time) and paging 10/20/30/50. */
export function OrderList({ orderType }: { orderType?: OrderListFilters['orderType'] }) {
  const { t, i18n } = useTranslation('orders');
  const { t: tp } = useTranslation('profiles');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, orderType);
  const orders = useOrders(filters);

  const change = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value === null) merged.delete(name);
      else merged.set(name, value);
    }
    setParams(merged, { replace: true });
  };

  const columns: TableColumnsType<OrderRow> = [
    {
      title: t('list.orderNo'),
      dataIndex: 'orderNo',
      render: (orderNo: string, row) => (
        <Link to={`/orderDetail?orderId=${encodeURIComponent(row.orderId)}`}>{orderNo}</Link>
      ),
    },
    { title: t('list.type'), dataIndex: 'orderType', render: (type: OrderRow['orderType']) => t(`orderTypes.${type}`) },
    {
      title: t('list.status'),
      dataIndex: 'status',
      render: (status: OrderStatus) => <OrderStatusTag status={status} />,
    },
    { title: t('list.summary'), dataIndex: 'summary', responsive: ['md'] },
    { title: t('list.total'), dataIndex: 'total', align: 'right', render: formatMoney },
    { title: t('list.paid'), dataIndex: 'paid', align: 'right', render: formatMoney, responsive: ['sm'] },
    { title: t('list.createdAt'), dataIndex: 'createdAt', render: formatDateTimeWithSeconds, responsive: ['lg'] },
    {
      key: 'reorder',
      title: tp('reorder.button'),
      render: (_, row) =>
        isReorderableOrderType(row.orderType) ? (
          <Link
            to={`/reorder?${new URLSearchParams({ orderNo: row.orderNo }).toString()}`}
            aria-label={tp('reorder.buttonOf', { orderNo: row.orderNo })}
          >
            {tp('reorder.button')}
          </Link>
        ) : null,
    },
  ];

  return (
    <>
      <div className="order-filters">
        <div className="order-filter">
          <span>{t('list.group')}</span>
          <Select
            value={filters.group}
            style={{ minWidth: 160 }}
            options={statusGroups.map((group) => ({ value: group, label: t(`list.groups.${group}`) }))}
            onChange={(group) => change({ group, status: null, pageNum: null })}
            aria-label={t('list.group')}
          />
        </div>
        <div className="order-filter">
          <span>{t('list.status')}</span>
          <Select
            value={filters.status ?? -1}
            style={{ minWidth: 200 }}
            options={[
              { value: -1, label: t('list.allStatuses') },
              ...listStatusesOfGroup(filters.group).map((status) => ({
                value: status,
                label: nameStatus(status, i18n.language),
              })),
            ]}
            onChange={(status) => change({ status: status === -1 ? null : String(status), pageNum: null })}
            aria-label={t('list.status')}
          />
        </div>
        <div className="order-filter">
          <span>{t('list.time')}</span>
          <Select
            value={filters.time}
            style={{ minWidth: 140 }}
            options={timeFilters.map((time) => ({ value: time, label: t(`list.times.${time}`) }))}
            onChange={(time) => change({ time: String(time), pageNum: null })}
            aria-label={t('list.time')}
          />
        </div>
      </div>
      <Table<OrderRow>
        rowKey="orderId"
        size="middle"
        columns={columns}
        dataSource={orders.data?.rows ?? []}
        loading={orders.isFetching}
        locale={{ emptyText: t('list.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: filters.pageNum,
          pageSize: filters.pageSize,
          total: orders.data?.total ?? 0,
          pageSizeOptions: pageSizes.map(String),
          showSizeChanger: true,
          showTotal: (count) => t('list.totalCount', { count }),
          onChange: (pageNum, pageSize) =>
            change({ pageNum: String(pageSize === filters.pageSize ? pageNum : 1), pageSize: String(pageSize) }),
        }}
      />
    </>
  );
}
