import type { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { colorStatus, nameStatus } from '../lib/order-status.ts';

/** An order status as a coloured tag with its name in the UI language (the customer's lists and the back office). */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { i18n } = useTranslation();
  return (
    <Tag color={colorStatus(status)} data-status={status}>
      {nameStatus(status, i18n.language)}
    </Tag>
  );
}
