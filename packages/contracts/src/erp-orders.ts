import { orderActions } from '@boardforge/domain/order-status/payloads.ts';
import { statusGroups, timeFilters } from '@boardforge/domain/order-status/statuses.ts';
import { z } from 'zod/mini';
import { pageSchema, pagingSchema } from './envelope.ts';
import { orderDetailSchema, orderHistoryRowSchema } from './order-detail.ts';
import { orderRowSchema, orderStatusSchema, orderTypes } from './orders.ts';
import { pendingBankTransferSchema } from './payments.ts';
import { yuanSchema } from './quotes.ts';
import { singleLineText } from './text.ts';

/**
 * Shapes of the order pages that orders.ts leaves open: the customer's timeline words, the back-office list, detail
 * and task list (docs/api.md "Back office"). Money in yuan; unit costs and prices may carry four decimals.
 */

/**
 * What a history row records: a status-machine action, `payment` (a verified payment, written by the payments module),
 * `invoice` (an invoice issued, written by the invoices module) or `purchaseOrderReceipt` (goods of a purchase order
 * received, written by the purchase-orders module); the last three leave the status as it was.
 */
export const historyActions = [...orderActions, 'payment', 'invoice', 'purchaseOrderReceipt'] as const;

/** A history row as the customer's timeline shows it: `statusText` is the status in customer words. */
export const customerHistoryRowSchema = z.extend(orderHistoryRowSchema, {
  action: z.enum(historyActions),
  statusText: z.string(),
});

/** GET /api/orderInfo/detail and the customer actions' answer: orders.ts's detail with the timeline words. */
export const customerOrderDetailSchema = z.extend(orderDetailSchema, { history: z.array(customerHistoryRowSchema) });
export type CustomerOrderDetail = z.infer<typeof customerOrderDetailSchema>;

const queryStatusSchema = z.pipe(z.coerce.number(), orderStatusSchema);

/** GET /api/erp/order/list query: status group, status, order type, keyword (order no or customer phone), time. */
export const erpOrderListQuerySchema = z.extend(pagingSchema, {
  group: z._default(z.enum(statusGroups), 'all'),
  status: z.optional(queryStatusSchema),
  time: z._default(z.pipe(z.coerce.number(), z.literal([...timeFilters])), 0),
  orderType: z.optional(z.enum(orderTypes)),
  keyword: z.optional(singleLineText().check(z.maxLength(64))),
});
export type ErpOrderListQuery = z.infer<typeof erpOrderListQuerySchema>;

/** The customer of an order as staff see them. */
export const orderCustomerSchema = z.object({ userId: z.string(), phone: z.string(), nickname: z.string() });

/** One row of the back-office order list. */
export const erpOrderRowSchema = z.extend(orderRowSchema, {
  payable: yuanSchema,
  customer: orderCustomerSchema,
  assignedSalesUserId: z.nullable(z.string()),
  assignedBuyerUserId: z.nullable(z.string()),
});
export type ErpOrderRow = z.infer<typeof erpOrderRowSchema>;

/** How many orders stand in one status (only statuses with at least one order are listed). */
export const statusCountSchema = z.object({ status: orderStatusSchema, count: z.int().check(z.positive()) });
export type StatusCount = z.infer<typeof statusCountSchema>;

/**
 * GET /api/erp/order/list answer: a page of rows and, in flow order, how many orders of each status match every
 * filter but the status filter itself (so the screen shows what each status would give).
 */
export const erpOrderListAnswerSchema = z.extend(pageSchema(erpOrderRowSchema), {
  countsByStatus: z.array(statusCountSchema),
});
export type ErpOrderListAnswer = z.infer<typeof erpOrderListAnswerSchema>;

/** GET /api/erp/order/detail query. */
export const erpOrderIdQuerySchema = z.object({ orderId: singleLineText().check(z.minLength(1), z.maxLength(64)) });

/** One order line with what purchasing and sales recorded on it. */
export const erpOrderLineSchema = z.object({
  lineId: z.string(),
  code: z.string(),
  label: z.string(),
  labelZh: z.string(),
  quantity: z.int().check(z.nonnegative()),
  amount: yuanSchema,
  unitCost: z.nullable(z.number().check(z.nonnegative())),
  supplier: z.nullable(z.string()),
  unitPrice: z.nullable(z.number().check(z.nonnegative())),
});

/** A staff history row: who acted and the payload of the move. */
export const erpHistoryRowSchema = z.extend(customerHistoryRowSchema, {
  actorUserId: z.nullable(z.string()),
  payload: z.unknown(),
});

/** GET /api/erp/order/detail and POST /api/erp/order/transition answer: the whole order as staff work on it. */
export const erpOrderDetailSchema = z.extend(orderDetailSchema, {
  history: z.array(erpHistoryRowSchema),
  customer: orderCustomerSchema,
  lines: z.array(erpOrderLineSchema),
  assignedSalesUserId: z.nullable(z.string()),
  assignedBuyerUserId: z.nullable(z.string()),
  customerAcceptedQuote: z.boolean(),
  returnRequested: z.boolean(),
  receivedQuantity: z.nullable(z.int()),
  /** What the customer ordered, in pieces: boards (PCB), assembled boards (SMT), stencils, BOM sets; null for design. */
  orderedQuantity: z.nullable(z.int()),
  /** The bank transfer awaiting the money for the amount due, with the reference code the statement should quote. */
  pendingBankTransfer: z.nullable(pendingBankTransferSchema),
});
export type ErpOrderDetail = z.infer<typeof erpOrderDetailSchema>;

/** The screens that list waiting work: procurement takes the purchasing and warehouse steps, sales orders the rest. */
export const taskScopes = ['sales', 'procurement'] as const;
export type TaskScope = (typeof taskScopes)[number];

/** The steps the Procurement screen lists (docs/workflow.md: purchasing assignment, quote, order, review, stock). */
export const procurementActions = [
  'assignPurchasing',
  'purchaseQuote',
  'placePurchaseOrder',
  'approvePurchase',
  'warehouseEntry',
  'warehouseExit',
] as const satisfies readonly (typeof orderActions)[number][];

/** Tells whether an action belongs to a screen's scope. */
export function isActionInScope(action: (typeof orderActions)[number], scope: TaskScope): boolean {
  const isProcurement = (procurementActions as readonly string[]).includes(action);
  return scope === 'procurement' ? isProcurement : !isProcurement;
}

/**
 * POST /api/report/getPersonTaskList body: paging and, optionally, one status to list (a JSON number) and the screen
 * asking (`scope`): then only the steps of that screen are listed, so Procurement shows no contract review.
 */
export const personTaskListRequestSchema = z.extend(pagingSchema, {
  status: z.optional(orderStatusSchema),
  scope: z.optional(z.enum(taskScopes)),
});
export type PersonTaskListRequest = z.infer<typeof personTaskListRequestSchema>;

/** One waiting order of the caller with the actions their role may take on it now. */
export const personTaskRowSchema = z.extend(erpOrderRowSchema, { actions: z.array(z.enum(orderActions)) });

/**
 * POST /api/report/getPersonTaskList answer: a page of waiting orders (of the requested status, when one is given;
 * `total` counts those) and how many wait in each status over all the caller's waiting work.
 */
export const personTaskListAnswerSchema = z.extend(pageSchema(personTaskRowSchema), {
  countsByStatus: z.array(statusCountSchema),
});
export type PersonTaskListAnswer = z.infer<typeof personTaskListAnswerSchema>;
