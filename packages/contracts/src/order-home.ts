import { customerTasks, productionStages } from '@boardforge/domain/order-status/customer-home.ts';
import { z } from 'zod/mini';
import { orderRowSchema } from './orders.ts';
import { yuanSchema } from './quotes.ts';

/** How many orders (and files) each list of the customer's home shows at most. */
export const orderHomeLimits = { waiting: 20, inProduction: 20, recentQuotes: 5, recentFiles: 5 } as const;

/** An order as the home lists it: the list row without what was paid, and when it last changed status. */
const homeOrderSchema = z.extend(z.omit(orderRowSchema, { paid: true }), {
  statusEnteredAt: z.iso.datetime({ offset: true }),
});
export type HomeOrder = z.infer<typeof homeOrderSchema>;

/** An order waiting for the customer: what to do (domain `listCustomerTasks`) and what is still to pay. */
export const waitingOrderSchema = z.extend(homeOrderSchema, {
  tasks: z.array(z.enum(customerTasks)).check(z.minLength(1)),
  outstanding: yuanSchema,
  /** The total contract review proposes, while the customer has not accepted it. */
  adjustedTotal: z.optional(yuanSchema),
  quoteExpiresAt: z.optional(z.iso.datetime({ offset: true })),
});
export type WaitingOrder = z.infer<typeof waitingOrderSchema>;

/** A placed and paid order on its way: the stage reached (domain `decideProductionProgress`). */
export const productionOrderSchema = z.extend(homeOrderSchema, {
  stage: z.enum(productionStages),
  isReviewed: z.boolean(),
  shipment: z.optional(z.object({ carrier: z.string(), trackingNo: z.string() })),
});
export type ProductionOrder = z.infer<typeof productionOrderSchema>;

/** A design file the customer uploaded. */
export const recentFileSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  kind: z.enum(['gerber', 'bom', 'cpl']),
  size: z.int().check(z.nonnegative()),
  createdAt: z.iso.datetime({ offset: true }),
});
export type RecentFile = z.infer<typeof recentFileSchema>;

/**
 * GET /api/orderInfo/home answer: what waits for the customer, orders in production with their stage, the newest
 * inquiries and quotes (orders 0–4), the newest uploaded files; each list newest first, at most `orderHomeLimits`.
 */
export const orderHomeAnswerSchema = z.object({
  waiting: z.array(waitingOrderSchema),
  inProduction: z.array(productionOrderSchema),
  recentQuotes: z.array(homeOrderSchema),
  recentFiles: z.array(recentFileSchema),
});
export type OrderHomeAnswer = z.infer<typeof orderHomeAnswerSchema>;
