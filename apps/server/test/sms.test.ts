import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import {
  createAliyunSmsProvider,
  percentEncode,
  signAliyunRpc,
} from '../src/modules/notifications/aliyun-sms-provider.ts';
import { type FakeAliyunSms, startFakeAliyunSms } from './fakes/fake-aliyun-sms.ts';
import { buildAppOnSameDatabase, countOutboxTexts, createMember, requestCode } from './fakes/member-helpers.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { startStaffSession } from './orders-fixtures.ts';

/** Every production setting, so one test can leave out exactly the one it checks. */
const productionEnv = {
  NODE_ENV: 'production',
  DATA_DIR: '/var/lib/boardforge',
  PUBLIC_ORIGIN: 'https://boardforge.example',
  TRUST_PROXY: '1',
  CODE_SECRET: 'c'.repeat(40),
  STAFF_MAILBOX: 'staff@boardforge.example',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_ACCESS_KEY_ID: 'id',
  ALIYUN_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '板工坊',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100',
  MAIL_PROVIDER: 'smtp',
  SMTP_HOST: 'smtp.boardforge.example',
  SMTP_FROM: 'noreply@boardforge.example',
} as const;

describe('Aliyun RPC signature v1', () => {
  it("reproduces the example of Aliyun's SendSms documentation", () => {
    const parameters = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(signAliyunRpc(parameters, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('percent-encodes as RFC 3986 (space %20, * %2A, ~ kept)', () => {
    expect(percentEncode("a b*c~d'(e)!")).toBe('a%20b%2Ac~d%27%28e%29%21');
    expect(percentEncode('板')).toBe('%E6%9D%BF');
  });
});

let fake: FakeAliyunSms;
let testApp: TestApp;
const clock = new Date();
const aliyunEnv = (secret: string) => ({
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ENDPOINT: fake.endpoint,
  ALIYUN_ACCESS_KEY_ID: fake.accessKeyId,
  ALIYUN_ACCESS_KEY_SECRET: secret,
  ALIYUN_SMS_SIGN_NAME: '板工坊',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
  ALIYUN_SMS_INTERNATIONAL_TEMPLATE_CODE: 'SMS_987654321',
  ALIYUN_SMS_INVITATION_TEMPLATE_CODE: 'SMS_555000111',
  ALIYUN_SMS_DESIGN_REMINDER_TEMPLATE_CODE: 'SMS_555000222',
});

beforeAll(async () => {
  fake = await startFakeAliyunSms();
  testApp = await createTestApp({ env: aliyunEnv(fake.accessKeySecret), now: () => clock });
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

describe('the Aliyun SMS provider against a fake endpoint', () => {
  it('sends a signed SendSms whose code logs the customer in', async () => {
    const phone = '13833330001';
    await createMember(testApp, { phone, now: () => clock });
    const response = await requestCode(testApp.app, `+86${phone}`, 'login');
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.refused).toEqual([]);
    expect(fake.sent).toHaveLength(1);
    const [sent] = fake.sent;
    expect(sent).toMatchObject({ phone, signName: '板工坊', templateCode: 'SMS_123456789' });
    const { code } = JSON.parse(sent?.templateParam ?? '{}') as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    expect(await countOutboxTexts(testApp.app, phone)).toBe(0); // really sent, not stored
    const login = await testApp.app.inject({
      method: 'GET',
      url: `/api/customer/clientLand?mobile=${phone}&code=${code}&type=client`,
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('invites a staff member with the invitation template, naming the role; without one, no SMS invitations', async () => {
    const admin = await startStaffSession(testApp, '1', () => clock);
    const invited = await testApp.app.inject({
      method: 'POST',
      url: '/api/erp/staff-users/create',
      headers: { cookie: admin.cookie },
      payload: { phone: '13833330009', nickname: 'Invitee', roleId: '12', method: 'sms' },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(fake.sent.at(-1)).toMatchObject({ phone: '13833330009', templateCode: 'SMS_555000111' });
    expect(JSON.parse(fake.sent.at(-1)?.templateParam ?? '{}')).toEqual({ role: '采购经理' });
    const settings = testApp.config.sms;
    if (settings.provider !== 'aliyun') throw new Error('the Aliyun provider is expected');
    const withoutTemplate = createAliyunSmsProvider({ ...settings, invitationTemplateCode: undefined });
    expect(withoutTemplate.sendStaffInvitation).toBeUndefined();
  });

  it('reminds of a design round with the reminder template, naming the job and round; without one, mail only', async () => {
    const settings = testApp.config.sms;
    if (settings.provider !== 'aliyun') throw new Error('the Aliyun provider is expected');
    const provider = createAliyunSmsProvider(settings);
    await provider.sendDesignRoundReminder?.('13833330010', { jobNo: 'DJ20261128-000001', round: 2 });
    expect(fake.sent.at(-1)).toMatchObject({ phone: '13833330010', templateCode: 'SMS_555000222' });
    expect(JSON.parse(fake.sent.at(-1)?.templateParam ?? '{}')).toEqual({ jobNo: 'DJ20261128-000001', round: '2' });
    const withoutTemplate = createAliyunSmsProvider({ ...settings, designReminderTemplateCode: undefined });
    expect(withoutTemplate.sendDesignRoundReminder).toBeUndefined();
  });

  it('sends a number outside the mainland as Aliyun writes it (no +), with the international template', async () => {
    const phone = '+4915123456789';
    await createMember(testApp, { phone, now: () => clock });
    const response = await requestCode(testApp.app, '+49 1512 3456789', 'login');
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.sent.at(-1)).toMatchObject({ phone: '4915123456789', templateCode: 'SMS_987654321' });
    const { code } = JSON.parse(fake.sent.at(-1)?.templateParam ?? '{}') as { code: string };
    const login = await testApp.app.inject({
      method: 'GET',
      url: `/api/customer/clientLand?mobile=${encodeURIComponent(phone)}&code=${code}&type=client`,
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('answers a provider error with 503 "Failed to obtain verification code" and does not count it', async () => {
    const phone = '13833330002';
    fake.mode = 'isv.BUSINESS_LIMIT_CONTROL';
    try {
      const failed = await requestCode(testApp.app, phone, 'register');
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({
        code: '503',
        msg: 'Failed to obtain verification code',
        data: { reason: 'service.unavailable' },
      });
      const zh = await requestCode(testApp.app, phone, 'register', { language: 'zh-CN' });
      expect(zh.statusCode).toBe(503);
      expect(zh.json().msg).toBe('获取验证码失败');
    } finally {
      fake.mode = 'ok';
    }
    // Neither failure counted: a request right away is not held back by the 60-second limit.
    const retry = await requestCode(testApp.app, phone, 'register');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(fake.sent.at(-1)?.phone).toBe(phone);
  });

  it('is refused by the endpoint when signed with the wrong secret (503 to the customer)', async () => {
    const wronglySigned = await buildAppOnSameDatabase(testApp, aliyunEnv('not-the-secret'));
    try {
      const response = await requestCode(wronglySigned, '13833330003', 'register');
      expect(response.statusCode).toBe(503);
      expect(fake.refused).toContain('SignatureDoesNotMatch');
    } finally {
      await wronglySigned.close();
    }
  });

  it('answers 503 when the endpoint cannot be reached', async () => {
    const closedEndpoint = await startFakeAliyunSms();
    await closedEndpoint.close();
    const unreachable = await buildAppOnSameDatabase(testApp, {
      ...aliyunEnv(fake.accessKeySecret),
      ALIYUN_SMS_ENDPOINT: closedEndpoint.endpoint,
    });
    try {
      const response = await requestCode(unreachable, '13833330004', 'register');
      expect(response.statusCode).toBe(503);
      expect(response.json().msg).toBe('Failed to obtain verification code');
    } finally {
      await unreachable.close();
    }
  });
});

describe('production settings', () => {
  const without = (name: keyof typeof productionEnv) => {
    const env: Record<string, string> = { ...productionEnv };
    delete env[name];
    return env;
  };

  it('refuses to start with the outbox providers, naming the setting', () => {
    expect(() => loadConfig(without('SMS_PROVIDER'))).toThrow(ConfigError);
    expect(() => loadConfig(without('SMS_PROVIDER'))).toThrow(
      /SMS_PROVIDER=outbox is not allowed when NODE_ENV=production/,
    );
    expect(() => loadConfig({ ...productionEnv, MAIL_PROVIDER: 'outbox' })).toThrow(
      /MAIL_PROVIDER=outbox is not allowed when NODE_ENV=production/,
    );
  });

  it('requires CODE_SECRET, STAFF_MAILBOX and the settings of the chosen providers', () => {
    expect(() => loadConfig(without('CODE_SECRET'))).toThrow(/CODE_SECRET is required/);
    expect(() => loadConfig({ ...productionEnv, CODE_SECRET: 'short' })).toThrow(/CODE_SECRET must be at least 32/);
    expect(() => loadConfig(without('STAFF_MAILBOX'))).toThrow(/STAFF_MAILBOX is required/);
    expect(() => loadConfig(without('ALIYUN_ACCESS_KEY_SECRET'))).toThrow(/ALIYUN_ACCESS_KEY_SECRET is required/);
    expect(() => loadConfig(without('SMTP_HOST'))).toThrow(/SMTP_HOST is required when MAIL_PROVIDER=smtp/);
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER must be outbox or aliyun/);
    const config = loadConfig(productionEnv);
    expect(config.sms).toMatchObject({ provider: 'aliyun', endpoint: 'https://dysmsapi.aliyuncs.com' });
    expect(config.mail).toMatchObject({ provider: 'smtp', port: 587 });
  });

  it('defaults to the outbox providers and a per-process code secret outside production', () => {
    const first = loadConfig({});
    expect(first.sms).toEqual({ provider: 'outbox' });
    expect(first.mail).toEqual({ provider: 'outbox' });
    expect(first.codeSecret).toHaveLength(64);
    expect(loadConfig({}).codeSecret).toBe(first.codeSecret); // every app of the process agrees
  });

  it('has no /api/dev/outbox route in a production app', async () => {
    const development = await buildAppOnSameDatabase(testApp, {});
    const production = await buildAppOnSameDatabase(testApp, productionEnv);
    try {
      expect((await development.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(200);
      const response = await production.inject({ method: 'GET', url: '/api/dev/outbox?to=13800138000' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('404');
      expect(production.registeredRoutes.some((route) => route.url.startsWith('/api/dev/'))).toBe(false);
      expect(development.registeredRoutes.some((route) => route.url === '/api/dev/outbox')).toBe(true);
    } finally {
      await production.close();
      await development.close();
    }
  });
});
