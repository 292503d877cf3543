import type { CollectionRow } from '@boardforge/contracts/payments.ts';
import { Button, Result, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerLabel } from '../../../components/erp/customer-label.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { type CollectionFilters, useCollections } from '../api/list-collections.ts';

const pageSizes = [10, 20, 30, 50] as const;
/** Tag colour per payment status (the theme keeps tag text at WCAG AA contrast on its tint). */
const statusColors: Record<CollectionRow['status'], string> = {
  pending: 'blue',
  paid: 'green',
  failed: 'red',
  refunded: 'default',
};

export type CollectionTableProps = {
  status: CollectionFilters['status'];
  /** Opens the verification dialog of a pending transfer. */
  onVerify: (collection: CollectionRow) => void;
};

/** One page of bank transfers, pending (with a Verify action) or verified (with who verified them, when and why). */
export function CollectionTable({ status, onVerify }: CollectionTableProps) {
  const { t } = useTranslation('collections');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const collections = useCollections({ status, ...paging });
  const isPending = status === 'pending';

  const statusColumn: TableColumnsType<CollectionRow>[number] = {
    title: t('table.status'),
    dataIndex: 'status',
    render: (value: CollectionRow['status']) => <Tag color={statusColors[value]}>{t(`statuses.${value}`)}</Tag>,
  };
  const pendingColumns: TableColumnsType<CollectionRow> = [
    {
      title: t('table.actions'),
      key: 'actions',
      render: (_value, row) => (
        <Button
          type="primary"
          size="small"
          aria-label={t('verify.buttonLabel', { orderNo: row.orderNo })}
          onClick={() => onVerify(row)}
        >
          {t('verify.button')}
        </Button>
      ),
    },
  ];
  const verifiedColumns: TableColumnsType<CollectionRow> = [
    { title: t('table.verifiedAt'), dataIndex: 'verifiedAt', render: formatDateTime },
    {
      title: t('table.verifiedBy'),
      dataIndex: 'verifiedBy',
      responsive: ['md'],
      render: (name?: string) => name ?? '—',
    },
    { title: t('table.note'), dataIndex: 'note', responsive: ['lg'], render: (note?: string) => note ?? '—' },
  ];
  const columns: TableColumnsType<CollectionRow> = [
    { title: t('table.orderNo'), dataIndex: 'orderNo' },
    {
      title: t('table.customer'),
      key: 'customer',
      responsive: ['md'],
      render: (_value, row) => <CustomerLabel customer={row} />,
    },
    { title: t('table.amount'), dataIndex: 'amount', align: 'right', render: formatMoney },
    { title: t('table.referenceCode'), dataIndex: 'referenceCode', render: (code: string) => <code>{code}</code> },
    ...(isPending ? [] : [statusColumn]),
    { title: t('table.createdAt'), dataIndex: 'createdAt', responsive: ['lg'], render: formatDateTime },
    ...(isPending ? pendingColumns : verifiedColumns),
  ];

  if (collections.isError && !collections.data) {
    return (
      <Result
        status="warning"
        title={t('table.loadFailed')}
        extra={<Button onClick={() => void collections.refetch()}>{t('table.retry')}</Button>}
      />
    );
  }

  return (
    <Table<CollectionRow>
      rowKey="paymentId"
      size="middle"
      caption={
        <span className="visually-hidden">{t(isPending ? 'table.captionPending' : 'table.captionVerified')}</span>
      }
      columns={columns}
      dataSource={collections.data?.rows ?? []}
      loading={collections.isFetching}
      locale={{ emptyText: t('table.empty') }}
      // No horizontal scroll region (axe wants one focusable): columns of less use hide on narrow screens instead.
      pagination={{
        current: paging.pageNum,
        pageSize: paging.pageSize,
        total: collections.data?.total ?? 0,
        pageSizeOptions: pageSizes.map(String),
        showSizeChanger: true,
        showTotal: (count) => t('table.totalCount', { count }),
        onChange: (pageNum, pageSize) => setPaging({ pageNum: pageSize === paging.pageSize ? pageNum : 1, pageSize }),
      }}
    />
  );
}
