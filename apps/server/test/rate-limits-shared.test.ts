import { count } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../src/db/rate-limit-counters.table.ts';
import { createSecondInstance, createTestApp, type TestApp } from './helpers/test-app.ts';

// The per-address ceilings are counted in the database (plugins/rate-limit-store.ts), so two server instances on one
// database enforce one ceiling between them. PostgreSQL: the second instance has a pool of its own; PGlite: both
// share the one in-process connection.
let testApp: TestApp;
let second: Awaited<ReturnType<typeof createSecondInstance>> | undefined;
let clock = new Date('2026-11-22T08:00:00Z');
const now = () => clock;
const advanceSeconds = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

/** A test-only route limited by `app.createRateLimit`, answering the limiter's view; `peek` reads without counting. */
async function addPeekRoute(app: FastifyInstance): Promise<void> {
  for (const counting of ['perRequest', 'batched'] as const) {
    const limit = app.createRateLimit({ max: 2, timeWindow: 60_000, counterName: `test-${counting}`, counting });
    app.get(`/test/limited/${counting}`, async (request) => {
      const isPeek = (request.query as { peek?: string }).peek === '1';
      const answer = await limit(request, { increment: !isPeek });
      return 'remaining' in answer ? { remaining: answer.remaining, isExceeded: answer.isExceeded } : {};
    });
  }
}

beforeAll(async () => {
  testApp = await createTestApp({
    now,
    env: { LOGINS_PER_IP_MINUTE: '4', QUOTE_RATE_LIMIT: '4' },
    beforeReady: addPeekRoute,
  });
  second = await createSecondInstance(testApp, { now, beforeReady: addPeekRoute });
});
afterAll(async () => {
  await second?.close();
  await testApp?.close();
});

const first = () => testApp.app;
const other = () => {
  if (!second) throw new Error('no second instance');
  return second.app;
};
const burst = (count: number, send: (index: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: count }, (_unused, index) => send(index)));
const refusedByCeiling = (answers: LightMyRequestResponse[]) =>
  answers.filter((answer) => answer.statusCode === 429 && answer.json().data?.reason === 'rate.limited').length;

const land = (app: FastifyInstance, index: number, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/land',
    // Unknown phones, one per request: the per-account checks stay out of the way, the per-address ceiling counts.
    payload: { username: `1399000${String(index).padStart(4, '0')}`, password: 'Wrong1234', loginType: 'client' },
    remoteAddress: address,
  });

const quote = (app: FastifyInstance, address: string) =>
  app.inject({ method: 'POST', url: '/api/pcb/calcStenPrice', payload: {}, remoteAddress: address });

describe('a strict ceiling counted in the database on every request', () => {
  it('lets exactly LOGINS_PER_IP_MINUTE logins of one address through when 5 times as many arrive at once on two instances', async () => {
    const answers = await burst(20, (index) => land(index % 2 === 0 ? first() : other(), index, '10.80.0.1'));
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(4);
    expect(refusedByCeiling(answers)).toBe(16);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toEqual({
      code: '429',
      msg: 'Too many requests; try again in 60 seconds.',
      data: { reason: 'rate.limited' },
    });
  });

  it('starts a new window on the app clock: after the minute the address passes again on either instance', async () => {
    const address = '10.80.0.2';
    await burst(4, (index) => land(first(), 100 + index, address));
    expect((await land(other(), 104, address)).statusCode).toBe(429);
    advanceSeconds(30);
    const halfWay = await land(other(), 105, address);
    expect(halfWay.statusCode).toBe(429);
    expect(halfWay.json().msg).toBe('Too many requests; try again in 30 seconds.');
    advanceSeconds(30);
    expect((await land(other(), 106, address)).statusCode).toBe(400);
    expect((await land(first(), 107, address)).statusCode).toBe(400);
  });

  it('reads without counting (increment: false) what every instance counted', async () => {
    const peek = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/test/limited/perRequest?peek=1', remoteAddress: '10.80.0.3' })).json();
    const hit = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/test/limited/perRequest', remoteAddress: '10.80.0.3' })).json();
    expect(await peek(first())).toEqual({ remaining: 2, isExceeded: false });
    expect(await hit(first())).toEqual({ remaining: 1, isExceeded: false });
    expect(await peek(other())).toEqual({ remaining: 1, isExceeded: false });
    expect(await peek(other())).toEqual({ remaining: 1, isExceeded: false });
    expect(await hit(other())).toEqual({ remaining: 0, isExceeded: false });
    expect(await hit(first())).toEqual({ remaining: 0, isExceeded: true });
    expect(await peek(other())).toEqual({ remaining: 0, isExceeded: true });
  });
});

