import type { AbcDimension } from '@boardforge/contracts/performance.ts';
import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { TabbedModulePage } from '../../../components/erp/tabbed-module-page.tsx';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { useAbcAnalysis } from '../api/get-abc-analysis.ts';
import { buildDefaultRange, isRangeAccepted, type ReportRange, readReportToday } from '../utils/report-range.ts';
import { AbcSummary } from './abc-summary.tsx';
import { AbcTable } from './abc-table.tsx';
import { PerformanceControls } from './performance-controls.tsx';
import { SalesPerformanceTab } from './sales-performance-tab.tsx';
import './performance.css';

/**
 * /erp/performance (业绩): the ABC analysis of revenue, and revenue, margin and orders per salesperson and month as
 * charts. The tab, dimension and window are kept for the browser tab, like the other modules' filters.
 */
export function PerformancePage() {
  const { t } = useTranslation('performance');
  return (
    <TabbedModulePage
      title={t('title')}
      lead={t('pageLead')}
      tabsLabel={t('tabs.label')}
      storageKey="erp.performance.tab"
      tabs={[
        { key: 'abc', label: t('tabs.abc'), render: () => <AbcTab /> },
        { key: 'sales', label: t('tabs.sales'), render: () => <SalesPerformanceTab /> },
      ]}
    />
  );
}

/** The ABC analysis of revenue by customer or product in a window of payment dates (default: the last 12 months). */
function AbcTab() {
  const { t } = useTranslation('performance');
  const [dimension, setDimension] = useSessionState<AbcDimension>('erp.performance.dimension', 'customer');
  const [range, setRange] = useSessionState<ReportRange>('erp.performance.range', () =>
    buildDefaultRange(readReportToday(new Date())),
  );
  const isAccepted = isRangeAccepted(range);
  const analysis = useAbcAnalysis(isAccepted ? { dimension, ...range } : null);

  return (
    <div>
      <p className="erp-page-lead">{t('lead')}</p>
      <PerformanceControls
        dimension={dimension}
        range={range}
        onDimensionChange={setDimension}
        onRangeChange={setRange}
      />
      {!isAccepted && (
        <Alert type="warning" showIcon title={t('controls.rangeTooLong')} className="performance-alert" />
      )}
      {analysis.isError && !analysis.data ? (
        <Result
          status="warning"
          title={t('table.loadFailed')}
          extra={<Button onClick={() => void analysis.refetch()}>{t('table.retry')}</Button>}
        />
      ) : (
        <>
          {analysis.data && <AbcSummary answer={analysis.data} />}
          <AbcTable answer={analysis.data} isLoading={analysis.isFetching} />
        </>
      )}
    </div>
  );
}
