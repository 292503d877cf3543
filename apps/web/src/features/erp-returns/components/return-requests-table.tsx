import { hasAnyPermission } from '@boardforge/contracts/permissions.ts';
import type { ReturnRequestRow } from '@boardforge/contracts/sales-returns.ts';
import { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { Button, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerLabel } from '../../../components/erp/customer-label.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { usePermissionTags } from '../../../lib/staff-access-store.ts';
import { useReturnRequests } from '../api/list-return-requests.ts';
import { buildOrderLink } from '../utils/format.ts';
import { DeclineReturnModal } from './decline-return-modal.tsx';

/**
 * Return requests awaiting a decision, the oldest first; each opens its order, where approveReturn is done, and a
 * holder of `order:approveReturn` may decline one here with a reason the customer reads.
 */
export function ReturnRequestsTable() {
  const { t } = useTranslation('returns');
  const [paging, setPaging] = useState(firstPaging);
  const requests = useReturnRequests(paging);
  const canDecide = hasAnyPermission(usePermissionTags(), ['order:approveReturn']);
  const [declining, setDeclining] = useState<ReturnRequestRow | null>(null);

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
        <Space size="small" wrap>
          <Link to={buildOrderLink(row.orderId)} aria-label={t('requests.openLabel', { orderNo: row.orderNo })}>
            {t('requests.open')}
          </Link>
          {canDecide && (
            <Button
              size="small"
              danger
              onClick={() => setDeclining(row)}
              aria-label={t('decline.buttonLabel', { orderNo: row.orderNo })}
            >
              {t('decline.button')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  if (requests.isError && !requests.data) {
    return <ListLoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void requests.refetch()} />;
  }

  return (
    <>
      <PagedTable<ReturnRequestRow>
        rowKey="orderId"
        caption={t('requests.caption')}
        columns={columns}
        rows={requests.data?.rows}
        total={requests.data?.total}
        loading={requests.isFetching}
        emptyText={t('requests.empty')}
        paging={paging}
        onPageChange={setPaging}
        describeTotal={(count) => t('requests.totalCount', { count })}
      />
      <DeclineReturnModal row={declining} onClose={() => setDeclining(null)} />
    </>
  );
}
