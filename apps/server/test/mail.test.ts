import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotificationProviders } from '../src/modules/notifications/notifications.service.ts';
import { ProviderError } from '../src/modules/notifications/providers.ts';
import { createSmtpMailProvider } from '../src/modules/notifications/smtp-mail-provider.ts';
import { type FakeSmtpServer, startFakeSmtpServer } from './fakes/fake-smtp-server.ts';
import { buildAppOnSameDatabase, createMember, readLatestCode, requestCode } from './fakes/member-helpers.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let smtp: FakeSmtpServer;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const smtpSettings = () => ({
  provider: 'smtp' as const,
  host: '127.0.0.1',
  port: smtp.port,
  user: 'mailer',
  pass: 'mail-secret',
  from: 'BoardForge <noreply@boardforge.example>',
});

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?=) of a header value. */
function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/gi, (_whole, base64: string) =>
    Buffer.from(base64, 'base64').toString('utf8'),
  );
}

describe('the SMTP mail provider against a fake SMTP server', () => {
  it('logs in and delivers the mail with sender, recipient, subject and text', async () => {
    const provider = createSmtpMailProvider(smtpSettings());
    await provider.send({ to: 'buyer@example.com', subject: 'Order BF-1 shipped', text: 'Tracking number SF123.' });
    const message = smtp.messages.at(-1);
    expect(message).toMatchObject({
      from: 'noreply@boardforge.example',
      to: ['buyer@example.com'],
      login: 'mailer:mail-secret',
    });
    expect(message?.data).toMatch(/^Subject: Order BF-1 shipped$/m);
    expect(message?.data).toMatch(/^From: BoardForge <noreply@boardforge\.example>$/m);
    expect(message?.data).toContain('Tracking number SF123.');
  });

  it('carries Chinese subjects intact', async () => {
    const provider = createSmtpMailProvider(smtpSettings());
    await provider.send({ to: 'buyer@example.com', subject: '板工坊：订单已发货', text: 'ok' });
    const subjectLine = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(smtp.messages.at(-1)?.data ?? '')?.[1] ?? '';
    expect(decodeHeader(subjectLine.replace(/\r\n[ \t]/g, ' '))).toBe('板工坊：订单已发货');
  });

  it('throws a ProviderError when the server refuses the recipient or cannot be reached', async () => {
    smtp.rejectedRecipients.add('nobody@example.com');
    const provider = createSmtpMailProvider(smtpSettings());
    await expect(provider.send({ to: 'nobody@example.com', subject: 's', text: 't' })).rejects.toThrow(ProviderError);
    const closed = await startFakeSmtpServer();
    await closed.close();
    const unreachable = createSmtpMailProvider({ ...smtpSettings(), port: closed.port });
    await expect(unreachable.send({ to: 'buyer@example.com', subject: 's', text: 't' })).rejects.toThrow(
      /SMTP delivery failed/,
    );
  });

  it('is the provider MAIL_PROVIDER=smtp selects', () => {
    const { db } = testApp.database.handle;
    const chosen = createNotificationProviders(
      { isProduction: false, sms: { provider: 'outbox' }, mail: smtpSettings() },
      { db, now: () => new Date() },
    );
    expect(chosen.mail.kind).toBe('smtp');
    expect(chosen.sms.kind).toBe('outbox');
  });

  it('mails the password-change notice of a reset through SMTP when the app is set to smtp', async () => {
    const app = await buildAppOnSameDatabase(testApp, {
      MAIL_PROVIDER: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'noreply@boardforge.example',
    });
    try {
      const phone = '13944440001';
      const { cookie } = await createMember(testApp, { phone });
      const profile = await app.inject({
        method: 'POST',
        url: '/api/user/profile',
        headers: { cookie },
        payload: { nickname: 'Mail Tester', email: 'tester@example.com' },
      });
      expect(profile.statusCode, profile.body).toBe(200);
      expect((await requestCode(app, phone, 'reset')).statusCode).toBe(200);
      const code = await readLatestCode(app, phone);
      const before = smtp.messages.length;
      const reset = await app.inject({
        method: 'POST',
        url: '/api/user/resetPassword',
        payload: { phone, code, password: 'Mailed2026', confirmPassword: 'Mailed2026' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(smtp.messages.length).toBe(before + 1);
      expect(smtp.messages.at(-1)).toMatchObject({ to: ['tester@example.com'], login: undefined });
    } finally {
      await app.close();
    }
  });
});

describe('the outbox mail provider', () => {
  it('stores mails for GET /api/dev/outbox, newest first, by address', async () => {
    const { db } = testApp.database.handle;
    let tick = Date.parse('2026-11-22T08:00:00Z');
    const { mail } = createNotificationProviders(
      { isProduction: false, sms: { provider: 'outbox' }, mail: { provider: 'outbox' } },
      {
        db,
        now: () => {
          tick += 1000;
          return new Date(tick);
        },
      },
    );
    await mail.send({ to: 'Staff@BoardForge.example', subject: 'first', text: 'one' });
    await mail.send({ to: 'staff@boardforge.example', subject: 'second', text: 'two' });
    await mail.send({ to: 'other@boardforge.example', subject: 'elsewhere', text: 'three' });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/dev/outbox?to=STAFF@boardforge.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((message: { subject: string }) => message.subject)).toEqual(['second', 'first']);
    expect(response.json().data[0]).toMatchObject({ channel: 'mail', to: 'staff@boardforge.example', text: 'two' });
  });
});
