import { type ShowcaseRating, type ShowcaseState, showcaseStates } from '@boardforge/contracts/content.ts';
import { App, Button, Rate, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { Permission } from '../../../components/permission.tsx';
import { readRefusalMessage } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { useDecideShowcaseRating } from '../api/decide-showcase-rating.ts';
import { useShowcaseRatings } from '../api/list-showcase-ratings.ts';
import { contentEditTags } from './content-kind-tab.tsx';

const stateColours: Record<ShowcaseState, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

/** Ratings customers shared: approve one for the home page's showcase, or reject it. */
export function ShowcaseTab() {
  const { t } = useTranslation('erpContent');
  const { message } = App.useApp();
  const [state, setState] = useSessionState<'all' | ShowcaseState>('erp.content.showcase.state', 'pending');
  const [paging, setPaging] = useState(firstPaging);
  const ratings = useShowcaseRatings({ state, ...paging });
  const decide = useDecideShowcaseRating();
  const act = (row: ShowcaseRating, decision: 'approve' | 'reject') =>
    void decide.mutateAsync({ ratingId: row.ratingId, decision }).then(
      () => void message.success(decision === 'approve' ? t('showcase.approved') : t('showcase.rejected')),
      (error: unknown) => void message.error(readRefusalMessage(error)),
    );

  const columns: TableColumnsType<ShowcaseRating> = [
    { title: t('showcase.orderNo'), dataIndex: 'orderNo' },
    { title: t('showcase.customer'), dataIndex: 'customerName' },
    {
      title: t('showcase.stars'),
      dataIndex: 'stars',
      render: (stars: number) => (
        <Rate disabled value={stars} aria-label={t('showcase.starsLabel', { count: stars })} />
      ),
    },
    { title: t('showcase.content'), dataIndex: 'content' },
    {
      title: t('status'),
      dataIndex: 'state',
      render: (value: ShowcaseState) => <Tag color={stateColours[value]}>{t(`showcase.states.${value}`)}</Tag>,
    },
    {
      title: t('showcase.createdAt'),
      dataIndex: 'createdAt',
      responsive: ['lg'],
      render: (iso: string) => formatDateTime(iso),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_: unknown, row) => (
        <Permission tags={contentEditTags}>
          <Space wrap size="small">
            {row.state !== 'approved' && (
              <Button
                size="small"
                type="primary"
                onClick={() => act(row, 'approve')}
                aria-label={t('showcase.approveLabel', { orderNo: row.orderNo })}
              >
                {t('showcase.approve')}
              </Button>
            )}
            {row.state !== 'rejected' && (
              <Button
                size="small"
                danger
                onClick={() => act(row, 'reject')}
                aria-label={t('showcase.rejectLabel', { orderNo: row.orderNo })}
              >
                {t('showcase.reject')}
              </Button>
            )}
          </Space>
        </Permission>
      ),
    },
  ];

  return (
    <>
      <p>{t('showcase.lead')}</p>
      <FilterBar>
        <FilterField label={t('status')} htmlFor="content-showcase-state">
          <Select
            id="content-showcase-state"
            value={state}
            onChange={(next: 'all' | ShowcaseState) => {
              setState(next);
              setPaging((current) => ({ ...current, pageNum: 1 }));
            }}
            options={[
              { value: 'all', label: t('statuses.all') },
              ...showcaseStates.map((value) => ({ value, label: t(`showcase.states.${value}`) })),
            ]}
            style={{ minWidth: 140 }}
          />
        </FilterField>
      </FilterBar>
      {ratings.isError && !ratings.data ? (
        <ListLoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void ratings.refetch()} />
      ) : (
        <PagedTable<ShowcaseRating>
          rowKey="ratingId"
          caption={t('showcase.caption')}
          columns={columns}
          rows={ratings.data?.rows}
          total={ratings.data?.total}
          loading={ratings.isFetching}
          emptyText={t('showcase.empty')}
          paging={paging}
          onPageChange={setPaging}
          describeTotal={(total) => t('total', { count: total })}
        />
      )}
    </>
  );
}
