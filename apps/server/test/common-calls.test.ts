import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages } from '../src/db/feedback-messages.table.ts';
import { visitLogs } from '../src/db/visit-logs.table.ts';
import { createFeedbackService } from '../src/modules/feedback/feedback.service.ts';
import { createSmtpMailProvider } from '../src/modules/notifications/smtp-mail-provider.ts';
import { type FakeSmtpServer, startFakeSmtpServer } from './fakes/fake-smtp-server.ts';
import { createTestApp, createTestCustomer, logIn, type TestApp } from './helpers/test-app.ts';

// The "other calls" of docs/product.md on one app with the default (development) settings.
let testApp: TestApp;
let clock = new Date('2026-03-02T08:00:00Z');
let nextIp = 1;
/** A caller address of its own per test, so the per-IP limits of one test never touch another. */
const freshIp = () => `198.51.100.${nextIp++}`;

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.handle.db;
const staffMailbox = 'staff@boardforge.example';
const validFeedback = {
  name: 'Li Lei',
  company: 'Shenzhen Widgets Ltd.',
  phone: '+86 138-0013-8000',
  email: 'li.lei@example.com',
  content: 'Do you offer 2 oz copper on 6-layer boards?',
};

function sendFeedback(payload: object, ip: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/common/sendmail',
    payload,
    remoteAddress: ip,
    headers,
  });
}

const storedFrom = (ip: string) => db().select().from(feedbackMessages).where(eq(feedbackMessages.ip, ip));

