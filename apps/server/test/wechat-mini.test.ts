import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WechatMiniSettings } from '../src/config/wechat-mini-env.ts';
import { createWechatMiniService } from '../src/modules/wechat-mini/wechat-mini.service.ts';
import { type FakeWechatMini, startFakeWechatMini } from './fakes/wechat-mini-fake.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let fake: FakeWechatMini;
let testApp: TestApp;
let clock = new Date('2026-03-02T08:00:00Z');
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeWechatMini();
  testApp = await createTestApp({
    env: fake.env,
    now: () => clock,
    logger: { level: 'debug', stream: { write: (line: string) => logLines.push(line) } },
  });
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.schemeErrcode = undefined;
});

const jump = { path: '/pages/index/index', query: 'from=site&id=7' };

function generateScheme(payload: unknown = jump, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'POST', url: '/api/wechat/generateScheme', payload: payload as object, headers });
}

/** Everything the app said: answers are checked separately, this is the log. */
const loggedText = () => logLines.join('\n');

describe('POST /api/wechat/generateScheme against a fake WeChat', () => {
  it('GET /api/wechat/miniProgram says it is configured', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/wechat/miniProgram' });
    expect(answer.json()).toMatchObject({ code: '200', data: { configured: true } });
  });

  it('fetches a token once and uses it for two links, passing path and query as jump_wxa', async () => {
    const tokensBefore = fake.tokenRequests;
    const first = await generateScheme();
    const second = await generateScheme({ path: '/pages/order/list', query: '' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ code: '200', data: { openlink: expect.stringMatching(/^weixin:\/\/dl\//) } });
    expect(second.json().data.openlink).not.toBe(first.json().data.openlink);
    expect(fake.tokenRequests - tokensBefore).toBe(1);
    const [firstRequest, secondRequest] = fake.schemeRequests.slice(-2);
    expect(firstRequest?.body).toEqual({ jump_wxa: jump });
    expect(secondRequest?.body).toEqual({ jump_wxa: { path: '/pages/order/list', query: '' } });
    expect(secondRequest?.accessToken).toBe(firstRequest?.accessToken);
  });

  it('fetches a new token when the cached one is about to expire', async () => {
    await generateScheme();
    const tokensBefore = fake.tokenRequests;
    clock = new Date(clock.getTime() + 7200 * 1000 - 60_000); // within the last 5 minutes of the 2-hour token
    expect((await generateScheme()).statusCode).toBe(200);
    expect(fake.tokenRequests - tokensBefore).toBe(1);
    const [before, after] = fake.schemeRequests.slice(-2);
    expect(after?.accessToken).not.toBe(before?.accessToken);
  });

  it('renews a token WeChat no longer accepts (errcode 40001) and retries once', async () => {
    await generateScheme();
    fake.revokeTokens();
    const tokensBefore = fake.tokenRequests;
    const answer = await generateScheme();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(fake.tokenRequests - tokensBefore).toBe(1);
  });

  it('maps a WeChat errcode to 503 naming it, in the caller language, without the secret or the token', async () => {
    fake.schemeErrcode = 40165;
    const english = await generateScheme();
    expect(english.statusCode).toBe(503);
    expect(english.json()).toEqual({
      code: '503',
      msg: 'The WeChat platform refused to create the mini-program link (errcode 40165).',
      data: { reason: 'service.unavailable' },
    });
    const chinese = await generateScheme(jump, { 'accept-language': 'zh-CN' });
    expect(chinese.json().msg).toBe('微信平台拒绝生成小程序链接（错误码 40165）。');
    const token = fake.schemeRequests.at(-1)?.accessToken ?? '';
    expect(token).not.toBe('');
    for (const text of [english.body, chinese.body, loggedText()]) {
      expect(text).not.toContain(fake.appSecret);
      expect(text).not.toContain(token);
    }
    expect(loggedText()).toContain('errcode 40165');
  });

  it('refuses a query longer than WeChat allows with 400 naming the field', async () => {
    const answer = await generateScheme({ path: '/pages/index/index', query: 'q'.repeat(1025) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.errors).toEqual([expect.objectContaining({ field: 'query' })]);
  });
});

describe('the mini-program service with wrong settings (no app needed)', () => {
  /** A service over the fake with some settings changed, and the warnings it logged. */
  function buildService(changes: Partial<WechatMiniSettings>) {
    const warnings: string[] = [];
    const log = { warn: (entry: unknown, message: string) => warnings.push(`${JSON.stringify(entry)} ${message}`) };
    const settings: WechatMiniSettings = {
      apiBase: String(fake.env.WECHAT_MINI_API_BASE),
      appId: fake.appId,
      appSecret: fake.appSecret,
      handoffKey: String(fake.env.WECHAT_MINI_HANDOFF_KEY),
      ...changes,
    };
    const service = createWechatMiniService({
      settings,
      now: () => clock,
      db: testApp.database.handle.db,
      log: log as unknown as FastifyBaseLogger,
    });
    return { service, warnings };
  }

  it('refuses with 503 wechat.notConfigured when there are no settings', async () => {
    const service = createWechatMiniService({ settings: undefined, now: () => clock, db: testApp.database.handle.db });
    await expect(service.generateScheme(jump)).rejects.toMatchObject({
      code: '503',
      messageKey: 'wechat.notConfigured',
    });
  });

  it('maps a refused AppSecret to 503 naming the errcode, and never logs the secret', async () => {
    const { service, warnings } = buildService({ appSecret: 'wrong-secret-value-42' });
    await expect(service.generateScheme(jump)).rejects.toMatchObject({
      code: '503',
      messageKey: 'wechat.refused',
      params: { errcode: 40125 },
    });
    expect(warnings.join('\n')).toContain('errcode 40125');
    expect(warnings.join('\n')).not.toContain('wrong-secret-value-42');
  });

  it('maps an unreachable platform to 503 wechat.unreachable', async () => {
    const { service, warnings } = buildService({ apiBase: 'http://127.0.0.1:9' });
    await expect(service.generateScheme(jump)).rejects.toMatchObject({ code: '503', messageKey: 'wechat.unreachable' });
    expect(warnings.join('\n')).not.toContain(fake.appSecret);
  });
});
