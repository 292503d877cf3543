import {
  type PriceBookDiffAnswer,
  type PriceBookVersionRow,
  priceBookLimits,
} from '@boardforge/contracts/price-book.ts';
import { Alert, App, Button, Input, InputNumber, Modal, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { Permission } from '../../../components/permission.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePriceBookDiff } from '../api/get-price-book-diff.ts';
import { usePriceBookHistory } from '../api/list-price-book-history.ts';
import { useRestorePriceBook } from '../api/restore-price-book.ts';

type Change = PriceBookDiffAnswer['changes'][number];
const editTags = ['priceBook:edit'] as const;
const kindColours = { added: 'green', removed: 'red', changed: 'blue' } as const;

function showValue(value: unknown): string {
  return value === undefined ? '—' : JSON.stringify(value);
}

/**
 * The stored versions, newest first (who, when, note), a diff between any two of them, and "restore": an old version
 * published again as a new one, with a note.
 */
export function PriceBookHistory() {
  const { t } = useTranslation('priceBook');
  const { message } = App.useApp();
  const [paging, setPaging] = useState(firstPaging);
  const history = usePriceBookHistory(paging);
  const latest = history.data?.total ?? 0;
  const [chosen, setChosen] = useState<{ from: number | null; to: number | null }>({ from: null, to: null });
  const from = chosen.from ?? Math.max(latest - 1, 1);
  const to = chosen.to ?? latest;
  const diff = usePriceBookDiff(latest > 0 ? { from, to } : null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [restoreNote, setRestoreNote] = useState('');
  const restore = useRestorePriceBook();

  const columns: TableColumnsType<PriceBookVersionRow> = [
    { title: t('history.version'), dataIndex: 'version', render: (version: number) => `v${version}` },
    { title: t('history.createdAt'), dataIndex: 'createdAt', render: formatDateTime },
    {
      title: t('history.createdBy'),
      dataIndex: 'createdBy',
      render: (by: PriceBookVersionRow['createdBy']) => (by ? `${by.nickname} (${by.phone})` : t('history.seeded')),
    },
    { title: t('history.note'), dataIndex: 'note' },
    {
      title: t('history.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space wrap size="small">
          {row.version > 1 ? (
            <Button
              size="small"
              onClick={() => setChosen({ from: row.version - 1, to: row.version })}
              aria-label={t('history.compareLabel', { version: row.version })}
            >
              {t('history.compare')}
            </Button>
          ) : null}
          <Permission tags={editTags}>
            <Button
              size="small"
              onClick={() => setRestoring(row.version)}
              aria-label={t('history.restoreLabel', { version: row.version })}
            >
              {t('history.restore')}
            </Button>
          </Permission>
        </Space>
      ),
    },
  ];
  const changeColumns: TableColumnsType<Change> = [
    { title: t('diff.path'), dataIndex: 'path', render: (path: string) => <code>{path}</code> },
    {
      title: t('diff.kind'),
      dataIndex: 'kind',
      render: (kind: Change['kind']) => <Tag color={kindColours[kind]}>{t(`diff.kinds.${kind}`)}</Tag>,
    },
    { title: t('diff.before'), dataIndex: 'before', render: showValue },
    { title: t('diff.after'), dataIndex: 'after', render: showValue },
  ];

  const confirmRestore = async () => {
    if (restoring === null) return;
    try {
      const published = await restore.mutateAsync({ version: restoring, note: restoreNote, baseVersion: latest });
      setRestoring(null);
      setRestoreNote('');
      setChosen({ from: null, to: null });
      void message.success(t('restored', { version: restoring, published: published.version }));
    } catch {
      // The dialog shows the refusal and keeps the note.
    }
  };

  return (
    <div className="price-book-history">
      {history.isError && !history.data ? (
        <ListLoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void history.refetch()} />
      ) : (
        <PagedTable<PriceBookVersionRow>
          rowKey="version"
          caption={t('history.caption')}
          columns={columns}
          rows={history.data?.rows}
          total={history.data?.total}
          paging={paging}
          onPageChange={setPaging}
          emptyText={t('history.empty')}
          describeTotal={(count) => t('history.total', { count })}
          loading={history.isFetching}
        />
      )}
      <h2>{t('diff.title')}</h2>
      <FilterBar>
        <FilterField label={t('diff.from')} htmlFor="price-book-diff-from">
          <InputNumber
            id="price-book-diff-from"
            min={1}
            max={latest || 1}
            value={from}
            onChange={(value) => setChosen({ from: value ?? null, to })}
          />
        </FilterField>
        <FilterField label={t('diff.to')} htmlFor="price-book-diff-to">
          <InputNumber
            id="price-book-diff-to"
            min={1}
            max={latest || 1}
            value={to}
            onChange={(value) => setChosen({ from, to: value ?? null })}
          />
        </FilterField>
      </FilterBar>
      {diff.isError ? <Alert type="error" showIcon title={t('diff.failed')} /> : null}
      <Table<Change>
        size="small"
        rowKey={(row) => `${row.kind}:${row.path}`}
        pagination={false}
        columns={changeColumns}
        dataSource={diff.data?.changes ?? []}
        loading={diff.isFetching}
        locale={{ emptyText: t('diff.none') }}
        caption={<span className="visually-hidden">{t('diff.caption', { from, to })}</span>}
      />
      <Modal
        open={restoring !== null}
        title={t('history.restoreTitle', { version: restoring ?? 0 })}
        okText={t('history.restore')}
        cancelText={t('cancel')}
        okButtonProps={{ disabled: restoreNote.trim() === '', loading: restore.isPending }}
        onOk={() => void confirmRestore()}
        onCancel={() => setRestoring(null)}
      >
        <p>{t('history.restoreLead', { version: restoring ?? 0, next: latest + 1 })}</p>
        <label htmlFor="price-book-restore-note">{t('note')}</label>
        <Input.TextArea
          id="price-book-restore-note"
          value={restoreNote}
          maxLength={priceBookLimits.note}
          onChange={(event) => setRestoreNote(event.target.value)}
        />
        {restore.error instanceof ApiError ? <Alert type="error" showIcon title={restore.error.message} /> : null}
      </Modal>
    </div>
  );
}
