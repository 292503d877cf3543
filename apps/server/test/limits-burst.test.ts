import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../src/db/verification-codes.table.ts';
import { hashPassword } from '../src/lib/password.ts';
import { findUserByPhone, insertUser } from '../src/modules/users/users.repository.ts';
import {
  buildAppOnSameDatabase,
  countOutboxTexts,
  createMember,
  readLatestCode,
  requestCode,
  wrongCodeFor,
} from './fakes/member-helpers.ts';
import { createSecondInstance, createTestApp, type TestApp } from './helpers/test-app.ts';
import { isPostgres } from './helpers/test-database.ts';

// Every "at most N" limit, hit by N×5 requests at once and spread over two app instances on one
// database (PostgreSQL: two connection pools, so the requests really overlap; PGlite serialises them
// on its one connection, which the limits must survive as well).
let testApp: TestApp;
let secondApp: FastifyInstance;
let second: Awaited<ReturnType<typeof createSecondInstance>> | undefined;
let clock = new Date('2026-11-22T08:00:00Z');
const now = () => clock;
const advanceMinutes = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  testApp = await createTestApp({ now });
  second = await createSecondInstance(testApp, { now });
  secondApp = second.app;
});
afterAll(async () => {
  await second?.close();
  await testApp?.close();
});

/** The app instance of the index-th request of a burst: alternating, so both share the work. */
const appFor = (index: number) => (index % 2 === 0 ? testApp.app : secondApp);
/** A distinct client address per request, so the per-IP ceilings stay out of the way. */
const addressFor = (index: number) => `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
/** Sends `count` requests at once. */
const burst = (count: number, send: (index: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: count }, (_unused, index) => send(index)));
const countStatus = (answers: LightMyRequestResponse[], status: number) =>
  answers.filter((answer) => answer.statusCode === status).length;

// A cheap scrypt cost for the test accounts (the stored hash names its cost), so a burst is quick.
const cheapCost = { N: 2 ** 14, r: 8, p: 1 };
const rightPassword = 'Right1234';

async function createPasswordCustomer(phone: string): Promise<void> {
  await insertUser(testApp.database.handle.db, {
    phone,
    passwordHash: await hashPassword(rightPassword, cheapCost),
    nickname: `Burst ${phone.slice(-4)}`,
    kind: 'client',
  });
}

const land = (index: number, phone: string, password: string) =>
  appFor(index).inject({
    method: 'POST',
    url: '/api/user/land',
    payload: { username: phone, password, loginType: 'client', rememberMe: false },
    remoteAddress: addressFor(index),
  });

const lockedAnswer = {
  code: '429',
  msg: 'Too many failed logins; the account is locked for 15 minutes.',
  data: { reason: 'auth.locked' },
};
const atOnceAnswer = {
  code: '429',
  msg: 'Too many login attempts for this account at once; please try again in a moment.',
  data: { reason: 'auth.tooManyAtOnce' },
};

describe('password login lock under a burst of guesses', () => {
  it('checks at most 5 passwords of an account when 25 guesses arrive at once on two instances', async () => {
    const phone = '13812340001';
    await createPasswordCustomer(phone);
    const answers = await burst(25, (index) => land(index, phone, `Wrong${index}abc`));
    // Five are compared: four answer "wrong", the fifth wrong one locks; the other twenty found every slot taken
    // (or, when they came after the fifth failure, the lock).
    expect(countStatus(answers, 400)).toBe(4);
    expect(countStatus(answers, 429)).toBe(21);
    const refusals = answers.filter((each) => each.statusCode === 429).map((each) => each.json());
    expect(refusals.filter((body) => body.data.reason === 'auth.locked').length).toBeGreaterThanOrEqual(1);
    for (const body of refusals) expect([lockedAnswer, atOnceAnswer]).toContainEqual(body);
    // Each check takes its slot before its password is compared, and only a check with a slot is compared.
    const stored = await findUserByPhone(testApp.database.handle.db, phone);
    expect(stored).toMatchObject({ failedLoginCount: 5, loginChecksRunning: 0 });

    const rightWhileLocked = await land(0, phone, rightPassword);
    expect(rightWhileLocked.statusCode).toBe(429);
    expect(rightWhileLocked.json()).toEqual(lockedAnswer);
    advanceMinutes(16);
    expect((await land(1, phone, rightPassword)).statusCode).toBe(200);
  });

  it('never answers a burst of right passwords with the lock: the excess is refused as too many at once', async () => {
    const phone = '13812340005';
    await createPasswordCustomer(phone);
    const answers = await burst(25, (index) => land(index, phone, rightPassword));
    const refusals = answers.filter((each) => each.statusCode !== 200);
    // At least the first 5 are checked; a check that ends frees its slot for a later one of the burst.
    expect(countStatus(answers, 200)).toBeGreaterThanOrEqual(5);
    for (const answer of refusals) expect(answer.json()).toEqual(atOnceAnswer);
    const stored = await findUserByPhone(testApp.database.handle.db, phone);
    expect(stored).toMatchObject({ failedLoginCount: 0, loginChecksRunning: 0, lockedUntil: null });
    expect((await land(0, phone, rightPassword)).statusCode).toBe(200);
  });

  // PGlite answers its one connection in arrival order, so the right password is the 25th attempt; on
  // PostgreSQL the order of a burst is not known, and the count above is the proof.
  it.skipIf(isPostgres)('refuses even the right password when it is the 25th of one burst', async () => {
    const phone = '13812340004';
    await createPasswordCustomer(phone);
    const passwords = [...Array.from({ length: 24 }, (_unused, index) => `Wrong${index}abc`), rightPassword];
    const answers = await Promise.all(passwords.map((password, index) => land(index, phone, password)));
    // Its slot is taken by wrong ones being compared (too many at once), or they have locked the account by then.
    expect([lockedAnswer, atOnceAnswer]).toContainEqual(answers.at(-1)?.json());
    expect(countStatus(answers, 200)).toBe(0);
    advanceMinutes(16);
  });

  it('lets the right password in within the first 5 tries, and a success clears the count', async () => {
    const phone = '13812340002';
    await createPasswordCustomer(phone);
    const wrong = await burst(4, (index) => land(index, phone, `Wrong${index}abc`));
    expect(wrong.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
    expect((await land(4, phone, rightPassword)).statusCode).toBe(200);
    const again = await burst(4, (index) => land(index, phone, `Again${index}abc`));
    expect(again.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
    expect((await land(5, phone, rightPassword)).statusCode).toBe(200);
  });

  it('counts a burst of wrong old passwords on change-password toward the same lock', async () => {
    const phone = '13812340003';
    await createPasswordCustomer(phone);
    const login = await land(0, phone, rightPassword);
    const cookie = `sid=${login.cookies.find((each) => each.name === 'sid')?.value}`;
    const answers = await burst(25, (index) =>
      appFor(index).inject({
        method: 'POST',
        url: '/api/user/changePassword',
        headers: { cookie },
        payload: { oldPassword: `Wrong${index}abc`, password: 'Newer1234', confirmPassword: 'Newer1234' },
      }),
    );
    expect(countStatus(answers, 400)).toBe(4);
    expect(countStatus(answers, 429)).toBe(21);
    for (const answer of answers.filter((each) => each.statusCode === 429)) {
      expect([lockedAnswer, atOnceAnswer]).toContainEqual(answer.json());
    }
    expect((await findUserByPhone(testApp.database.handle.db, phone))?.failedLoginCount).toBe(5);
    expect((await land(1, phone, rightPassword)).json()).toEqual(lockedAnswer);
    advanceMinutes(16);
  });
});

describe('SMS codes under a burst', () => {
  const clientLand = (index: number, phone: string, code: string) =>
    appFor(index).inject({
      method: 'GET',
      url: `/api/customer/clientLand?mobile=${phone}&code=${code}&type=client`,
      remoteAddress: addressFor(index),
    });

  async function readTries(phone: string): Promise<number> {
    const [row] = await testApp.database.handle.db
      .select({ tries: verificationCodes.failedAttempts })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.phone, phone), eq(verificationCodes.purpose, 'login')));
    return row?.tries ?? -1;
  }

  it('compares at most 5 typed codes against one code when 25 arrive at once', async () => {
    const phone = '13812340011';
    await createMember(testApp, { phone, now });
    expect((await requestCode(testApp.app, phone, 'login', { ip: '10.78.0.1' })).statusCode).toBe(200);
    const code = await readLatestCode(testApp.app, phone);
    const answers = await burst(25, (index) =>
      clientLand(index, phone, wrongCodeFor(String((Number(code) + index) % 1_000_000).padStart(6, '0'))),
    );
    expect(countStatus(answers, 400)).toBe(25);
    expect(await readTries(phone)).toBe(5);
    expect((await clientLand(0, phone, code)).statusCode).toBe(400);
  });

  it('accepts the right code after 4 wrong ones sent at once', async () => {
    const phone = '13812340012';
    await createMember(testApp, { phone, now });
    expect((await requestCode(testApp.app, phone, 'login', { ip: '10.78.0.2' })).statusCode).toBe(200);
    const code = await readLatestCode(testApp.app, phone);
    const answers = await burst(4, (index) =>
      clientLand(index, phone, wrongCodeFor(String((Number(code) + index) % 1_000_000).padStart(6, '0'))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
    expect((await clientLand(4, phone, code)).statusCode).toBe(200);
  });

  it('sends at most one code per phone when 5 requests arrive at once', async () => {
    const phone = '13812340021';
    await createMember(testApp, { phone, now });
    const answers = await burst(5, (index) => requestCode(appFor(index), phone, 'login', { ip: addressFor(index) }));
    expect(countStatus(answers, 200)).toBe(1);
    expect(countStatus(answers, 429)).toBe(4);
    expect(await countOutboxTexts(testApp.app, phone)).toBe(1);
  });

  it('sends at most one code to an international number when 5 requests, typed in 5 ways, arrive at once', async () => {
    const phone = '+447911123456';
    await createMember(testApp, { phone, now });
    const typings = ['+447911123456', '+44 7911 123456', '0044 7911 123456', '+44-7911-123-456', '+44 (7911) 123456'];
    const answers = await burst(5, (index) =>
      requestCode(appFor(index), typings[index] ?? phone, 'login', { ip: addressFor(index) }),
    );
    expect(countStatus(answers, 200)).toBe(1);
    expect(countStatus(answers, 429)).toBe(4);
    expect(await countOutboxTexts(testApp.app, phone)).toBe(1);
  });

  it('stores at most 5 contact messages from one IP an hour when 25 arrive at once', async () => {
    const answers = await burst(25, (index) =>
      appFor(index).inject({
        method: 'POST',
        url: '/api/common/sendmail',
        payload: { name: 'Li Lei', phone: '13800138000', email: 'li@example.com', content: `Question ${index}` },
        remoteAddress: '10.78.2.1',
      }),
    );
    expect(countStatus(answers, 200)).toBe(5);
    expect(countStatus(answers, 429)).toBe(20);
  });

  it('sends at most 20 codes for one IP an hour when 100 requests arrive at once', async () => {
    const answers = await burst(100, (index) =>
      requestCode(appFor(index), `1390001${String(index).padStart(4, '0')}`, 'register', { ip: '10.78.1.1' }),
    );
    expect(countStatus(answers, 200)).toBe(20);
    expect(countStatus(answers, 429)).toBe(80);
  });
});

// The quote and upload ceilings are @fastify/rate-limit counters kept in the database (plugins/rate-limit-store.ts),
// one ceiling for every instance (rate-limits-shared.test.ts). The plugin's own store handed every request of a burst
// the final count, so all of them were refused; each hit must answer the count at that hit.
describe('per-IP request ceilings under a burst', () => {
  it('answers at most QUOTE_RATE_LIMIT quotes a minute to one address when 5 times as many arrive at once', async () => {
    const limited = await buildAppOnSameDatabase(testApp, { QUOTE_RATE_LIMIT: '4' }, now);
    try {
      const answers = await burst(20, (index) =>
        limited.inject({
          method: 'POST',
          url: `/api/pcb/${index % 2 === 0 ? 'calcPcbPrice' : 'calcStenPrice'}`,
          payload: {},
          remoteAddress: '10.79.0.1',
        }),
      );
      expect(answers.length - countStatus(answers, 429)).toBe(4);
      expect(countStatus(answers, 429)).toBe(16);
    } finally {
      await limited.close();
    }
  });

  it('takes at most 20 Gerber uploads an hour from one visitor address when 100 arrive at once on two instances', async () => {
    const answers = await burst(100, (index) =>
      appFor(index).inject({
        method: 'POST',
        url: '/api/file/uploadGerber',
        headers: { 'content-type': 'text/plain' },
        payload: 'not a zip',
        remoteAddress: '10.79.0.2',
      }),
    );
    expect(countStatus(answers, 429)).toBe(80);
    expect(countStatus(answers, 415)).toBe(20);
  });
});
