import { countReportDays } from '@boardforge/domain/performance/report-window.ts';
import { z } from 'zod/mini';
import { pageSchema, pagingSchema } from './envelope.ts';
import { orderStatusSchema } from './orders.ts';
import { yuanSchema } from './quotes.ts';

/**
 * The sales-returns tab (销售退货): GET /api/erp/returns/sales lists the sales-return records approveReturn wrote
 * (newest first), GET /api/erp/returns/requests the return requests still awaiting a decision (oldest first, the
 * work queue; approveReturn itself is done on the order screen).
 */

/** GET /api/erp/returns/sales query: paging and a window of approval dates (`YYYY-MM-DD`, China time, both included). */
export const salesReturnsQuerySchema = z
  .extend(pagingSchema, { from: z.optional(z.iso.date()), to: z.optional(z.iso.date()) })
  .check(
    z.superRefine((value, context) => {
      if (value.from && value.to && countReportDays(value.from, value.to) < 1)
        context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    }),
  );
export type SalesReturnsQuery = z.infer<typeof salesReturnsQuerySchema>;

/**
 * One sales return: the order, the customer's request (when and why; `requestedAt` null for a request older than the
 * order history), the approval (when, by whom), the refund (yuan) and whether the goods went back into stock
 * (`restockQuantity` boards).
 */
export const salesReturnRowSchema = z.object({
  returnId: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  requestedAt: z.nullable(z.iso.datetime({ offset: true })),
  reason: z.string(),
  approvedAt: z.iso.datetime({ offset: true }),
  approvedBy: z.nullable(z.string()),
  refund: yuanSchema,
  restock: z.boolean(),
  restockQuantity: z.int().check(z.nonnegative()),
});
export type SalesReturnRow = z.infer<typeof salesReturnRowSchema>;

export const salesReturnsAnswerSchema = pageSchema(salesReturnRowSchema);
export type SalesReturnsAnswer = z.infer<typeof salesReturnsAnswerSchema>;

/** GET /api/erp/returns/requests query: paging only. */
export const returnRequestsQuerySchema = pagingSchema;
export type ReturnRequestsQuery = z.infer<typeof returnRequestsQuerySchema>;

/** One order whose customer asked to return it (status 10 or 11), not yet approved; `paid` is the net paid, yuan. */
export const returnRequestRowSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  status: orderStatusSchema,
  customerName: z.string(),
  customerPhone: z.string(),
  requestedAt: z.nullable(z.iso.datetime({ offset: true })),
  reason: z.string(),
  paid: yuanSchema,
});
export type ReturnRequestRow = z.infer<typeof returnRequestRowSchema>;

export const returnRequestsAnswerSchema = pageSchema(returnRequestRowSchema);
export type ReturnRequestsAnswer = z.infer<typeof returnRequestsAnswerSchema>;
