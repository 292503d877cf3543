import { randomBytes } from 'node:crypto';
import {
  type CreateWebhookRequest,
  maxWebhookEndpointsPerCustomer,
  type UpdateWebhookRequest,
  type WebhookAttempt,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookEventTypes,
  webhookLogPageSize,
} from '@boardforge/contracts/webhooks.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookAllowedHost } from '../../config/webhook-env.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import type { MailProvider } from '../notifications/providers.ts';
import type { OrderEventRow } from '../order-events/order-events.repository.ts';
import { parseWebhookUrl, type ResolveHost, resolveDestination } from './webhook-destination.ts';
import { type SendOutcome, sendWebhook, signWebhook } from './webhook-sender.ts';
import {
  claimDueDeliveries,
  countEndpoints,
  deleteOwnEndpoint,
  findEndpoint,
  findOwnEndpoint,
  findUserEmail,
  insertDeliveries,
  insertEndpoint,
  listActiveEndpointsOf,
  listAttemptsOfEndpoint,
  listEndpoints,
  listOrderEventsAfter,
  lockCursor,
  lockCustomerForUpdate,
  recordAttempt,
  requeueOwnDelivery,
  saveCursor,
  setEndpointFailure,
  updateOwnEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks.repository.ts';

const hourMs = 3_600_000;
/** Retries stop this long after the first attempt (or after a "send again"). */
const retryWindowMs = 24 * hourMs;
/** An endpoint failing for this long is paused and its owner mailed. */
const pauseAfterFailingMs = 72 * hourMs;
/** While one run sends a delivery, other runs leave it alone this long. */
const leaseMs = 5 * 60_000;
const dispatchBatch = 500;
const deliverBatch = 50;

/** The wait before attempt n+1 after n failed ones: 1 min doubling, at most 2 h (about 17 attempts in 24 h). */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failedAttempts - 1), 2 * hourMs);
}

/** The delivery log's words for a refused destination (stored once, shown to the customer as is: English). */
function describeRefusal(error: AppError): string {
  if (error.messageKey === 'webhooks.privateAddress') {
    return `refused: the host leads to ${error.params.address}, not a public address (private, loopback, link-local, metadata or reserved)`;
  }
  if (error.messageKey === 'webhooks.hostUnresolved') return 'refused: the host name could not be resolved';
  return `refused: the URL is no longer accepted (${error.messageKey})`;
}

type WebhookEvent = { type: WebhookEventType; idSuffix: string; data: Record<string, unknown> };

/**
 * The webhook events an order event is (none, one, or a status change plus what it means): a transition is a status
 * change, a salesQuote one also quote.ready and a warehouseExit one also shipment.shipped; a payment is
 * payment.received; a design job's delivered round (kind designJob, order_id = the job's id) is design.round_ready.
 * The first event of a row has the id `evt_<row id>`; the others add a suffix, so each id stays stable across retries.
 */
function toWebhookEvents(row: OrderEventRow): WebhookEvent[] {
  const payload = row.payload;
  if (row.kind === 'transition') {
    const events: WebhookEvent[] = [
      { type: 'order.status_changed', idSuffix: '', data: { orderId: row.orderId, ...payload } },
    ];
    const base = { orderId: row.orderId, orderNo: payload.orderNo };
    if (payload.action === 'salesQuote') {
      const data = { ...base, total: payload.total, quoteExpiresAt: payload.quoteExpiresAt };
      events.push({ type: 'quote.ready', idSuffix: '_quote', data });
    }
    if (payload.action === 'warehouseExit') {
      const data = { ...base, carrier: payload.carrier, trackingNo: payload.trackingNo };
      events.push({ type: 'shipment.shipped', idSuffix: '_shipment', data });
    }
    return events;
  }
  if (row.kind === 'payment') {
    return [{ type: 'payment.received', idSuffix: '', data: { orderId: row.orderId, ...payload } }];
  }
  if (row.kind === 'designJob' && payload.action === 'deliverRound') {
    const { jobId, jobNo, round, from, to } = payload;
    return [
      { type: 'design.round_ready', idSuffix: '', data: { jobId: jobId ?? row.orderId, jobNo, round, from, to } },
    ];
  }
  return [];
}

function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter((event): event is WebhookEventType =>
      (webhookEventTypes as readonly string[]).includes(event),
    ),
    paused: row.paused,
    pausedForFailures: row.pausedForFailures,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const newSecret = () => `whsec_${randomBytes(24).toString('hex')}`;

/**
 * Customers' webhook endpoints and their delivery: `dispatch` turns committed order events (the outbox the live
 * updates read) into one delivery per subscribed endpoint; `deliverDue` sends what is due, signed, with retries.
 * The pg-boss job (webhooks.job.ts) runs both.
 */
