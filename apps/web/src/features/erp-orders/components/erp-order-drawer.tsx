import type { ErpOrderDetail } from '@boardforge/contracts/erp-orders.ts';
import type { StaffOrderAction } from '@boardforge/contracts/orders-transitions.ts';
import { roleNames } from '@boardforge/contracts/roles.ts';
import type { StaffMember } from '@boardforge/contracts/staff.ts';
import { isAwaitingCustomerPayment } from '@boardforge/domain/order-status/payments.ts';
import { Alert, App, Button, Card, Drawer, Space, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GerberChecks } from '../../../components/gerber-checks.tsx';
import { OrderStatusTag } from '../../../components/order-status-tag.tsx';
import { SpecDescription } from '../../../components/spec-description.tsx';
import { formatDateTime, formatPreciseMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useErpOrderDetail } from '../api/get-erp-order-detail.ts';
import { useStaffDirectory } from '../api/list-staff.ts';
import { isDangerAction, listStaffActions } from '../utils/transition-forms.ts';
import { ErpOrderFacts } from './erp-order-facts.tsx';
import { OrderHistoryCard } from './order-history-card.tsx';
import { OrderPaymentsCard } from './order-payments-card.tsx';
import { OrderQuestionsCard } from './order-questions-card.tsx';
import { type QuoteSheetKind, QuoteSheetModal } from './quote-sheet-modal.tsx';
import { TransitionFormModal } from './transition-form-modal.tsx';

export type ErpOrderDrawerProps = {
  /** The open order; null: closed. */
  orderId: string | null;
  onClose: () => void;
};

