import { legalDocumentsVersion } from '@boardforge/contracts/accounts.ts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger } from '../src/db/points.table.ts';
import { demoPassword } from '../src/db/seed.ts';
import { users } from '../src/db/users.table.ts';
import { createSessionsService } from '../src/modules/sessions/sessions.service.ts';
import { findUserByPhone } from '../src/modules/users/users.repository.ts';
import {
  buildAppOnSameDatabase,
  countOutboxTexts,
  readLatestCode,
  requestCode,
  wrongCodeFor,
} from './fakes/member-helpers.ts';
import { createTestApp, readSidCookie, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
let clock = new Date('2026-11-22T08:00:00Z');
const advanceSeconds = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

const customerPhone = '13612345678';
let password = 'Register2026';
let registerCookie = '';

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await testApp?.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const me = (cookie: string) => inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });
const saveUser = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  inject({ method: 'POST', url: '/api/customer/saveuser', payload, headers });
const clientLand = (mobile: string, code: string, headers: Record<string, string> = {}) =>
  inject({
    method: 'GET',
    url: `/api/customer/clientLand?mobile=${encodeURIComponent(mobile)}&code=${code}&type=client`,
    headers,
  });

describe('GET /api/user/getCode', () => {
  it('refuses a malformed phone or type with 400 naming the field, in the request language', async () => {
    const malformed = await requestCode(testApp.app, '12345678901', 'register');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.errors).toEqual([
      {
        field: 'phone',
        message:
          'Enter a valid mobile number: on the Chinese mainland 11 digits starting with 13–19; elsewhere choose the country or region and enter the number (e.g. +49 1512 3456789).',
      },
    ]);
    const zh = await requestCode(testApp.app, '1361234567', 'register', { language: 'zh-CN' });
    expect(zh.json().msg).toBe(
      '请输入有效的手机号：中国大陆为以 13–19 开头的 11 位数字；其他国家或地区请选择国际区号后输入号码（如 +49 1512 3456789）。',
    );
    const badType = await inject({ method: 'GET', url: `/api/user/getCode?phone=${customerPhone}&type=signup` });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().data.errors[0].field).toBe('type');
  });

  it('sends a 6-digit register code to a +86 number, normalised', async () => {
    const response = await requestCode(testApp.app, `+86 ${customerPhone}`, 'register');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: '200', msg: 'OK', data: { resendAfter: 60 } });
    expect(await readLatestCode(testApp.app, customerPhone)).toMatch(/^\d{6}$/);
  });

  it('answers 409 to a register code for a taken phone', async () => {
    const response = await requestCode(testApp.app, '13900000001', 'register');
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe('This phone number is already registered; log in instead.');
  });

  it('answers login and reset for an unknown phone exactly as for a known one, but sends nothing', async () => {
    const known = await requestCode(testApp.app, '13900000011', 'login');
    const unknown = await requestCode(testApp.app, '13799990000', 'login');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await countOutboxTexts(testApp.app, '13900000011')).toBe(1);
    expect(await countOutboxTexts(testApp.app, '13799990000')).toBe(0);
    const unknownReset = await requestCode(testApp.app, '13799990001', 'reset');
    expect(unknownReset.json()).toEqual(known.json());
    expect(await countOutboxTexts(testApp.app, '13799990001')).toBe(0);
  });
});

