import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOnSameDatabase, createMember, readLatestCode, requestCode } from './fakes/member-helpers.ts';
import { createTestApp, createTestCustomer, type TestApp, testCustomer } from './helpers/test-app.ts';

// Login CSRF: a link or form on another site that logs the visitor into the attacker's account.
// Session-creating requests refuse a cross-site or same-site Sec-Fetch-Site and a foreign Origin or
// Referer; the Origin check compares scheme, host and port.
let testApp: TestApp;
let trusting: FastifyInstance;
const phone = '13812345678';

beforeAll(async () => {
  testApp = await createTestApp();
  await createTestCustomer(testApp);
  await createMember(testApp, { phone });
  trusting = await buildAppOnSameDatabase(testApp, { TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await trusting?.close();
  await testApp?.close();
});

const refusal = {
  code: '403',
  msg: 'Requests from another site are not allowed.',
  data: { reason: 'access.crossSite' },
};

/** Sends a login code to the member and returns it. */
async function freshCode(ip: string): Promise<string> {
  const sent = await requestCode(testApp.app, phone, 'login', { ip });
  expect(sent.statusCode, sent.body).toBe(200);
  return readLatestCode(testApp.app, phone);
}

const clientLand = (code: string, headers: Record<string, string>) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/customer/clientLand?mobile=${phone}&code=${code}&type=client`,
    headers: { host: 'boardforge.example', ...headers },
  });

describe('GET /customer/clientLand (SMS login by link)', () => {
  it('refuses a cross-site or same-site navigation without using the code, and logs in from the site', async () => {
    const code = await freshCode('10.88.0.1');
    for (const site of ['cross-site', 'same-site']) {
      const refused = await clientLand(code, { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' });
      expect(refused.statusCode, site).toBe(403);
      expect(refused.json()).toEqual(refusal);
      expect(refused.cookies).toEqual([]);
    }
    const zh = await clientLand(code, { 'sec-fetch-site': 'cross-site', 'accept-language': 'zh-CN' });
    expect(zh.json().msg).toBe('不允许来自其他网站的请求。');
    const own = await clientLand(code, { 'sec-fetch-site': 'same-origin', referer: 'http://boardforge.example/login' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.cookies.some((cookie) => cookie.name === 'sid')).toBe(true);
  });

  it('refuses a foreign Referer or Origin when Sec-Fetch-Site is missing (older browsers)', async () => {
    const code = '000000'; // a refusal comes before the code is looked at
    const foreign: Record<string, string>[] = [
      { referer: 'https://evil.example/trap.html' },
      { referer: 'https://boardforge.example/login' }, // another scheme than the site's own (http here)
      { referer: 'not a url' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of foreign) {
      const refused = await clientLand(code, headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it('accepts a typed address or bookmark (Sec-Fetch-Site none) and a request without these headers', async () => {
    const typed = await testApp.app.inject({
      method: 'GET',
      url: `/api/customer/clientLand?mobile=${phone}&code=000000&type=client`,
      headers: { 'sec-fetch-site': 'none' },
    });
    expect(typed.statusCode).toBe(400); // the code is wrong, but the request was heard
    const plain = await testApp.app.inject({
      method: 'GET',
      url: `/api/customer/clientLand?mobile=${phone}&code=000000&type=client`,
    });
    expect(plain.statusCode).toBe(400);
  });
});

describe('POST /user/land and /customer/saveuser', () => {
  const land = (headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/land',
      headers: { host: 'boardforge.example', ...headers },
      payload: { username: testCustomer.phone, password: testCustomer.password, loginType: 'client' },
    });

  it('refuses a cross-site form post even without an Origin header', async () => {
    expect((await land({ 'sec-fetch-site': 'cross-site' })).json()).toEqual(refusal);
    expect((await land({ referer: 'https://evil.example/' })).statusCode).toBe(403);
    const register = await testApp.app.inject({
      method: 'POST',
      url: '/api/customer/saveuser',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { phone: '13812349999', password: 'Abcd1234', confirmPassword: 'Abcd1234', code: '123456' },
    });
    expect(register.statusCode).toBe(403);
  });

  it("keeps the site's own login working", async () => {
    const fromPage = await land({
      'sec-fetch-site': 'same-origin',
      origin: 'http://boardforge.example',
      referer: 'http://boardforge.example/login',
    });
    expect(fromPage.statusCode, fromPage.body).toBe(200);
    expect((await land({})).statusCode).toBe(200); // curl, scripts, app.inject
  });
});

describe('the Origin check compares scheme, host and port', () => {
  const logout = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/user/logout', headers });

  it('refuses another scheme or port of the same host', async () => {
    const host = 'boardforge.example:3000';
    expect((await logout(testApp.app, { host, origin: 'https://boardforge.example:3000' })).statusCode).toBe(403);
    expect((await logout(testApp.app, { host, origin: 'http://boardforge.example:4000' })).statusCode).toBe(403);
    expect((await logout(testApp.app, { host, origin: 'http://boardforge.example:3000' })).statusCode).toBe(200);
    const defaultPort = await logout(testApp.app, {
      host: 'boardforge.example',
      origin: 'http://boardforge.example:80',
    });
    expect(defaultPort.statusCode).toBe(200);
  });

  it('takes the scheme and host a trusted proxy reports (TRUST_PROXY)', async () => {
    const forwarded = { host: '10.0.0.5:3000', 'x-forwarded-host': 'boardforge.example', 'x-forwarded-proto': 'https' };
    expect((await logout(trusting, { ...forwarded, origin: 'https://boardforge.example' })).statusCode).toBe(200);
    expect((await logout(trusting, { ...forwarded, origin: 'http://boardforge.example' })).statusCode).toBe(403);
    // Without TRUST_PROXY the forwarded headers are ignored: the request came over http to 10.0.0.5:3000.
    expect((await logout(testApp.app, { ...forwarded, origin: 'https://boardforge.example' })).statusCode).toBe(403);
  });

  it('accepts PUBLIC_ORIGIN exactly, not another scheme or port of it', async () => {
    const app = await buildAppOnSameDatabase(testApp, { PUBLIC_ORIGIN: 'https://boardforge.example' });
    try {
      const host = '10.0.0.5:3000';
      expect((await logout(app, { host, origin: 'https://boardforge.example' })).statusCode).toBe(200);
      expect((await logout(app, { host, origin: 'https://BoardForge.example:443' })).statusCode).toBe(200);
      expect((await logout(app, { host, origin: 'http://boardforge.example' })).statusCode).toBe(403);
      expect((await logout(app, { host, origin: 'https://boardforge.example:8443' })).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
