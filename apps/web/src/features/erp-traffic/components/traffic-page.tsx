import {
  maxTrafficDays,
  type TrafficDay,
  type TrafficRankRow,
  type TrafficStatisticsRequest,
} from '@boardforge/contracts/traffic.ts';
import { countReportDays, toReportDay } from '@boardforge/domain/performance/report-window.ts';
import { Alert, Button, DatePicker, Result, Table, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { useTrafficStatistics } from '../api/get-traffic-statistics.ts';
import { DailyTrafficChart, ShareChart } from './traffic-charts.tsx';
import './traffic.css';

const dateFormat = 'YYYY-MM-DD';

// The last `days` days up to today, as the server counts days (China time) wherever the browser is.
function lastDays(days: number): TrafficStatisticsRequest {
  const today = dayjs(toReportDay(new Date()));
  return { from: today.subtract(days - 1, 'day').format(dateFormat), to: today.format(dateFormat) };
}

function isRangeAccepted(range: TrafficStatisticsRequest): boolean {
  const days = countReportDays(range.from, range.to);
  return days >= 1 && days <= maxTrafficDays;
}

/** A share of 1 as a percentage with one decimal, in both languages. */
function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(1)} %`;
}

/**
 * /erp/traffic (流量统计): the site's page views in a window of days — views and visitors per day, top pages, entry
 * pages, referrers, languages, phone vs desktop, and visitors who quoted against orders placed. Administrators and
 * senior executives (`traffic:view`). Visitors are counted per day and summed over the window.
 */
export function TrafficPage() {
  const { t } = useTranslation('traffic');
  const [range, setRange] = useSessionState<TrafficStatisticsRequest>('erp.traffic.range', () => lastDays(30));
  const isAccepted = isRangeAccepted(range);
  const statistics = useTrafficStatistics(isAccepted ? range : null);
  const answer = statistics.data;
  const today = dayjs(toReportDay(new Date()));
  const preset = (days: number): [Dayjs, Dayjs] => [today.subtract(days - 1, 'day'), today];

  const languageName = (value: string) =>
    value === 'en' ? t('languageNames.en') : value === 'zh-CN' ? t('languageNames.zhCN') : value;
  const deviceName = (value: string) =>
    value === 'phone' ? t('deviceNames.phone') : value === 'desktop' ? t('deviceNames.desktop') : value;
  const rankColumns = (valueTitle: string, nameOf: (value: string) => string = (value) => value) =>
    [
      { title: valueTitle, dataIndex: 'value', render: (value: string) => nameOf(value) },
      { title: t('views'), dataIndex: 'views', align: 'right' },
      { title: t('visitors'), dataIndex: 'visitors', align: 'right' },
    ] satisfies TableColumnsType<TrafficRankRow>;
  const dayColumns: TableColumnsType<TrafficDay> = [
    { title: t('day'), dataIndex: 'day' },
    { title: t('views'), dataIndex: 'views', align: 'right' },
    { title: t('visitors'), dataIndex: 'visitors', align: 'right' },
  ];
  // A ranked breakdown's table, named by `caption`; shown as its heading unless a section heads it already.
  const rankTable = (
    caption: string,
    rows: TrafficRankRow[],
    valueTitle: string,
    nameOf?: (value: string) => string,
    isHeaded = false,
  ) => (
    <Table<TrafficRankRow>
      size="small"
      rowKey="value"
      caption={<span className="visually-hidden">{caption}</span>}
      title={isHeaded ? undefined : () => <h2 className="traffic-section-title">{caption}</h2>}
      columns={rankColumns(valueTitle, nameOf)}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t('empty') }}
    />
  );

  return (
    <div className="erp-page traffic-page">
      <h1 className="erp-page-title">{t('title')}</h1>
      <p className="erp-page-lead">{t('lead')}</p>
      <div className="traffic-controls">
        <label htmlFor="traffic-range-start">{t('range')}</label>
        <DatePicker.RangePicker
          id={{ start: 'traffic-range-start', end: 'traffic-range-end' }}
          value={[dayjs(range.from), dayjs(range.to)]}
          allowClear={false}
          placeholder={[t('rangeStart'), t('rangeEnd')]}
          presets={[
            { label: t('last7Days'), value: preset(7) },
            { label: t('last30Days'), value: preset(30) },
            { label: t('last365Days'), value: preset(365) },
          ]}
          onChange={(dates) => {
            const [start, end] = dates ?? [];
            if (start && end) setRange({ from: start.format(dateFormat), to: end.format(dateFormat) });
          }}
        />
      </div>
      {!isAccepted && (
        <Alert type="warning" showIcon title={t('rangeTooLong', { count: maxTrafficDays })} className="traffic-alert" />
      )}
      {statistics.isError && !answer ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void statistics.refetch()}>{t('retry')}</Button>}
        />
      ) : null}
      {answer ? (
        <>
          <dl className="traffic-summary" data-testid="traffic-summary">
            <div>
              <dt>{t('views')}</dt>
              <dd data-testid="traffic-views">{answer.views}</dd>
            </div>
            <div>
              <dt>{t('visitors')}</dt>
              <dd data-testid="traffic-visitors">{answer.visitors}</dd>
            </div>
            <div>
              <dt>{t('quotingVisitors')}</dt>
              <dd data-testid="traffic-quoting">{answer.conversion.quotingVisitors}</dd>
            </div>
            <div>
              <dt>{t('ordersPlaced')}</dt>
              <dd data-testid="traffic-orders">{answer.conversion.ordersPlaced}</dd>
            </div>
            <div>
              <dt>{t('conversion')}</dt>
              <dd data-testid="traffic-conversion">{formatRate(answer.conversion.rate)}</dd>
            </div>
          </dl>
          <p className="traffic-note">{t('visitorNote')}</p>
          <section className="traffic-card" aria-label={t('perDay')}>
            <h2 className="traffic-section-title">{t('perDay')}</h2>
            <DailyTrafficChart
              days={answer.days}
              labels={{ views: t('views'), visitors: t('visitors') }}
              title={t('perDayChart')}
            />
          </section>
          <div className="traffic-grid">
            {rankTable(t('topPages'), answer.pages, t('page'))}
            {rankTable(t('entryPages'), answer.entryPages, t('page'))}
            {rankTable(t('referrers'), answer.referrers, t('referrer'))}
            <section className="traffic-card" aria-label={t('languages')}>
              <h2 className="traffic-section-title">{t('languages')}</h2>
              <ShareChart rows={answer.languages} nameOf={languageName} title={t('languagesChart')} />
              {rankTable(t('languages'), answer.languages, t('language'), languageName, true)}
            </section>
            <section className="traffic-card" aria-label={t('devices')}>
              <h2 className="traffic-section-title">{t('devices')}</h2>
              <ShareChart rows={answer.devices} nameOf={deviceName} title={t('devicesChart')} />
              {rankTable(t('devices'), answer.devices, t('device'), deviceName, true)}
            </section>
          </div>
          <Table<TrafficDay>
            size="small"
            rowKey="day"
            caption={<span className="visually-hidden">{t('dayTable')}</span>}
            title={() => <h2 className="traffic-section-title">{t('dayTable')}</h2>}
            columns={dayColumns}
            dataSource={[...answer.days].reverse()}
            pagination={{ pageSize: 31, showSizeChanger: false, hideOnSinglePage: true }}
          />
        </>
      ) : null}
    </div>
  );
}
