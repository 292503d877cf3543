import { z } from 'zod/mini';

/** The live order update endpoints: WebSocket first, Server-Sent Events as the fallback. */
export const orderEventsPaths = { webSocket: '/api/ws/orders', eventStream: '/api/events/orders' } as const;

/** What an order event records; the list grows as the workflow does (clients ignore kinds they do not know). */
export const orderEventKinds = [
  'created',
  'transition',
  'status',
  'payment',
  'shipment',
  'rating',
  'invoice',
  'message',
  'purchaseOrder',
] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

/** Seconds between the server's heartbeat messages; a client may treat ~2 missed beats as a dead line. */
export const orderEventsHeartbeatSeconds = 25;

/** Close codes of the WebSocket besides the standard ones. */
export const orderEventsCloseCodes = {
  /** The session ended (logout, expiry, role change): log in again before reconnecting. */
  sessionEnded: 4401,
  /** The client fell too far behind (slow line); reconnect with the last cursor. */
  tooSlow: 4408,
} as const;

/** The query both endpoints take: the id of the last event the client saw (none: start from now). */
export const orderEventsQuerySchema = z.object({
  cursor: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER))),
});
export type OrderEventsQuery = z.infer<typeof orderEventsQuerySchema>;

/** One change of an order; `id` is the cursor to resume from. */
export const orderEventMessageSchema = z.object({
  type: z.literal('orderEvent'),
  id: z.int(),
  orderId: z.string(),
  kind: z.string(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type OrderEventMessage = z.infer<typeof orderEventMessageSchema>;

/** Sent once the replay after the cursor is done; `cursor` is the newest id the client has now seen. */
export const orderEventsReadyMessageSchema = z.object({ type: z.literal('ready'), cursor: z.int() });

/** The heartbeat, every 25 s. */
export const orderEventsPingMessageSchema = z.object({ type: z.literal('ping') });

/** Why the server ends a line (on the WebSocket also told by the close code). */
export const orderEventsEndReasons = ['sessionEnded', 'tooSlow', 'shutdown', 'error'] as const;
export type OrderEventsEndReason = (typeof orderEventsEndReasons)[number];

/** The event stream's last message (SSE has no close codes); a WebSocket gets a close code instead. */
export const orderEventsEndMessageSchema = z.object({ type: z.literal('end'), reason: z.enum(orderEventsEndReasons) });

/** Every message the server sends (WebSocket text frames; SSE `data:` lines). */
export const orderEventsServerMessageSchema = z.discriminatedUnion('type', [
  orderEventMessageSchema,
  orderEventsReadyMessageSchema,
  orderEventsPingMessageSchema,
  orderEventsEndMessageSchema,
]);
export type OrderEventsServerMessage = z.infer<typeof orderEventsServerMessageSchema>;
