import {
  type AdminRedemption,
  allowedRedemptionActions,
  mallItemLimits,
  type RedemptionStatus,
  redemptionStatuses,
} from '@boardforge/contracts/points-mall.ts';
import { pickWording } from '@boardforge/domain/language.ts';
import { Button, Input, Popconfirm, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/erp/export-button.tsx';
import type { ExportColumn } from '../../../components/erp/export-rows.ts';
import { DayWindowFilter, FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { Permission } from '../../../components/permission.tsx';
import { formatAddressLine, formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { useCancelRedemption } from '../api/cancel-redemption.ts';
import { useDeliverRedemption } from '../api/deliver-redemption.ts';
import { useMallItemsPage } from '../api/list-mall-items.ts';
import { listRedemptions, type RedemptionFilters, useRedemptionsPage } from '../api/list-redemptions.ts';
import { ShipModal } from './ship-modal.tsx';

type FilterValues = Omit<RedemptionFilters, 'pageNum' | 'pageSize'>;
const editTags = ['pointsMall:edit'] as const;
const statusColors = { pending: 'gold', shipped: 'blue', delivered: 'green', cancelled: 'default' } as const;

/** Redemptions by status, customer, item and days, with their fulfilment: ship with tracking, deliver, cancel. */
export function RedemptionsTab() {
  const { t } = useTranslation('points');
  const language = useLanguage();
  const [filters, setFilters] = useSessionState<FilterValues>('erp.points-mall.redemptions.filters', {});
  const [paging, setPaging] = useState(firstPaging);
  const [shipping, setShipping] = useState<AdminRedemption | null>(null);
  const redemptions = useRedemptionsPage({ ...filters, ...paging });
  const [itemSearch, setItemSearch] = useState('');
  const itemOptions = useMallItemsPage({ keyword: itemSearch || undefined, pageSize: 20 });
  const deliver = useDeliverRedemption();
  const cancel = useCancelRedemption();
  const change = (patch: Partial<FilterValues>) => {
    setFilters({ ...filters, ...patch });
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };
  const itemName = (row: AdminRedemption) => pickWording(language, { zh: row.itemName, en: row.itemNameEn });
  const statusWord = (status: RedemptionStatus) => t(`redemptions.statuses.${status}`);
  const addressText = (row: AdminRedemption) =>
    row.deliveryAddress
      ? `${row.deliveryAddress.fullName} ${row.deliveryAddress.mobile} ${formatAddressLine(row.deliveryAddress)}`
      : '—';

  const exportColumns: ExportColumn<AdminRedemption>[] = [
    { title: t('redemptions.date'), value: (row) => formatDateTime(row.createdAt) },
    { title: t('admin.customer'), value: (row) => `${row.customerName} ${row.customerPhone}` },
    { title: t('redemptions.item'), value: itemName },
    { title: t('admin.quantity'), value: (row) => row.quantity },
    { title: t('redemptions.points'), value: (row) => row.pointsSpent },
    { title: t('redemptions.status'), value: (row) => statusWord(row.status) },
    { title: t('admin.carrier'), value: (row) => row.carrier },
    { title: t('admin.trackingNumber'), value: (row) => row.trackingNumber },
    { title: t('redemptions.address'), value: addressText },
  ];

  const columns: TableColumnsType<AdminRedemption> = [
    { title: t('redemptions.date'), dataIndex: 'createdAt', render: (iso: string) => formatDateTime(iso) },
    {
      title: t('admin.customer'),
      key: 'customer',
      render: (_: unknown, row) => `${row.customerName} ${row.customerPhone}`,
    },
    { title: t('redemptions.item'), key: 'item', render: (_: unknown, row) => `${itemName(row)} × ${row.quantity}` },
    { title: t('redemptions.points'), dataIndex: 'pointsSpent', responsive: ['md'] },
    {
      title: t('redemptions.status'),
      dataIndex: 'status',
      render: (status: RedemptionStatus) => <Tag color={statusColors[status]}>{statusWord(status)}</Tag>,
    },
    {
      title: t('redemptions.tracking'),
      key: 'tracking',
      render: (_: unknown, row) => (row.trackingNumber ? `${row.carrier ?? ''} ${row.trackingNumber}` : '—'),
    },
    {
      title: t('redemptions.address'),
      key: 'address',
      responsive: ['lg'],
      render: (_: unknown, row) => addressText(row),
    },
    {
      title: t('admin.actions'),
      key: 'actions',
      render: (_: unknown, row) => {
        const actions = allowedRedemptionActions(row.status);
        if (actions.length === 0) return null;
        return (
          <Permission tags={editTags}>
            <Space wrap size="small">
              {actions.includes('ship') ? (
                <Button
                  size="small"
                  type="primary"
                  onClick={() => setShipping(row)}
                  aria-label={t('admin.shipLabel', { item: itemName(row), customer: row.customerName })}
                >
                  {t('admin.ship.button')}
                </Button>
              ) : null}
              {actions.includes('deliver') ? (
                <Button size="small" onClick={() => void deliver.mutateAsync({ id: row.id }).catch(() => undefined)}>
                  {t('admin.deliver')}
                </Button>
              ) : null}
              {actions.includes('cancel') ? (
                <Popconfirm
                  title={t('admin.cancelConfirm', { points: row.pointsSpent })}
                  okText={t('admin.cancelRedemption')}
                  cancelText={t('cancel')}
                  onConfirm={() => cancel.mutateAsync({ id: row.id }).catch(() => undefined)}
                >
                  <Button size="small" danger>
                    {t('admin.cancelRedemption')}
                  </Button>
                </Popconfirm>
              ) : null}
            </Space>
          </Permission>
        );
      },
    },
  ];

  return (
    <>
      <FilterBar>
        <FilterField label={t('redemptions.status')} htmlFor="mall-redemptions-status">
          <Select
            id="mall-redemptions-status"
            value={filters.status ?? ''}
            onChange={(status: RedemptionStatus | '') => change({ status: status || undefined })}
            options={[
              { value: '', label: t('admin.states.all') },
              ...redemptionStatuses.map((status) => ({ value: status, label: statusWord(status) })),
            ]}
            style={{ minWidth: 160 }}
          />
        </FilterField>
        <FilterField label={t('redemptions.item')} htmlFor="mall-redemptions-item">
          <Select
            id="mall-redemptions-item"
            allowClear
            value={typeof filters.itemId === 'number' ? filters.itemId : undefined}
            onChange={(itemId: number | undefined) => change({ itemId })}
            showSearch={{ filterOption: false, onSearch: (text) => setItemSearch(text.trim()) }}
            loading={itemOptions.isFetching}
            options={(itemOptions.data?.rows ?? []).map((item) => ({
              value: item.id,
              label: pickWording(language, { zh: item.name, en: item.nameEn }),
            }))}
            style={{ minWidth: 180 }}
          />
        </FilterField>
        <FilterField label={t('admin.customer')} htmlFor="mall-redemptions-customer">
          <Input.Search
            id="mall-redemptions-customer"
            allowClear
            maxLength={mallItemLimits.keyword}
            defaultValue={filters.customer}
            onSearch={(customer) => change({ customer: customer.trim() || undefined })}
          />
        </FilterField>
        <FilterField label={t('admin.days')} htmlFor="mall-redemptions-start">
          <DayWindowFilter
            ids={{ start: 'mall-redemptions-start', end: 'mall-redemptions-end' }}
            value={filters}
            placeholder={[t('admin.from'), t('admin.to')]}
            onChange={change}
          />
        </FilterField>
      </FilterBar>
      <div className="erp-list-actions">
        <ExportButton
          listName={t('admin.redemptionsTab')}
          columns={exportColumns}
          loadPage={(page) => listRedemptions({ ...filters, ...page })}
        />
      </div>
      {redemptions.isError && !redemptions.data ? (
        <ListLoadFailed
          title={t('admin.loadFailed')}
          retryLabel={t('admin.retry')}
          onRetry={() => void redemptions.refetch()}
        />
      ) : (
        <PagedTable<AdminRedemption>
          rowKey="id"
          caption={t('admin.redemptionsCaption')}
          columns={columns}
          rows={redemptions.data?.rows}
          total={redemptions.data?.total}
          loading={redemptions.isFetching}
          emptyText={t('redemptions.empty')}
          paging={paging}
          onPageChange={setPaging}
          describeTotal={(total) => t('admin.redemptionsTotal', { count: total })}
        />
      )}
      <ShipModal redemption={shipping} onClose={() => setShipping(null)} />
    </>
  );
}
