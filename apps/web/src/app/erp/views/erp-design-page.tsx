import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TabbedModulePage } from '../../../components/erp/tabbed-module-page.tsx';
import { DesignQueueTable } from '../../../features/erp-design/components/design-queue-table.tsx';
import { DesignWorkloadTable } from '../../../features/erp-design/components/design-workload-table.tsx';
import '../../../features/design-jobs/components/design-jobs.css';
import { ErpDesignJobView } from './erp-design-job-view.tsx';

/**
 * /erp/design (设计任务): the design queue and the engineers' workload; `?jobId=` opens one job with its rounds,
 * files, questions, history and the actions the staff member may take.
 */
export function ErpDesignPage() {
  const { t } = useTranslation('designQueue');
  const [searchParams] = useSearchParams();
  const jobId = searchParams.get('jobId');
  if (jobId) return <ErpDesignJobView jobId={jobId} />;
  return (
    <TabbedModulePage
      title={t('title')}
      lead={t('lead')}
      tabsLabel={t('tabs.label')}
      storageKey="erp.design.tab"
      tabs={[
        { key: 'queue', label: t('tabs.queue'), render: () => <DesignQueueTable /> },
        { key: 'workload', label: t('tabs.workload'), render: () => <DesignWorkloadTable /> },
      ]}
    />
  );
}
