import type { ProductionOrder } from '@boardforge/contracts/order-home.ts';
import { type ProductionStage, productionStages } from '@boardforge/domain/order-status/customer-home.ts';
import { Steps, type StepsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { HomeOrderHead, HomeSection } from './order-home-parts.tsx';

type StepStatus = NonNullable<NonNullable<StepsProps['items']>[number]['status']>;

/**
 * The status of each stage's step: stages before the one reached are done, the one reached is where the order is
 * now; contract review may still be under way after payment (an instant order is paid before it is reviewed).
 */
export function buildStageStatuses(order: Pick<ProductionOrder, 'stage' | 'isReviewed'>): StepStatus[] {
  const reached = productionStages.indexOf(order.stage);
  return productionStages.map((stage, index) => {
    if (stage === 'review' && !order.isReviewed) return 'process';
    if (index < reached) return 'finish';
    if (index === reached) return stage === 'delivered' ? 'finish' : 'process';
    return 'wait';
  });
}

function StageProgress({ order }: { order: ProductionOrder }) {
  const { t } = useTranslation('dashboard');
  const statuses = buildStageStatuses(order);
  const stageName = (stage: ProductionStage) => t(`stages.${stage}`);
  return (
    <div className="order-home-progress" data-testid="production-progress" data-stage={order.stage}>
      <Steps
        type="dot"
        size="small"
        titlePlacement="vertical"
        current={productionStages.indexOf(order.stage)}
        items={productionStages.map((stage, index) => ({
          key: stage,
          title: stageName(stage),
          status: statuses[index],
        }))}
      />
      <p className="order-home-stage" data-testid="production-stage">
        {t('production.now', { stage: stageName(order.stage) })}
        {order.isReviewed ? null : <> · {t('production.reviewing')}</>}
        {order.shipment ? (
          <> · {t('production.shipment', { carrier: order.shipment.carrier, trackingNo: order.shipment.trackingNo })}</>
        ) : null}
      </p>
    </div>
  );
}

/** Orders on their way, each with the production stages as steps and the stage it has reached. */
export function ProductionOrders({ orders }: { orders: readonly ProductionOrder[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <HomeSection
      id="order-home-production"
      title={t('production.title')}
      count={orders.length}
      empty={t('production.empty')}
    >
      <ul className="order-home-list">
        {orders.map((order) => (
          <li key={order.orderId} className="order-home-row" data-order-no={order.orderNo}>
            <HomeOrderHead order={order} />
            <StageProgress order={order} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
