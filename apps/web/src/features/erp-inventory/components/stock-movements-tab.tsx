import { type StockMovement, type StockMovementKind, stockMovementKinds } from '@boardforge/contracts/stock.ts';
import { Button, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/erp/export-button.tsx';
import type { ExportColumn } from '../../../components/erp/export-rows.ts';
import { DayWindowFilter, FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { PartSelect } from '../../../components/erp/record-select.tsx';
import { Permission } from '../../../components/permission.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { listStockMovements, type StockMovementFilters, useStockMovements } from '../api/list-stock-movements.ts';
import { formatCount, formatUnitYuan } from '../utils/format.ts';
import { type StockMoveKind, StockMoveModal } from './stock-move-modal.tsx';
import './inventory.css';

type MovementFilterValues = Omit<StockMovementFilters, 'pageNum' | 'pageSize'>;

/**
 * The Movements tab: the stock ledger by part, kind and days, newest first, with the pieces in and out of the whole
 * filter and an .xlsx export; holders of stock:adjust, stock:entry and stock:exit record moves from here.
 */
export function StockMovementsTab() {
  const { t } = useTranslation('inventory');
  const [filters, setFilters] = useState<MovementFilterValues>({});
  const [paging, setPaging] = useState(firstPaging);
  const [moving, setMoving] = useState<StockMoveKind | null>(null);
  const movements = useStockMovements({ ...filters, ...paging });
  const change = (patch: Partial<MovementFilterValues>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  // A reason the server wrote as a code (a part form's stock figure, the stock held before the ledger) is shown in
  // words; staff's own text as typed.
  const reasonCodes: Record<string, string> = {
    partForm: t('movements.partFormReason'),
    openingBalance: t('movements.openingBalanceReason'),
    import: t('movements.importReason'),
    purchaseOrder: t('movements.purchaseOrderReason'),
    warehouseExit: t('movements.warehouseExitReason'),
  };
  const describeReason = (row: StockMovement) =>
    [reasonCodes[row.reason] ?? row.reason, row.carrier, row.trackingNo].filter(Boolean).join(' · ');
  const columns: TableColumnsType<StockMovement> = [
    { title: t('movements.at'), dataIndex: 'createdAt', render: (iso: string) => formatDateTime(iso) },
    { title: t('parts.mpn'), dataIndex: 'mpn', render: (value: string) => <code>{value}</code> },
    { title: t('movements.kind'), dataIndex: 'kind', render: (kind: StockMovementKind) => t(`movementKinds.${kind}`) },
    {
      title: t('movements.quantity'),
      dataIndex: 'quantity',
      align: 'right',
      render: (quantity: number) => (quantity > 0 ? `+${formatCount(quantity)}` : formatCount(quantity)),
    },
    {
      title: t('movements.unitCost'),
      dataIndex: 'unitCost',
      align: 'right',
      responsive: ['lg'],
      render: formatUnitYuan,
    },
    { title: t('movements.stockAfter'), dataIndex: 'stockAfter', align: 'right', render: formatCount },
    { title: t('movements.reason'), key: 'reason', responsive: ['md'], render: (_value, row) => describeReason(row) },
    { title: t('movements.recordedBy'), dataIndex: 'recordedBy', responsive: ['lg'], render: (name) => name ?? '—' },
  ];
  const exportColumns: ExportColumn<StockMovement>[] = [
    { title: t('movements.at'), value: (row) => formatDateTime(row.createdAt) },
    { title: t('parts.mpn'), value: (row) => row.mpn },
    { title: t('parts.manufacturer'), value: (row) => row.manufacturer },
    { title: t('movements.kind'), value: (row) => t(`movementKinds.${row.kind}`) },
    { title: t('movements.quantity'), value: (row) => row.quantity },
    { title: t('movements.unitCost'), value: (row) => row.unitCost },
    { title: t('movements.stockAfter'), value: (row) => row.stockAfter },
    { title: t('movements.reason'), value: describeReason },
    { title: t('movements.recordedBy'), value: (row) => row.recordedBy },
  ];

  return (
    <>
      <div className="inventory-toolbar">
        <FilterBar>
          <FilterField label={t('movements.part')} htmlFor="movements-part">
            <PartSelect
              id="movements-part"
              allowClear
              value={filters.partId}
              onChange={(partId) => change({ partId })}
              style={{ minWidth: 220 }}
            />
          </FilterField>
          <FilterField label={t('movements.kind')} htmlFor="movements-kind">
            <Select
              id="movements-kind"
              value={filters.kind ?? ''}
              onChange={(kind: StockMovementKind | '') => change({ kind: kind || undefined })}
              options={[
                { value: '', label: t('filters.all') },
                ...stockMovementKinds.map((kind) => ({ value: kind, label: t(`movementKinds.${kind}`) })),
              ]}
              style={{ minWidth: 160 }}
            />
          </FilterField>
          <FilterField label={t('movements.range')} htmlFor="movements-range-start">
            <DayWindowFilter
              ids={{ start: 'movements-range-start', end: 'movements-range-end' }}
              value={filters}
              placeholder={[t('movements.rangeStart'), t('movements.rangeEnd')]}
              onChange={change}
            />
          </FilterField>
        </FilterBar>
        <Space wrap>
          <Permission tags={['stock:adjust']}>
            <Button onClick={() => setMoving('adjust')}>{t('stockForm.title.adjust')}</Button>
          </Permission>
          <Permission tags={['stock:entry']}>
            <Button onClick={() => setMoving('entry')}>{t('stockForm.title.entry')}</Button>
          </Permission>
          <Permission tags={['stock:exit']}>
            <Button onClick={() => setMoving('exit')}>{t('stockForm.title.exit')}</Button>
          </Permission>
          <ExportButton
            listName={t('movements.listName')}
            columns={exportColumns}
            filters={filters}
            loadPage={(page) => listStockMovements({ ...filters, ...page })}
          />
        </Space>
      </div>
      {movements.isError && !movements.data ? (
        <ListLoadFailed
          title={t('movements.loadFailed')}
          retryLabel={t('parts.retry')}
          onRetry={() => void movements.refetch()}
        />
      ) : (
        <PagedTable<StockMovement>
          rowKey="id"
          caption={t('movements.caption')}
          columns={columns}
          rows={movements.data?.rows}
          total={movements.data?.total}
          loading={movements.isFetching}
          emptyText={t('movements.empty')}
          paging={paging}
          onPageChange={setPaging}
          describeTotal={(total) => t('movements.total', { count: total })}
          summary={() =>
            movements.data && (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={8}>
                  <span data-testid="movement-totals">
                    {t('movements.totals', {
                      quantityIn: formatCount(movements.data.totals.quantityIn),
                      quantityOut: formatCount(movements.data.totals.quantityOut),
                      net: formatCount(movements.data.totals.net),
                    })}
                  </span>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )
          }
        />
      )}
      <StockMoveModal subject={moving} onClose={() => setMoving(null)} />
    </>
  );
}
