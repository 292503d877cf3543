import type { HomeOrder } from '@boardforge/contracts/order-home.ts';
import type { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format.ts';
import { describeStatusForCustomer } from '../../../lib/order-status.ts';

/** The link to an order's own page. */
export function buildOrderPath(orderId: string, options: { pay?: boolean } = {}): string {
  return `/orderDetail?orderId=${encodeURIComponent(orderId)}${options.pay ? '&pay=1' : ''}`;
}

/** What the customer's timeline says of a status, in the UI language. */
export function useCustomerStatusWords() {
  const { i18n } = useTranslation();
  return (status: OrderStatus) => describeStatusForCustomer(status, i18n.language);
}

/** A titled section of the home with a count, its rows, or a line saying there are none. */
export function HomeSection({
  id,
  title,
  count,
  empty,
  action,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="surface-card order-home-section" aria-labelledby={id} data-testid={id}>
      <div className="order-home-section-head">
        <h2 id={id} className="order-subtitle">
          {title} <span className="order-home-count">({count})</span>
        </h2>
        {action}
      </div>
      {count === 0 ? <p className="order-home-empty">{empty}</p> : children}
    </section>
  );
}

/** The head of an order row: number (a link), type, what was ordered, total, and the status in customer words. */
export function HomeOrderHead({ order }: { order: HomeOrder }) {
  const { t } = useTranslation('orders');
  const describeStatus = useCustomerStatusWords();
  return (
    <div className="order-home-order-head">
      <Link to={buildOrderPath(order.orderId)} className="order-home-order-no">
        {order.orderNo}
      </Link>
      <span className="order-home-type">{t(`orderTypes.${order.orderType}`)}</span>
      <span className="order-home-summary">{order.summary}</span>
      {order.total > 0 ? <span className="order-home-total">{formatMoney(order.total)}</span> : null}
      <span className="order-home-status" data-status={order.status}>
        {describeStatus(order.status)}
      </span>
    </div>
  );
}
