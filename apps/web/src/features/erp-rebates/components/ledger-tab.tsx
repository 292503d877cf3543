import { type RebateEntry, type RebateKind, rebateTagOfKind } from '@boardforge/contracts/rebates.ts';
import { Button, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/erp/export-button.tsx';
import type { ExportColumn } from '../../../components/erp/export-rows.ts';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { Permission } from '../../../components/permission.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { listRebateEntries, useRebateEntries } from '../api/list-rebate-entries.ts';
import { formatRate } from '../utils/rebate-format.ts';
import { ManualRebateModal } from './manual-rebate-modal.tsx';
import { RebateFiltersBar, type RebateFilterValues } from './rebate-filters.tsx';
import { ReverseRebateModal } from './reverse-rebate-modal.tsx';

/**
 * The Ledger tab: every rebate row, newest first, with the sum of the filter; a manual amount with its reason, and
 * the reversal of a row (a new negative row), since rows are never changed.
 */
export function LedgerTab({ kind }: { kind: RebateKind }) {
  const { t } = useTranslation('rebates');
  const [filters, setFilters] = useSessionState<RebateFilterValues>(`erp.rebates.${kind}.ledger`, {});
  const [paging, setPaging] = useState(firstPaging);
  const [isAdding, setIsAdding] = useState(false);
  const [reversing, setReversing] = useState<RebateEntry | null>(null);
  const entries = useRebateEntries(kind, { ...filters, ...paging });
  const partyTitle = t(`party.${kind}`);
  const describeSource = (row: RebateEntry) =>
    row.source === 'rule' ? t('sources.rule', { rule: row.ruleName ?? '' }) : t(`sources.${row.source}`);

  const columns: TableColumnsType<RebateEntry> = [
    { title: t('columns.recordedAt'), dataIndex: 'createdAt', render: formatDateTime, responsive: ['lg'] },
    { title: t('columns.period'), dataIndex: 'period' },
    { title: partyTitle, dataIndex: 'partyName' },
    {
      title: t('columns.source'),
      key: 'source',
      render: (_value, row) => (
        <>
          {describeSource(row)} {row.isReversed && <Tag>{t('reversedTag')}</Tag>}
        </>
      ),
    },
    {
      title: t('columns.basis'),
      key: 'basis',
      responsive: ['md'],
      render: (_value, row) =>
        row.volume === null || row.rateBasisPoints === null
          ? row.reason
          : t('basis', { volume: formatMoney(row.volume), rate: formatRate(row.rateBasisPoints) }),
    },
    { title: t('columns.amount'), dataIndex: 'amount', align: 'right', render: formatMoney },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_value, row) =>
        row.source !== 'reversal' && !row.isReversed ? (
          <Permission tags={[rebateTagOfKind[kind]]}>
            <Button size="small" onClick={() => setReversing(row)} aria-label={t('reverse.label', { id: row.id })}>
              {t('reverse.button')}
            </Button>
          </Permission>
        ) : null,
    },
  ];
  const exportColumns: ExportColumn<RebateEntry>[] = [
    { title: t('columns.recordedAt'), value: (row) => formatDateTime(row.createdAt) },
    { title: t('columns.period'), value: (row) => row.period },
    { title: partyTitle, value: (row) => row.partyName },
    { title: t('columns.contact'), value: (row) => row.partyContact },
    { title: t('columns.source'), value: describeSource },
    { title: t('columns.volume'), value: (row) => row.volume },
    {
      title: t('columns.rate'),
      value: (row) => (row.rateBasisPoints === null ? null : formatRate(row.rateBasisPoints)),
    },
    { title: t('columns.amount'), value: (row) => row.amount },
    { title: t('columns.reason'), value: (row) => row.reason },
    { title: t('columns.recordedBy'), value: (row) => row.recordedBy },
  ];

  return (
    <>
      <RebateFiltersBar
        idPrefix={`${kind}-ledger`}
        values={filters}
        onChange={(values) => {
          setFilters(values);
          setPaging((current) => ({ ...current, pageNum: 1 }));
        }}
      />
      <div className="erp-list-actions">
        <Permission tags={[rebateTagOfKind[kind]]}>
          <Button onClick={() => setIsAdding(true)}>{t('manual.button')}</Button>
        </Permission>
        <ExportButton
          listName={t(`ledger.exportName.${kind}`)}
          columns={exportColumns}
          filters={filters}
          loadPage={(page) => listRebateEntries(kind, { ...filters, ...page })}
        />
      </div>
      {entries.isError && !entries.data ? (
        <ListLoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void entries.refetch()} />
      ) : (
        <PagedTable<RebateEntry>
          rowKey="id"
          caption={t('ledger.caption')}
          columns={columns}
          rows={entries.data?.rows}
          total={entries.data?.total}
          loading={entries.isFetching}
          emptyText={t('ledger.empty')}
          paging={paging}
          onPageChange={setPaging}
          describeTotal={(count) => t('ledger.count', { count })}
          summary={() =>
            entries.data ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={5}>
                  <strong>{t('ledger.sum')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  <strong>{formatMoney(entries.data.totals.amount)}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} />
              </Table.Summary.Row>
            ) : null
          }
        />
      )}
      <ManualRebateModal kind={kind} isOpen={isAdding} onClose={() => setIsAdding(false)} />
      <ReverseRebateModal kind={kind} entry={reversing} onClose={() => setReversing(null)} />
    </>
  );
}