describe('POST /api/common/sendmail', () => {
  it('stores the message, mails it to the staff mailbox (dev outbox) and answers its id', async () => {
    const ip = freshIp();
    const content = `Quote question ${ip}`;
    const answer = await sendFeedback({ ...validFeedback, content }, ip);
    expect(answer.statusCode, answer.body).toBe(200);
    const { id } = answer.json().data as { id: string };
    const [row] = await storedFrom(ip);
    expect(row).toMatchObject({
      id,
      name: 'Li Lei',
      company: 'Shenzhen Widgets Ltd.',
      phone: '13800138000',
      email: 'li.lei@example.com',
      content,
      mailStatus: 'sent',
    });
    expect(row?.mailedAt).toBeInstanceOf(Date);
    const outbox = await testApp.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${staffMailbox}` });
    const mail = (outbox.json().data as { subject: string; text: string }[]).find((entry) =>
      entry.text.includes(content),
    );
    expect(mail?.subject).toContain('Li Lei');
    expect(mail?.text).toContain('li.lei@example.com');
    expect(mail?.text).toContain('13800138000');
  });

  it('accepts a landline and no company', async () => {
    const ip = freshIp();
    const { company: _company, ...withoutCompany } = validFeedback;
    const answer = await sendFeedback({ ...withoutCompany, phone: '0755-12345678', company: '' }, ip);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await storedFrom(ip))[0]).toMatchObject({ phone: '0755-12345678', company: null });
  });

  const invalidFields: [field: string, change: Record<string, unknown>, message: RegExp][] = [
    ['name', { name: '' }, /name is required/],
    ['name', { name: 'n'.repeat(51) }, /name must be at most 50 characters/],
    ['company', { company: 'c'.repeat(101) }, /company must be at most 100 characters/],
    ['phone', { phone: 'call me' }, /a mobile number or a landline/],
    ['phone', { phone: '12345' }, /a mobile number or a landline/],
    ['email', { email: 'not-an-email' }, /email must be a valid email/],
    ['content', { content: '   ' }, /content is required/],
    ['content', { content: 'x'.repeat(2001) }, /content must be at most 2000 characters/],
  ];
  it.each(invalidFields)(
    'refuses an invalid %s with 400 naming it, and stores nothing',
    async (field, change, message) => {
      const ip = freshIp();
      const answer = await sendFeedback({ ...validFeedback, ...change }, ip);
      expect(answer.statusCode, answer.body).toBe(400);
      const errors = answer.json().data.errors as { field: string; message: string }[];
      expect(errors).toEqual([{ field, message: expect.stringMatching(message) }]);
      expect(await storedFrom(ip)).toEqual([]);
    },
  );

  it('refuses a missing email with 400 naming it', async () => {
    const { email: _email, ...withoutEmail } = validFeedback;
    const answer = await sendFeedback(withoutEmail, freshIp());
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.errors).toEqual([{ field: 'email', message: 'email is required' }]);
  });

  it('takes 5 messages an hour from one IP: the 6th gets 429 naming the limit and is not stored', async () => {
    const ip = freshIp();
    for (let index = 1; index <= 5; index += 1) {
      clock = new Date(clock.getTime() + 60_000);
      const answer = await sendFeedback({ ...validFeedback, content: `message ${index}` }, ip);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    clock = new Date(clock.getTime() + 60_000);
    const sixth = await sendFeedback({ ...validFeedback, content: 'message 6' }, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      code: '429',
      msg: 'You can send at most 5 messages an hour; try again in 55 minutes.',
      data: { reason: 'rate.limited' },
    });
    const chinese = await sendFeedback({ ...validFeedback, content: 'message 7' }, ip, { 'accept-language': 'zh-CN' });
    expect(chinese.json().msg).toBe('每小时最多可提交 5 条留言，请在 55 分钟后重试。');
    const stored = await storedFrom(ip);
    expect(stored.map((row) => row.content).sort()).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
    ]);
    // Another address is not held back, and an hour after the first message this one may send again.
    expect((await sendFeedback(validFeedback, freshIp())).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 55 * 60_000);
    expect((await sendFeedback({ ...validFeedback, content: 'message 8' }, ip)).statusCode).toBe(200);
  });
});

describe('the feedback service when the mail fails', () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('keeps the stored message, records the failure and still answers', async () => {
    smtp.rejectedRecipients.add('refusing@boardforge.example');
    const mail = createSmtpMailProvider({
      provider: 'smtp',
      host: '127.0.0.1',
      port: smtp.port,
      user: undefined,
      pass: undefined,
      from: 'BoardForge <noreply@boardforge.example>',
    });
    const errors: string[] = [];
    const log = { error: (_entry: unknown, message: string) => errors.push(message) };
    const feedback = createFeedbackService({
      db: db(),
      now: () => clock,
      mail,
      staffMailbox: 'refusing@boardforge.example',
      log: log as never,
    });
    const ip = freshIp();
    const { id } = await feedback.sendFeedback({ ...validFeedback, content: 'kept although the mail fails' }, ip);
    const [row] = await storedFrom(ip);
    expect(row).toMatchObject({ id, content: 'kept although the mail fails', mailStatus: 'failed', mailedAt: null });
    expect(errors).toEqual(['feedback mail failed']);
  });
});

describe('POST /api/common/saveLog', () => {
  function saveLog(payload: unknown, ip: string, headers: Record<string, string> = {}) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/common/saveLog',
      payload: payload as object,
      remoteAddress: ip,
      headers: { 'user-agent': 'Mozilla/5.0 (test)', ...headers },
    });
  }
  const logsFrom = (ip: string) => db().select().from(visitLogs).where(eq(visitLogs.ip, ip));

  it('stores a visitor page view with IP, user agent and time, and a member one with the user', async () => {
    const ip = freshIp();
    const answer = await saveLog({ event: 'pageView', page: '/aboutUs/contactUs?from=nav' }, ip);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ code: '200', msg: expect.any(String), data: null });
    const customer = await createTestCustomer(testApp);
    const cookie = await logIn(testApp.app, { ...customer, loginType: 'client' });
    const member = await saveLog({ event: 'click', page: '/valuation', detail: { button: 'submitOrder' } }, ip, {
      cookie,
    });
    expect(member.statusCode, member.body).toBe(200);
    const rows = await logsFrom(ip);
    expect(rows).toHaveLength(2);
    const visitor = rows.find((row) => row.event === 'pageView');
    const memberRow = rows.find((row) => row.event === 'click');
    expect(visitor).toMatchObject({
      page: '/aboutUs/contactUs?from=nav',
      userId: null,
      userAgent: 'Mozilla/5.0 (test)',
    });
    expect(visitor?.createdAt.toISOString()).toBe(clock.toISOString());
    expect(memberRow).toMatchObject({ detail: { button: 'submitOrder' }, userId: expect.any(String) });
  });

  it('refuses a body over 4 KB with 413 naming the limit, and stores nothing', async () => {
    const ip = freshIp();
    const answer = await saveLog(
      { event: 'pageView', page: '/', detail: 'x'.repeat(2000), more: 'y'.repeat(2200) },
      ip,
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({
      code: '413',
      msg: 'The request body is larger than the limit of 4 KiB.',
      data: { reason: 'field.tooLarge' },
    });
    expect(await logsFrom(ip)).toEqual([]);
  });

  it('refuses an entry without an event with 400 naming it', async () => {
    const ip = freshIp();
    const answer = await saveLog({ page: '/' }, ip);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.errors).toEqual([{ field: 'event', message: 'event is required' }]);
    expect(await logsFrom(ip)).toEqual([]);
  });

  it('takes at most 60 entries a minute from one IP (429 after)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1)
      statuses.push((await saveLog({ event: 'pageView', page: '/' }, ip)).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
    expect(await logsFrom(ip)).toHaveLength(60);
  });
});

describe('POST /api/wechat/generateScheme without mini-program settings', () => {
  it('GET /api/wechat/miniProgram says it is not configured, so phones need not ask', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/wechat/miniProgram' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: '200', data: { configured: false } });
  });

  it('answers 503 saying it is not configured', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/wechat/generateScheme',
      payload: { path: '/pages/index/index', query: '' },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      code: '503',
      msg: 'Opening the WeChat mini program is not available: this server has no mini-program settings.',
      data: { reason: 'service.unavailable' },
    });
  });
});
