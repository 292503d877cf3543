import { z } from 'zod/mini';
import { multiLineText } from './text.ts';

/**
 * Questions and answers on an order (issue 13, point 2: the customer "accepts or asks a question" about a quote):
 * the customer writes from the order page, staff answer from the order drawer; both read the same thread.
 */

/** Longest message, and the most one order keeps (beyond it a 409 names the limit). */
export const orderMessageLimits = { body: 1000, perOrder: 200 } as const;

/** GET /api/orderInfo/messages and /api/erp/order/messages query. */
export const orderMessagesQuerySchema = z.object({ orderId: z.uuid() });

/** POST /api/orderInfo/messages/send and /api/erp/order/messages/send. */
export const sendOrderMessageRequestSchema = z.object({
  orderId: z.uuid(),
  body: multiLineText().check(z.trim(), z.minLength(1), z.maxLength(orderMessageLimits.body)),
});
export type SendOrderMessageRequest = z.infer<typeof sendOrderMessageRequestSchema>;

/** One message: who wrote it (the customer, or a staff member by name) and when. */
export const orderMessageSchema = z.object({
  id: z.int(),
  author: z.enum(['customer', 'staff']),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

/** The thread of an order, oldest first. */
export const orderMessagesAnswerSchema = z.object({ messages: z.array(orderMessageSchema) });
export type OrderMessagesAnswer = z.infer<typeof orderMessagesAnswerSchema>;
