import type { ErpOrderDetail } from '@boardforge/contracts/erp-orders.ts';
import { Card, Descriptions, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPreciseMoney } from '../../../lib/format.ts';

export type OrderPaymentsCardProps = Pick<ErpOrderDetail, 'payments' | 'pendingBankTransfer'>;

type Payment = ErpOrderDetail['payments'][number];

/**
 * The payments section of the staff order drawer: every payment intent, and first the bank transfer awaiting the money
 * with its reference code, so staff can match a bank statement (or answer the customer's call) from the order itself.
 */
export function OrderPaymentsCard({ payments, pendingBankTransfer }: OrderPaymentsCardProps) {
  const { t } = useTranslation('erp');
  // Channel and status in the same words as the customer's order page (the orders catalogue), never raw codes.
  const { t: tPay } = useTranslation('orders', { keyPrefix: 'pay' });
  return (
    <Card size="small" title={<h3 className="card-heading">{t('orders.detail.payments')}</h3>}>
      {pendingBankTransfer ? (
        <Descriptions
          size="small"
          bordered
          column={1}
          className="erp-pending-transfer"
          title={t('orders.detail.pendingTransfer')}
          items={[
            {
              key: 'reference',
              label: t('orders.detail.referenceCode'),
              children: <code data-testid="erp-order-reference-code">{pendingBankTransfer.referenceCode}</code>,
            },
            {
              key: 'amount',
              label: t('orders.detail.transferAmount'),
              children: <strong>{formatPreciseMoney(pendingBankTransfer.amount)}</strong>,
            },
            {
              key: 'started',
              label: t('orders.detail.transferStarted'),
              children: formatDateTime(pendingBankTransfer.createdAt),
            },
          ]}
        />
      ) : null}
      {payments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.detail.none')} />
      ) : (
        <Table
          size="small"
          rowKey="paymentId"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={payments}
          columns={[
            {
              title: t('orders.detail.channel'),
              dataIndex: 'channel',
              render: (channel: Payment['channel']) => tPay(`channels.${channel}`),
            },
            { title: t('orders.detail.amount'), dataIndex: 'amount', align: 'right', render: formatPreciseMoney },
            {
              title: t('orders.detail.paymentStatus'),
              key: 'status',
              render: (_: unknown, payment: Payment) =>
                payment.closedReason ? tPay(`closed.${payment.closedReason}`) : tPay(`status.${payment.status}`),
            },
            {
              title: t('orders.detail.paidAt'),
              dataIndex: 'paidAt',
              render: (value?: string) => (value ? formatDateTime(value) : '—'),
            },
          ]}
        />
      )}
    </Card>
  );
}
