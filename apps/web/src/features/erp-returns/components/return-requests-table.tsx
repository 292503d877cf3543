import type { ReturnRequestRow } from '@boardforge/contracts/sales-returns.ts';
import { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { Button, Result, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerLabel } from '../../../components/erp/customer-label.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useReturnRequests } from '../api/list-return-requests.ts';
import { buildOrderLink } from '../utils/format.ts';

const pageSizes = [10, 20, 30, 50] as const;

/** Return requests awaiting a decision, the oldest first; each opens its order, where approveReturn is done. */
export function ReturnRequestsTable() {
  const { t } = useTranslation('returns');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const requests = useReturnRequests(paging);

  const columns: TableColumnsType<ReturnRequestRow> = [
    { title: t('requests.orderNo'), dataIndex: 'orderNo' },
    {
      title: t('requests.customer'),
      key: 'customer',
      responsive: ['md'],
      render: (_value, row) => <CustomerLabel customer={row} />,
    },
    {
      title: t('requests.status'),
      dataIndex: 'status',
      responsive: ['lg'],
      render: (status: number) =>
        status === OrderStatus.AwaitingCompletion || status === OrderStatus.Completed
          ? t(`statuses.${status}`)
          : String(status),
    },
    {
      title: t('requests.requestedAt'),
      dataIndex: 'requestedAt',
      render: (at: string | null) => formatDateTime(at ?? undefined),
    },
    { title: t('requests.reason'), dataIndex: 'reason', render: (reason: string) => reason || '—' },
    { title: t('requests.paid'), dataIndex: 'paid', align: 'right', render: formatMoney },
    {
      title: t('requests.actions'),
      key: 'actions',
      render: (_value, row) => (
        <Link to={buildOrderLink(row.orderId)} aria-label={t('requests.openLabel', { orderNo: row.orderNo })}>
          {t('requests.open')}
        </Link>
      ),
    },
  ];

  if (requests.isError && !requests.data) {
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void requests.refetch()}>{t('retry')}</Button>}
      />
    );
  }

  return (
    <Table<ReturnRequestRow>
      rowKey="orderId"
      size="middle"
      caption={<span className="visually-hidden">{t('requests.caption')}</span>}
      columns={columns}
      dataSource={requests.data?.rows ?? []}
      loading={requests.isFetching}
      locale={{ emptyText: t('requests.empty') }}
      pagination={{
        current: paging.pageNum,
        pageSize: paging.pageSize,
        total: requests.data?.total ?? 0,
        pageSizeOptions: pageSizes.map(String),
        showSizeChanger: true,
        showTotal: (count) => t('requests.totalCount', { count }),
        onChange: (pageNum, pageSize) => setPaging({ pageNum: pageSize === paging.pageSize ? pageNum : 1, pageSize }),
      }}
    />
  );
}