/** One order as staff work on it, in a drawer: where it stands, the buttons of the caller's allowed actions, the rest. */
export function ErpOrderDrawer({ orderId, onClose }: ErpOrderDrawerProps) {
  const { t } = useTranslation('erp');
  const detail = useErpOrderDetail(orderId);
  const order = detail.data;

  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      size={900}
      title={order ? t('orders.detail.title', { orderNo: order.orderNo }) : t('orders.detail.loading')}
      closable={{ 'aria-label': t('orders.detail.close') }}
      destroyOnHidden
    >
      {order ? (
        <OrderSheet order={order} />
      ) : detail.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('orders.detail.failed')}
          action={<Button onClick={() => void detail.refetch()}>{t('orders.detail.retry')}</Button>}
        />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

function OrderSheet({ order }: { order: ErpOrderDetail }) {
  const { t } = useTranslation('erp');
  const isZh = useLanguage() === 'zh-CN';
  const staffDirectory = useStaffDirectory();
  const staff: readonly StaffMember[] = staffDirectory.data ?? [];
  const { message } = App.useApp();
  const [opened, setOpened] = useState<{ action: StaffOrderAction; status: number } | null>(null);
  const [sheet, setSheet] = useState<QuoteSheetKind | null>(null);
  const actions = listStaffActions(order.allowedActions);

  // Someone else moved the order while a form was open (the live events reloaded it): the form no longer applies.
  useEffect(() => {
    if (opened && opened.status !== order.status) {
      setOpened(null);
      void message.warning(t('orders.feedback.stale'));
    }
  }, [opened, order.status, message, t]);
  const none = <span>{t('orders.detail.none')}</span>;

  const nameStaff = (userId: string | null) => {
    if (!userId) return t('orders.detail.unassigned');
    const member = staff.find((entry) => entry.userId === userId);
    return member ? `${member.nickname} (${member.phone})` : userId;
  };
  const nameActor = (userId: string | null, roleId: string) => {
    const member = staff.find((entry) => entry.userId === userId);
    if (member) return member.nickname;
    const role = roleId in roleNames ? roleNames[roleId as keyof typeof roleNames] : null;
    return role ? (isZh ? role.zh : role.en) : roleId;
  };

  return (
    <div className="erp-order-sheet">
      <Space wrap size="middle" className="erp-order-head">
        <span data-testid="erp-order-status">
          <OrderStatusTag status={order.status} />
        </span>
        <span>
          {t('orders.detail.customer')}: {order.customer.nickname} · {order.customer.phone}
        </span>
      </Space>

      <Card size="small" title={<h3 className="card-heading">{t('orders.detail.actions')}</h3>}>
        {isGerberMissing(order) ? (
          <p className="erp-order-warning" data-testid="erp-order-gerber-missing">
            {t('orders.detail.gerberMissing')}
          </p>
        ) : null}
        {actions.length === 0 ? (
          <p className="erp-muted">{t('orders.detail.noActions')}</p>
        ) : (
          <Space wrap>
            {actions.map((action) => (
              <Button
                key={action}
                type={isDangerAction(action) ? 'default' : 'primary'}
                danger={isDangerAction(action)}
                onClick={() =>
                  isQuoteSheetAction(action)
                    ? setSheet(toSheetKind(action))
                    : setOpened({ action, status: order.status })
                }
              >
                {t(`orders.actions.${action}`)}
              </Button>
            ))}
          </Space>
        )}
        {order.priceAdjustment ? (
          <p>
            {t('orders.detail.adjustment', {
              amount: formatPreciseMoney(order.priceAdjustment.adjustedTotal),
              reason: order.priceAdjustment.reason,
            })}
          </p>
        ) : null}
        {order.quoteExpiresAt ? (
          <p>{t('orders.detail.quoteExpires', { date: formatDateTime(order.quoteExpiresAt) })}</p>
        ) : null}
        {order.returnRequested ? <Alert type="warning" showIcon title={t('orders.detail.returnRequested')} /> : null}
        {isAwaitingPayment(order) ? (
          <Alert
            type="info"
            showIcon
            title={t('orders.detail.awaitingPayment', { amount: formatPreciseMoney(order.payable - order.paid) })}
          />
        ) : null}
      </Card>

      <ErpOrderFacts order={order} nameStaff={nameStaff} />

      <OrderQuestionsCard orderId={order.orderId} />

      <Card
        size="small"
        title={<h3 className="card-heading">{t('orders.detail.spec')}</h3>}
        data-testid="erp-order-spec"
      >
        <GerberChecks checks={order.gerberChecks} />
        <SpecDescription orderType={order.orderType} spec={order.spec} files={order.files} headingLevel={4} />
      </Card>

      <Card size="small" title={<h3 className="card-heading">{t('orders.detail.lines')}</h3>}>
        <Table
          size="small"
          rowKey="lineId"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={order.lines}
          locale={{ emptyText: t('orders.detail.none') }}
          columns={[
            {
              title: t('orders.detail.lineLabel'),
              key: 'label',
              render: (_, line) => (isZh ? line.labelZh : line.label),
            },
            // Priced orders' lines are fees, one each: a column of 1s read as "1 board"; inquiries' lines count.
            ...(order.lines.some((line) => line.quantity !== 1)
              ? [{ title: t('orders.detail.quantity'), dataIndex: 'quantity', align: 'right' as const }]
              : []),
            { title: t('orders.detail.amount'), dataIndex: 'amount', align: 'right', render: formatPreciseMoney },
            {
              title: t('orders.detail.unitCost'),
              dataIndex: 'unitCost',
              align: 'right',
              render: (value: number | null) => (value === null ? '—' : formatPreciseMoney(value)),
            },
            {
              title: t('orders.detail.supplier'),
              dataIndex: 'supplier',
              render: (value: string | null) => value ?? '—',
            },
            {
              title: t('orders.detail.unitPrice'),
              dataIndex: 'unitPrice',
              align: 'right',
              render: (value: number | null) => (value === null ? '—' : formatPreciseMoney(value)),
            },
          ]}
        />
      </Card>

      <div className="erp-order-grid">
        <OrderHistoryCard order={order} nameActor={nameActor} />
        <Card size="small" title={<h3 className="card-heading">{t('orders.detail.costs')}</h3>}>
          {order.priceLines.length === 0 ? (
            none
          ) : (
            <dl className="erp-spec">
              {order.priceLines.map((line) => (
                <div key={line.line}>
                  <dt>{isZh ? line.labelZh : line.label}</dt>
                  <dd>{formatPreciseMoney(line.amount)}</dd>
                </div>
              ))}
            </dl>
          )}
        </Card>
        <OrderPaymentsCard payments={order.payments} pendingBankTransfer={order.pendingBankTransfer} />
        <Card size="small" title={<h3 className="card-heading">{t('orders.detail.shipments')}</h3>}>
          {order.shipments.length === 0 ? (
            none
          ) : (
            <ul>
              {order.shipments.map((shipment) => (
                <li key={`${shipment.carrier}-${shipment.trackingNo}`}>
                  {shipment.carrier} · {shipment.trackingNo} · {formatDateTime(shipment.shippedAt)}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <TransitionFormModal
        order={order}
        action={opened?.action ?? null}
        staff={staff}
        onClose={() => setOpened(null)}
      />
      <QuoteSheetModal order={order} kind={sheet} onClose={() => setSheet(null)} />
    </div>
  );
}

/** The buyer's and the salesperson's quotes are made on the quote sheet, not in a one-step form. */
function isQuoteSheetAction(action: StaffOrderAction): action is 'purchaseQuote' | 'salesQuote' {
  return action === 'purchaseQuote' || action === 'salesQuote';
}

function toSheetKind(action: 'purchaseQuote' | 'salesQuote'): QuoteSheetKind {
  return action === 'purchaseQuote' ? 'purchase' : 'sales';
}

/** True for a board order with no Gerber attached: review sees that the factory's files are missing. */
function isGerberMissing(order: ErpOrderDetail): boolean {
  return order.orderType === 'pcb' && !order.files.some((file) => file.kind === 'gerber');
}

/** True when the order waits for the customer's money (the domain's rule, over what the staff screen knows). */
function isAwaitingPayment(order: ErpOrderDetail): boolean {
  return isAwaitingCustomerPayment({
    status: order.status,
    paid: order.paid,
    payable: order.payable,
    purchaseOrderOffered: order.allowedActions.includes('placePurchaseOrder'),
  });
}
