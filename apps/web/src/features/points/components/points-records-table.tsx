import { defaultPageSize, pageSizes } from '@boardforge/contracts/envelope.ts';
import type { PointsRow } from '@boardforge/contracts/points.ts';
import { Alert, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PointsKind, usePointsRecords } from '../api/list-points-records.ts';

/** The points ledger of one kind: date, change, balance, reason and order number, 20 a page by default. */
export function PointsRecordsTable({ kind }: { kind: PointsKind }) {
  const { t } = useTranslation('points');
  const { t: tc } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  const records = usePointsRecords(kind, pageNum, pageSize);

  const columns: TableColumnsType<PointsRow> = [
    {
      title: t('records.date'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: t('records.change'),
      dataIndex: 'change',
      key: 'change',
      align: 'right',
      render: (value: number) => (
        <span className={value >= 0 ? 'points-plus' : 'points-minus'}>{value > 0 ? `+${value}` : value}</span>
      ),
    },
    { title: t('records.balance'), dataIndex: 'balance', key: 'balance', align: 'right' },
    {
      title: t('records.reason'),
      dataIndex: 'reason',
      key: 'reason',
      render: (value: PointsRow['reason']) => t(`reasons.${value}`),
    },
    {
      title: t('records.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (value: string | undefined) => value || '—',
    },
  ];

  if (records.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  return (
    <Table<PointsRow>
      rowKey="id"
      columns={columns}
      dataSource={records.data?.rows ?? []}
      loading={records.isFetching}
      locale={{ emptyText: tc('empty') }}
      scroll={{ x: 640 }}
      pagination={{
        current: pageNum,
        pageSize,
        total: records.data?.total ?? 0,
        pageSizeOptions: pageSizes.map(String),
        showSizeChanger: true,
        showTotal: (total) => t('records.total', { count: total }),
        onChange: (nextPage, nextSize) => {
          setPageNum(nextSize === pageSize ? nextPage : 1);
          setPageSize(nextSize);
        },
      }}
    />
  );
}
