import type { SalesPerformanceAnswer } from '@boardforge/contracts/performance.ts';
import { Alert, Button, Result, Table } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { useSalesPerformance } from '../api/get-sales-performance.ts';
import { buildDefaultRange, isRangeAccepted, type ReportRange, readReportToday } from '../utils/report-range.ts';
import { PerformanceControls } from './performance-controls.tsx';
import { SalesChart } from './sales-chart.tsx';

type Row = SalesPerformanceAnswer['rows'][number];

/**
 * Revenue, cost, margin and orders per salesperson and month (issue 13, point 7): two charts and the table of the
 * same figures. Revenue is the payment ledger's, so the months add up to the collection/payment module's totals.
 */
export function SalesPerformanceTab() {
  const { t } = useTranslation('performance');
  const [range, setRange] = useSessionState<ReportRange>('erp.performance.salesRange', () =>
    buildDefaultRange(readReportToday(new Date())),
  );
  const isAccepted = isRangeAccepted(range);
  const sales = useSalesPerformance(isAccepted ? range : null);
  const nameOf = useCallback((row: Row) => row.name || t('sales.unassigned'), [t]);
  const labels = useMemo(
    () => ({ revenue: t('sales.revenue'), margin: t('sales.margin'), orders: t('sales.orders') }),
    [t],
  );
  const answer = sales.data;

  return (
    <div className="sales-performance">
      <p className="erp-page-lead">{t('sales.lead')}</p>
      <PerformanceControls range={range} onRangeChange={setRange} />
      {!isAccepted && (
        <Alert type="warning" showIcon title={t('controls.rangeTooLong')} className="performance-alert" />
      )}
      {sales.isError && !answer ? (
        <Result
          status="warning"
          title={t('table.loadFailed')}
          extra={<Button onClick={() => void sales.refetch()}>{t('table.retry')}</Button>}
        />
      ) : null}
      {answer ? (
        <>
          <p className="performance-total" data-testid="sales-total">
            {t('sales.total', {
              revenue: formatMoney(answer.total.revenue),
              cost: formatMoney(answer.total.cost),
              margin: formatMoney(answer.total.margin),
              orders: answer.total.orderCount,
            })}
          </p>
          {answer.rows.length === 0 ? (
            <p>{t('sales.empty')}</p>
          ) : (
            <div className="sales-charts">
              <SalesChart
                answer={answer}
                measure="money"
                nameOf={nameOf}
                labels={labels}
                title={t('sales.moneyChart')}
              />
              <SalesChart
                answer={answer}
                measure="orders"
                nameOf={nameOf}
                labels={labels}
                title={t('sales.ordersChart')}
              />
            </div>
          )}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable for keyboard scrolling */}
          <section className="sales-table-scroll" tabIndex={0} aria-label={t('sales.caption')}>
            <Table<Row>
              size="small"
              rowKey={(row) => row.salesUserId ?? 'unassigned'}
              dataSource={answer.rows}
              pagination={false}
              loading={sales.isFetching}
              caption={t('sales.caption')}
              locale={{ emptyText: t('sales.empty') }}
              columns={[
                { title: t('sales.salesperson'), key: 'name', render: (_value, row) => nameOf(row) },
                ...answer.months.map((month, index) => ({
                  title: month,
                  key: month,
                  align: 'right' as const,
                  render: (_value: unknown, row: Row) => {
                    const cell = row.months[index];
                    return cell ? (
                      <span className="sales-cell">
                        {formatMoney(cell.revenue)}
                        <small>{t('sales.cell', { margin: formatMoney(cell.margin), orders: cell.orderCount })}</small>
                      </span>
                    ) : null;
                  },
                })),
                {
                  title: t('sales.totalColumn'),
                  key: 'total',
                  align: 'right' as const,
                  render: (_value, row) => (
                    <span className="sales-cell">
                      <strong>{formatMoney(row.total.revenue)}</strong>
                      <small>
                        {t('sales.cell', { margin: formatMoney(row.total.margin), orders: row.total.orderCount })}
                      </small>
                    </span>
                  ),
                },
              ]}
            />
          </section>
        </>
      ) : null}
    </div>
  );
}
