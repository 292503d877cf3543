import type { RebateKind, RebateTotalRow } from '@boardforge/contracts/rebates.ts';
import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/erp/export-button.tsx';
import type { ExportColumn } from '../../../components/erp/export-rows.ts';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { listRebateTotals, useRebateTotals } from '../api/list-rebate-totals.ts';
import { RebateFiltersBar, type RebateFilterValues } from './rebate-filters.tsx';

/** The Totals tab: net rebates by customer (or supplier) and period, with the sum of the filter, and its export. */
export function TotalsTab({ kind }: { kind: RebateKind }) {
  const { t } = useTranslation('rebates');
  const [filters, setFilters] = useSessionState<RebateFilterValues>(`erp.rebates.${kind}.totals`, {});
  const [paging, setPaging] = useState(firstPaging);
  const totals = useRebateTotals(kind, { ...filters, ...paging });
  const partyTitle = t(`party.${kind}`);

  const columns: TableColumnsType<RebateTotalRow> = [
    { title: t('columns.period'), dataIndex: 'period' },
    { title: partyTitle, dataIndex: 'partyName' },
    { title: t('columns.contact'), dataIndex: 'partyContact', responsive: ['md'] },
    { title: t('columns.entries'), dataIndex: 'entryCount', align: 'right' },
    { title: t('columns.amount'), dataIndex: 'amount', align: 'right', render: formatMoney },
  ];
  const exportColumns: ExportColumn<RebateTotalRow>[] = [
    { title: t('columns.period'), value: (row) => row.period },
    { title: partyTitle, value: (row) => row.partyName },
    { title: t('columns.contact'), value: (row) => row.partyContact },
    { title: t('columns.entries'), value: (row) => row.entryCount },
    { title: t('columns.amount'), value: (row) => row.amount },
  ];

  return (
    <>
      <RebateFiltersBar
        idPrefix={`${kind}-totals`}
        values={filters}
        onChange={(values) => {
          setFilters(values);
          setPaging((current) => ({ ...current, pageNum: 1 }));
        }}
      />
      <div className="erp-list-actions">
        <ExportButton
          listName={t(`totals.exportName.${kind}`)}
          columns={exportColumns}
          filters={filters}
          loadPage={(page) => listRebateTotals(kind, { ...filters, ...page })}
        />
      </div>
      {totals.isError && !totals.data ? (
        <ListLoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void totals.refetch()} />
      ) : (
        <PagedTable<RebateTotalRow>
          rowKey={(row) => `${row.partyId}-${row.period}`}
          caption={t('totals.caption')}
          columns={columns}
          rows={totals.data?.rows}
          total={totals.data?.total}
          loading={totals.isFetching}
          emptyText={t('totals.empty')}
          paging={paging}
          onPageChange={setPaging}
          describeTotal={(count) => t('totals.count', { count })}
          summary={() =>
            totals.data ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={4}>
                  <strong>{t('totals.sum')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  <strong data-testid={`${kind}-rebate-total`}>{formatMoney(totals.data.totals.amount)}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      )}
    </>
  );
}
