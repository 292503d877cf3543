import type { QuotedOrderType } from '@boardforge/contracts/orders.ts';
import { useTranslation } from 'react-i18next';
import { OrderList } from '../../../features/orders/components/order-list.tsx';
import '../../../features/orders/components/orders.css';
import { useOrderLiveUpdates } from '../../../features/order-live/hooks/use-order-live-updates.ts';
import { useSession } from '../../../lib/session.ts';

export type OrderListPageProps = {
  /** One product's orders (the client area's tabs); all orders without it (/myOrder). */
  orderType?: QuotedOrderType;
};

/** /myOrder and /order/orderManagement/{pcb,smt,seel,bom}Order: the customer's orders, kept current live. */
export function OrderListPage({ orderType }: OrderListPageProps) {
  const { t } = useTranslation('orders');
  const { isLoggedIn } = useSession();
  useOrderLiveUpdates(isLoggedIn);
  return (
    <section className="surface-card" aria-labelledby="page-title">
      <h1 id="page-title" className="order-title">
        {orderType ? t(`list.titles.${orderType}`) : t('list.myOrders')}
      </h1>
      <OrderList orderType={orderType} />
    </section>
  );
}

/** The PCB orders tab. */
export const PcbOrderPage = () => <OrderListPage orderType="pcb" />;
/** The SMT orders tab. */
export const SmtOrderPage = () => <OrderListPage orderType="smt" />;
/** The stencil orders tab (path seelOrder). */
export const StencilOrderPage = () => <OrderListPage orderType="stencil" />;
/** The BOM orders tab. */
export const BomOrderPage = () => <OrderListPage orderType="bom" />;
/** Every order (/myOrder). */
export const MyOrderPage = () => <OrderListPage />;
