import type { CustomerOrderDetail as Detail } from '@boardforge/contracts/erp-orders.ts';
import { canAttachOrderFiles, isOrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { Alert, Card, Descriptions, Table, Timeline } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GerberChecks } from '../../../components/gerber-checks.tsx';
import { OrderStatusTag } from '../../../components/order-status-tag.tsx';
import { SpecDescription } from '../../../components/spec-description.tsx';
import { formatAddressLine, formatDateTimeWithSeconds, formatMoney } from '../../../lib/format.ts';
import { toLanguage } from '../../../lib/languages.ts';
import { describeStatusForCustomer } from '../../../lib/order-status.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderPaymentsTable } from './order-payments-table.tsx';
import { OrderQuestions } from './order-questions.tsx';
import { OrderRatingView } from './order-rating-view.tsx';

export type OrderDetailViewProps = {
  order: Detail;
  /** The payment button and panel (payments are composed in by the page). */
  payButton?: ReactNode;
  payPanel?: ReactNode;
  /** The Gerber upload shown while a board order without one may still take it (composed in by the page). */
  filesPanel?: ReactNode;
};

/**
 * One order: spec and files as the quote form names them, delivery and contacts, costs, payments, invoices, shipments,
 * the customer's timeline and the allowed actions.
 */
export function OrderDetailView({ order, payButton, payPanel, filesPanel }: OrderDetailViewProps) {
  const { t, i18n } = useTranslation('orders');
  const isZh = toLanguage(i18n.language) === 'zh-CN';
  const none = <span>{t('detail.none')}</span>;
  const address = order.shippingAddress;
  const isGerberMissing = isGerberMissingFrom(order);

  const entry = (key: string, words: string, at: string) => ({
    key,
    children: (
      <>
        <div>{words}</div>
        <small>{formatDateTimeWithSeconds(at)}</small>
      </>
    ),
  });
  const customerWords = (status: number, fallback: string) =>
    isOrderStatus(status) ? describeStatusForCustomer(status, i18n.language) : fallback;
  const hasMoves = order.history.some((row) => row.fromStatus !== row.toStatus);
  const returnDecline = findOpenReturnDecline(order);
  // Rows shown besides the moves: money, invoices and the return requests with their answers.
  const wordsOfRecord = (row: Detail['history'][number]): string | undefined => {
    if (row.action === 'payment' || row.action === 'invoice' || row.action === 'requestReturn')
      return t(`history.${row.action}`);
    if (row.action === 'declineReturn') return t('history.declineReturn', { reason: row.note ?? '' });
    return undefined;
  };
  // The timeline in customer words: placed, each move (or payment, or invoice), and where the order stands when nothing moved yet.
  const timeline = [
    entry('created', t('history.created'), order.createdAt),
    ...(hasMoves ? [] : [entry('current', customerWords(order.status, ''), order.createdAt)]),
    ...order.history
      .filter((row) => wordsOfRecord(row) !== undefined || row.fromStatus !== row.toStatus)
      .map((row, index) =>
        entry(
          `${row.at}-${index}`,
          wordsOfRecord(row) ?? customerWords(row.toStatus, row.statusText ?? row.action),
          row.at,
        ),
      ),
  ];

  return (
    <div className="order-detail">
      <div className="order-detail-head">
        <div>
          <span>{t('detail.orderNo')}: </span>
          <strong data-testid="order-no">{order.orderNo}</strong>
        </div>
        <div data-testid="order-status">
          <OrderStatusTag status={order.status} />
        </div>
      </div>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'type', label: t('detail.type'), children: t(`orderTypes.${order.orderType}`) },
          { key: 'created', label: t('detail.createdAt'), children: formatDateTimeWithSeconds(order.createdAt) },
          {
            key: 'total',
            label: t('detail.total'),
            children: <strong data-testid="order-total">{formatMoney(order.total)}</strong>,
          },
          { key: 'payable', label: t('detail.payable'), children: formatMoney(order.payable) },
          {
            key: 'paid',
            label: t('detail.paid'),
            children: <span data-testid="order-paid">{formatMoney(order.paid)}</span>,
          },
          { key: 'refunded', label: t('detail.refunded'), children: formatMoney(order.refunded) },
          { key: 'invoice', label: t('detail.invoice'), children: t(`checkout.invoiceTypes.${order.invoiceType}`) },
          { key: 'title', label: t('detail.contractTitle'), children: order.contractTitle },
          { key: 'remark', label: t('detail.remark'), children: order.remark || '—' },
        ]}
      />
      {order.priceAdjustment && (
        <p>
          {t('detail.adjustedPrice', { amount: formatMoney(order.priceAdjustment.adjustedTotal) })} ·{' '}
          {t('detail.adjustedReason', { reason: order.priceAdjustment.reason })}
        </p>
      )}
      {order.quoteExpiresAt && (
        <p>{t('detail.quoteExpires', { date: formatDateTimeWithSeconds(order.quoteExpiresAt) })}</p>
      )}
      {returnDecline && (
        <Alert
          type="warning"
          showIcon
          data-testid="order-return-declined"
          style={{ marginTop: 16 }}
          message={t('detail.returnDeclined')}
          description={t('detail.returnDeclinedReason', { reason: returnDecline.note ?? '' })}
        />
      )}
      <Card size="small" title={t('actions.title')} style={{ margin: '16px 0' }}>
        <OrderActions
          orderId={order.orderId}
          allowedActions={order.allowedActions}
          isRated={order.rating !== null}
          payButton={payButton}
        />
        {payPanel}
        {order.rating ? <OrderRatingView rating={order.rating} /> : null}
      </Card>
      <OrderQuestions orderId={order.orderId} />
      <Card
        size="small"
        className="order-detail-spec"
        title={<h2 className="card-heading">{t('detail.spec')}</h2>}
        data-testid="order-spec"
      >
        {isGerberMissing && (
          <Alert
            type="warning"
            showIcon
            data-testid="order-gerber-missing"
            style={{ marginBottom: 12 }}
            message={t(canAttachOrderFiles(order.status) ? 'detail.gerberMissing' : 'detail.gerberMissingClosed')}
          />
        )}
        {isGerberMissing && canAttachOrderFiles(order.status) ? filesPanel : null}
        <GerberChecks checks={order.gerberChecks} />
        <SpecDescription orderType={order.orderType} spec={order.spec} files={order.files} headingLevel={3} />
      </Card>
      <div className="order-detail-grid">
        <Card size="small" title={t('detail.delivery')} data-testid="order-delivery">
          <dl className="order-spec">
            <dt>{t('checkout.shippingMethod')}</dt>
            <dd>{t(`checkout.shippingMethods.${order.shippingMethod}`)}</dd>
            <dt>{t('checkout.address')}</dt>
            <dd>
              {address.fullName} · {address.mobile}
              <br />
              {formatAddressLine(address)}
            </dd>
            <dt>{t('checkout.placingOrder')}</dt>
            <dd>
              {order.placingOrder} · {order.placingOrderPhone}
            </dd>
            <dt>{t('checkout.technicians')}</dt>
            <dd>
              {order.technicians} · {order.techniciansPhone}
            </dd>
          </dl>
        </Card>
        <Card size="small" title={t('detail.costs')}>
          {order.priceLines.length === 0 ? (
            none
          ) : (
            <dl className="order-spec">
              {order.priceLines.map((line) => (
                <div key={line.line} style={{ display: 'contents' }}>
                  <dt>{isZh ? line.labelZh : line.label}</dt>
                  <dd>{formatMoney(line.amount)}</dd>
                </div>
              ))}
            </dl>
          )}
        </Card>
        <Card size="small" title={t('detail.history')}>
          <Timeline items={timeline} />
        </Card>
        <Card size="small" title={t('detail.payments')}>
          {order.payments.length === 0 ? none : <OrderPaymentsTable payments={order.payments} />}
        </Card>
        <Card size="small" title={t('detail.invoices')}>
          {order.invoices.length === 0 ? (
            none
          ) : (
            <Table
              size="small"
              rowKey="invoiceNo"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={order.invoices}
              data-testid="order-invoices"
              columns={[
                { title: t('detail.invoiceNo'), dataIndex: 'invoiceNo' },
                { title: t('detail.issueDate'), dataIndex: 'issueDate' },
                { title: t('detail.amount'), dataIndex: 'amount', render: formatMoney },
                {
                  title: t('detail.invoiceType'),
                  dataIndex: 'type',
                  render: (type: Detail['invoiceType']) => t(`checkout.invoiceTypes.${type}`),
                },
                {
                  title: t('detail.invoicingMethod'),
                  dataIndex: 'method',
                  render: (method: Detail['invoicingMethod']) => t(`checkout.invoicingMethods.${method}`),
                },
              ]}
            />
          )}
        </Card>
        <Card size="small" title={t('detail.shipments')}>
          {order.shipments.length === 0 ? (
            none
          ) : (
            <dl className="order-spec">
              {order.shipments.map((shipment) => (
                <div key={shipment.trackingNo} style={{ display: 'contents' }}>
                  <dt>{shipment.carrier}</dt>
                  <dd>
                    {t('detail.trackingNo')}: {shipment.trackingNo} · {formatDateTimeWithSeconds(shipment.shippedAt)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Card>
      </div>
    </div>
  );
}

/** Whether a board order has no Gerber attached (the files its factory needs). */
export function isGerberMissingFrom(order: Pick<Detail, 'orderType' | 'files'>): boolean {
  return order.orderType === 'pcb' && !order.files.some((file) => file.kind === 'gerber');
}

// The last answer to a return request when it was a refusal (no newer request since): the customer reads its reason.
function findOpenReturnDecline(order: Detail): Detail['history'][number] | undefined {
  const answers = order.history.filter((row) => row.action === 'requestReturn' || row.action === 'declineReturn');
  const last = answers.at(-1);
  return last?.action === 'declineReturn' ? last : undefined;
}
