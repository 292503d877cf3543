import { pickWording, toLanguage } from '@boardforge/domain/language.ts';
import { OrderStatus, statusNames } from '@boardforge/domain/order-status/statuses.ts';

/** The status name staff and lists use, in the UI language (docs/workflow.md). */
export function nameStatus(status: OrderStatus, language: string): string {
  const names = statusNames[status].name;
  return pickWording(toLanguage(language), names);
}

/** What the customer's timeline says of reaching a status, in the UI language. */
export function describeStatusForCustomer(status: OrderStatus, language: string): string {
  const words = statusNames[status].customer;
  return pickWording(toLanguage(language), words);
}

// Inquiries gold, orders blue, completed green, returned and cancelled apart.
const statusColors = {
  [OrderStatus.AwaitingSalesAssignment]: 'gold',
  [OrderStatus.AwaitingPurchasingAssignment]: 'gold',
  [OrderStatus.AwaitingPurchasingQuote]: 'gold',
  [OrderStatus.AwaitingSalesQuote]: 'gold',
  [OrderStatus.AwaitingSalesOrder]: 'gold',
  [OrderStatus.ContractReview]: 'gold',
  [OrderStatus.AwaitingPurchaseOrder]: 'blue',
  [OrderStatus.PurchaseReview]: 'blue',
  [OrderStatus.AwaitingWarehouseEntry]: 'blue',
  [OrderStatus.AwaitingWarehouseExit]: 'blue',
  [OrderStatus.AwaitingCompletion]: 'blue',
  [OrderStatus.Completed]: 'green',
  [OrderStatus.Returned]: 'volcano',
  [OrderStatus.Cancelled]: 'default',
} as const satisfies Record<OrderStatus, string>;

/** The tag colour of a status. */
export function colorStatus(status: OrderStatus): string {
  return statusColors[status];
}
