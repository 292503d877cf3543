import { randomUUID } from 'node:crypto';
import { orderEventsCloseCodes } from '@boardforge/contracts/order-events.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoPhoneOfRole } from '../src/db/seed.ts';
import { createOrderEventsHub } from '../src/modules/order-events/order-events.hub.ts';
import { appendOrderEvent, listEventsAfter } from '../src/modules/order-events/order-events.repository.ts';
import { createOrderEventsService } from '../src/modules/order-events/order-events.service.ts';
import { createSessionsService } from '../src/modules/sessions/sessions.service.ts';
import { findUserByPhone } from '../src/modules/users/users.repository.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import {
  commitEvent,
  connectEventStream,
  connectWebSocket,
  insertCustomer,
  type LiveClient,
  listenLocally,
  startSessionCookie,
} from './order-events-clients.ts';

let testApp: TestApp;
let baseUrl: string;
let aliceId: string;
let bobId: string;
let alice: string;
let bob: string;
let staff: string;
const open: LiveClient[] = [];

/** Connects and remembers the client so it is closed after the test file. */
async function track(connecting: Promise<LiveClient>): Promise<LiveClient> {
  const client = await connecting;
  open.push(client);
  return client;
}

beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await listenLocally(testApp.app);
  const { db } = testApp.database.handle;
  aliceId = await insertCustomer(db, '13711110001');
  bobId = await insertCustomer(db, '13711110002');
  alice = await startSessionCookie(db, '13711110001');
  bob = await startSessionCookie(db, '13711110002');
  staff = await startSessionCookie(db, demoPhoneOfRole('11'));
});
afterAll(async () => {
  for (const client of open) client.close();
  await testApp?.close();
});

