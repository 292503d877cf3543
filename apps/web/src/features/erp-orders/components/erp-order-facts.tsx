import type { ErpOrderDetail } from '@boardforge/contracts/erp-orders.ts';
import type { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { listRulesOfAction } from '@boardforge/domain/order-status/transitions.ts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAddressLine, formatDateTime, formatPreciseMoney } from '../../../lib/format.ts';

/** The order's facts in the staff drawer: money, people, quantities, invoice, contacts and where it ships. */
export function ErpOrderFacts({
  order,
  nameStaff,
}: {
  order: ErpOrderDetail;
  /** Names an assigned staff member (or says none is). */
  nameStaff: (userId: string | null) => string;
}) {
  const { t } = useTranslation('erp');
  const address = order.shippingAddress;

  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      className="erp-order-facts"
      items={[
        { key: 'type', label: t('orders.detail.type'), children: t(`orders.orderTypes.${order.orderType}`) },
        { key: 'created', label: t('orders.detail.createdAt'), children: formatDateTime(order.createdAt) },
        {
          key: 'total',
          label: t('orders.detail.total'),
          children: <strong data-testid="erp-order-total">{formatPreciseMoney(order.total)}</strong>,
        },
        { key: 'payable', label: t('orders.detail.payable'), children: formatPreciseMoney(order.payable) },
        {
          key: 'paid',
          label: t('orders.detail.paid'),
          children: <span data-testid="erp-order-paid">{formatPreciseMoney(order.paid)}</span>,
        },
        { key: 'refunded', label: t('orders.detail.refunded'), children: formatPreciseMoney(order.refunded) },
        { key: 'sales', label: t('orders.detail.assignedSales'), children: nameStaff(order.assignedSalesUserId) },
        { key: 'buyer', label: t('orders.detail.assignedBuyer'), children: nameStaff(order.assignedBuyerUserId) },
        // Only an order quoted by sales waits for the customer's acceptance (a board order is priced when placed).
        ...(order.quoteExpiresAt === null
          ? []
          : [
              {
                key: 'accepted',
                label: t('orders.detail.customerAccepted'),
                children: order.customerAcceptedQuote
                  ? t('orders.detail.yes')
                  : isAcceptanceOpen(order.status)
                    ? t('orders.detail.acceptancePending')
                    : t('orders.detail.no'),
              },
            ]),
        {
          key: 'ordered',
          label: t('orders.detail.orderedQuantity'),
          children: order.orderedQuantity ?? '—',
        },
        {
          key: 'received',
          label: t('orders.detail.receivedQuantity'),
          children: order.receivedQuantity ?? '—',
        },
        { key: 'title', label: t('orders.detail.contractTitle'), children: order.contractTitle },
        {
          key: 'invoice',
          label: t('orders.detail.invoice'),
          children: t(`orders.invoiceTypes.${order.invoiceType}`),
        },
        {
          key: 'placing',
          label: t('orders.detail.placingOrder'),
          children: `${order.placingOrder} · ${order.placingOrderPhone}`,
        },
        {
          key: 'technicians',
          label: t('orders.detail.technicians'),
          children: `${order.technicians} · ${order.techniciansPhone}`,
        },
        {
          key: 'address',
          label: t('orders.detail.shippingAddress'),
          children: `${address.fullName} · ${address.mobile} · ${formatAddressLine(address)}`,
        },
        {
          key: 'shipping',
          label: t('orders.detail.shippingMethod'),
          children: t(`orders.shippingMethods.${order.shippingMethod}`),
        },
        { key: 'remark', label: t('orders.detail.remark'), children: order.remark || '—' },
      ]}
    />
  );
}

// The customer may still accept the quote in this status (the transition table's acceptQuote row).
function isAcceptanceOpen(status: OrderStatus): boolean {
  return listRulesOfAction('acceptQuote').some((rule) => rule.from.includes(status));
}
