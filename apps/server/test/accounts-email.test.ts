import { legalDocumentsVersion } from '@boardforge/contracts/accounts.ts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/users.table.ts';
import { wrongCodeFor } from './fakes/member-helpers.ts';
import { createTestApp, readSidCookie, type TestApp } from './helpers/test-app.ts';

// Registration and login by e-mail (issue 11, point 9): a mail code with the SMS code's limits and lockout.
let testApp: TestApp;
let clock = new Date('2026-11-22T08:00:00Z');
const advanceSeconds = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await testApp?.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const requestMailCode = (email: string, type: string, options: { ip?: string; language?: string } = {}) =>
  inject({
    method: 'GET',
    url: `/api/user/getMailCode?email=${encodeURIComponent(email)}&type=${type}`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.language ? { 'accept-language': options.language } : {},
  });
const outboxMails = async (email: string) => {
  const response = await inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  return (response.json().data as { channel: string; subject: string; text: string }[]).filter(
    (message) => message.channel === 'mail',
  );
};
const readMailCode = async (email: string) => {
  const [latest] = await outboxMails(email);
  const code = latest ? /\b(\d{6})\b/.exec(latest.text)?.[1] : undefined;
  if (!code) throw new Error(`no mail code for ${email}`);
  return code;
};
const registerByEmail = (payload: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/customer/saveuserByEmail', payload });
const emailLand = (email: string, code: string) =>
  inject({ method: 'POST', url: '/api/customer/emailLand', payload: { email, code } });
const passwordLogin = (username: string, password: string) =>
  inject({ method: 'POST', url: '/api/user/land', payload: { username, password, loginType: 'client' } });

const email = 'Buyer.One@Example.com';
const password = 'Overseas2026';

describe('GET /api/user/getMailCode', () => {
  it('refuses a malformed address with 400 naming the field, in the request language', async () => {
    const malformed = await requestMailCode('not-an-address', 'register');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.errors).toEqual([
      { field: 'email', message: 'Enter a valid e-mail address (at most 254 characters), e.g. name@company.com.' },
    ]);
    const zh = await requestMailCode('not-an-address', 'register', { language: 'zh-CN' });
    expect(zh.json().msg).toBe('请输入有效的邮箱地址（最多 254 个字符），如 name@company.com。');
    const tooLong = await requestMailCode(`${'a'.repeat(250)}@example.com`, 'register');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data.errors[0].field).toBe('email');
  });

  it('mails a 6-digit register code to the address, lower-cased', async () => {
    const response = await requestMailCode(email, 'register');
    expect(response.json()).toEqual({ code: '200', msg: 'OK', data: { resendAfter: 60 } });
    const mails = await outboxMails(email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/BoardForge registration code: \d{6}/);
  });

  it('sends at most one code per address when 10 requests arrive at once (the SMS limits)', async () => {
    const address = 'burst@example.com';
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => requestMailCode(address, 'register', { ip: `10.91.0.${index + 1}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(429)]);
    expect(answers.find((answer) => answer.statusCode === 429)?.json().msg).toMatch(/seconds/);
    expect(await outboxMails(address)).toHaveLength(1);
  });

  it('counts mail codes against the per-IP limit of 20 an hour when 40 arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        requestMailCode(`ip-burst-${index}@example.com`, 'register', { ip: '10.92.0.1' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(20);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(20);
  });
});

describe('POST /api/customer/saveuserByEmail', () => {
  it('names each invalid field (no account, no code used)', async () => {
    const response = await registerByEmail({ email: 'x', password: 'short', confirmPassword: '', code: '' });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().data.errors as { field: string }[]).map((error) => error.field).sort();
    expect(fields).toEqual(['code', 'confirmPassword', 'password']);
  });

  it('voids the code after 5 wrong tries: the right one then fails too', async () => {
    const address = 'lockout@example.com';
    expect((await requestMailCode(address, 'register', { ip: '10.93.0.1' })).statusCode).toBe(200);
    const code = await readMailCode(address);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        registerByEmail({
          email: address,
          password,
          confirmPassword: password,
          acceptTerms: true,
          code: wrongCodeFor(String((Number(code) + index) % 1_000_000).padStart(6, '0')),
        }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    expect(answers[0]?.json().data.errors[0].field).toBe('code');
    const right = await registerByEmail({
      email: address,
      password,
      confirmPassword: password,
      code,
      acceptTerms: true,
    });
    expect(right.statusCode).toBe(400);
  });

  it('requires the terms and privacy policy accepted, naming the box (the code stays usable)', async () => {
    const code = await readMailCode(email.toLowerCase());
    const response = await registerByEmail({ email, password, confirmPassword: password, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors).toEqual([
      { field: 'acceptTerms', message: 'Please accept the terms of service and the privacy policy to register.' },
    ]);
  });

  it('registers with the code, records the consent, credits 50 points and logs the customer in', async () => {
    const code = await readMailCode(email.toLowerCase());
    const response = await registerByEmail({ email, password, confirmPassword: password, code, acceptTerms: true });
    expect(response.statusCode, response.body).toBe(200);
    const [user] = await testApp.database.handle.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user).toMatchObject({ phone: null, termsVersion: legalDocumentsVersion, kind: 'client' });
    expect(user?.termsAcceptedAt?.toISOString()).toBe(clock.toISOString());
    const data = response.json().data;
    expect(data.role).toBe('client');
    expect(data.userInfo).toMatchObject({ nickname: 'bu***@example.com', phonenumber: '', userscore: 50 });
    expect(readSidCookie(response)).toBeTruthy();
  });

  it('refuses a second registration of the address with 409 (any case)', async () => {
    advanceSeconds(61);
    const response = await requestMailCode('BUYER.one@example.com', 'register');
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe('This e-mail address is already registered; log in instead.');
  });
});

describe('logging in by e-mail', () => {
  it('logs in with e-mail and password on /user/land; a wrong password is the usual 400', async () => {
    const right = await passwordLogin('buyer.one@example.com', password);
    expect(right.statusCode).toBe(200);
    expect(right.json().data.role).toBe('client');
    const wrong = await passwordLogin('buyer.one@example.com', 'Wrong2026x');
    const unknown = await passwordLogin('nobody@example.com', 'Wrong2026x');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('logs in with a mail login code; an unknown address is answered as a wrong code and gets no mail', async () => {
    advanceSeconds(61);
    expect((await requestMailCode(email, 'login', { ip: '10.94.0.1' })).statusCode).toBe(200);
    const code = await readMailCode(email.toLowerCase());
    const wrong = await emailLand(email, wrongCodeFor(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.errors[0].field).toBe('code');
    const right = await emailLand(email, code);
    expect(right.statusCode).toBe(200);
    expect(right.json().data.userInfo.nickname).toBe('bu***@example.com');
    expect(readSidCookie(right)).toBeTruthy();
    expect((await emailLand(email, code)).statusCode).toBe(400);

    expect((await requestMailCode('ghost@example.com', 'login', { ip: '10.94.0.2' })).statusCode).toBe(200);
    expect(await outboxMails('ghost@example.com')).toHaveLength(0);
  });
});
