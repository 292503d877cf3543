import type { WaitingOrder } from '@boardforge/contracts/order-home.ts';
import type { CustomerTask } from '@boardforge/domain/order-status/customer-home.ts';
import { assertNever } from '@boardforge/domain/order-status/statuses.ts';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { buildOrderPath, HomeOrderHead, HomeSection } from './order-home-parts.tsx';

/** What each task's button says it is waiting for, beside the button. */
function TaskNote({ order, task }: { order: WaitingOrder; task: CustomerTask }) {
  const { t } = useTranslation('dashboard');
  switch (task) {
    case 'pay':
      return t('waiting.notes.pay', { amount: formatMoney(order.outstanding) });
    case 'acceptQuote':
      return order.quoteExpiresAt
        ? t('waiting.notes.acceptQuoteUntil', { date: formatDateTime(order.quoteExpiresAt) })
        : t('waiting.notes.acceptQuote');
    case 'acceptAdjustedPrice':
      return t('waiting.notes.acceptAdjustedPrice', { amount: formatMoney(order.adjustedTotal ?? order.total) });
    case 'confirmReceipt':
      return t('waiting.notes.confirmReceipt');
    default:
      return assertNever(task);
  }
}

/**
 * Orders waiting for the customer: each task with a note and a button to the order page, where it is done (Pay opens
 * the page with its payment channels shown).
 */
export function WaitingOrders({ orders }: { orders: readonly WaitingOrder[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <HomeSection id="order-home-waiting" title={t('waiting.title')} count={orders.length} empty={t('waiting.empty')}>
      <ul className="order-home-list">
        {orders.map((order) => (
          <li key={order.orderId} className="order-home-row" data-order-no={order.orderNo}>
            <HomeOrderHead order={order} />
            {order.tasks.map((task) => (
              <div key={task} className="order-home-task">
                <span className="order-home-task-note">
                  <TaskNote order={order} task={task} />
                </span>
                <LinkButton
                  to={buildOrderPath(order.orderId, { pay: task === 'pay' })}
                  variant="primary"
                  aria-label={t('waiting.actionOf', { action: t(`tasks.${task}`), orderNo: order.orderNo })}
                >
                  {t(`tasks.${task}`)}
                </LinkButton>
              </div>
            ))}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
