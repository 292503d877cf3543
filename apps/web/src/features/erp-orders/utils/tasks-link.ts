import { isOrderStatus, type OrderStatus } from '@boardforge/domain/order-status/statuses.ts';

// A link to the "My tasks" tab of an order screen, optionally of one status: `?view=tasks&status=5`.

/** Builds the search part of a link to "My tasks", of one status when given. */
export function buildTasksSearch(status?: OrderStatus): string {
  return status === undefined ? '?view=tasks' : `?view=tasks&status=${status}`;
}

/** Tells whether the address asks for the "My tasks" tab. */
export function isTasksLink(params: URLSearchParams): boolean {
  return params.get('view') === 'tasks';
}

/** Reads the status a "My tasks" link names, or undefined when it names none or no valid one. */
export function readLinkedStatus(params: URLSearchParams): OrderStatus | undefined {
  const raw = params.get('status');
  const status = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return isOrderStatus(status) ? status : undefined;
}