export function createWebhooksService(dependencies: {
  db: Db;
  now: () => Date;
  /** Destinations let through although not public (WEBHOOK_ALLOWED_HOSTS: test rigs' local receivers). */
  allowedHosts: readonly WebhookAllowedHost[];
  resolve: ResolveHost;
  mail: MailProvider;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}) {
  const { db, now, allowedHosts, resolve, log } = dependencies;
  const timeoutMs = dependencies.timeoutMs ?? 10_000;

  async function checkUrl(text: string): Promise<string> {
    const url = parseWebhookUrl(text, allowedHosts);
    await resolveDestination(url, { allowedHosts, resolve });
    return url.href;
  }

  /** Registers an endpoint (at most 10 per customer, decided under a lock); answers its secret, shown once. */
  async function create(userId: string, input: CreateWebhookRequest): Promise<{ id: string; secret: string }> {
    const url = await checkUrl(input.url);
    const secret = newSecret();
    const id = await db.transaction(async (tx) => {
      await lockCustomerForUpdate(tx, userId);
      if ((await countEndpoints(tx, userId)) >= maxWebhookEndpointsPerCustomer) {
        throw new FieldAppError('url', 'webhooks.limitReached', { max: maxWebhookEndpointsPerCustomer });
      }
      return insertEndpoint(tx, { userId, url, events: [...new Set(input.events)], secret, createdAt: now() });
    });
    return { id, secret };
  }

  async function listOwn(userId: string): Promise<WebhookEndpoint[]> {
    return (await listEndpoints(db, userId)).map(toEndpoint);
  }

  /** Changes the events or pauses/resumes; a resume clears the failure state. */
  async function update(userId: string, input: UpdateWebhookRequest): Promise<void> {
    const changes: Parameters<typeof updateOwnEndpoint>[3] = {};
    if (input.events) changes.events = [...new Set(input.events)];
    if (input.paused !== undefined) {
      changes.paused = input.paused;
      if (!input.paused) {
        changes.pausedForFailures = false;
        changes.failingSince = null;
      }
    }
    if (!(await updateOwnEndpoint(db, userId, input.id, changes))) throw new AppError('404', 'webhooks.notFound');
  }

  /** A new signing secret, shown once; the old one stops signing at once. */
  async function rotate(userId: string, id: string): Promise<{ id: string; secret: string }> {
    const secret = newSecret();
    if (!(await updateOwnEndpoint(db, userId, id, { secret }))) throw new AppError('404', 'webhooks.notFound');
    return { id, secret };
  }

  async function remove(userId: string, id: string): Promise<void> {
    if (!(await deleteOwnEndpoint(db, userId, id))) throw new AppError('404', 'webhooks.notFound');
  }

  async function logOf(userId: string, id: string): Promise<WebhookAttempt[]> {
    if (!(await findOwnEndpoint(db, userId, id))) throw new AppError('404', 'webhooks.notFound');
    const rows = await listAttemptsOfEndpoint(db, id, webhookLogPageSize);
    return rows.map((row) => ({
      ...row,
      eventType: row.eventType as WebhookEventType,
      at: row.at.toISOString(),
    }));
  }

  // Who sends what is due at once (main.ts: the pg-boss job's runNow); without one, the job's next minute does.
  let wakeUp: () => void = () => {};
  function onDue(listener: () => void): void {
    wakeUp = listener;
  }

  async function resend(userId: string, deliveryId: string): Promise<void> {
    if (!(await requeueOwnDelivery(db, userId, deliveryId, now()))) throw new AppError('404', 'webhooks.notFound');
    wakeUp();
  }

  /**
   * Turns the order events committed since the cursor into deliveries, in one transaction with the cursor (locked,
   * so instances never dispatch the same events twice; the unique endpoint-event index is the backstop). Only
   * committed events are read, so a rolled-back change sends nothing. Returns how many deliveries were queued.
   */
  async function dispatch(): Promise<number> {
    let queued = 0;
    for (;;) {
      const { done, added } = await db.transaction(async (tx) => {
        const cursor = await lockCursor(tx);
        const events = await listOrderEventsAfter(tx, cursor, dispatchBatch);
        const last = events.at(-1);
        if (!last) return { done: true, added: 0 };
        const endpoints = await listActiveEndpointsOf(tx, [...new Set(events.map((event) => event.userId))]);
        const at = now();
        const rows = events.flatMap((event) =>
          toWebhookEvents(event).flatMap((webhook) => {
            const eventId = `evt_${event.id}${webhook.idSuffix}`;
            const body = JSON.stringify({
              id: eventId,
              type: webhook.type,
              createdAt: event.createdAt.toISOString(),
              data: webhook.data,
            });
            return endpoints
              .filter(
                (endpoint) =>
                  endpoint.userId === event.userId &&
                  endpoint.events.includes(webhook.type) &&
                  // An endpoint receives events from its registration on, even if the dispatcher lags behind.
                  event.createdAt.getTime() >= endpoint.createdAt.getTime(),
              )
              .map((endpoint) => ({
                endpointId: endpoint.id,
                eventId,
                eventType: webhook.type,
                body,
                nextAttemptAt: at,
                retryWindowStart: at,
              }));
          }),
        );
        const inserted = await insertDeliveries(tx, rows);
        await saveCursor(tx, last.id);
        return { done: events.length < dispatchBatch, added: inserted };
      });
      queued += added;
      if (done) return queued;
    }
  }

  /**
   * One attempt's outcome; `isFinal` when the destination itself is refused (a forbidden address, a URL no longer
   * allowed): retrying would only knock at the same door, so the delivery fails at once. An unresolved name is
   * retried (DNS may be down for a while).
   */
  async function attempt(
    delivery: WebhookDeliveryRow,
    endpoint: WebhookEndpointRow,
  ): Promise<SendOutcome & { isFinal: boolean }> {
    let url: URL;
    let addresses: { address: string; family: number }[];
    try {
      url = parseWebhookUrl(endpoint.url, allowedHosts);
      // Checked again at delivery time: the name may resolve elsewhere now.
      addresses = await resolveDestination(url, { allowedHosts, resolve });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const isFinal = error.messageKey !== 'webhooks.hostUnresolved';
      return { responseCode: null, durationMs: 0, error: describeRefusal(error), excerpt: null, isFinal };
    }
    const unixSeconds = Math.floor(now().getTime() / 1000);
    const outcome = await sendWebhook({
      url,
      addresses,
      body: delivery.body,
      eventId: delivery.eventId,
      eventType: delivery.eventType,
      signature: signWebhook(endpoint.secret, delivery.body, unixSeconds),
      timeoutMs,
    });
    return { ...outcome, isFinal: false };
  }

  async function noteFailure(endpoint: WebhookEndpointRow, at: Date): Promise<void> {
    const failingSince = endpoint.failingSince ?? at;
    if (at.getTime() - failingSince.getTime() < pauseAfterFailingMs || endpoint.paused) {
      if (!endpoint.failingSince) await setEndpointFailure(db, endpoint.id, { failingSince });
      return;
    }
    await setEndpointFailure(db, endpoint.id, { paused: true, pausedForFailures: true });
    const email = await findUserEmail(db, endpoint.userId);
    if (!email) return;
    try {
      await dependencies.mail.send({
        to: email,
        subject: 'BoardForge: webhook endpoint paused / Webhook 端点已暂停',
        text:
          `Your webhook endpoint ${endpoint.url} has failed every delivery for 3 days and is paused. ` +
          'Fix it, then resume it in the member area (Webhooks).\n\n' +
          `您的 Webhook 端点 ${endpoint.url} 已连续 3 天投递失败，现已暂停。修复后请在会员中心（Webhooks）恢复。`,
      });
    } catch (error) {
      log.warn({ err: error, endpointId: endpoint.id }, 'webhooks: the pause mail could not be sent');
    }
  }

  /** Sends one claimed delivery and records the attempt; a failure is retried with backoff within 24 h. */
  async function deliverOne(delivery: WebhookDeliveryRow): Promise<void> {
    const endpoint = await findEndpoint(db, delivery.endpointId);
    if (!endpoint) return;
    const started = now();
    if (endpoint.paused) {
      // A paused endpoint's deliveries wait (a resume within the window sends them); after it they fail.
      const expired = started.getTime() - delivery.retryWindowStart.getTime() >= retryWindowMs;
      await recordAttempt(
        db,
        {
          deliveryId: delivery.id,
          attempt: delivery.attempts + 1,
          durationMs: 0,
          error: 'endpoint paused',
          at: started,
        },
        {
          id: delivery.id,
          status: expired ? 'failed' : 'pending',
          attempts: delivery.attempts + 1,
          nextAttemptAt: new Date(started.getTime() + hourMs),
        },
      );
      return;
    }
    const outcome = await attempt(delivery, endpoint);
    const attempts = delivery.attempts + 1;
    const isOk = outcome.error === null;
    const nextAttemptAt = new Date(started.getTime() + retryDelayMs(attempts));
    const expired = outcome.isFinal || nextAttemptAt.getTime() - delivery.retryWindowStart.getTime() > retryWindowMs;
    await recordAttempt(
      db,
      {
        deliveryId: delivery.id,
        attempt: attempts,
        responseCode: outcome.responseCode,
        durationMs: outcome.durationMs,
        error: outcome.error,
        responseExcerpt: outcome.excerpt,
        at: started,
      },
      { id: delivery.id, status: isOk ? 'delivered' : expired ? 'failed' : 'pending', attempts, nextAttemptAt },
    );
    if (isOk) {
      if (endpoint.failingSince) await setEndpointFailure(db, endpoint.id, { failingSince: null });
    } else {
      await noteFailure(endpoint, started);
    }
  }

  /** Sends every delivery due now (batches of 50); returns how many were attempted. */
  async function deliverDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const at = now();
      const claimed = await claimDueDeliveries(db, at, new Date(at.getTime() + leaseMs), deliverBatch);
      for (const delivery of claimed) {
        try {
          await deliverOne(delivery);
        } catch (error) {
          log.warn({ err: error, deliveryId: delivery.id }, 'webhooks: a delivery could not be recorded');
        }
      }
      attempted += claimed.length;
      if (claimed.length < deliverBatch) return attempted;
    }
  }

  return { create, listOwn, update, rotate, remove, logOf, resend, dispatch, deliverDue, onDue };
}

/** The webhooks service's interface. */
export type WebhooksService = ReturnType<typeof createWebhooksService>;
