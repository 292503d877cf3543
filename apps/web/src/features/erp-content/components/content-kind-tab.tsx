import {
  type ContentKind,
  type ContentRecord,
  type ContentStatus,
  contentLimits,
  contentStatuses,
} from '@boardforge/contracts/content.ts';
import { App, Button, Input, Popconfirm, Select, Space, type TableColumnsType, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { Permission } from '../../../components/permission.tsx';
import { readRefusalMessage } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { useDeleteContent } from '../api/delete-content.ts';
import { useContentList } from '../api/list-content.ts';
import { useSetContentPublished } from '../api/set-content-published.ts';
import { headingOf } from './content-kind-fields.ts';

/** The tag every action of the content module takes. */
export const contentEditTags = ['content:edit'] as const;

type Filters = { status?: 'all' | ContentStatus; keyword?: string | undefined };

/** One kind's records: filtered by status and keyword, paged; edit, preview, publish or unpublish, delete. */
export function ContentKindTab({
  kind,
  kindPicker,
  onEdit,
  onPreview,
}: {
  kind: ContentKind;
  /** The filter choosing the kind, shown first in the filter bar. */
  kindPicker: ReactNode;
  onEdit: (record: ContentRecord | null) => void;
  onPreview: (record: ContentRecord) => void;
}) {
  const { t } = useTranslation('erpContent');
  const { message } = App.useApp();
  const language = useLanguage() === 'zh-CN' ? 'zh' : 'en';
  const [filters, setFilters] = useSessionState<Filters>(`erp.content.${kind}.filters`, {});
  const [paging, setPaging] = useState(firstPaging);
  const list = useContentList({ kind, ...filters, ...paging });
  const setPublished = useSetContentPublished();
  const remove = useDeleteContent();
  const change = (patch: Filters) => {
    setFilters({ ...filters, ...patch });
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };
  const act = (action: Promise<unknown>, done: string) =>
    void action.then(
      () => void message.success(done),
      (error: unknown) => void message.error(readRefusalMessage(error)),
    );

  const columns: TableColumnsType<ContentRecord> = [
    { title: t('heading'), key: 'heading', render: (_: unknown, row) => headingOf(row.entry, language) },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (status: ContentStatus) => (
        <Tag color={status === 'published' ? 'green' : 'default'}>{t(`statuses.${status}`)}</Tag>
      ),
    },
    { title: t('fields.sort'), dataIndex: 'sort', responsive: ['md'] },
    {
      title: t('updated'),
      key: 'updated',
      responsive: ['lg'],
      render: (_: unknown, row) => `${formatDateTime(row.updatedAt)} ${row.updatedByName}`,
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_: unknown, row) => {
        const heading = headingOf(row.entry, language);
        const target = { id: row.id, version: row.version };
        return (
          <Space wrap size="small">
            <Button size="small" onClick={() => onPreview(row)} aria-label={t('previewLabel', { heading })}>
              {t('preview.open')}
            </Button>
            <Permission tags={contentEditTags}>
              <Space wrap size="small">
                <Button size="small" onClick={() => onEdit(row)} aria-label={t('editLabel', { heading })}>
                  {t('edit')}
                </Button>
                {row.status === 'draft' ? (
                  <Button
                    size="small"
                    type="primary"
                    aria-label={t('publishLabel', { heading })}
                    onClick={() => act(setPublished.mutateAsync({ ...target, isPublished: true }), t('published'))}
                  >
                    {t('publish')}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    aria-label={t('unpublishLabel', { heading })}
                    onClick={() => act(setPublished.mutateAsync({ ...target, isPublished: false }), t('unpublished'))}
                  >
                    {t('unpublish')}
                  </Button>
                )}
                <Popconfirm
                  title={t('deleteConfirm', { heading })}
                  okText={t('delete')}
                  cancelText={t('cancel')}
                  onConfirm={() => act(remove.mutateAsync(target), t('deleted'))}
                >
                  <Button size="small" danger aria-label={t('deleteLabel', { heading })}>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              </Space>
            </Permission>
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <FilterBar>
        {kindPicker}
        <FilterField label={t('status')} htmlFor={`content-${kind}-status`}>
          <Select
            id={`content-${kind}-status`}
            value={filters.status ?? 'all'}
            onChange={(status: 'all' | ContentStatus) => change({ status })}
            options={[
              { value: 'all', label: t('statuses.all') },
              ...contentStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
            ]}
            style={{ minWidth: 120 }}
          />
        </FilterField>
        <FilterField label={t('keyword')} htmlFor={`content-${kind}-keyword`}>
          <Input.Search
            id={`content-${kind}-keyword`}
            allowClear
            maxLength={contentLimits.keyword}
            defaultValue={filters.keyword}
            placeholder={t('keywordPlaceholder')}
            onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })}
          />
        </FilterField>
      </FilterBar>
      <div className="erp-list-actions">
        <Permission tags={contentEditTags}>
          <Button type="primary" onClick={() => onEdit(null)}>
            {t('add', { kind: t(`kinds.${kind}`) })}
          </Button>
        </Permission>
      </div>
      {list.isError && !list.data ? (
        <ListLoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
      ) : (
        <PagedTable<ContentRecord>
          rowKey="id"
          caption={t('caption', { kind: t(`kinds.${kind}`) })}
          columns={columns}
          rows={list.data?.rows}
          total={list.data?.total}
          loading={list.isFetching}
          emptyText={t('empty')}
          paging={paging}
          onPageChange={setPaging}
          describeTotal={(total) => t('total', { count: total })}
        />
      )}
    </>
  );
}