describe('appendOrderEvent', () => {
  it('commits with the caller’s transaction and not at all when it rolls back', async () => {
    const { db } = testApp.database.handle;
    const orderId = randomUUID();
    const before = await listEventsAfter(db, { cursor: 0, userId: aliceId, limit: 1000 });
    await expect(
      db.transaction(async (tx) => {
        await appendOrderEvent(tx, { orderId, userId: aliceId, kind: 'status', payload: { to: 3 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { id } = await appendOrderEvent(db, {
      orderId,
      userId: aliceId,
      kind: 'created',
      payload: { orderNo: 'N1' },
    });
    const after = await listEventsAfter(db, { cursor: 0, userId: aliceId, limit: 1000 });
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ id, orderId, kind: 'created', payload: { orderNo: 'N1' } });
    expect(await listEventsAfter(db, { cursor: id, limit: 10 })).toEqual([]);
  });
});

describe('WebSocket /api/ws/orders', () => {
  it('pushes committed events to their owner and to staff, never to another customer', async () => {
    const { db } = testApp.database.handle;
    const [aliceSocket, bobSocket, staffSocket] = await Promise.all([
      track(connectWebSocket(baseUrl, { cookie: alice })),
      track(connectWebSocket(baseUrl, { cookie: bob })),
      track(connectWebSocket(baseUrl, { cookie: staff })),
    ]);
    for (const client of [aliceSocket, bobSocket, staffSocket]) expect((await client.next()).type).toBe('ready');

    const orderId = randomUUID();
    const aliceEvent = await commitEvent(db, aliceId, 'created', orderId);
    const bobEvent = await commitEvent(db, bobId);

    const received = await aliceSocket.nextEvent();
    expect(received).toEqual({
      type: 'orderEvent',
      id: aliceEvent,
      orderId,
      kind: 'created',
      payload: { from: 1, to: 2, action: 'test' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await bobSocket.nextEvent()).id).toBe(bobEvent);
    expect((await staffSocket.nextEvent()).id).toBe(aliceEvent);
    expect((await staffSocket.nextEvent()).id).toBe(bobEvent);
    // Alice's next event is her own; Bob's, committed in between, never reached her.
    const aliceNext = await commitEvent(db, aliceId);
    expect((await aliceSocket.nextEvent()).id).toBe(aliceNext);
    expect(aliceSocket.events().map((event) => event.id)).toEqual([aliceEvent, aliceNext]);
    expect(bobSocket.events().map((event) => event.id)).toEqual([bobEvent]);
  });

  it('replays what was committed while disconnected, in order and once, then goes live', async () => {
    const { db } = testApp.database.handle;
    const first = await track(connectWebSocket(baseUrl, { cookie: alice }));
    const ready = await first.next();
    if (ready.type !== 'ready') throw new Error('expected ready first');
    const seen = await commitEvent(db, aliceId);
    expect((await first.nextEvent()).id).toBe(seen);
    first.close();
    await first.closed;

    const missed = [await commitEvent(db, aliceId), await commitEvent(db, bobId), await commitEvent(db, aliceId)];
    const again = await track(connectWebSocket(baseUrl, { cookie: alice, cursor: seen }));
    expect((await again.nextEvent()).id).toBe(missed[0]);
    expect((await again.nextEvent()).id).toBe(missed[2]);
    expect(await again.next()).toEqual({ type: 'ready', cursor: missed[2] });
    const live = await commitEvent(db, aliceId);
    expect((await again.nextEvent()).id).toBe(live);
    expect(again.events().map((event) => event.id)).toEqual([missed[0], missed[2], live]);
  });

  it('never delivers an event whose transaction rolled back', async () => {
    const { db } = testApp.database.handle;
    const client = await track(connectWebSocket(baseUrl, { cookie: alice }));
    await client.next();
    let rolledBackId = 0;
    await expect(
      db.transaction(async (tx) => {
        rolledBackId = (await appendOrderEvent(tx, { orderId: randomUUID(), userId: aliceId, kind: 'status' })).id;
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(rolledBackId).toBeGreaterThan(0);
    const committed = await commitEvent(db, aliceId);
    expect((await client.nextEvent()).id).toBe(committed);
    expect(client.events().map((event) => event.id)).not.toContain(rolledBackId);
    // A reconnect from before the rolled-back id replays only the committed event.
    const replay = await track(connectWebSocket(baseUrl, { cookie: alice, cursor: rolledBackId - 1 }));
    expect(await replay.next()).toMatchObject({ type: 'orderEvent', id: committed });
  });

  it('refuses the upgrade without a session (401) and from another site (403)', async () => {
    await expect(connectWebSocket(baseUrl)).rejects.toThrow('HTTP 401');
    await expect(connectWebSocket(baseUrl, { cookie: 'sid=not-a-session-token-at-all' })).rejects.toThrow('HTTP 401');
    await expect(connectWebSocket(baseUrl, { cookie: alice, origin: 'https://evil.example' })).rejects.toThrow(
      'HTTP 403',
    );
    const sameSite = await track(connectWebSocket(baseUrl, { cookie: alice, origin: baseUrl }));
    expect((await sameSite.next()).type).toBe('ready');
  });

  it('answers a plain GET with 400 and a bad cursor with 400', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/ws/orders', headers: { cookie: alice } });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().msg).toContain('WebSocket');
    await expect(connectWebSocket(baseUrl, { cookie: alice, cursor: -1 })).rejects.toThrow('HTTP 400');
  });
});

describe('open feeds', () => {
  it('closes a feed when its page leaves (WebSocket and event stream), and the hub forgets it', async () => {
    const live = testApp.app.orderEventsLive;
    const before = live.orderEvents.countOpenFeeds();
    const socket = await connectWebSocket(baseUrl, { cookie: bob });
    const stream = await connectEventStream(baseUrl, { cookie: bob });
    await socket.next();
    await stream.next();
    expect(live.orderEvents.countOpenFeeds()).toBe(before + 2);
    expect(live.orderEventsHub.isListening()).toBe(true);
    socket.close();
    stream.close();
    // A bound that only catches feeds that never close (vi.waitFor's 1 s default can pass on a loaded machine).
    await vi.waitFor(() => expect(live.orderEvents.countOpenFeeds()).toBe(before), { timeout: 10_000 });
    expect(live.orderEventsHub.countSubscribers()).toBe(before);
  });
});

describe('event stream /api/events/orders', () => {
  it('replays from ?cursor= or Last-Event-ID, then pushes, and filters by owner', async () => {
    const { db } = testApp.database.handle;
    const start = await commitEvent(db, aliceId);
    const missed = [await commitEvent(db, bobId), await commitEvent(db, aliceId)];
    const stream = await track(connectEventStream(baseUrl, { cookie: alice, cursor: start }));
    expect((await stream.nextEvent()).id).toBe(missed[1]);
    expect(await stream.next()).toEqual({ type: 'ready', cursor: expect.any(Number) });
    const live = await commitEvent(db, aliceId);
    expect((await stream.nextEvent()).id).toBe(live);
    expect(stream.events().map((event) => event.id)).toEqual([missed[1], live]);

    // As EventSource reconnects: the first URL's cursor, and Last-Event-ID (which wins).
    const resumed = await track(connectEventStream(baseUrl, { cookie: staff, cursor: 0, lastEventId: start }));
    expect((await resumed.nextEvent()).id).toBe(missed[0]);
    expect((await resumed.nextEvent()).id).toBe(missed[1]);
    expect((await resumed.nextEvent()).id).toBe(live);
  });

  it("gives staff without an order screen (the design engineer, role 17) no customer's order events", async () => {
    const { db } = testApp.database.handle;
    const start = await commitEvent(db, aliceId);
    const missed = [await commitEvent(db, bobId), await commitEvent(db, aliceId)];
    // The replay ends with 'ready': whatever the caller may see of the events after the cursor comes before it.
    const engineer = await startSessionCookie(db, demoPhoneOfRole('17'));
    const engineerStream = await track(connectEventStream(baseUrl, { cookie: engineer, cursor: start }));
    expect(await engineerStream.next()).toEqual({ type: 'ready', cursor: expect.any(Number) });
    expect(engineerStream.events()).toEqual([]);
    const salesStream = await track(connectEventStream(baseUrl, { cookie: staff, cursor: start }));
    expect((await salesStream.nextEvent()).id).toBe(missed[0]);
    expect((await salesStream.nextEvent()).id).toBe(missed[1]);
    expect(await salesStream.next()).toEqual({ type: 'ready', cursor: expect.any(Number) });
  });

  it('refuses callers without a session, another site, and non-event-stream requests', async () => {
    await expect(connectEventStream(baseUrl)).rejects.toThrow('HTTP 401');
    await expect(connectEventStream(baseUrl, { cookie: bob, origin: 'https://evil.example' })).rejects.toThrow(
      'HTTP 403',
    );
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/events/orders', headers: { cookie: bob } });
    expect(plain.statusCode).toBe(400);
  });
});

describe('session end and shutdown', () => {
  it('closes live lines when the app closes: the WebSocket, and the event stream with an end message', async () => {
    const other = await createTestApp();
    try {
      const url = await listenLocally(other.app);
      const { db } = other.database.handle;
      const cookie = await startSessionCookie(db, demoPhoneOfRole('1'));
      const socket = await connectWebSocket(url, { cookie });
      const stream = await connectEventStream(url, { cookie });
      await socket.next();
      await stream.next();
      await other.app.close();
      // @fastify/websocket closes sockets without a status (1005): a plain close, so the page reconnects.
      expect(await socket.closed).toBe(1005);
      expect(await stream.next((message) => message.type === 'end')).toEqual({ type: 'end', reason: 'shutdown' });
    } finally {
      await other.close().catch(() => undefined);
    }
  });

  it('pings every heartbeat and ends the feed (WebSocket close 4401) once the session is gone', async () => {
    const { db } = testApp.database.handle;
    const user = await findUserByPhone(db, '13711110002');
    if (!user) throw new Error('no Bob');
    const sessions = createSessionsService({ db, now: () => new Date() });
    const started = await sessions.startSession(user, { rememberMe: false });
    const hub = createOrderEventsHub({ db, listen: testApp.database.handle.listen, log: testApp.app.log });
    const service = createOrderEventsService({ db, hub, now: () => new Date(), log: testApp.app.log, heartbeatMs: 50 });
    const sent: string[] = [];
    let ended: ((reason: string) => void) | undefined;
    const endReason = new Promise<string>((resolve) => {
      ended = resolve;
    });
    await hub.start();
    try {
      const feed = await service.openFeed(started.session, undefined, {
        send: async (message) => void sent.push(message.type),
        isBackedUp: () => false,
        end: (reason) => ended?.(reason),
      });
      await vi.waitFor(() => expect(sent.filter((type) => type === 'ping').length).toBeGreaterThanOrEqual(2), {
        timeout: 20_000,
      });
      expect(sent[0]).toBe('ready');
      await sessions.endSession(started.token);
      expect(await endReason).toBe('sessionEnded');
      expect(service.countOpenFeeds()).toBe(0);
      feed.close();
    } finally {
      await hub.stop();
    }
    expect(orderEventsCloseCodes.sessionEnded).toBe(4401);
  });
});
