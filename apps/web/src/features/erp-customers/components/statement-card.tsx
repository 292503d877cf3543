import { maxStatementDays, type Statement } from '@boardforge/contracts/customers.ts';
import { countReportDays, toReportDay } from '@boardforge/domain/performance/report-window.ts';
import { Alert, Card, Descriptions, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/erp/export-button.tsx';
import type { ExportColumn } from '../../../components/erp/export-rows.ts';
import { type DayWindow, DayWindowFilter, FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { getStatement, useStatement } from '../api/get-statement.ts';

type StatementLine = Statement['lines'][number];
/** One line of the exported statement: the opening and closing balances around the period's lines. */
type ExportLine = { at: string; kind: StatementLine['kind'] | 'opening' | 'closing'; orderNo: string; amount: number };

// What a line does to the balance owed: an order adds, a payment subtracts, a refund adds.
const toSigned = (line: Pick<StatementLine, 'kind' | 'amount'>) =>
  line.kind === 'payment' ? -line.amount : line.amount;

/** The first day of this month to today (China time): the period a statement opens on. */
function buildDefaultWindow(): { from: string; to: string } {
  const today = toReportDay(new Date());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** A customer's statement of a period: the balances, each order, payment and refund, exportable to .xlsx. */
export function StatementCard({ userId, customerName }: { userId: string; customerName: string }) {
  const { t } = useTranslation('customers');
  const [window, setWindow] = useState(buildDefaultWindow);
  const query = { userId, ...window };
  const statement = useStatement(query);
  const data = statement.data;

  const changeWindow = (value: DayWindow) => {
    if (!value.from || !value.to) return;
    const days = countReportDays(value.from, value.to);
    if (days >= 1 && days <= maxStatementDays) setWindow({ from: value.from, to: value.to });
  };

  const columns: TableColumnsType<StatementLine> = [
    { title: t('statement.at'), dataIndex: 'at', render: formatDateTime },
    {
      title: t('statement.kind'),
      dataIndex: 'kind',
      render: (kind: StatementLine['kind']) => t(`statement.kinds.${kind}`),
    },
    { title: t('statement.orderNo'), dataIndex: 'orderNo' },
    {
      title: t('statement.amount'),
      key: 'amount',
      align: 'right',
      render: (_value, line) => formatMoney(toSigned(line)),
    },
  ];

  const exportColumns: ExportColumn<ExportLine>[] = [
    { title: t('statement.at'), value: (line) => (line.at ? formatDateTime(line.at) : '') },
    { title: t('statement.kind'), value: (line) => t(`statement.kinds.${line.kind}`) },
    { title: t('statement.orderNo'), value: (line) => line.orderNo },
    { title: t('statement.amount'), value: (line) => line.amount },
  ];

  // The whole statement is one answer: the export pages through it as the shared export reads lists.
  const loadExportPage = async (paging: { pageNum: number; pageSize: number }) => {
    const answer = await getStatement(query);
    const lines: ExportLine[] = [
      { at: '', kind: 'opening', orderNo: '', amount: answer.opening },
      ...answer.lines.map((line) => ({ ...line, amount: toSigned(line) })),
      { at: '', kind: 'closing', orderNo: '', amount: answer.closing },
    ];
    const start = (paging.pageNum - 1) * paging.pageSize;
    return { rows: lines.slice(start, start + paging.pageSize), total: lines.length };
  };

  return (
    <Card
      size="small"
      data-testid="customer-statement"
      title={<h2 className="card-heading">{t('statement.title')}</h2>}
      style={{ marginTop: 16 }}
      extra={
        <ExportButton
          listName={t('statement.fileName', { name: customerName, from: window.from, to: window.to })}
          columns={exportColumns}
          loadPage={loadExportPage}
        />
      }
    >
      <FilterBar>
        <FilterField label={t('statement.period')} htmlFor="statement-start">
          <DayWindowFilter
            ids={{ start: 'statement-start', end: 'statement-end' }}
            value={window}
            placeholder={[t('statement.from'), t('statement.to')]}
            onChange={changeWindow}
          />
        </FilterField>
      </FilterBar>
      {statement.isError && !data ? <Alert type="error" showIcon message={t('statement.loadFailed')} /> : null}
      {data ? (
        <>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 3 }}
            items={[
              { key: 'opening', label: t('statement.opening'), children: formatMoney(data.opening) },
              { key: 'orders', label: t('statement.orders'), children: formatMoney(data.totals.orders) },
              { key: 'payments', label: t('statement.payments'), children: formatMoney(data.totals.payments) },
              { key: 'refunds', label: t('statement.refunds'), children: formatMoney(data.totals.refunds) },
              { key: 'rebates', label: t('statement.rebates'), children: formatMoney(data.totals.rebates) },
              {
                key: 'closing',
                label: t('statement.closing'),
                children: <strong data-testid="statement-closing">{formatMoney(data.closing)}</strong>,
              },
            ]}
          />
          {data.isTruncated ? <Alert type="warning" showIcon message={t('statement.truncated')} /> : null}
          <Table<StatementLine>
            rowKey={(line) => `${line.kind}-${line.at}-${line.orderNo}`}
            size="small"
            columns={columns}
            dataSource={data.lines}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            loading={statement.isFetching}
            locale={{ emptyText: t('statement.empty') }}
          />
        </>
      ) : null}
    </Card>
  );
}
