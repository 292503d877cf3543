import type { OutgoingHttpHeaders } from 'node:http';
import {
  type OrderEventsServerMessage,
  orderEventsCloseCodes,
  orderEventsQuerySchema,
} from '@boardforge/contracts/order-events.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requireSession } from '../../plugins/access.ts';
import { isOwnOrigin } from '../../plugins/origin-check.ts';
import type { OrderEventsHub } from './order-events.hub.ts';
import type { Feed, FeedEndReason, FeedSink, OrderEventsService } from './order-events.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's live order updates (hub and open feeds), for health checks and tests. */
    orderEventsLive: { orderEvents: OrderEventsService; orderEventsHub: OrderEventsHub };
  }
}

/** What the routes use of a `ws` socket (the package ships no types). */
type LiveSocket = {
  readonly OPEN: number;
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string, done: (error?: Error) => void): void;
  close(code: number, reason: string): void;
  ping(): void;
  terminate(): void;
  on(event: 'close' | 'pong', listener: () => void): void;
};

/** Bytes queued on one line beyond which the client is told to reconnect (it resumes from its cursor). */
const maxQueuedBytes = 1024 * 1024;

const webSocketCloseOf: Record<FeedEndReason, { code: number; reason: string }> = {
  sessionEnded: { code: orderEventsCloseCodes.sessionEnded, reason: 'session ended' },
  tooSlow: { code: orderEventsCloseCodes.tooSlow, reason: 'too slow; reconnect with your cursor' },
  shutdown: { code: 1001, reason: 'server stopping' },
  error: { code: 1011, reason: 'server error' },
};

/**
 * GET /ws/orders (WebSocket) and GET /events/orders (Server-Sent Events): live order events for the
 * caller from `?cursor=`; starts the hub with the app and stops it (and every feed) on close.
 */
export function registerOrderEventsRoutes(
  app: FastifyInstance,
  services: { orderEvents: OrderEventsService; orderEventsHub: OrderEventsHub },
  options: { publicOrigin: string | undefined },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { orderEvents, orderEventsHub } = services;
  app.addHook('onReady', () => orderEventsHub.start());
  app.addHook('preClose', async () => orderEvents.closeAllFeeds());
  app.addHook('onClose', () => orderEventsHub.stop());

  // A browser always names its page on a WebSocket/EventSource; another site's page must not ride the cookie.
  const refuseCrossSite = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !isOwnOrigin(origin, request, options.publicOrigin)) {
      request.log.warn({ origin }, 'cross-site live updates refused');
      throw new AppError('403', 'errors.crossSiteRequest');
    }
  };

  api.route({
    method: 'GET',
    url: '/ws/orders',
    config: { access: 'user' },
    schema: {
      tags: ['orders'],
      summary: 'Live order events over WebSocket (upgrade only; see modules/order-events/README.md)',
      querystring: orderEventsQuerySchema,
    },
    onRequest: refuseCrossSite,
    handler: async () => {
      throw new AppError('400', 'orderEvents.upgradeRequired');
    },
    wsHandler: async (socket: LiveSocket, request) => {
      // The page may leave during the replay: remember it, so the feed is closed either way.
      let feed: Feed | undefined;
      let isClosed = false;
      socket.on('close', () => {
        isClosed = true;
        feed?.close();
      });
      feed = await orderEvents.openFeed(requireSession(request), request.query.cursor, toWebSocketSink(socket));
      if (isClosed) feed.close();
      // A line that stopped answering pings is dropped; the browser answers them by itself.
      let isAlive = true;
      socket.on('pong', () => {
        isAlive = true;
      });
      const probe = setInterval(() => {
        if (!isAlive) return socket.terminate();
        isAlive = false;
        socket.ping();
      }, 30_000);
      probe.unref();
      socket.on('close', () => clearInterval(probe));
      // Clients have nothing to say; anything they send is ignored.
    },
  });

  api.get(
    '/events/orders',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'Live order events as text/event-stream (fallback of /ws/orders); Last-Event-ID, else cursor',
        querystring: orderEventsQuerySchema,
      },
      onRequest: refuseCrossSite,
    },
    async (request, reply) => {
      if (!(request.headers.accept ?? '').includes('text/event-stream')) {
        throw new AppError('400', 'orderEvents.eventStreamRequired');
      }
      // EventSource reconnects to the same URL with Last-Event-ID, which is newer than the URL's cursor.
      const cursor = readLastEventId(request) ?? request.query.cursor;
      const session = requireSession(request);
      openEventStream(reply);
      // The response's 'close' is the line closing (the request's fires once its body is read).
      let feed: Feed | undefined;
      let isClosed = false;
      reply.raw.on('close', () => {
        isClosed = true;
        feed?.close();
      });
      feed = await orderEvents.openFeed(session, cursor, toEventStreamSink(reply));
      if (isClosed) feed.close();
    },
  );
}

function toWebSocketSink(socket: LiveSocket): FeedSink {
  return {
    send: (message) =>
      new Promise((resolve) => {
        if (socket.readyState !== socket.OPEN) return resolve();
        socket.send(JSON.stringify(message), () => resolve());
      }),
    isBackedUp: () => socket.bufferedAmount > maxQueuedBytes,
    end(reason) {
      const { code, reason: text } = webSocketCloseOf[reason];
      if (socket.readyState === socket.OPEN) socket.close(code, text);
    },
  };
}

/** Takes the line over from Fastify (no compression, no envelope) and sends the stream's headers. */
function openEventStream(reply: FastifyReply): void {
  reply.hijack();
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no', // nginx: do not buffer the stream
    connection: 'keep-alive',
  });
  // EventSource reconnects after `retry` ms with Last-Event-ID, as the WebSocket client does with ?cursor=.
  reply.raw.write('retry: 2000\n\n');
}

function toEventStreamSink(reply: FastifyReply): FeedSink {
  const line = reply.raw;
  return {
    send: (message: OrderEventsServerMessage) =>
      new Promise((resolve) => {
        if (line.destroyed || line.writableEnded) return resolve();
        const cursor =
          message.type === 'orderEvent' ? message.id : message.type === 'ready' ? message.cursor : undefined;
        const id = cursor === undefined ? '' : `id: ${cursor}\n`;
        line.write(`${id}data: ${JSON.stringify(message)}\n\n`, () => resolve());
      }),
    isBackedUp: () => line.writableLength > maxQueuedBytes,
    end(reason) {
      // The event stream has no close codes: a last message says why, then the line ends.
      const last: OrderEventsServerMessage = { type: 'end', reason };
      if (!line.writableEnded) line.end(`data: ${JSON.stringify(last)}\n\n`);
    },
  };
}

function readLastEventId(request: FastifyRequest): number | undefined {
  const parsed = orderEventsQuerySchema.safeParse({ cursor: request.headers['last-event-id'] });
  return parsed.success ? parsed.data.cursor : undefined;
}
