import type { SalesReturnRow } from '@boardforge/contracts/sales-returns.ts';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerLabel } from '../../../components/erp/customer-label.tsx';
import { type DayWindow, DayWindowFilter, FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { useSalesReturns } from '../api/list-sales-returns.ts';
import { buildOrderLink } from '../utils/format.ts';

/** Approved sales returns, newest first, in an optional window of approval dates: request, approval, refund, restock. */
export function SalesReturnsTable() {
  const { t } = useTranslation('returns');
  const [window, setWindow] = useSessionState<DayWindow>('erp.sales-returns.window', {});
  const [paging, setPaging] = useState(firstPaging);
  const returns = useSalesReturns({ ...window, ...paging });

  const columns: TableColumnsType<SalesReturnRow> = [
    {
      title: t('sales.orderNo'),
      dataIndex: 'orderNo',
      render: (orderNo: string, row) => <Link to={buildOrderLink(row.orderId)}>{orderNo}</Link>,
    },
    {
      title: t('sales.customer'),
      key: 'customer',
      responsive: ['md'],
      render: (_value, row) => <CustomerLabel customer={row} />,
    },
    {
      title: t('sales.request'),
      key: 'request',
      render: (_value, row) => (
        <>
          <div>{formatDateTime(row.requestedAt ?? undefined)}</div>
          <div className="sales-returns-secondary">{row.reason || '—'}</div>
        </>
      ),
    },
    {
      title: t('sales.approval'),
      key: 'approval',
      render: (_value, row) => (
        <>
          <div>{formatDateTime(row.approvedAt)}</div>
          <div className="sales-returns-secondary">{row.approvedBy ?? '—'}</div>
        </>
      ),
    },
    { title: t('sales.refund'), dataIndex: 'refund', align: 'right', render: formatMoney },
    {
      title: t('sales.restock'),
      key: 'restock',
      render: (_value, row) =>
        row.restock ? t('sales.restocked', { count: row.restockQuantity }) : t('sales.notRestocked'),
    },
  ];

  return (
    <>
      <FilterBar>
        <FilterField label={t('sales.range')} htmlFor="sales-returns-range-start">
          <DayWindowFilter
            ids={{ start: 'sales-returns-range-start', end: 'sales-returns-range-end' }}
            value={window}
            placeholder={[t('sales.rangeStart'), t('sales.rangeEnd')]}
            onChange={(approvalWindow) => {
              setWindow(approvalWindow);
              setPaging((current) => ({ ...current, pageNum: 1 }));
            }}
          />
        </FilterField>
      </FilterBar>
      {returns.isError && !returns.data ? (
        <ListLoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void returns.refetch()} />
      ) : (
        <PagedTable<SalesReturnRow>
          rowKey="returnId"
          caption={t('sales.caption')}
          columns={columns}
          rows={returns.data?.rows}
          total={returns.data?.total}
          loading={returns.isFetching}
          emptyText={t('sales.empty')}
          paging={paging}
          onPageChange={setPaging}
          describeTotal={(count) => t('sales.totalCount', { count })}
        />
      )}
    </>
  );
}
