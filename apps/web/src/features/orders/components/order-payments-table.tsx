import type { CustomerOrderDetail } from '@boardforge/contracts/erp-orders.ts';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTimeWithSeconds, formatMoney } from '../../../lib/format.ts';

type OrderPayment = CustomerOrderDetail['payments'][number];

/** The colour of an attempt's status: paid green, waiting blue, a gateway's failure red, closed or refunded grey. */
function colorAttempt(payment: OrderPayment): string {
  if (payment.closedReason) return 'default';
  switch (payment.status) {
    case 'paid':
      return 'green';
    case 'pending':
      return 'processing';
    case 'failed':
      return 'red';
    case 'refunded':
      return 'default';
  }
}

/**
 * Every payment attempt of an order in the reader's language: its channel, amount, when it was started and paid, and
 * its status — an attempt the server closed says why (the order paid, the amount due changed, expired…).
 */
export function OrderPaymentsTable({ payments }: { payments: readonly OrderPayment[] }) {
  const { t } = useTranslation('orders');
  return (
    <section
      className="order-payments-scroll"
      aria-label={t('detail.payments')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable for keyboard scrolling
      tabIndex={0}
      data-testid="order-payments"
    >
      <Table
        size="small"
        rowKey="paymentId"
        pagination={false}
        dataSource={[...payments]}
        columns={[
          {
            title: t('detail.channel'),
            dataIndex: 'channel',
            render: (channel: OrderPayment['channel']) => t(`pay.channels.${channel}`),
          },
          { title: t('detail.amount'), dataIndex: 'amount', render: formatMoney },
          {
            title: t('detail.status'),
            key: 'status',
            render: (_: unknown, payment: OrderPayment) => (
              <Tag color={colorAttempt(payment)}>
                {payment.closedReason ? t(`pay.closed.${payment.closedReason}`) : t(`pay.status.${payment.status}`)}
              </Tag>
            ),
          },
          {
            title: t('detail.startedAt'),
            dataIndex: 'createdAt',
            render: (at: string) => formatDateTimeWithSeconds(at),
          },
          {
            title: t('detail.paidAt'),
            dataIndex: 'paidAt',
            render: (at?: string) => (at ? formatDateTimeWithSeconds(at) : '—'),
          },
        ]}
      />
    </section>
  );
}
