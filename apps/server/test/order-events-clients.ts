import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  type OrderEventMessage,
  type OrderEventsServerMessage,
  orderEventsPaths,
  orderEventsServerMessageSchema,
} from '@boardforge/contracts/order-events.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { appendOrderEvent } from '../src/modules/order-events/order-events.repository.ts';
import { createSessionsService } from '../src/modules/sessions/sessions.service.ts';
import { findUserByPhone, insertUser } from '../src/modules/users/users.repository.ts';

/** The `ws` client (a dependency of @fastify/websocket; it ships no types, hence this shape). */
type RawWebSocket = {
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'unexpected-response', listener: (request: unknown, response: { statusCode: number }) => void): void;
  close(): void;
};
const WebSocketClient = createRequire(import.meta.url)('ws') as new (
  url: string,
  options: { headers: Record<string, string> },
) => RawWebSocket;

/** A connected live-updates client (WebSocket or event stream) that collects what the server sends. */
export type LiveClient = {
  /** The next message matching `accept` (default: any but pings), or a timeout error. */
  next(accept?: (message: OrderEventsServerMessage) => boolean, timeoutMs?: number): Promise<OrderEventsServerMessage>;
  /** The next order event. */
  nextEvent(timeoutMs?: number): Promise<OrderEventMessage>;
  /** Every order event received so far. */
  events(): OrderEventMessage[];
  /** Resolves with the close code (0 for an event stream that ended). */
  closed: Promise<number>;
  close(): void;
};

type ConnectOptions = { cookie?: string | undefined; origin?: string; cursor?: number; lastEventId?: number };

/** Collects parsed messages and hands them to waiters in order. */
function createInbox() {
  const received: OrderEventsServerMessage[] = [];
  let readIndex = 0;
  let wake: (() => void) | undefined;
  const push = (raw: string) => {
    received.push(orderEventsServerMessageSchema.parse(JSON.parse(raw)));
    wake?.();
  };
  async function next(
    accept: (message: OrderEventsServerMessage) => boolean = (message) => message.type !== 'ping',
    timeoutMs = 10_000,
  ): Promise<OrderEventsServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (readIndex < received.length) {
        const message = received[readIndex++] as OrderEventsServerMessage;
        if (accept(message)) return message;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no message within ${timeoutMs} ms (got ${JSON.stringify(received)})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
  return {
    push,
    next,
    nextEvent: async (timeoutMs?: number) =>
      (await next((message) => message.type === 'orderEvent', timeoutMs)) as OrderEventMessage,
    events: () => received.filter((message): message is OrderEventMessage => message.type === 'orderEvent'),
  };
}

function buildQuery(options: ConnectOptions): string {
  return options.cursor === undefined ? '' : `?cursor=${options.cursor}`;
}

/** Opens a WebSocket to /api/ws/orders; rejects with "HTTP <status>" when the upgrade is refused. */
export function connectWebSocket(baseUrl: string, options: ConnectOptions = {}): Promise<LiveClient> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  const url = `${baseUrl.replace(/^http/, 'ws')}${orderEventsPaths.webSocket}${buildQuery(options)}`;
  const socket = new WebSocketClient(url, { headers });
  const inbox = createInbox();
  let resolveClosed: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => {
    resolveClosed = resolve;
  });
  socket.on('message', (data) => inbox.push(data.toString('utf8')));
  socket.on('close', (code) => resolveClosed(code));
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.on('error', reject);
    socket.on('open', () => resolve({ ...inbox, closed, close: () => socket.close() }));
  });
}

/** Opens the event stream /api/events/orders; rejects with "HTTP <status>" when it is refused. */
export async function connectEventStream(baseUrl: string, options: ConnectOptions = {}): Promise<LiveClient> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${orderEventsPaths.eventStream}${buildQuery(options)}`, {
    headers,
    signal: abort.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`HTTP ${response.status}`);
  const inbox = createInbox();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const closed = (async () => {
    let pending = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 0;
        pending += value;
        let end = pending.indexOf('\n\n');
        while (end >= 0) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) inbox.push(data.slice('data: '.length));
          end = pending.indexOf('\n\n');
        }
      }
    } catch {
      return 0; // aborted by close()
    }
  })();
  return { ...inbox, closed, close: () => abort.abort() };
}

/** A session cookie for a user (started directly: scrypt logins are covered by auth.test.ts). */
export async function startSessionCookie(db: Db, phone: string): Promise<string> {
  const user = await findUserByPhone(db, phone);
  if (!user) throw new Error(`no user ${phone}`);
  const started = await createSessionsService({ db, now: () => new Date() }).startSession(user, { rememberMe: false });
  return `sid=${started.token}`;
}

/** Inserts a customer and returns its id. */
export async function insertCustomer(db: Db, phone: string): Promise<string> {
  const user = await insertUser(db, { phone, passwordHash: 'x', nickname: `Customer ${phone}`, kind: 'client' });
  return user.id;
}

/** Commits one event of a (made-up) order of a user in a transaction of its own; returns its id. */
export async function commitEvent(db: Db, userId: string, kind = 'status', orderId = randomUUID()): Promise<number> {
  const { id } = await db.transaction((tx) =>
    appendOrderEvent(tx, { orderId, userId, kind, payload: { from: 1, to: 2, action: 'test' } }),
  );
  return id;
}

/** Starts listening on an ephemeral local port; returns the base URL. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}
