import type { PartDetail, PartSummary } from '@boardforge/contracts/parts.ts';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { Permission } from '../../../components/permission.tsx';
import { useParts } from '../api/list-parts.ts';
import { formatCount, formatUnitYuan } from '../utils/format.ts';
import { ImportModal } from './import-modal.tsx';
import { PartDrawer } from './part-drawer.tsx';
import { PartFormModal } from './part-form-modal.tsx';
import { type PartFilterValues, PartsFiltersBar } from './parts-filters.tsx';
import './inventory.css';

/** The Parts tab: filters, one page of the catalogue, the open part's drawer and the part form. */
export function PartsTab() {
  const { t } = useTranslation('inventory');
  const [filters, setFilters] = useState<PartFilterValues>({});
  const [paging, setPaging] = useState(firstPaging);
  const [openPartId, setOpenPartId] = useState<string | null>(null);
  // The part form's subject: `{ part: null }` adds a part, a part's detail changes it.
  const [editing, setEditing] = useState<{ part: PartDetail | null } | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const parts = useParts({ ...filters, ...paging });

  const count = (value: number) => formatCount(value);
  const columns: TableColumnsType<PartSummary> = [
    { title: t('parts.mpn'), dataIndex: 'mpn', render: (mpn: string) => <code>{mpn}</code> },
    { title: t('parts.manufacturer'), dataIndex: 'manufacturer' },
    { title: t('parts.package'), dataIndex: 'package', responsive: ['md'] },
    { title: t('parts.value'), dataIndex: 'value', responsive: ['md'] },
    {
      title: t('parts.category'),
      dataIndex: 'category',
      responsive: ['lg'],
      render: (category: PartSummary['category']) => t(`categories.${category}`),
    },
    { title: t('parts.stockOnHand'), dataIndex: 'stockOnHand', align: 'right', render: count },
    { title: t('parts.reserved'), dataIndex: 'reserved', align: 'right', responsive: ['lg'], render: count },
    { title: t('parts.available'), dataIndex: 'available', align: 'right', render: count },
    { title: t('parts.moq'), dataIndex: 'moq', align: 'right', responsive: ['lg'], render: count },
    { title: t('parts.leadTime'), dataIndex: 'leadTimeDays', align: 'right', responsive: ['lg'] },
    { title: t('parts.fromPrice'), dataIndex: 'fromUnitPrice', align: 'right', render: formatUnitYuan },
    {
      title: t('parts.actions'),
      key: 'actions',
      render: (_value, row) => (
        <Button
          size="small"
          aria-label={t('parts.openLabel', { mpn: row.mpn })}
          onClick={(event) => {
            // The row opens the part too: one click, one drawer.
            event.stopPropagation();
            setOpenPartId(row.id);
          }}
        >
          {t('parts.open')}
        </Button>
      ),
    },
  ];

  const changeFilters = (next: PartFilterValues) => {
    setFilters(next);
    setPaging({ ...paging, pageNum: 1 });
  };

  return (
    <>
      <div className="inventory-toolbar">
        <PartsFiltersBar values={filters} onChange={changeFilters} />
        <Permission tags={['parts:edit']}>
          <div className="inventory-toolbar-actions">
            <Button onClick={() => setIsImporting(true)}>{t('import.partsButton')}</Button>
            <Button type="primary" onClick={() => setEditing({ part: null })}>
              {t('parts.add')}
            </Button>
          </div>
        </Permission>
      </div>
      {parts.isError && !parts.data ? (
        <ListLoadFailed
          title={t('parts.loadFailed')}
          retryLabel={t('parts.retry')}
          onRetry={() => void parts.refetch()}
        />
      ) : (
        <PagedTable<PartSummary>
          rowKey="id"
          caption={t('parts.caption')}
          columns={columns}
          rows={parts.data?.rows}
          total={parts.data?.total}
          loading={parts.isFetching}
          emptyText={t('parts.empty')}
          paging={paging}
          onPageChange={setPaging}
          describeTotal={(total) => t('parts.total', { count: total })}
          onRow={(row) => ({ onClick: () => setOpenPartId(row.id), style: { cursor: 'pointer' } })}
        />
      )}
      <PartDrawer partId={openPartId} onClose={() => setOpenPartId(null)} onEdit={(part) => setEditing({ part })} />
      <PartFormModal subject={editing} onClose={() => setEditing(null)} />
      <ImportModal kind={isImporting ? 'parts' : null} onClose={() => setIsImporting(false)} />
    </>
  );
}
