import type { CollectionRow } from '@boardforge/contracts/payments.ts';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerLabel } from '../../../components/erp/customer-label.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { Permission } from '../../../components/permission.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { type CollectionFilters, useCollections } from '../api/list-collections.ts';

/** Tag colour per payment status (the theme keeps tag text at WCAG AA contrast on its tint). */
const statusColors: Record<CollectionRow['status'], string> = {
  pending: 'blue',
  paid: 'green',
  failed: 'red',
  refunded: 'default',
};

/** The tag POST /erp/collections/verify requires. */
const verifyTags = ['finance:verifyCollection'] as const;

export type CollectionTableProps = {
  status: CollectionFilters['status'];
  /** Opens the verification dialog of a pending transfer. */
  onVerify: (collection: CollectionRow) => void;
};

/** One page of bank transfers, pending (with a Verify action) or verified (with who verified them, when and why). */
export function CollectionTable({ status, onVerify }: CollectionTableProps) {
  const { t } = useTranslation('collections');
  const [paging, setPaging] = useState(firstPaging);
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
        <Permission tags={verifyTags}>
          <Button
            type="primary"
            size="small"
            aria-label={t('verify.buttonLabel', { orderNo: row.orderNo })}
            onClick={() => onVerify(row)}
          >
            {t('verify.button')}
          </Button>
        </Permission>
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
      <ListLoadFailed
        title={t('table.loadFailed')}
        retryLabel={t('table.retry')}
        onRetry={() => void collections.refetch()}
      />
    );
  }

  return (
    <PagedTable<CollectionRow>
      rowKey="paymentId"
      caption={t(isPending ? 'table.captionPending' : 'table.captionVerified')}
      columns={columns}
      rows={collections.data?.rows}
      total={collections.data?.total}
      loading={collections.isFetching}
      emptyText={t('table.empty')}
      paging={paging}
      onPageChange={setPaging}
      describeTotal={(count) => t('table.totalCount', { count })}
    />
  );
}
