import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoffNonces } from '../src/db/handoff-nonces.table.ts';
import { type FakeWechatMini, startFakeWechatMini } from './fakes/wechat-mini-fake.ts';
import { createTestApp, createTestCustomer, logIn, type TestApp } from './helpers/test-app.ts';

let fake: FakeWechatMini;
let testApp: TestApp;
let clock = new Date('2026-03-02T08:00:00Z');
let customerCookie: string;
let nextAddress = 0;

beforeAll(async () => {
  fake = await startFakeWechatMini();
  testApp = await createTestApp({ env: fake.env, now: () => clock });
  const customer = await createTestCustomer(testApp);
  customerCookie = await logIn(testApp.app, { ...customer, loginType: 'client' });
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

/** A caller address of its own, so one test's requests never count against another's per-IP limit. */
const freshAddress = () => `10.61.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

function generateScheme(options: { cookie?: string; address?: string; query?: string } = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/wechat/generateScheme',
    payload: { path: '/pages/index/index', query: options.query ?? 'from=site' },
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.address ?? freshAddress(),
  });
}

function exchange(token: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/wechat/exchangeHandoff',
    payload: { token },
    headers,
    remoteAddress: freshAddress(),
  });
}

/** The query of the last jump WeChat was asked for. */
function lastJumpQuery(): string {
  const jump = fake.schemeRequests.at(-1)?.body.jump_wxa as { query?: string } | undefined;
  return String(jump?.query);
}

/** Asks for a link as the logged-in customer and returns the hand-off token WeChat was asked to put in it. */
async function issueToken(): Promise<string> {
  const answer = await generateScheme({ cookie: customerCookie });
  expect(answer.statusCode, answer.body).toBe(200);
  const token = new URLSearchParams(lastJumpQuery()).get('handoff');
  expect(token).toBeTruthy();
  return String(token);
}

describe('the hand-off token of a mini-program link', () => {
  it('is added only for a logged-in caller, after the query it was given, and names no personal data', async () => {
    expect((await generateScheme()).statusCode).toBe(200);
    expect(fake.schemeRequests.at(-1)?.body).toEqual({ jump_wxa: { path: '/pages/index/index', query: 'from=site' } });
    const token = await issueToken();
    expect(lastJumpQuery().startsWith('from=site&handoff=')).toBe(true);
    const payload = Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8');
    expect(payload).not.toContain('13800138000');
    expect(payload).not.toContain('Test Customer');
  });

  it('is exchanged once for the user it names, as a login answers', async () => {
    const token = await issueToken();
    const answer = await exchange(token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      code: '200',
      data: { role: 'client', userInfo: { phonenumber: '13800138000', nickname: 'Test Customer' } },
    });
  });

  it('refuses a replay with 401 saying it was used, in the caller language', async () => {
    const token = await issueToken();
    expect((await exchange(token)).statusCode).toBe(200);
    const replay = await exchange(token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      code: '401',
      msg: 'This mini-program link was already used; open the mini program from the website again.',
      data: { reason: 'auth.required' },
    });
    const chinese = await exchange(token, { 'accept-language': 'zh-CN' });
    expect(chinese.json().msg).toBe('该小程序链接已被使用，请从网站重新打开小程序。');
  });

  it('refuses a token past its 5 minutes with 401 saying it expired, and takes one just before', async () => {
    const late = await issueToken();
    const inTime = await issueToken();
    clock = new Date(clock.getTime() + 5 * 60_000 - 1000);
    expect((await exchange(inTime)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 1000);
    const answer = await exchange(late);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().msg).toBe('This mini-program link has expired; open the mini program from the website again.');
  });

  it('takes a token once when 10 exchanges of it run in parallel: one success and 9 refusals saying it was used', async () => {
    const token = await issueToken();
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(token)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(9);
    for (const refused of answers.filter((answer) => answer.statusCode === 401)) {
      expect(refused.json().msg).toBe(
        'This mini-program link was already used; open the mini program from the website again.',
      );
    }
  });

  it('keeps a spent nonce in the database until its token expires, then prunes it', async () => {
    const spentNonces = async () =>
      (await testApp.database.handle.db.select().from(handoffNonces)).map((row) => row.nonce);
    const token = await issueToken();
    const nonce = String(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')).nonce);
    expect((await exchange(token)).statusCode).toBe(200);
    expect(await spentNonces()).toContain(nonce);
    clock = new Date(clock.getTime() + 5 * 60_000);
    // Any exchange prunes: this one (a fresh token) is taken, and the expired nonce is gone.
    expect((await exchange(await issueToken())).statusCode).toBe(200);
    expect(await spentNonces()).not.toContain(nonce);
    const replay = await exchange(token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().msg).toBe('This mini-program link has expired; open the mini program from the website again.');
  });

  it('refuses a tampered token: another user id under the old signature, a changed signature, garbage', async () => {
    const token = await issueToken();
    const [payloadPart = '', signaturePart = ''] = token.split('.');
    const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...payload, userId: '1' }), 'utf8').toString('base64url');
    const flipped = `${signaturePart.slice(0, -2)}${signaturePart.endsWith('AA') ? 'BB' : 'AA'}`;
    const longer = { ...payload, expiresAt: Number(payload.expiresAt) + 3_600_000 };
    const extended = Buffer.from(JSON.stringify(longer), 'utf8').toString('base64url');
    for (const forged of [
      `${forgedPayload}.${signaturePart}`,
      `${extended}.${signaturePart}`,
      `${payloadPart}.${flipped}`,
      `${payloadPart}.`,
      'not-a-token',
      `${token}.extra`,
    ]) {
      const answer = await exchange(forged);
      expect(answer.statusCode, forged).toBe(401);
      expect(answer.json().msg).toBe(
        'This mini-program link is not valid; open the mini program from the website again.',
      );
    }
    // The genuine token was not spent by the forgeries.
    expect((await exchange(token)).statusCode).toBe(200);
  });

  it('refuses a query that leaves no room for the token with 400 naming the field and the limit', async () => {
    const answer = await generateScheme({ cookie: customerCookie, query: 'q'.repeat(1000) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.errors).toEqual([
      { field: 'query', message: expect.stringMatching(/^The query may be at most \d+ characters/) },
    ]);
  });

  it('gives one address 20 links a minute: a burst of 25 gets 20 links and 5 refusals of 429', async () => {
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 25 }, () => generateScheme({ address })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({ code: '429', data: { reason: 'rate.limited' } });
    expect((await generateScheme()).statusCode).toBe(200);
  });
});
