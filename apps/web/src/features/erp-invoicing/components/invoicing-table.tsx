import type { InvoiceListRow, InvoiceListStatus } from '@boardforge/contracts/invoices.ts';
import { Button, Result, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerLabel } from '../../../components/erp/customer-label.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useInvoicing } from '../api/list-invoicing.ts';

const pageSizes = [10, 20, 30, 50] as const;

export type InvoicingTableProps = {
  status: InvoiceListStatus;
  /** Opens the Issue invoice dialog of an order waiting for one. */
  onIssue: (row: InvoiceListRow) => void;
};

/** One page of orders waiting for an invoice (with an Issue action) or of invoices issued. */
export function InvoicingTable({ status, onIssue }: InvoicingTableProps) {
  const { t } = useTranslation('invoicing');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
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
        <Button
          type="primary"
          size="small"
          aria-label={t('issue.buttonLabel', { orderNo: row.orderNo })}
          onClick={() => onIssue(row)}
        >
          {t('issue.button')}
        </Button>
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
      <Result
        status="warning"
        title={t('table.loadFailed')}
        extra={<Button onClick={() => void invoicing.refetch()}>{t('table.retry')}</Button>}
      />
    );
  }

  return (
    <Table<InvoiceListRow>
      rowKey={(row) => row.invoice?.invoiceId ?? row.orderId}
      size="middle"
      caption={<span className="visually-hidden">{t(isPending ? 'table.captionPending' : 'table.captionIssued')}</span>}
      columns={isPending ? pendingColumns : issuedColumns}
      dataSource={invoicing.data?.rows ?? []}
      loading={invoicing.isFetching}
      locale={{ emptyText: t(isPending ? 'table.emptyPending' : 'table.emptyIssued') }}
      // No horizontal scroll region (axe wants one focusable): columns of less use hide on narrow screens instead.
      pagination={{
        current: paging.pageNum,
        pageSize: paging.pageSize,
        total: invoicing.data?.total ?? 0,
        pageSizeOptions: pageSizes.map(String),
        showSizeChanger: true,
        showTotal: (count) => t(isPending ? 'table.totalOrders' : 'table.totalInvoices', { count }),
        onChange: (pageNum, pageSize) => setPaging({ pageNum: pageSize === paging.pageSize ? pageNum : 1, pageSize }),
      }}
    />
  );
}
