import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.ts';
import { verificationCodes } from '../src/db/verification-codes.table.ts';
import { hashCode } from '../src/modules/verification-codes/code-hash.ts';
import { createMember, readLatestCode, requestCode, wrongCodeFor } from './fakes/member-helpers.ts';
import { createSecondInstance, createTestApp, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
/** A second app instance on the same database (PostgreSQL: its own connection pool). */
let secondApp: FastifyInstance;
let second: Awaited<ReturnType<typeof createSecondInstance>> | undefined;
let clock = new Date('2026-11-22T08:00:00Z');
const advanceSeconds = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const now = () => clock;

beforeAll(async () => {
  testApp = await createTestApp({ now });
  second = await createSecondInstance(testApp, { now });
  secondApp = second.app;
});
afterAll(async () => {
  await second?.close();
  await testApp?.close();
});

/** Sends a login/reset code to a phone (asserting it was sent) and returns it from the outbox. */
async function sendCode(phone: string, type: 'login' | 'reset'): Promise<string> {
  const response = await requestCode(testApp.app, phone, type, { ip: '10.0.1.1' });
  expect(response.statusCode, response.body).toBe(200);
  return readLatestCode(testApp.app, phone);
}

const clientLand = (mobile: string, code: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/customer/clientLand?mobile=${mobile}&code=${code}&type=client` });

describe('codes are stored hashed, single use, short-lived and bound to phone and purpose', () => {
  const phone = '13511110001';
  beforeAll(async () => {
    await createMember(testApp, { phone, now });
  });

  it('stores only an HMAC of purpose, phone and code', async () => {
    expect((await requestCode(testApp.app, phone, 'login', { ip: '10.0.1.1' })).statusCode).toBe(200);
    const code = await readLatestCode(testApp.app, phone);
    const rows = await testApp.database.handle.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.phone, phone));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).toBe(hashCode(testApp.config.codeSecret, 'login', phone, code));
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBe(clock.getTime() + 5 * 60_000);
  });

  it('is single use', async () => {
    const code = await readLatestCode(testApp.app, phone);
    expect((await clientLand(phone, code)).statusCode).toBe(200);
    expect((await clientLand(phone, code)).statusCode).toBe(400);
  });

  it('expires after 5 minutes', async () => {
    advanceSeconds(61);
    const code = await sendCode(phone, 'login');
    advanceSeconds(5 * 60);
    expect((await clientLand(phone, code)).statusCode).toBe(400);
    advanceSeconds(1);
    const fresh = await sendCode(phone, 'login');
    advanceSeconds(4 * 60 + 59);
    expect((await clientLand(phone, fresh)).statusCode).toBe(200);
  });

  it('works only for its purpose and its phone', async () => {
    const otherPhone = '13511110002';
    await createMember(testApp, { phone: otherPhone, now });
    advanceSeconds(61);
    const resetCode = await sendCode(phone, 'reset');
    expect((await clientLand(phone, resetCode)).statusCode).toBe(400); // a reset code is no login code
    await requestCode(testApp.app, phone, 'login', { ip: '10.0.1.1' }).then((response) =>
      expect(response.statusCode).toBe(429),
    );
    advanceSeconds(61);
    const loginCode = await sendCode(phone, 'login');
    expect((await clientLand(otherPhone, loginCode)).statusCode).toBe(400); // not the phone it was sent to
    expect((await clientLand(phone, loginCode)).statusCode).toBe(200);
  });

  it('is void after 5 wrong tries, even with the right code after them', async () => {
    advanceSeconds(3600); // past the 5-an-hour limit of this phone
    const code = await sendCode(phone, 'login');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await clientLand(phone, wrongCodeFor(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().data.errors[0].field).toBe('code');
    }
    expect((await clientLand(phone, code)).statusCode).toBe(400);
  });

  it('lets only the newest code of a phone and purpose count', async () => {
    advanceSeconds(61);
    const first = await sendCode(phone, 'login');
    advanceSeconds(61);
    const second = await sendCode(phone, 'login');
    if (first !== second) expect((await clientLand(phone, first)).statusCode).toBe(400);
    expect((await clientLand(phone, second)).statusCode).toBe(200);
  });
});

describe('send limits, counted in the database across app instances', () => {
  it('allows one code per phone per 60 seconds, naming the wait, on either instance', async () => {
    const phone = '13622220001';
    const first = await requestCode(testApp.app, phone, 'register', { ip: '10.0.2.1' });
    expect(first.statusCode).toBe(200);
    advanceSeconds(20);
    const again = await requestCode(secondApp, phone, 'register', { ip: '10.0.2.2' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      code: '429',
      msg: 'Too many verification codes requested; try again in 40 seconds.',
      data: { reason: 'rate.limited' },
    });
    const zh = await requestCode(secondApp, phone, 'register', { ip: '10.0.2.2', language: 'zh-CN' });
    expect(zh.json().msg).toBe('获取验证码过于频繁，请 40 秒后再试。');
    advanceSeconds(41);
    expect((await requestCode(secondApp, phone, 'register', { ip: '10.0.2.2' })).statusCode).toBe(200);
  });

  it('lets a test rig shorten the interval (CODE_RESEND_SECONDS), while the form still counts down 60 s', async () => {
    // The browser-test rig sets 1 s; the app above keeps the contract's 60 s (the test before this one).
    const rig = await createSecondInstance(testApp, {
      now,
      config: { codeResendSeconds: loadConfig({ CODE_RESEND_SECONDS: '10' }).codeResendSeconds },
    });
    try {
      const phone = '13622220003';
      const first = await requestCode(rig.app, phone, 'register', { ip: '10.0.2.3' });
      expect(first.json().data).toEqual({ resendAfter: 60 });
      advanceSeconds(4);
      const early = await requestCode(rig.app, phone, 'register', { ip: '10.0.2.3' });
      expect(early.json().msg).toBe('Too many verification codes requested; try again in 6 seconds.');
      advanceSeconds(6);
      expect((await requestCode(rig.app, phone, 'register', { ip: '10.0.2.3' })).statusCode).toBe(200);
      // The production app, same moment and database, still counts a minute from that code.
      advanceSeconds(10);
      expect((await requestCode(testApp.app, phone, 'register', { ip: '10.0.2.4' })).statusCode).toBe(429);
    } finally {
      await rig.close();
    }
  });

  it('allows 5 per phone an hour and 10 a day', async () => {
    const phone = '13622220002';
    const apps = [testApp.app, secondApp];
    const start = clock.getTime();
    for (let index = 0; index < 5; index++) {
      const response = await requestCode(apps[index % 2] as FastifyInstance, phone, 'register', { ip: '10.0.3.1' });
      expect(response.statusCode, `request ${index + 1}`).toBe(200);
      advanceSeconds(61);
    }
    const sixth = await requestCode(testApp.app, phone, 'register', { ip: '10.0.3.1' });
    expect(sixth.statusCode).toBe(429);
    const minutesLeft = Math.ceil((start + 3600_000 - clock.getTime()) / 60_000);
    expect(sixth.json().msg).toBe(`Too many verification codes requested; try again in ${minutesLeft} minutes.`);

    clock = new Date(start + 3600_000 + 1000);
    for (let index = 0; index < 5; index++) {
      const response = await requestCode(apps[index % 2] as FastifyInstance, phone, 'register', { ip: '10.0.3.2' });
      expect(response.statusCode, `request ${index + 6}`).toBe(200);
      advanceSeconds(61);
    }
    clock = new Date(start + 2 * 3600_000 + 1000);
    const eleventh = await requestCode(secondApp, phone, 'register', { ip: '10.0.3.3' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().msg).toMatch(/try again in \d+ minutes/);
    clock = new Date(start + 24 * 3600_000 + 1000);
    expect((await requestCode(secondApp, phone, 'register', { ip: '10.0.3.3' })).statusCode).toBe(200);
  });

  it('allows 20 per IP an hour, whichever instance answers', async () => {
    const ip = '10.0.4.1';
    for (let index = 0; index < 20; index++) {
      const phone = `1370000${String(index).padStart(4, '0')}`;
      const app = index % 2 === 0 ? testApp.app : secondApp;
      expect((await requestCode(app, phone, 'register', { ip })).statusCode, `request ${index + 1}`).toBe(200);
    }
    const refused = await requestCode(testApp.app, '13700009999', 'register', { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toMatch(/try again in 60 minutes/);
    expect((await requestCode(testApp.app, '13700009999', 'register', { ip: '10.0.4.2' })).statusCode).toBe(200);
  });

  it('counts unknown phones like known ones, so the limit gives nothing away', async () => {
    const ip = '10.0.5.1';
    const knownFirst = await requestCode(testApp.app, '13511110001', 'reset', { ip });
    const unknownFirst = await requestCode(testApp.app, '13599998888', 'reset', { ip });
    expect(unknownFirst.json()).toEqual(knownFirst.json());
    const knownAgain = await requestCode(secondApp, '13511110001', 'reset', { ip });
    const unknownAgain = await requestCode(secondApp, '13599998888', 'reset', { ip });
    expect(knownAgain.statusCode).toBe(429);
    expect(unknownAgain.json()).toEqual(knownAgain.json());
  });
});
