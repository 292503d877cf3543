import type { DesignJobListItem } from '@boardforge/contracts/design-job-views.ts';
import { defaultPageSize } from '@boardforge/contracts/envelope.ts';
import { Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { useDesignJobs } from '../../../features/design-jobs/api/list-design-jobs.ts';
import { colorDesignStatus, describeDesignStatusForCustomer } from '../../../lib/design-status.ts';
import { MemberPageCard } from './member-page-card.tsx';

/** /designJobs — the customer's design jobs, newest first, each opening its page; a button publishes a new one. */
export function DesignJobsPage() {
  const { t, i18n } = useTranslation('designJobs');
  const [pageNum, setPageNum] = useState(1);
  const jobs = useDesignJobs({ pageNum, pageSize: defaultPageSize });
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'CNY' });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <MemberPageCard
      title="designJobs"
      actions={
        <LinkButton to="/designJobs/new" variant="primary">
          {t('cta.publish')}
        </LinkButton>
      }
    >
      <Table<DesignJobListItem>
        rowKey="jobId"
        loading={jobs.isPending}
        dataSource={jobs.data?.rows ?? []}
        locale={{ emptyText: t('list.empty') }}
        pagination={{
          current: pageNum,
          pageSize: defaultPageSize,
          total: jobs.data?.total ?? 0,
          onChange: setPageNum,
          showSizeChanger: false,
        }}
        scroll={{ x: true }}
        columns={[
          {
            title: t('list.jobNo'),
            dataIndex: 'jobNo',
            render: (jobNo: string, row) => (
              <Link to={`/designJobs/${row.jobId}`} aria-label={t('list.openJob', { jobNo })}>
                {jobNo}
              </Link>
            ),
          },
          {
            title: t('list.status'),
            dataIndex: 'status',
            render: (status: DesignJobListItem['status']) => (
              <Tag color={colorDesignStatus(status)}>{describeDesignStatusForCustomer(status, i18n.language)}</Tag>
            ),
          },
          { title: t('list.pins'), dataIndex: 'pins' },
          { title: t('list.layers'), dataIndex: 'layers' },
          {
            title: t('list.price'),
            dataIndex: 'quotedPrice',
            render: (price: number | null) => (price === null ? t('list.pending') : money.format(price)),
          },
          {
            title: t('list.publishedAt'),
            dataIndex: 'publishedAt',
            render: (at: string) => when.format(new Date(at)),
          },
        ]}
      />
    </MemberPageCard>
  );
}
