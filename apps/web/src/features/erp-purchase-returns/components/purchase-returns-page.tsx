import type { PurchaseReturnSummary } from '@boardforge/contracts/purchase-returns.ts';
import {
  type PurchaseReturnStatus,
  purchaseReturnStatuses,
} from '@boardforge/domain/purchase-returns/purchase-return-status.ts';
import { Button, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/erp/export-button.tsx';
import type { ExportColumn } from '../../../components/erp/export-rows.ts';
import { DayWindowFilter, FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { SupplierSelect } from '../../../components/erp/record-select.tsx';
import { Permission } from '../../../components/permission.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { listPurchaseReturns, type PurchaseReturnFilters, usePurchaseReturns } from '../api/list-purchase-returns.ts';
import { PurchaseReturnDrawer } from './purchase-return-drawer.tsx';
import { PurchaseReturnFormModal } from './purchase-return-form-modal.tsx';

type FilterValues = Omit<PurchaseReturnFilters, 'pageNum' | 'pageSize'>;

/**
 * /erp/purchaseReturns (采购退货): returns of goods to suppliers, filtered by supplier, status and days, with the
 * returned and credited totals of the filter in all and per supplier; a form requests one, a drawer ships and
 * credits it. Everything here is `purchase:return`.
 */
export function PurchaseReturnsPage() {
  const { t } = useTranslation('returns');
  const [filters, setFilters] = useSessionState<FilterValues>('erp.purchase-returns.filters', {});
  const [paging, setPaging] = useState(firstPaging);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const returns = usePurchaseReturns({ ...filters, ...paging });
  const change = (patch: Partial<FilterValues>) => {
    setFilters({ ...filters, ...patch });
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  const statusWord = (status: PurchaseReturnStatus) => t(`purchase.statuses.${status}`);
  const columns: TableColumnsType<PurchaseReturnSummary> = [
    {
      title: t('purchase.returnNo'),
      dataIndex: 'returnNo',
      render: (returnNo: string, row) => (
        <Button type="link" onClick={() => setOpenId(row.id)} aria-label={t('purchase.openLabel', { returnNo })}>
          {returnNo}
        </Button>
      ),
    },
    { title: t('purchase.supplier'), dataIndex: 'supplierName' },
    { title: t('purchase.status'), dataIndex: 'status', render: (status) => <Tag>{statusWord(status)}</Tag> },
    { title: t('purchase.quantity'), dataIndex: 'quantity', align: 'right', responsive: ['md'] },
    { title: t('purchase.amount'), dataIndex: 'amount', align: 'right', render: formatMoney },
    {
      title: t('purchase.creditAmount'),
      dataIndex: 'creditAmount',
      align: 'right',
      render: (value: number | null) => (value === null ? '—' : formatMoney(value)),
    },
    {
      title: t('purchase.createdAt'),
      dataIndex: 'createdAt',
      responsive: ['lg'],
      render: (iso) => formatDateTime(iso),
    },
  ];
  const exportColumns: ExportColumn<PurchaseReturnSummary>[] = [
    { title: t('purchase.returnNo'), value: (row) => row.returnNo },
    { title: t('purchase.supplier'), value: (row) => row.supplierName },
    { title: t('purchase.status'), value: (row) => statusWord(row.status) },
    { title: t('purchase.reason'), value: (row) => row.reason },
    { title: t('purchase.quantity'), value: (row) => row.quantity },
    { title: t('purchase.amount'), value: (row) => row.amount },
    { title: t('purchase.creditAmount'), value: (row) => row.creditAmount },
    { title: t('purchase.createdAt'), value: (row) => formatDateTime(row.createdAt) },
  ];

  return (
    <div className="erp-page">
      <h1 className="erp-page-title">{t('purchase.title')}</h1>
      <p className="erp-page-lead">{t('purchase.lead')}</p>
      <FilterBar>
        <FilterField label={t('purchase.supplier')} htmlFor="purchase-returns-supplier">
          <SupplierSelect
            id="purchase-returns-supplier"
            allowClear
            value={filters.supplierId}
            onChange={(supplierId) => change({ supplierId })}
            style={{ minWidth: 220 }}
          />
        </FilterField>
        <FilterField label={t('purchase.status')} htmlFor="purchase-returns-status">
          <Select
            id="purchase-returns-status"
            value={filters.status ?? ''}
            onChange={(status: PurchaseReturnStatus | '') => change({ status: status || undefined })}
            options={[
              { value: '', label: t('purchase.all') },
              ...purchaseReturnStatuses.map((status) => ({ value: status, label: statusWord(status) })),
            ]}
            style={{ minWidth: 140 }}
          />
        </FilterField>
        <FilterField label={t('purchase.range')} htmlFor="purchase-returns-range-start">
          <DayWindowFilter
            ids={{ start: 'purchase-returns-range-start', end: 'purchase-returns-range-end' }}
            value={filters}
            placeholder={[t('purchase.rangeStart'), t('purchase.rangeEnd')]}
            onChange={change}
          />
        </FilterField>
      </FilterBar>
      <div className="erp-list-actions">
        <Space wrap>
          <Permission tags={['purchase:return']}>
            <Button type="primary" onClick={() => setIsFormOpen(true)}>
              {t('purchase.add')}
            </Button>
          </Permission>
          <ExportButton
            listName={t('purchase.title')}
            columns={exportColumns}
            filters={filters}
            loadPage={(page) => listPurchaseReturns({ ...filters, ...page })}
          />
        </Space>
      </div>
      {returns.isError && !returns.data ? (
        <ListLoadFailed
          title={t('purchase.loadFailed')}
          retryLabel={t('purchase.retry')}
          onRetry={() => void returns.refetch()}
        />
      ) : (
        <>
          <PagedTable<PurchaseReturnSummary>
            rowKey="id"
            caption={t('purchase.caption')}
            columns={columns}
            rows={returns.data?.rows}
            total={returns.data?.total}
            loading={returns.isFetching}
            emptyText={t('purchase.empty')}
            paging={paging}
            onPageChange={setPaging}
            describeTotal={(total) => t('purchase.total', { count: total })}
            summary={() =>
              returns.data && (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={7}>
                    <strong data-testid="purchase-return-totals">
                      {t('purchase.totals', {
                        amount: formatMoney(returns.data.totals.amount),
                        credited: formatMoney(returns.data.totals.credited),
                      })}
                    </strong>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )
            }
          />
          <Table
            size="small"
            rowKey="supplierId"
            pagination={false}
            caption={<span className="card-heading">{t('purchase.bySupplier')}</span>}
            dataSource={returns.data?.bySupplier ?? []}
            locale={{ emptyText: t('purchase.empty') }}
            columns={[
              { title: t('purchase.supplier'), dataIndex: 'supplierName' },
              { title: t('purchase.count'), dataIndex: 'count', align: 'right' },
              { title: t('purchase.amount'), dataIndex: 'amount', align: 'right', render: formatMoney },
              { title: t('purchase.credited'), dataIndex: 'credited', align: 'right', render: formatMoney },
            ]}
          />
        </>
      )}
      <PurchaseReturnFormModal isOpen={isFormOpen} onClose={() => setIsFormOpen(false)} />
      <PurchaseReturnDrawer returnId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
