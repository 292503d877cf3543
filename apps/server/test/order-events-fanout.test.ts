import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { demoPhoneOfRole } from '../src/db/seed.ts';
import { appendOrderEvent, listEventsAfter } from '../src/modules/order-events/order-events.repository.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { isPostgres } from './helpers/test-database.ts';
import {
  commitEvent,
  connectWebSocket,
  insertCustomer,
  type LiveClient,
  listenLocally,
  startSessionCookie,
} from './order-events-clients.ts';

// Two server instances on ONE PostgreSQL database: each holds its own LISTEN and serves its own sockets.
describe.runIf(isPostgres)('fan-out across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let instanceA: TestApp;
  let appB: FastifyInstance;
  let handleB: DatabaseHandle;
  let urlA: string;
  let urlB: string;
  let aliceId: string;
  let bobId: string;
  let alice: string;
  let bob: string;
  let staff: string;
  const open: LiveClient[] = [];
  /** Connects from now (no cursor) and waits for `ready`, so later events are live ones. */
  const track = async (connecting: Promise<LiveClient>) => {
    const client = await connecting;
    open.push(client);
    expect((await client.next()).type).toBe('ready');
    return client;
  };

  beforeAll(async () => {
    instanceA = await createTestApp();
    urlA = await listenLocally(instanceA.app);
    const databaseUrl = instanceA.database.url;
    if (!databaseUrl) throw new Error('the PostgreSQL test database has no URL');
    handleB = await openDatabase({ databaseUrl });
    appB = await buildApp(instanceA.config, { database: handleB, logger: false });
    urlB = await listenLocally(appB);
    const { db } = instanceA.database.handle;
    aliceId = await insertCustomer(db, '13722220001');
    bobId = await insertCustomer(db, '13722220002');
    alice = await startSessionCookie(db, '13722220001');
    bob = await startSessionCookie(db, '13722220002');
    staff = await startSessionCookie(db, demoPhoneOfRole('1'));
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await appB?.close();
    await handleB?.close();
    await instanceA?.close();
  });

  it('a client of instance A receives an event committed through instance B, and the reverse', async () => {
    const aliceOnA = await track(connectWebSocket(urlA, { cookie: alice }));
    const staffOnB = await track(connectWebSocket(urlB, { cookie: staff }));
    const bobOnB = await track(connectWebSocket(urlB, { cookie: bob }));

    const throughB = await commitEvent(handleB.db, aliceId);
    expect((await aliceOnA.nextEvent()).id).toBe(throughB);
    expect((await staffOnB.nextEvent()).id).toBe(throughB);

    const throughA = await commitEvent(instanceA.database.handle.db, bobId);
    expect((await bobOnB.nextEvent()).id).toBe(throughA);
    expect((await staffOnB.nextEvent()).id).toBe(throughA);
    const aliceAgain = await commitEvent(handleB.db, aliceId);
    expect((await aliceOnA.nextEvent()).id).toBe(aliceAgain);
    expect(aliceOnA.events().map((event) => event.id)).toEqual([throughB, aliceAgain]);
    expect(bobOnB.events().map((event) => event.id)).toEqual([throughA]);
  });

  it('an event appended on B in a transaction that rolls back never reaches A', async () => {
    const aliceOnA = await track(connectWebSocket(urlA, { cookie: alice }));
    let rolledBackId = 0;
    await expect(
      handleB.db.transaction(async (tx) => {
        rolledBackId = (await appendOrderEvent(tx, { orderId: randomUUID(), userId: aliceId, kind: 'payment' })).id;
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    const committed = await commitEvent(handleB.db, aliceId);
    expect((await aliceOnA.nextEvent()).id).toBe(committed);
    expect(aliceOnA.events().map((event) => event.id)).not.toContain(rolledBackId);
  });

  it('concurrent commits on both instances arrive once each, in id order, also across a reconnect', async () => {
    const staffOnA = await track(connectWebSocket(urlA, { cookie: staff }));
    const first = await track(connectWebSocket(urlB, { cookie: alice }));
    const burst = (count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, index) =>
          commitEvent(index % 2 ? handleB.db : instanceA.database.handle.db, index % 3 ? aliceId : bobId),
        ),
      );
    const committedEarly = await burst(30);
    const aliceEarly = (await first.nextEvent()).id;
    first.close(); // Alice's page drops after her first event and comes back while more commit
    const committedLate = await burst(30);
    const again = await connectWebSocket(urlB, { cookie: alice, cursor: aliceEarly });
    open.push(again);
    const committed = [...committedEarly, ...committedLate].sort((a, b) => a - b);

    for (const id of committed) expect((await staffOnA.nextEvent()).id).toBe(id);
    const aliceRows = await listEventsAfter(handleB.db, { cursor: aliceEarly, userId: aliceId, limit: 1000 });
    const expectedAfterReconnect = aliceRows.map((row) => row.id);
    expect(expectedAfterReconnect.length).toBeGreaterThan(30);
    const received: number[] = [];
    while (received.length < expectedAfterReconnect.length) received.push((await again.nextEvent()).id);
    expect(received).toEqual(expectedAfterReconnect);
    expect(await again.next()).toEqual({ type: 'ready', cursor: expect.any(Number) });
  });

  it('keeps delivering after the LISTEN connections are killed (reconnects and catches up)', async () => {
    const aliceOnA = await track(connectWebSocket(urlA, { cookie: alice }));
    const staffOnB = await track(connectWebSocket(urlB, { cookie: staff }));
    const terminated = await instanceA.database.handle.db.execute(sql`
      select pg_terminate_backend(pid) as done from pg_stat_activity
      where datname = current_database() and query = 'listen "order_events"' and pid <> pg_backend_pid()`);
    // One per instance (each instance also LISTENs for price-book publications, on a connection of its own).
    expect((terminated as { rows: unknown[] }).rows.length).toBe(2);
    const whileDown = await commitEvent(instanceA.database.handle.db, aliceId);
    expect((await aliceOnA.nextEvent(15_000)).id).toBe(whileDown);
    expect((await staffOnB.nextEvent(15_000)).id).toBe(whileDown);
    const afterwards = await commitEvent(handleB.db, aliceId);
    expect((await aliceOnA.nextEvent()).id).toBe(afterwards);
  });
});
