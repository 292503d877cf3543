import type { InvoiceListRow, InvoiceListStatus } from '@boardforge/contracts/invoices.ts';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerLabel } from '../../../components/erp/customer-label.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { Permission } from '../../../components/permission.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useInvoicing } from '../api/list-invoicing.ts';

/** The tag POST /erp/invoice/issue requires. */
const issueTags = ['finance:invoice'] as const;

export type InvoicingTableProps = {
  status: InvoiceListStatus;
  /** Opens the Issue invoice dialog of an order waiting for one. */
  onIssue: (row: InvoiceListRow) => void;
};

/** One page of orders waiting for an invoice (with an Issue action) or of invoices issued. */
export function InvoicingTable({ status, onIssue }: InvoicingTableProps) {
  const { t } = useTranslation('invoicing');
  const [paging, setPaging] = useState(firstPaging);
  const invoicing = useInvoicing({ status, ...paging });
  const isPending = status === 'pending';

  const orderColumns: TableColumnsType<InvoiceListRow> = [
    { title: t('table.orderNo'), dataIndex: 'orderNo' },
    {
      title: t('table.customer'),
      key: 'customer',
      responsive: ['md'],
      render: (_value, row) => <CustomerLabel customer={row} />,
    },
    {
      title: t('table.type'),
      dataIndex: 'invoiceType',
      render: (type: InvoiceListRow['invoiceType']) => t(`types.${type}`),
    },
    {
      title: t('table.method'),
      dataIndex: 'invoicingMethod',
      responsive: ['lg'],
      render: (method: InvoiceListRow['invoicingMethod']) => t(`methods.${method}`),
    },
    { title: t('table.title'), dataIndex: 'contractTitle', responsive: ['lg'] },
  ];
  const pendingColumns: TableColumnsType<InvoiceListRow> = [
    ...orderColumns,
    { title: t('table.paid'), dataIndex: 'paid', align: 'right', render: formatMoney },
    { title: t('table.invoiced'), dataIndex: 'invoiced', align: 'right', render: formatMoney },
    { title: t('table.remaining'), dataIndex: 'remaining', align: 'right', render: formatMoney },
    {
      title: t('table.actions'),
      key: 'actions',
      render: (_value, row) => (
        <Permission tags={issueTags}>
          <Button
            type="primary"
            size="small"
            aria-label={t('issue.buttonLabel', { orderNo: row.orderNo })}
            onClick={() => onIssue(row)}
          >
            {t('issue.button')}
          </Button>
        </Permission>
      ),
    },
  ];
  const issuedColumns: TableColumnsType<InvoiceListRow> = [
    { title: t('table.invoiceNo'), key: 'invoiceNo', render: (_value, row) => <code>{row.invoice?.invoiceNo}</code> },
    { title: t('table.issueDate'), key: 'issueDate', render: (_value, row) => row.invoice?.issueDate ?? '—' },
    {
      title: t('table.amount'),
      key: 'amount',
      align: 'right',
      render: (_value, row) => formatMoney(row.invoice?.amount ?? 0),
    },
    ...orderColumns,
    {
      title: t('table.issuedBy'),
      key: 'issuedBy',
      responsive: ['lg'],
      render: (_value, row) => row.invoice?.issuedBy || '—',
    },
    {
      title: t('table.recordedAt'),
      key: 'recordedAt',
      responsive: ['xl'],
      render: (_value, row) => formatDateTime(row.invoice?.createdAt),
    },
  ];

  if (invoicing.isError && !invoicing.data) {
    return (
      <ListLoadFailed
        title={t('table.loadFailed')}
        retryLabel={t('table.retry')}
        onRetry={() => void invoicing.refetch()}
      />
    );
  }

  return (
    <PagedTable<InvoiceListRow>
      rowKey={(row) => row.invoice?.invoiceId ?? row.orderId}
      caption={t(isPending ? 'table.captionPending' : 'table.captionIssued')}
      columns={isPending ? pendingColumns : issuedColumns}
      rows={invoicing.data?.rows}
      total={invoicing.data?.total}
      loading={invoicing.isFetching}
      emptyText={t(isPending ? 'table.emptyPending' : 'table.emptyIssued')}
      paging={paging}
      onPageChange={setPaging}
      describeTotal={(count) => t(isPending ? 'table.totalOrders' : 'table.totalInvoices', { count })}
    />
  );
}
