import { type ErpOrderRow, erpOrderListQuerySchema } from '@boardforge/contracts/erp-orders.ts';
import { orderTypes } from '@boardforge/contracts/orders.ts';
import {
  listStatusesOfGroup,
  type OrderStatus,
  statusGroups,
  timeFilters,
} from '@boardforge/domain/order-status/statuses.ts';
import { Input, Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/erp/export-button.tsx';
import type { ExportColumn } from '../../../components/erp/export-rows.ts';
import { FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { PagedTable } from '../../../components/erp/paged-table.tsx';
import { formatDateTime, formatPreciseMoney } from '../../../lib/format.ts';
import { nameStatus } from '../../../lib/order-status.ts';
import { readMaxLength } from '../../../lib/schema-limits.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { type ErpOrderListFilters, listErpOrders, useErpOrders } from '../api/list-erp-orders.ts';
import { buildOrderColumns } from './order-columns.tsx';
import { StatusCountTags } from './status-count-tags.tsx';

/** The longest search word the list query takes. */
const keywordMaxLength = readMaxLength(erpOrderListQuerySchema.shape.keyword);

const initialFilters: ErpOrderListFilters = { group: 'all', time: 0, pageNum: 1, pageSize: 20 };

/** Every order, newest first: group, status, product and time filters, a keyword (order No. or phone), paging. */
export function ErpOrderList({ storageKey, onOpen }: { storageKey: string; onOpen: (orderId: string) => void }) {
  const { t, i18n } = useTranslation('erp');
  const [filters, setFilters] = useSessionState<ErpOrderListFilters>(`${storageKey}.filters`, initialFilters);
  const orders = useErpOrders(filters);
  // Counts ignore the status filter, so each option says what choosing it would list.
  const counts = orders.data?.countsByStatus ?? [];
  const countOf = (status: number) => counts.find((entry) => entry.status === status)?.count ?? 0;
  const countOfGroup = counts.reduce((sum, entry) => sum + entry.count, 0);
  // A filter change starts again on page 1.
  const change = (next: Partial<ErpOrderListFilters>) => setFilters((current) => ({ ...current, pageNum: 1, ...next }));

  const columns: TableColumnsType<ErpOrderRow> = [
    ...buildOrderColumns<ErpOrderRow>(t, onOpen),
    {
      title: t('orders.list.type'),
      dataIndex: 'orderType',
      render: (type: ErpOrderRow['orderType']) => t(`orders.orderTypes.${type}`),
    },
    {
      title: t('orders.list.customer'),
      key: 'customer',
      render: (_, row) => `${row.customer.nickname} · ${row.customer.phone}`,
    },
    { title: t('orders.list.summary'), dataIndex: 'summary', responsive: ['lg'] },
    { title: t('orders.list.total'), dataIndex: 'total', align: 'right', render: formatPreciseMoney },
    { title: t('orders.list.paid'), dataIndex: 'paid', align: 'right', render: formatPreciseMoney, responsive: ['md'] },
    { title: t('orders.list.createdAt'), dataIndex: 'createdAt', render: formatDateTime, responsive: ['md'] },
  ];
  // The same columns in plain values for the Excel export (statuses by name, money as numbers).
  const exportColumns: ExportColumn<ErpOrderRow>[] = [
    { title: t('orders.list.orderNo'), value: (row) => row.orderNo },
    { title: t('orders.list.status'), value: (row) => nameStatus(row.status, i18n.language) },
    { title: t('orders.list.type'), value: (row) => t(`orders.orderTypes.${row.orderType}`) },
    { title: t('orders.list.customer'), value: (row) => `${row.customer.nickname} · ${row.customer.phone}` },
    { title: t('orders.list.summary'), value: (row) => row.summary },
    { title: t('orders.list.total'), value: (row) => row.total },
    { title: t('orders.list.paid'), value: (row) => row.paid },
    { title: t('orders.list.createdAt'), value: (row) => formatDateTime(row.createdAt) },
  ];

  return (
    <>
      <FilterBar>
        <FilterField label={t('orders.list.group')}>
          <Select
            value={filters.group}
            style={{ minWidth: 160 }}
            options={statusGroups.map((group) => ({ value: group, label: t(`orders.groups.${group}`) }))}
            onChange={(group) => change({ group, status: undefined })}
            aria-label={t('orders.list.group')}
          />
        </FilterField>
        <FilterField label={t('orders.list.status')}>
          <Select<OrderStatus | -1>
            value={filters.status ?? -1}
            style={{ minWidth: 220 }}
            options={[
              { value: -1, label: t('orders.list.allStatusesCount', { count: countOfGroup }) },
              ...listStatusesOfGroup(filters.group).map((status) => ({
                value: status,
                label: t('orders.list.statusCount', {
                  status: nameStatus(status, i18n.language),
                  count: countOf(status),
                }),
              })),
            ]}
            onChange={(status) => change({ status: status === -1 ? undefined : status })}
            aria-label={t('orders.list.status')}
          />
        </FilterField>
        <FilterField label={t('orders.list.type')}>
          <Select
            value={filters.orderType ?? 'any'}
            style={{ minWidth: 150 }}
            options={[
              { value: 'any', label: t('orders.list.allTypes') },
              ...orderTypes.map((type) => ({ value: type, label: t(`orders.orderTypes.${type}`) })),
            ]}
            onChange={(type: ErpOrderListFilters['orderType'] | 'any') =>
              change({ orderType: type === 'any' ? undefined : type })
            }
            aria-label={t('orders.list.type')}
          />
        </FilterField>
        <FilterField label={t('orders.list.time')}>
          <Select
            value={filters.time}
            style={{ minWidth: 130 }}
            options={timeFilters.map((time) => ({ value: time, label: t(`orders.times.${time}`) }))}
            onChange={(time) => change({ time })}
            aria-label={t('orders.list.time')}
          />
        </FilterField>
        <Input.Search
          className="erp-filter-search"
          defaultValue={filters.keyword}
          placeholder={t('orders.list.keywordPlaceholder')}
          aria-label={t('orders.list.keyword')}
          allowClear
          enterButton
          maxLength={keywordMaxLength}
          onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })}
        />
      </FilterBar>
      <StatusCountTags counts={counts} selected={filters.status} onSelect={(status) => change({ status })} />
      <div className="erp-list-actions">
        <ExportButton
          listName={t('orders.list.exportName')}
          columns={exportColumns}
          filters={filters}
          loadPage={(paging) => listErpOrders({ ...filters, ...paging })}
        />
      </div>
      <PagedTable<ErpOrderRow>
        rowKey="orderId"
        data-testid="erp-order-list"
        columns={columns}
        rows={orders.data?.rows}
        total={orders.data?.total}
        // Only a first load or another page or filter covers the rows: the live refresh (order events, each replay's end)
        // runs behind them, so a click on a row during it is not swallowed by the loading overlay.
        loading={orders.isPending || orders.isPlaceholderData}
        emptyText={t('orders.list.empty')}
        scroll={{ x: 'max-content' }}
        paging={filters}
        onPageChange={(paging) => setFilters((current) => ({ ...current, ...paging }))}
        describeTotal={(count) => t('orders.list.totalCount', { count })}
      />
    </>
  );
}
