import type { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { colorStatus, nameStatus } from '../utils/format.ts';

/** An order status as a coloured tag with its staff name in the UI language. */
export function ErpStatusTag({ status }: { status: OrderStatus }) {
  const { i18n } = useTranslation();
  return (
    <Tag color={colorStatus(status)} data-status={status}>
      {nameStatus(status, i18n.language)}
    </Tag>
  );
}
