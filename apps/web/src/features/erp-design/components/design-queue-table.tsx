import type { DesignQueueItem } from '@boardforge/contracts/design-job-views.ts';
import { type DesignStatus, designStatuses } from '@boardforge/domain/design-status/design-statuses.ts';
import { Checkbox, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { firstPaging, PagedTable, type Paging } from '../../../components/erp/paged-table.tsx';
import { colorDesignStatus, nameDesignStatus } from '../../../lib/design-status.ts';
import { type DesignQueueQuery, useDesignQueue } from '../api/list-design-queue.ts';
import { useDesignWorkload } from '../api/list-design-workload.ts';

type Filters = Pick<DesignQueueQuery, 'status' | 'engineerUserId'> & { isOverdueOnly: boolean };

/**
 * The design queue: jobs by status and engineer, paged by the server, with the due date against the promised cycle
 * (an overdue one marked); a job number opens the job (?jobId=).
 */
export function DesignQueueTable() {
  const { t, i18n } = useTranslation('designQueue');
  const [filters, setFilters] = useState<Filters>({ isOverdueOnly: false });
  const [paging, setPaging] = useState<Paging>(firstPaging);
  const engineers = useDesignWorkload();
  const query: DesignQueueQuery = {
    ...paging,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.engineerUserId ? { engineerUserId: filters.engineerUserId } : {}),
    ...(filters.isOverdueOnly ? { isOverdue: 'true' as const } : {}),
  };
  const queue = useDesignQueue(query);
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'CNY' });
  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  return (
    <>
      <FilterBar>
        <FilterField label={t('filter.status')} htmlFor="design-queue-status">
          <Select
            id="design-queue-status"
            virtual={false}
            style={{ minWidth: 220 }}
            // "All" is an option, not a placeholder: a placeholder's grey fails the contrast check (axe).
            value={filters.status ?? ''}
            onChange={(status: DesignStatus | '') => change({ status: status || undefined })}
            options={[
              { value: '', label: t('filter.allStatuses') },
              ...designStatuses.map((status) => ({ value: status, label: nameDesignStatus(status, i18n.language) })),
            ]}
          />
        </FilterField>
        <FilterField label={t('filter.engineer')} htmlFor="design-queue-engineer">
          <Select
            id="design-queue-engineer"
            virtual={false}
            style={{ minWidth: 180 }}
            value={filters.engineerUserId ?? ''}
            onChange={(engineerUserId: string) => change({ engineerUserId: engineerUserId || undefined })}
            options={[
              { value: '', label: t('filter.allEngineers') },
              ...(engineers.data ?? []).map((row) => ({ value: row.engineer.id, label: row.engineer.name })),
            ]}
          />
        </FilterField>
        <Checkbox checked={filters.isOverdueOnly} onChange={(event) => change({ isOverdueOnly: event.target.checked })}>
          {t('filter.overdueOnly')}
        </Checkbox>
      </FilterBar>
      <PagedTable<DesignQueueItem>
        caption={t('tabs.queue')}
        rowKey="jobId"
        loading={queue.isPending}
        rows={queue.data?.rows}
        total={queue.data?.total}
        paging={paging}
        onPageChange={setPaging}
        emptyText={t('empty')}
        describeTotal={(count) => t('total', { count })}
        rowClassName={(row) => (row.isOverdue ? 'design-overdue-row' : '')}
        columns={[
          {
            title: t('columns.jobNo'),
            dataIndex: 'jobNo',
            render: (jobNo: string, row) => (
              <Link to={`?jobId=${row.jobId}`} aria-label={t('openJob', { jobNo })}>
                {jobNo}
              </Link>
            ),
          },
          { title: t('columns.customer'), key: 'owner', render: (_, row) => row.owner.name },
          {
            title: t('columns.status'),
            dataIndex: 'status',
            render: (status: DesignQueueItem['status']) => (
              <Tag color={colorDesignStatus(status)}>{nameDesignStatus(status, i18n.language)}</Tag>
            ),
          },
          { title: t('columns.pins'), dataIndex: 'pins', responsive: ['md'] },
          { title: t('columns.layers'), dataIndex: 'layers', responsive: ['md'] },
          {
            title: t('columns.price'),
            dataIndex: 'quotedPrice',
            render: (price: number | null) => (price === null ? '—' : money.format(price)),
          },
          {
            title: t('columns.engineer'),
            key: 'engineer',
            render: (_, row) => row.engineer?.name ?? t('unassigned'),
          },
          {
            title: t('columns.dueDate'),
            dataIndex: 'dueDate',
            render: (dueDate: string | null, row) => (
              <span>
                {dueDate ?? t('noDue')}{' '}
                {row.isOverdue ? (
                  <Tag color="red" data-testid="design-overdue">
                    {t('overdue')}
                  </Tag>
                ) : null}
              </span>
            ),
          },
          { title: t('columns.round'), dataIndex: 'latestRound', responsive: ['lg'] },
        ]}
      />
    </>
  );
}