describe('a generous ceiling counted here and added to the database in batches (the quote routes)', () => {
  it('refuses an address on the second instance from its first request once the first used up the ceiling', async () => {
    const address = '10.81.0.1';
    const onFirst = await burst(8, () => quote(first(), address));
    expect(onFirst.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
    expect(refusedByCeiling(onFirst)).toBe(4);
    await first().rateLimitCounters.flush();
    const onOther = await burst(8, () => quote(other(), address));
    expect(refusedByCeiling(onOther)).toBe(8);
    advanceSeconds(61);
    expect((await quote(other(), address)).statusCode).toBe(200);
  });

  it('lets exactly QUOTE_RATE_LIMIT quotes through when an address moves between instances', async () => {
    const address = '10.81.0.2';
    const onFirst = await burst(2, () => quote(first(), address));
    await first().rateLimitCounters.flush();
    const onOther = await burst(6, () => quote(other(), address));
    await other().rateLimitCounters.flush();
    // The first instance reads the total back at its next flush (every 200 ms; here at once).
    await first().rateLimitCounters.flush();
    const backOnFirst = await burst(3, () => quote(first(), address));
    const passed = [...onFirst, ...onOther, ...backOnFirst].filter((answer) => answer.statusCode === 200);
    expect(passed).toHaveLength(4);
    expect(onOther.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(refusedByCeiling(backOnFirst)).toBe(3);
  });

  it('reads without counting what this instance knows, including what the other added', async () => {
    const peek = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/test/limited/batched?peek=1', remoteAddress: '10.81.0.3' })).json();
    const hit = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/test/limited/batched', remoteAddress: '10.81.0.3' })).json();
    expect(await peek(first())).toEqual({ remaining: 2, isExceeded: false });
    expect(await hit(first())).toEqual({ remaining: 1, isExceeded: false });
    expect(await hit(first())).toEqual({ remaining: 0, isExceeded: false });
    expect(await peek(first())).toEqual({ remaining: 0, isExceeded: false });
    await first().rateLimitCounters.flush();
    expect(await peek(other())).toEqual({ remaining: 0, isExceeded: false });
    expect(await hit(other())).toEqual({ remaining: 0, isExceeded: true });
  });
});

describe('clean-up of ended windows', () => {
  it('deletes the counters whose window ended, and keeps the running ones', async () => {
    advanceSeconds(3600);
    const address = '10.82.0.1';
    await land(first(), 200, address);
    const db = testApp.database.handle.db;
    const countRows = async () => (await db.select({ rows: count() }).from(rateLimitCounters))[0]?.rows ?? 0;
    const rowsBefore = await countRows();
    expect(rowsBefore).toBeGreaterThan(1);
    expect(await first().rateLimitCounters.purgeEndedWindows()).toBe(rowsBefore - 1);
    expect(await countRows()).toBe(1);
    expect((await land(other(), 201, address)).statusCode).toBe(400);
    expect((await land(other(), 202, address)).statusCode).toBe(400);
    expect((await land(first(), 203, address)).statusCode).toBe(400);
    expect((await land(first(), 204, address)).statusCode).toBe(429);
  });
});
