import { isReorderableOrderType } from '@boardforge/contracts/order-profiles.ts';
import { roundYuanToFen } from '@boardforge/domain/money/fen.ts';
import { payableStatuses } from '@boardforge/domain/order-status/payments.ts';
import { pcbSpecDefaults } from '@boardforge/domain/pricing/pcb-spec.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { useOrderDetail } from '../../../features/orders/api/get-order-detail.ts';
import { OrderDetailView } from '../../../features/orders/components/order-detail-view.tsx';
import '../../../features/orders/components/orders.css';
import { useOrderLiveUpdates } from '../../../features/order-live/hooks/use-order-live-updates.ts';
import { PayPanel } from '../../../features/payments/components/pay-panel.tsx';
import { findPendingBankTransfer } from '../../../features/payments/utils/pending-bank-transfer.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.ts';
import '../../../features/order-profiles/components/order-profiles.css';
import { OrderGerberAttach } from './order-gerber-attach.tsx';

/** /orderDetail?orderId=: one order, its actions and payment, updated live when staff move it. */
export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { t: tp } = useTranslation('profiles');
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const detail = useOrderDetail(orderId);
  const [isPaying, setIsPaying] = useState(false);
  // `pay=1` (the dashboard's Pay button) opens the payment channels at once, when the order can be paid.
  const [isPayAsked, setIsPayAsked] = useState(params.get('pay') === '1');
  useOrderLiveUpdates(isLoggedIn && orderId !== '');
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
    [queryClient],
  );

  let body: React.ReactNode;
  if (!orderId) body = <Alert type="warning" showIcon message={t('detail.missingId')} />;
  else if (detail.isPending) body = <Skeleton active />;
  else if (detail.isError) body = <Result status="404" title={t('detail.notFound')} />;
  else {
    const order = detail.data;
    const outstanding = roundYuanToFen(order.payable - order.paid + order.refunded);
    const canPay =
      (payableStatuses as readonly number[]).includes(order.status) &&
      outstanding > 0 &&
      !order.allowedActions.includes('acceptAdjustedPrice');
    // A bank transfer already started is shown again (its reference code) after a reload, without starting another.
    const pendingTransfer = canPay ? findPendingBankTransfer(order.payments, outstanding) : null;
    if (isPayAsked) {
      // Once, while rendering (React's pattern for state that follows props): later visits to the page start closed.
      setIsPayAsked(false);
      if (canPay && !pendingTransfer) setIsPaying(true);
    }
    body = (
      <OrderDetailView
        order={order}
        filesPanel={
          <OrderGerberAttach
            orderId={order.orderId}
            solderMask={typeof order.spec.solderMask === 'string' ? order.spec.solderMask : pcbSpecDefaults.solderMask}
          />
        }
        payButton={
          canPay && !isPaying ? (
            <Button key="pay" type="primary" onClick={() => setIsPaying(true)}>
              {t('actions.pay')}
            </Button>
          ) : undefined
        }
        payPanel={
          isPaying ? (
            <div style={{ marginTop: 16 }}>
              <PayPanel orderId={order.orderId} amount={outstanding} onSettled={refresh} />
            </div>
          ) : pendingTransfer ? (
            <div style={{ marginTop: 16 }}>
              <PayPanel
                key={pendingTransfer.paymentId}
                orderId={order.orderId}
                amount={outstanding}
                onSettled={refresh}
                startedPayment={pendingTransfer}
              />
            </div>
          ) : undefined
        }
      />
    );
  }

  return (
    <section className="surface-card" aria-labelledby="page-title">
      <div className="order-detail-head">
        <h1 id="page-title" className="order-title">
          {t('detail.title')}
        </h1>
        <div className="order-detail-head-links">
          {detail.data && isReorderableOrderType(detail.data.orderType) ? (
            <LinkButton to={`/reorder?${new URLSearchParams({ orderNo: detail.data.orderNo }).toString()}`}>
              {tp('reorder.button')}
            </LinkButton>
          ) : null}
          <LinkButton to="/myOrder">{t('detail.back')}</LinkButton>
        </div>
      </div>
      {body}
    </section>
  );
}
