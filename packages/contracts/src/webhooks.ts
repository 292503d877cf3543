import { z } from 'zod/mini';

// Signed webhooks (issue 17 point 3): a customer's endpoints, the events they receive and the delivery log.

/**
 * The events an endpoint can receive, each derived from a row of the order event log: a status change, a payment, an
 * inquiry priced by staff (the salesQuote transition), a shipment with carrier and tracking (warehouseExit) and a
 * design round delivered (a design job event with the action deliverRound).
 */
export const webhookEventTypes = [
  'order.status_changed',
  'payment.received',
  'quote.ready',
  'shipment.shipped',
  'design.round_ready',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** At most this many endpoints per customer (decided under a lock on the customer's row). */
export const maxWebhookEndpointsPerCustomer = 10;
/** The longest endpoint URL. */
export const maxWebhookUrlLength = 2000;
/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export const webhookSignatureHeader = 'BoardForge-Signature';
/** The header carrying the event id (the same on every attempt: receivers de-duplicate by it). */
export const webhookEventIdHeader = 'BoardForge-Event-Id';
/** How far a receiver should accept the signed timestamp from its own clock, in seconds. */
export const webhookToleranceSeconds = 300;
/** How many log rows one page of the delivery log holds. */
export const webhookLogPageSize = 50;

const webhookUrlSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(maxWebhookUrlLength));
const eventsSchema = z.array(z.enum(webhookEventTypes)).check(z.minLength(1), z.maxLength(webhookEventTypes.length));

/** POST /api/webhooks/create */
export const createWebhookRequestSchema = z.object({ url: webhookUrlSchema, events: eventsSchema });
export type CreateWebhookRequest = z.infer<typeof createWebhookRequestSchema>;

/** The answer of create and rotate: the signing secret, shown this once. */
export const webhookSecretAnswerSchema = z.object({ id: z.uuid(), secret: z.string().check(z.maxLength(100)) });
export type WebhookSecretAnswer = z.infer<typeof webhookSecretAnswerSchema>;

/** POST /api/webhooks/update: events and paused state of an own endpoint. */
export const updateWebhookRequestSchema = z.object({
  id: z.uuid(),
  events: z.optional(eventsSchema),
  paused: z.optional(z.boolean()),
});
export type UpdateWebhookRequest = z.infer<typeof updateWebhookRequestSchema>;

/** POST /api/webhooks/delete, /rotate: one own endpoint. */
export const webhookIdRequestSchema = z.object({ id: z.uuid() });
export type WebhookIdRequest = z.infer<typeof webhookIdRequestSchema>;

/** One endpoint as listed (never its secret). */
export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string().check(z.maxLength(maxWebhookUrlLength)),
  events: z.array(z.enum(webhookEventTypes)),
  paused: z.boolean(),
  pausedForFailures: z.boolean(),
  failingSince: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** GET /api/webhooks/log?id= : the delivery log of an own endpoint, newest attempt first. */
export const webhookLogQuerySchema = z.object({ id: z.uuid() });

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;

/** One attempt of one delivery. */
export const webhookAttemptSchema = z.object({
  id: z.int().check(z.gte(1), z.lte(Number.MAX_SAFE_INTEGER)),
  deliveryId: z.uuid(),
  eventId: z.string().check(z.maxLength(100)),
  eventType: z.enum(webhookEventTypes),
  deliveryStatus: z.enum(webhookDeliveryStatuses),
  attempt: z.int().check(z.gte(1), z.lte(2_147_483_647)),
  responseCode: z.nullable(z.int().check(z.gte(0), z.lte(999))),
  durationMs: z.int().check(z.gte(0), z.lte(2_147_483_647)),
  error: z.nullable(z.string().check(z.maxLength(500))),
  responseExcerpt: z.nullable(z.string().check(z.maxLength(500))),
  at: z.iso.datetime(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** POST /api/webhooks/resend: queue one delivery again at once. */
export const resendWebhookRequestSchema = z.object({ deliveryId: z.uuid() });
export type ResendWebhookRequest = z.infer<typeof resendWebhookRequestSchema>;