describe('POST /api/customer/saveuser', () => {
  const valid = () => ({
    phone: customerPhone,
    qq: '123456',
    password,
    confirmPassword: password,
    code: '000000',
    acceptTerms: true,
  });

  it('names each invalid field and its limit (no account, no code used)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'short1', confirmPassword: 'short1' }, 'password', 'password must be at least 8 characters long'],
      [
        { password: 'lettersonly', confirmPassword: 'lettersonly' },
        'password',
        'The password needs 8 to 128 characters with both letters and digits.',
      ],
      [
        { password: 'x1'.repeat(65), confirmPassword: 'x1' },
        'password',
        'password must be at most 128 characters long',
      ],
      [{ confirmPassword: 'Different99' }, 'confirmPassword', 'The two passwords do not match.'],
      [{ qq: '12a45' }, 'qq', 'A QQ number has 5 to 12 digits.'],
      [{ qq: '1234' }, 'qq', 'A QQ number has 5 to 12 digits.'],
      [{ acceptTerms: false }, 'acceptTerms', 'Please accept the terms of service and the privacy policy to register.'],
      [
        { phone: '23612345678' },
        'phone',
        'Enter a valid mobile number: on the Chinese mainland 11 digits starting with 13–19; elsewhere choose the country or region and enter the number (e.g. +49 1512 3456789).',
      ],
    ];
    for (const [change, field, message] of cases) {
      const response = await saveUser({ ...valid(), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().data.errors, JSON.stringify(change)).toEqual([{ field, message }]);
      expect(response.cookies).toEqual([]);
    }
    const zh = await saveUser({ ...valid(), confirmPassword: 'Different99' }, { 'accept-language': 'zh-CN' });
    expect(zh.json()).toEqual({
      code: '400',
      msg: '两次输入的密码不一致。',
      data: { reason: 'field.invalid', errors: [{ field: 'confirmPassword', message: '两次输入的密码不一致。' }] },
    });
    expect(await findUserByPhone(testApp.database.handle.db, customerPhone)).toBeUndefined();
  });

  it('refuses a wrong code with 400 naming the field code', async () => {
    const response = await saveUser({
      ...valid(),
      code: wrongCodeFor(await readLatestCode(testApp.app, customerPhone)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: '400',
      msg: 'The verification code is wrong or has expired; request a new one.',
      data: {
        reason: 'field.invalid',
        errors: [{ field: 'code', message: 'The verification code is wrong or has expired; request a new one.' }],
      },
    });
  });

  it('registers with the code, credits 50 points through the ledger and logs the customer in', async () => {
    const code = await readLatestCode(testApp.app, customerPhone);
    const response = await saveUser({ ...valid(), code });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      role: 'client',
      userInfo: { phonenumber: customerPhone, nickname: '136****5678', userscore: 50, avatarurl: '' },
    });
    expect(body.data.uid).toBe(body.data.userInfo.uid);
    const cookieNames = response.cookies.map((cookie) => cookie.name).sort();
    expect(cookieNames).toEqual(['role', 'sid', 'userInfo']);
    registerCookie = readSidCookie(response);
    expect((await me(registerCookie)).json().data.role).toBe('client');

    const { db } = testApp.database.handle;
    const [user] = await db.select().from(users).where(eq(users.phone, customerPhone));
    expect(user).toMatchObject({ score: 50, qq: '123456', kind: 'client', termsVersion: legalDocumentsVersion });
    expect(user?.termsAcceptedAt?.toISOString()).toBe(clock.toISOString());
    expect(user?.passwordHash.startsWith('scrypt$')).toBe(true);
    const ledger = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, body.data.uid));
    expect(ledger).toEqual([
      expect.objectContaining({ change: 50, balanceAfter: 50, reason: 'register', orderNo: null }),
    ]);
  });

  it('refuses a second registration of the phone with 409', async () => {
    const response = await saveUser({ ...valid(), code: '123456' });
    expect(response.statusCode).toBe(409);
  });

  it('lets the registered customer log in on the client portal of /user/land', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/user/land',
      payload: { username: customerPhone, password, loginType: 'client', rememberMe: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ role: 'client', userInfo: { userscore: 50 } });
  });
});

describe('GET /api/customer/clientLand', () => {
  it('logs a customer in by SMS: user info as data, role beside it, cookies set, a new session id', async () => {
    advanceSeconds(61);
    expect((await requestCode(testApp.app, customerPhone, 'login')).statusCode).toBe(200);
    const code = await readLatestCode(testApp.app, customerPhone);
    const response = await clientLand(customerPhone, code, { cookie: registerCookie });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      code: '200',
      msg: 'OK',
      role: 'client',
      data: {
        uid: expect.any(String),
        nickname: '136****5678',
        phonenumber: customerPhone,
        avatarurl: '',
        userscore: 50,
      },
    });
    const sid = readSidCookie(response);
    expect(sid).not.toBe(registerCookie);
    expect((await me(sid)).statusCode).toBe(200);
    expect((await me(registerCookie)).statusCode).toBe(401); // the previous session of this browser ended
    registerCookie = sid;
    expect(response.cookies.find((cookie) => cookie.name === 'role')?.value).toBe('client');
  });

  it('gives an unknown phone the same answer as a wrong code', async () => {
    const wrongCode = wrongCodeFor(await readLatestCode(testApp.app, customerPhone));
    const wrong = await clientLand(customerPhone, wrongCode);
    const unknown = await clientLand('13799990000', wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().data.errors[0].field).toBe('code');
    expect(unknown.cookies).toEqual([]);
  });

  it('refuses staff on the client SMS login after the code matched', async () => {
    const code = await readLatestCode(testApp.app, '13900000011');
    const response = await clientLand('13900000011', code);
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });
});

