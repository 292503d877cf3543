import type { ErpOrderRow } from '@boardforge/contracts/erp-orders.ts';
import type { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { Button, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { OrderStatusTag } from '../../../components/order-status-tag.tsx';

/** The first two columns of both order tables: the order No. (opens the drawer) and its status tag. */
export function buildOrderColumns<Row extends ErpOrderRow>(
  t: TFunction<'erp'>,
  onOpen: (orderId: string) => void,
): TableColumnsType<Row> {
  return [
    {
      title: t('orders.list.orderNo'),
      dataIndex: 'orderNo',
      render: (orderNo: string, row) => (
        <Button
          type="link"
          className="erp-link-button"
          aria-label={t('orders.list.open', { orderNo })}
          onClick={() => onOpen(row.orderId)}
        >
          {orderNo}
        </Button>
      ),
    },
    {
      title: t('orders.list.status'),
      dataIndex: 'status',
      render: (value: OrderStatus) => <OrderStatusTag status={value} />,
    },
  ];
}
