import type { DesignWorkloadRow } from '@boardforge/contracts/design-job-views.ts';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesignWorkload } from '../api/list-design-workload.ts';

/** Every design engineer's load: jobs in hand, waiting for the customer, overdue, done, and the next due date. */
export function DesignWorkloadTable() {
  const { t } = useTranslation('designQueue');
  const workload = useDesignWorkload();
  return (
    <Table<DesignWorkloadRow>
      size="middle"
      rowKey={(row) => row.engineer.id}
      loading={workload.isPending}
      dataSource={workload.data ?? []}
      pagination={false}
      locale={{ emptyText: t('workload.empty') }}
      columns={[
        { title: t('workload.engineer'), key: 'engineer', render: (_, row) => row.engineer.name },
        { title: t('workload.active'), dataIndex: 'activeJobs' },
        { title: t('workload.awaitingCustomer'), dataIndex: 'waitingForCustomer' },
        {
          title: t('workload.overdue'),
          dataIndex: 'overdueJobs',
          render: (count: number) => (count > 0 ? <Tag color="red">{count}</Tag> : count),
        },
        { title: t('workload.completed'), dataIndex: 'completedJobs' },
        { title: t('workload.nextDue'), dataIndex: 'nextDueDate', render: (date: string | null) => date ?? '—' },
      ]}
    />
  );
}
