import type { StockLevel } from '@boardforge/contracts/stock.ts';
import { Checkbox, Input, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useStockLevels } from '../api/list-stock-levels.ts';
import { formatCount, formatUnitYuan } from '../utils/format.ts';
import './inventory.css';

/**
 * The Stock tab: each part's stock on hand, reserved, available and low-stock threshold (low ones tagged, or alone
 * with "low stock only"), valued at the weighted average cost of its entries; the totals are the whole filter's.
 */
export function StockLevelsTab() {
  const { t } = useTranslation('inventory');
  const [mpn, setMpn] = useState<string | undefined>(undefined);
  const [isLowOnly, setIsLowOnly] = useState(false);
  const [paging, setPaging] = useState(firstPaging);
  const levels = useStockLevels({ mpn, lowOnly: isLowOnly ? 'true' : undefined, ...paging });

  const columns: TableColumnsType<StockLevel> = [
    { title: t('parts.mpn'), dataIndex: 'mpn', render: (value: string) => <code>{value}</code> },
    { title: t('parts.manufacturer'), dataIndex: 'manufacturer', responsive: ['md'] },
    { title: t('parts.stockOnHand'), dataIndex: 'stockOnHand', align: 'right', render: formatCount },
    { title: t('parts.reserved'), dataIndex: 'reserved', align: 'right', responsive: ['md'], render: formatCount },
    { title: t('parts.available'), dataIndex: 'available', align: 'right', render: formatCount },
    {
      title: t('parts.lowStockThreshold'),
      dataIndex: 'lowStockThreshold',
      align: 'right',
      render: (threshold: number, row) => (
        <>
          {threshold > 0 ? formatCount(threshold) : '—'} {row.isLow && <Tag color="red">{t('stock.low')}</Tag>}
        </>
      ),
    },
    {
      title: t('stock.averageCost'),
      dataIndex: 'averageUnitCost',
      align: 'right',
      responsive: ['lg'],
      render: formatUnitYuan,
    },
    {
      title: t('stock.value'),
      dataIndex: 'value',
      align: 'right',
      render: (value: number | null) => (value === null ? '—' : formatMoney(value)),
    },
  ];

  return (
    <>
      <div className="inventory-toolbar">
        <FilterBar>
          <FilterField label={t('filters.mpn')} htmlFor="stock-mpn">
            <Input.Search
              id="stock-mpn"
              allowClear
              enterButton={t('filters.search')}
              onSearch={(value) => {
                setMpn(value.trim() || undefined);
                setPaging((current) => ({ ...current, pageNum: 1 }));
              }}
            />
          </FilterField>
          <FilterField label={t('stock.lowFilter')} htmlFor="stock-low-only">
            <Checkbox
              id="stock-low-only"
              checked={isLowOnly}
              onChange={(event) => {
                setIsLowOnly(event.target.checked);
                setPaging((current) => ({ ...current, pageNum: 1 }));
              }}
            >
              {t('stock.lowOnly')}
            </Checkbox>
          </FilterField>
        </FilterBar>
      </div>
      {levels.isError && !levels.data ? (
        <ListLoadFailed
          title={t('stock.loadFailed')}
          retryLabel={t('parts.retry')}
          onRetry={() => void levels.refetch()}
        />
      ) : (
        <PagedTable<StockLevel>
          rowKey="partId"
          caption={t('stock.caption')}
          columns={columns}
          rows={levels.data?.rows}
          total={levels.data?.total}
          loading={levels.isFetching}
          emptyText={t('stock.empty')}
          paging={paging}
          onPageChange={setPaging}
          describeTotal={(total) => t('parts.total', { count: total })}
          summary={() =>
            levels.data && (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  <span data-testid="stock-totals">
                    {t('stock.totals', {
                      onHand: formatCount(levels.data.totals.stockOnHand),
                      low: levels.data.totals.lowCount,
                    })}
                  </span>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} colSpan={6} align="right">
                  <strong data-testid="stock-valuation">
                    {t('stock.valuation', { value: formatMoney(levels.data.totals.value) })}
                  </strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )
          }
        />
      )}
    </>
  );
}
