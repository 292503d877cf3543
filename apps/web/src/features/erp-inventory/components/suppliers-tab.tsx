import { hasAnyPermission } from '@boardforge/contracts/permissions.ts';
import type { Supplier } from '@boardforge/contracts/suppliers.ts';
import { App, Button, Input, Popconfirm, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { Permission } from '../../../components/permission.tsx';
import { usePermissionTags } from '../../../lib/staff-access-store.ts';
import { useDeleteRecord } from '../api/delete-record.ts';
import { useSuppliers } from '../api/list-suppliers.ts';
import { ImportModal } from './import-modal.tsx';
import { SupplierFormModal } from './supplier-form-modal.tsx';
import './inventory.css';

/** The Suppliers tab: a keyword search, one page of suppliers, and the supplier form for holders of suppliers:edit. */
export function SuppliersTab() {
  const { t } = useTranslation('inventory');
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const [paging, setPaging] = useState(firstPaging);
  // The supplier form's subject: `{ supplier: null }` adds one.
  const [editing, setEditing] = useState<{ supplier: Supplier | null } | null>(null);
  const suppliers = useSuppliers({ keyword, ...paging });
  const canEdit = hasAnyPermission(usePermissionTags(), ['suppliers:edit']);
  const [isImporting, setIsImporting] = useState(false);
  const { message } = App.useApp();
  const deletion = useDeleteRecord();
  // A refused deletion (a supplier rebates name) is notified by the request module with the server's reason.
  const remove = (supplier: Supplier) =>
    deletion.mutate(
      { kind: 'suppliers', id: supplier.id },
      { onSuccess: () => void message.success(t('suppliers.deleted', { name: supplier.name })) },
    );

  const columns: TableColumnsType<Supplier> = [
    { title: t('suppliers.name'), dataIndex: 'name' },
    {
      title: t('suppliers.contact'),
      key: 'contact',
      responsive: ['md'],
      render: (_value, row) => [row.contactName, row.contactPhone, row.contactEmail].filter(Boolean).join(' · ') || '—',
    },
    {
      title: t('suppliers.paymentTerms'),
      dataIndex: 'paymentTerms',
      render: (terms: Supplier['paymentTerms']) => t(`paymentTerms.${terms}`),
    },
    { title: t('suppliers.currency'), dataIndex: 'currency' },
    { title: t('suppliers.rating'), dataIndex: 'rating', align: 'right' },
    { title: t('suppliers.offerCount'), dataIndex: 'offerCount', align: 'right', responsive: ['md'] },
  ];
  if (canEdit) {
    columns.push({
      title: t('suppliers.actions'),
      key: 'actions',
      render: (_value, row) => (
        <Space size="small">
          <Button
            size="small"
            aria-label={t('suppliers.editLabel', { name: row.name })}
            onClick={() => setEditing({ supplier: row })}
          >
            {t('suppliers.edit')}
          </Button>
          <Popconfirm
            title={t('suppliers.deleteConfirm', { name: row.name })}
            okText={t('suppliers.deleteYes')}
            cancelText={t('suppliers.deleteNo')}
            onConfirm={() => remove(row)}
          >
            <Button size="small" danger aria-label={t('suppliers.deleteLabel', { name: row.name })}>
              {t('suppliers.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    });
  }

  return (
    <>
      <div className="inventory-toolbar">
        <FilterBar>
          <FilterField label={t('filters.keyword')} htmlFor="suppliers-keyword">
            <Input.Search
              id="suppliers-keyword"
              allowClear
              enterButton={t('filters.search')}
              onSearch={(value) => {
                setKeyword(value.trim() || undefined);
                setPaging({ ...paging, pageNum: 1 });
              }}
            />
          </FilterField>
        </FilterBar>
        <Permission tags={['suppliers:edit']}>
          <div className="inventory-toolbar-actions">
            <Button onClick={() => setIsImporting(true)}>{t('import.suppliersButton')}</Button>
            <Button type="primary" onClick={() => setEditing({ supplier: null })}>
              {t('suppliers.add')}
            </Button>
          </div>
        </Permission>
      </div>
      {suppliers.isError && !suppliers.data ? (
        <ListLoadFailed
          title={t('suppliers.loadFailed')}
          retryLabel={t('suppliers.retry')}
          onRetry={() => void suppliers.refetch()}
        />
      ) : (
        <PagedTable<Supplier>
          rowKey="id"
          caption={t('suppliers.caption')}
          columns={columns}
          rows={suppliers.data?.rows}
          total={suppliers.data?.total}
          loading={suppliers.isFetching}
          emptyText={t('suppliers.empty')}
          paging={paging}
          onPageChange={setPaging}
          describeTotal={(total) => t('suppliers.total', { count: total })}
        />
      )}
      <SupplierFormModal subject={editing} onClose={() => setEditing(null)} />
      <ImportModal kind={isImporting ? 'suppliers' : null} onClose={() => setIsImporting(false)} />
    </>
  );
}