describe('POST /api/user/changePassword', () => {
  it('requires the right old password, then ends every other session and renews this one', async () => {
    const { db } = testApp.database.handle;
    const user = await findUserByPhone(db, customerPhone);
    if (!user) throw new Error('customer missing');
    const other = await createSessionsService({ db, now: () => clock }).startSession(user, { rememberMe: true });
    const otherCookie = `sid=${other.token}`;
    expect((await me(otherCookie)).statusCode).toBe(200);

    // A profile e-mail makes the change send a notice (through the outbox here).
    const profile = await inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { cookie: registerCookie },
      payload: { nickname: 'Alice', email: 'Alice@Example.com' },
    });
    expect(profile.statusCode, profile.body).toBe(200);

    const change = (payload: Record<string, unknown>) =>
      inject({ method: 'POST', url: '/api/user/changePassword', headers: { cookie: registerCookie }, payload });
    const missing = await change({ password: 'NewPass2027', confirmPassword: 'NewPass2027' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.errors).toEqual([{ field: 'oldPassword', message: 'oldPassword is required' }]);
    const wrongOld = await change({
      oldPassword: 'Wrong1234',
      password: 'NewPass2027',
      confirmPassword: 'NewPass2027',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().data.errors).toEqual([
      { field: 'oldPassword', message: 'The current password is incorrect.' },
    ]);
    expect((await me(otherCookie)).statusCode).toBe(200); // nothing ended yet

    const changed = await change({ oldPassword: password, password: 'NewPass2027', confirmPassword: 'NewPass2027' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().msg).toBe('Password changed; other devices have been logged out.');
    const renewed = readSidCookie(changed);
    expect(renewed).not.toBe(registerCookie);
    expect((await me(renewed)).statusCode).toBe(200);
    expect((await me(registerCookie)).statusCode).toBe(401);
    expect((await me(otherCookie)).statusCode).toBe(401);
    // A login that checked the old password just before the change writes its session from the row it read: refused.
    const late = await createSessionsService({ db, now: () => clock }).startSession(user, { rememberMe: true });
    expect((await me(`sid=${late.token}`)).statusCode).toBe(401);
    password = 'NewPass2027';
    registerCookie = renewed;

    const outbox = await inject({ method: 'GET', url: '/api/dev/outbox?to=alice@example.com' });
    expect(outbox.json().data[0]).toMatchObject({ channel: 'mail', to: 'alice@example.com' });
    expect(outbox.json().data[0].subject).toContain('BoardForge: your password was changed');
  });
});

describe('POST /api/user/resetPassword', () => {
  it('sets a new password with a reset code and ends every session of the account', async () => {
    advanceSeconds(61);
    expect((await requestCode(testApp.app, customerPhone, 'reset')).statusCode).toBe(200);
    const code = await readLatestCode(testApp.app, customerPhone);
    const reset = (payload: Record<string, unknown>) =>
      inject({ method: 'POST', url: '/api/user/resetPassword', payload });
    const body = { phone: customerPhone, code, password: 'Reset2028x', confirmPassword: 'Reset2028x' };
    const { db } = testApp.database.handle;
    const readBefore = await findUserByPhone(db, customerPhone);
    if (!readBefore) throw new Error('customer missing');

    const unknown = await reset({ ...body, phone: '13799990001' });
    const wrong = await reset({ ...body, code: wrongCodeFor(code) });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect((await me(registerCookie)).statusCode).toBe(200);

    const done = await reset(body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ code: '200', msg: 'Password reset; log in with the new password.', data: null });
    expect((await me(registerCookie)).statusCode).toBe(401);
    // A session written after the reset from the row read before it (an old password checked meanwhile) is refused.
    const late = await createSessionsService({ db, now: () => clock }).startSession(readBefore, { rememberMe: true });
    expect((await me(`sid=${late.token}`)).statusCode).toBe(401);
    expect((await reset(body)).statusCode).toBe(400); // the code was used up

    const land = (candidate: string) =>
      inject({
        method: 'POST',
        url: '/api/user/land',
        payload: { username: customerPhone, password: candidate, loginType: 'client' },
      });
    expect((await land(password)).statusCode).toBe(400);
    expect((await land('Reset2028x')).statusCode).toBe(200);
  });

  it('keeps the demo staff password login working (unchanged accounts untouched)', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/user/land',
      payload: { username: '13900000012', password: demoPassword, loginType: 'manage' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('password cost per app', () => {
  // The cost travels with each app's configuration: an app at the production cost beside a test app at the
  // cheap one (same process) each store their own, whichever was built last.
  it('stores a new password at N=2^17 unless the app was configured with PASSWORD_HASH_COST=fast', async () => {
    const standard = await buildAppOnSameDatabase(testApp, { PASSWORD_HASH_COST: 'standard' });
    try {
      const register = async (app: typeof standard, phone: string) => {
        expect((await requestCode(app, phone, 'register', { ip: '10.9.0.1' })).statusCode).toBe(200);
        const code = await readLatestCode(app, phone);
        const payload = { phone, password: 'Costly2026', confirmPassword: 'Costly2026', code, acceptTerms: true };
        const response = await app.inject({ method: 'POST', url: '/api/customer/saveuser', payload });
        expect(response.statusCode, response.body).toBe(200);
        return (await findUserByPhone(testApp.database.handle.db, phone))?.passwordHash.split('$')[1];
      };
      expect(await register(standard, '13655550001')).toBe('131072');
      expect(await register(testApp.app, '13655550002')).toBe('1024');
    } finally {
      await standard.close();
    }
  });
});
