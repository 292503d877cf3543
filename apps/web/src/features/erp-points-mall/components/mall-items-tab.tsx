import { isUploadedImageUrl } from '@boardforge/contracts/images.ts';
import { type AdminMallItem, mallItemLimits, mallItemStates } from '@boardforge/contracts/points-mall.ts';
import { pickWording } from '@boardforge/domain/language.ts';
import { Button, Input, Popconfirm, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { Permission } from '../../../components/permission.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { type MallItemFilters, useMallItemsPage } from '../api/list-mall-items.ts';
import { useSetMallItemActive } from '../api/set-mall-item-active.ts';
import { MallItemFormModal } from './mall-item-form-modal.tsx';
import { RestockModal } from './restock-modal.tsx';

type FilterValues = Omit<MallItemFilters, 'pageNum' | 'pageSize'>;
const editTags = ['pointsMall:edit'] as const;

/** The items of the points mall: filtered by state and name, added, edited, restocked, retired or reactivated. */
export function MallItemsTab() {
  const { t } = useTranslation('points');
  const language = useLanguage();
  const [filters, setFilters] = useSessionState<FilterValues>('erp.points-mall.items.filters', {});
  const [paging, setPaging] = useState(firstPaging);
  const [editing, setEditing] = useState<AdminMallItem | 'new' | null>(null);
  const [restocking, setRestocking] = useState<AdminMallItem | null>(null);
  const items = useMallItemsPage({ ...filters, ...paging });
  const setActive = useSetMallItemActive();
  const change = (patch: Partial<FilterValues>) => {
    setFilters({ ...filters, ...patch });
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };
  const nameOf = (item: AdminMallItem) => pickWording(language, { zh: item.name, en: item.nameEn });

  const columns: TableColumnsType<AdminMallItem> = [
    {
      title: t('admin.image'),
      dataIndex: 'imageUrl',
      render: (url: string) => (
        <img
          src={isUploadedImageUrl(url) ? `${url}/thumbnail` : url}
          alt=""
          width={48}
          height={48}
          style={{ objectFit: 'cover' }}
        />
      ),
    },
    { title: t('admin.name'), key: 'name', render: (_: unknown, item) => nameOf(item) },
    { title: t('admin.pointsPrice'), dataIndex: 'pointsPrice' },
    { title: t('admin.stock'), dataIndex: 'stock' },
    {
      title: t('admin.limitPerCustomer'),
      dataIndex: 'limitPerCustomer',
      render: (limit: number | null) => limit ?? t('admin.noLimit'),
    },
    { title: t('admin.sort'), dataIndex: 'sort', responsive: ['md'] },
    {
      title: t('admin.state'),
      dataIndex: 'isActive',
      render: (isActive: boolean) =>
        isActive ? <Tag color="green">{t('admin.states.active')}</Tag> : <Tag>{t('admin.states.retired')}</Tag>,
    },
    {
      title: t('admin.actions'),
      key: 'actions',
      render: (_: unknown, item) => (
        <Permission tags={editTags}>
          <Space wrap size="small">
            <Button
              size="small"
              onClick={() => setEditing(item)}
              aria-label={t('admin.editLabel', { name: nameOf(item) })}
            >
              {t('admin.edit')}
            </Button>
            <Button
              size="small"
              onClick={() => setRestocking(item)}
              aria-label={t('admin.restockLabel', { name: nameOf(item) })}
            >
              {t('admin.restock.button')}
            </Button>
            {item.isActive ? (
              <Popconfirm
                title={t('admin.retireConfirm', { name: nameOf(item) })}
                okText={t('admin.retire')}
                cancelText={t('cancel')}
                onConfirm={() => setActive.mutateAsync({ id: item.id, isActive: false }).catch(() => undefined)}
              >
                <Button size="small" danger>
                  {t('admin.retire')}
                </Button>
              </Popconfirm>
            ) : (
              <Button
                size="small"
                onClick={() => void setActive.mutateAsync({ id: item.id, isActive: true }).catch(() => undefined)}
              >
                {t('admin.reactivate')}
              </Button>
            )}
          </Space>
        </Permission>
      ),
    },
  ];

  return (
    <>
      <FilterBar>
        <FilterField label={t('admin.state')} htmlFor="mall-items-state">
          <Select
            id="mall-items-state"
            value={filters.state ?? 'all'}
            onChange={(state: (typeof mallItemStates)[number]) => change({ state })}
            options={mallItemStates.map((state) => ({ value: state, label: t(`admin.states.${state}`) }))}
            style={{ minWidth: 120 }}
          />
        </FilterField>
        <FilterField label={t('admin.keyword')} htmlFor="mall-items-keyword">
          <Input.Search
            id="mall-items-keyword"
            allowClear
            maxLength={mallItemLimits.keyword}
            defaultValue={filters.keyword}
            onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })}
          />
        </FilterField>
      </FilterBar>
      <div className="erp-list-actions">
        <Permission tags={editTags}>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('admin.add')}
          </Button>
        </Permission>
      </div>
      {items.isError && !items.data ? (
        <ListLoadFailed
          title={t('admin.loadFailed')}
          retryLabel={t('admin.retry')}
          onRetry={() => void items.refetch()}
        />
      ) : (
        <PagedTable<AdminMallItem>
          rowKey="id"
          caption={t('admin.itemsCaption')}
          columns={columns}
          rows={items.data?.rows}
          total={items.data?.total}
          loading={items.isFetching}
          emptyText={t('admin.itemsEmpty')}
          paging={paging}
          onPageChange={setPaging}
          describeTotal={(total) => t('admin.itemsTotal', { count: total })}
        />
      )}
      <MallItemFormModal subject={editing} onClose={() => setEditing(null)} />
      <RestockModal item={restocking} onClose={() => setRestocking(null)} />
    </>
  );
}
