/** Order status codes of docs/workflow.md, their names, customer wording, list groups and time filters. */

import { orderStatuses } from './codes.ts';

export { orderStatuses };
export type OrderStatus = (typeof orderStatuses)[number];

/** Every status code by name, so code reads `OrderStatus.ContractReview` instead of 5 (docs/workflow.md). */
export const OrderStatus = {
  AwaitingSalesAssignment: 0,
  AwaitingPurchasingAssignment: 1,
  AwaitingPurchasingQuote: 2,
  AwaitingSalesQuote: 3,
  AwaitingSalesOrder: 4,
  ContractReview: 5,
  AwaitingPurchaseOrder: 6,
  PurchaseReview: 7,
  AwaitingWarehouseEntry: 8,
  AwaitingWarehouseExit: 9,
  AwaitingCompletion: 10,
  Completed: 11,
  Returned: 12,
  Cancelled: 99,
} as const satisfies Record<string, OrderStatus>;

/** Statuses no action leaves. 11 (completed) is not one of them: a return may still move it to 12. */
export const terminalStatuses = [12, 99] as const satisfies readonly OrderStatus[];

/** The statuses before contract review approves an order: its manufacturing files may still be attached. */
export const statusesOpenToFiles = [0, 1, 2, 3, 4, 5] as const satisfies readonly OrderStatus[];

/** Whether the customer may still attach manufacturing files to an order in this status (until contract review). */
export function canAttachOrderFiles(status: number): boolean {
  return (statusesOpenToFiles as readonly number[]).includes(status);
}

/** An English and a Chinese wording. */
export interface StatusWording {
  en: string;
  zh: string;
}

/** What a status means to staff (docs/workflow.md table) and what the customer's timeline says instead. */
export interface StatusNames {
  name: StatusWording;
  customer: StatusWording;
}

/** The staff name and the customer's words of every status. */
export const statusNames: Record<OrderStatus, StatusNames> = {
  0: {
    name: { en: 'Awaiting sales assignment', zh: '待分配销售' },
    customer: { en: 'Your inquiry has been received', zh: '询价已提交' },
  },
  1: {
    name: { en: 'Awaiting purchasing assignment', zh: '待分配采购' },
    customer: { en: 'A sales engineer is handling your inquiry', zh: '销售工程师正在处理您的询价' },
  },
  2: {
    name: { en: 'Awaiting purchasing quote', zh: '待采购报价' },
    customer: { en: 'We are sourcing your parts', zh: '正在为您询价采购' },
  },
  3: {
    name: { en: 'Awaiting sales quote', zh: '待销售报价' },
    customer: { en: 'Your quote is being prepared', zh: '报价准备中' },
  },
  4: {
    name: { en: 'Awaiting sales order placement', zh: '待销售下单' },
    customer: { en: 'Your quote is ready', zh: '报价已出，请确认' },
  },
  5: {
    name: { en: 'Awaiting contract review', zh: '待合同审核' },
    customer: { en: 'Your order is being reviewed', zh: '订单审核中' },
  },
  6: {
    name: { en: 'Awaiting purchase order placement', zh: '待采购下单' },
    customer: { en: 'Your order has been approved', zh: '订单已审核通过' },
  },
  7: {
    name: { en: 'Awaiting purchase review', zh: '待采购审核' },
    customer: { en: 'Your order is going into production', zh: '订单即将投产' },
  },
  8: {
    name: { en: 'Awaiting warehouse entry', zh: '待入库' },
    customer: { en: 'Your order is in production', zh: '订单生产中' },
  },
  9: {
    name: { en: 'Awaiting warehouse exit', zh: '待出库' },
    customer: { en: 'Your order is ready to ship', zh: '订单待发货' },
  },
  10: {
    name: { en: 'Awaiting completion confirmation', zh: '待确认完成' },
    customer: { en: 'Your order has been shipped', zh: '订单已发货' },
  },
  11: {
    name: { en: 'Completed', zh: '已完成' },
    customer: { en: 'Your order is complete', zh: '订单已完成' },
  },
  12: {
    name: { en: 'Returned', zh: '已退货' },
    customer: { en: 'Your return has been accepted', zh: '退货已受理' },
  },
  99: {
    name: { en: 'Cancelled', zh: '已取消' },
    customer: { en: 'Your order has been cancelled', zh: '订单已取消' },
  },
};

/** Tells whether an unknown value (a query parameter, a database column) is a status code. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'number' && (orderStatuses as readonly number[]).includes(value);
}

/** Tells whether no action can leave a status. */
export function isTerminalStatus(status: OrderStatus): boolean {
  return (terminalStatuses as readonly OrderStatus[]).includes(status);
}

/** List filter groups: `inquiry` 0–5, `reviewed` 6 (the inquiry list's name for it), `order` 6–11, `all` every code. */
export const statusGroups = ['all', 'inquiry', 'reviewed', 'order'] as const;
export type StatusGroup = (typeof statusGroups)[number];

/** Lists the statuses a filter group shows, in flow order. */
export function listStatusesOfGroup(group: StatusGroup): OrderStatus[] {
  switch (group) {
    case 'all':
      return [...orderStatuses];
    case 'inquiry':
      return [0, 1, 2, 3, 4, 5];
    case 'reviewed':
      return [6];
    case 'order':
      return [6, 7, 8, 9, 10, 11];
    default:
      return assertNever(group);
  }
}

/** Time filters: 0 all, 1 last week, 2 last month. */
export const timeFilters = [0, 1, 2] as const;
export type TimeFilter = (typeof timeFilters)[number];

const msPerDay = 86_400_000;

/** Returns the earliest creation time a time filter shows (rolling 7 or 30 days before `now`), or null for all. */
export function computeTimeFilterStart(filter: TimeFilter, now: Date): Date | null {
  switch (filter) {
    case 0:
      return null;
    case 1:
      return new Date(now.getTime() - 7 * msPerDay);
    case 2:
      return new Date(now.getTime() - 30 * msPerDay);
    default:
      return assertNever(filter);
  }
}

/** Makes a switch exhaustive: compiling fails when a case is missing, running fails if a value slips through. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}
