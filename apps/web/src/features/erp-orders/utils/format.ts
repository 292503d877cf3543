import { type OrderStatus, statusNames } from '@boardforge/domain/order-status/statuses.ts';

/** The staff name of a status in the UI language (docs/workflow.md, zh column). */
export function nameStatus(status: OrderStatus, language: string): string {
  const names = statusNames[status].name;
  return language.toLowerCase().startsWith('zh') ? names.zh : names.en;
}

/** Tag colour of a status: inquiries gold, orders blue, completed green, returned and cancelled apart. */
export function colorStatus(status: OrderStatus): string {
  if (status === 99) return 'default';
  if (status === 12) return 'volcano';
  if (status === 11) return 'green';
  if (status >= 6) return 'blue';
  return 'gold';
}
