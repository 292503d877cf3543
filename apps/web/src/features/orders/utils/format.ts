import { type OrderStatus, statusNames } from '@boardforge/domain/order-status/statuses.ts';

/** True when the UI language is Chinese. */
export function isChinese(language: string): boolean {
  return language.toLowerCase().startsWith('zh');
}

/** The status name staff and lists use, in the UI language. */
export function nameStatus(status: OrderStatus, language: string): string {
  const names = statusNames[status].name;
  return isChinese(language) ? names.zh : names.en;
}

/** What the customer's timeline says of reaching a status. */
export function describeStatusForCustomer(status: OrderStatus, language: string): string {
  const words = statusNames[status].customer;
  return isChinese(language) ? words.zh : words.en;
}

/** Tag colour of a status. */
export function colorStatus(status: OrderStatus): string {
  if (status === 99) return 'default';
  if (status === 12) return 'volcano';
  if (status === 11) return 'green';
  if (status >= 6) return 'blue';
  return 'gold';
}
