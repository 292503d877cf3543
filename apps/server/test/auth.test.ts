import { userInfoSchema } from '@boardforge/contracts/auth.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../src/db/seed.ts';
import {
  createTestApp,
  createTestCustomer,
  logIn,
  readSidCookie,
  type TestApp,
  testCustomer,
} from './helpers/test-app.ts';

let testApp: TestApp;
let clock = new Date('2026-11-22T08:00:00Z');
const advanceMinutes = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
  await createTestCustomer(testApp);
});
afterAll(async () => {
  await testApp?.close();
});

const land = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: '/api/user/land', payload, headers });
const me = (cookie?: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/user/me', headers: cookie ? { cookie } : {} });

describe('POST /api/user/land', () => {
  it('logs a staff member in on the manage portal and sets the cookies', async () => {
    const response = await land({ username: '13900000014', password: demoPassword, loginType: 'manage' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe('200');
    expect(body.data.role).toBe('14');
    expect(body.data.userInfo).toMatchObject({
      nickname: 'Demo Sales Manager',
      phonenumber: '13900000014',
      userscore: 0,
    });

    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.sid?.maxAge).toBeUndefined(); // a browser-session cookie without remember-me
    expect(cookies.sid?.secure).toBeFalsy();
    expect(cookies.sid?.value.length).toBeGreaterThanOrEqual(43); // 256 random bits
    expect(cookies.userInfo?.httpOnly).toBeFalsy();
    expect(cookies.role).toMatchObject({ value: '14', sameSite: 'Lax', path: '/' });
    const rawUserInfo = String(response.headers['set-cookie']).match(/userInfo=([^;]*)/)?.[1] ?? '';
    expect(rawUserInfo).not.toContain('{'); // URI-encoded on the wire
    const userInfo = userInfoSchema.parse(JSON.parse(decodeURIComponent(rawUserInfo)));
    expect(userInfo).toEqual(body.data.userInfo);
  });

  it('keeps the cookies 30 days with remember-me', async () => {
    const response = await land({
      username: '13900000011',
      password: demoPassword,
      loginType: 'manage',
      rememberMe: true,
    });
    expect(response.statusCode).toBe(200);
    for (const name of ['sid', 'userInfo', 'role']) {
      expect(response.cookies.find((cookie) => cookie.name === name)?.maxAge).toBe(30 * 24 * 60 * 60);
    }
  });

  it('stores only a hash of the session token', async () => {
    const response = await land({ username: '13900000012', password: demoPassword, loginType: 'manage' });
    const token = readSidCookie(response).slice('sid='.length);
    const { sessions } = await import('../src/db/sessions.table.ts');
    const rows = await testApp.database.handle.db.select({ id: sessions.id }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.id === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
  });

  it('marks the cookies Secure when a trusted proxy says the request came over HTTPS', async () => {
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const response = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/user/land',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: '13900000015', password: demoPassword, loginType: 'manage' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.every((cookie) => cookie.secure === true)).toBe(true);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await behindProxy.close();
    }
    const untrusted = await land(
      { username: '13900000015', password: demoPassword, loginType: 'manage' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(untrusted.cookies.some((cookie) => cookie.secure)).toBe(false);
  });

  it('gives the same 400 for a wrong password and an unknown phone', async () => {
    const wrongPassword = await land({ username: '13900000016', password: 'Wrong1234', loginType: 'manage' });
    const unknownPhone = await land({ username: '13711112222', password: 'Wrong1234', loginType: 'manage' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownPhone.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({
      code: '400',
      msg: 'Incorrect phone number or password',
      data: { reason: 'auth.badCredentials' },
    });
    expect(unknownPhone.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies).toEqual([]);
    const zh = await land(
      { username: '13711112222', password: 'x', loginType: 'client' },
      { 'accept-language': 'zh-CN' },
    );
    expect(zh.json().msg).toBe('手机号或密码错误');
  });

  it('refuses staff on the client portal and customers on the manage portal with 403', async () => {
    const staffAsClient = await land({ username: '13900000001', password: demoPassword, loginType: 'client' });
    expect(staffAsClient.statusCode).toBe(403);
    expect(staffAsClient.json().code).toBe('403');
    expect(staffAsClient.cookies).toEqual([]);
    const customerAsStaff = await land({
      username: testCustomer.phone,
      password: testCustomer.password,
      loginType: 'manage',
    });
    expect(customerAsStaff.statusCode).toBe(403);
    const customer = await land({
      username: `+86${testCustomer.phone}`,
      password: testCustomer.password,
      loginType: 'client',
    });
    expect(customer.statusCode).toBe(200);
    expect(customer.json().data).toMatchObject({
      role: 'client',
      userInfo: { phonenumber: testCustomer.phone, userscore: 50 },
    });
    expect(customer.cookies.find((cookie) => cookie.name === 'role')?.value).toBe('client');
  });

  it('locks the account for 15 minutes after 5 failures in 15 minutes', async () => {
    const attempt = (password: string) => land({ username: '13900000016', password, loginType: 'manage' });
    // One failure already happened in the "same 400" test above; start a fresh window.
    advanceMinutes(16);
    for (let failure = 1; failure <= 4; failure++) {
      expect((await attempt(`Wrong${failure}`)).statusCode).toBe(400);
    }
    const fifth = await attempt('Wrong5');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      code: '429',
      msg: 'Too many failed logins; the account is locked for 15 minutes.',
      data: { reason: 'auth.locked' },
    });
    const rightPasswordWhileLocked = await attempt(demoPassword);
    expect(rightPasswordWhileLocked.statusCode).toBe(429);
    advanceMinutes(14);
    expect((await attempt(demoPassword)).json().msg).toBe(
      'Too many failed logins; the account is locked for 1 minutes.',
    );
    advanceMinutes(2);
    expect((await attempt(demoPassword)).statusCode).toBe(200);
  });

  it('does not lock for failures spread over more than 15 minutes', async () => {
    const attempt = (password: string) => land({ username: '13900000011', password, loginType: 'manage' });
    for (let failure = 1; failure <= 4; failure++) expect((await attempt('Nope1234')).statusCode).toBe(400);
    advanceMinutes(16);
    expect((await attempt('Nope1234')).statusCode).toBe(400);
    expect((await attempt(demoPassword)).statusCode).toBe(200);
  });

  it('starts a new session id at every login and ends the previous one', async () => {
    const first = await logIn(testApp.app, { phone: '13900000001', password: demoPassword, loginType: 'manage' });
    const second = await land(
      { username: '13900000001', password: demoPassword, loginType: 'manage' },
      { cookie: first },
    );
    const secondSid = readSidCookie(second);
    expect(secondSid).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(secondSid)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /api/user/me answers the session user, or 401 without one', async () => {
    const anonymous = await me();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      code: '401',
      msg: 'Invalid session, or session expired, please log in again.',
      data: { reason: 'auth.required' },
    });
    const forged = await me('sid=forged-token-that-is-long-enough');
    expect(forged.statusCode).toBe(401);
    const cookie = await logIn(testApp.app, { phone: '13900000012', password: demoPassword, loginType: 'manage' });
    const answer = await me(cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ role: '12', userInfo: { phonenumber: '13900000012' } });
  });

  it('logout ends the session and clears the three cookies', async () => {
    const cookie = await logIn(testApp.app, { phone: '13900000012', password: demoPassword, loginType: 'manage' });
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ code: '200', msg: 'Logged out', data: null });
    const cleared = Object.fromEntries(logout.cookies.map((c) => [c.name, c]));
    for (const name of ['sid', 'userInfo', 'role']) {
      expect(cleared[name]?.value).toBe('');
      expect(cleared[name]?.expires?.getTime()).toBeLessThan(Date.now());
    }
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends a session after 30 idle minutes without remember-me, sliding on each request', async () => {
    const cookie = await logIn(testApp.app, { phone: '13900000015', password: demoPassword, loginType: 'manage' });
    advanceMinutes(20);
    expect((await me(cookie)).statusCode).toBe(200);
    advanceMinutes(20);
    expect((await me(cookie)).statusCode).toBe(200); // 40 minutes after login, 20 after the last request
    advanceMinutes(31);
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.cookies.find((c) => c.name === 'sid')?.value).toBe(''); // stale cookies are cleared
  });

  it('keeps a remember-me session through idle time up to 30 days', async () => {
    const cookie = await logIn(testApp.app, {
      phone: '13900000015',
      password: demoPassword,
      loginType: 'manage',
      rememberMe: true,
    });
    advanceMinutes(24 * 60);
    expect((await me(cookie)).statusCode).toBe(200);
    advanceMinutes(29 * 24 * 60 + 1);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('login rate limit', () => {
  it('answers 429 in the envelope after 30 login calls a minute from one address', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof land>> | undefined;
    for (let call = 0; call < 31; call++) {
      last = await testApp.app.inject({
        method: 'POST',
        url: '/api/user/land',
        payload: {},
        remoteAddress: '10.9.8.7',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(last?.statusCode).toBe(429);
    expect(last?.json().code).toBe('429');
    expect(last?.json().msg).toMatch(/^Too many requests; try again in \d+ seconds\.$/);
    expect(last?.headers['retry-after']).toBeDefined();
  });
});
