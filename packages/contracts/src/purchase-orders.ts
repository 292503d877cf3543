import { z } from 'zod/mini';
import { pagingSchema } from './envelope.ts';
import { maxWarehouseQuantity } from './limits.ts';
import { singleLineText } from './text.ts';

/**
 * Purchase orders (采购单, issue 13, point 3): made when an order's purchase is placed, one per supplier; approved at
 * purchase review; received per line at warehouse entry (partial deliveries allowed, never more than ordered).
 */

export const purchaseOrderStatuses = ['placed', 'approved', 'received'] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

/** GET /api/erp/purchaseOrders/list query: status, a keyword (PO no, order no or supplier), creation dates; paged. */
export const purchaseOrderListQuerySchema = z.extend(pagingSchema, {
  status: z.optional(z.enum(purchaseOrderStatuses)),
  keyword: z.optional(singleLineText().check(z.maxLength(64))),
  orderId: z.optional(z.uuid()),
});
export type PurchaseOrderListQuery = z.infer<typeof purchaseOrderListQuerySchema>;

/** A purchase order as lists show it; money in yuan. */
export const purchaseOrderSummarySchema = z.object({
  id: z.string(),
  poNo: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  supplierId: z.nullable(z.string()),
  supplierName: z.string(),
  status: z.enum(purchaseOrderStatuses),
  expectedDate: z.nullable(z.string()),
  note: z.string(),
  totalCost: z.number(),
  createdAt: z.iso.datetime({ offset: true }),
  approvedAt: z.nullable(z.iso.datetime({ offset: true })),
  receivedAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

/** The list answer: a page and the cost total of the whole filter. */
export const purchaseOrderListAnswerSchema = z.object({
  rows: z.array(purchaseOrderSummarySchema),
  total: z.int(),
  pageNum: z.int(),
  pageSize: z.int(),
  totalCost: z.number(),
});
export type PurchaseOrderListAnswer = z.infer<typeof purchaseOrderListAnswerSchema>;

/** GET /api/erp/purchaseOrders/detail query. */
export const purchaseOrderIdQuerySchema = z.object({ id: z.uuid() });

/** A purchase order with its lines (unit cost in yuan, up to four decimals). */
export const purchaseOrderDetailSchema = z.extend(purchaseOrderSummarySchema, {
  lines: z.array(
    z.object({
      id: z.string(),
      lineNo: z.int(),
      partId: z.nullable(z.string()),
      description: z.string(),
      quantity: z.int(),
      unitCost: z.nullable(z.number()),
      amount: z.number(),
      receivedQuantity: z.int(),
    }),
  ),
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetailSchema>;

/** POST /api/erp/purchaseOrders/receive: what arrived of each line (at least one line, each at least one piece). */
export const receivePurchaseOrderRequestSchema = z.object({
  id: z.uuid(),
  lines: z
    .array(z.object({ lineId: z.uuid(), quantity: z.int().check(z.gte(1), z.lte(maxWarehouseQuantity)) }))
    .check(z.minLength(1), z.maxLength(2000)),
});
export type ReceivePurchaseOrderRequest = z.infer<typeof receivePurchaseOrderRequestSchema>;
