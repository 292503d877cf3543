import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/users.table.ts';
import { countOutboxTexts, readLatestCode, requestCode, wrongCodeFor } from './fakes/member-helpers.ts';
import { createTestApp, readSidCookie, type TestApp } from './helpers/test-app.ts';

// Overseas customers (issue 11, point 9): mobile numbers of other countries and regions (stored in E.164, the
// mainland form unchanged) with the SMS code's limits, and a forgotten password reset by a mailed code.
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
const zh = { 'accept-language': 'zh-CN' };
const saveUser = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  inject({ method: 'POST', url: '/api/customer/saveuser', payload, headers });
const clientLand = (mobile: string, code: string, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  inject({
    method: 'GET',
    url: `/api/customer/clientLand?mobile=${encodeURIComponent(mobile)}&code=${code}&type=client`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.headers ?? {},
  });
const passwordLogin = (username: string, password: string) =>
  inject({ method: 'POST', url: '/api/user/land', payload: { username, password, loginType: 'client' } });
const me = (cookie: string) => inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });

const invalidPhoneEn =
  'Enter a valid mobile number: on the Chinese mainland 11 digits starting with 13–19; elsewhere choose the country or region and enter the number (e.g. +49 1512 3456789).';
const invalidPhoneZh =
  '请输入有效的手机号：中国大陆为以 13–19 开头的 11 位数字；其他国家或地区请选择国际区号后输入号码（如 +49 1512 3456789）。';

const germanPhone = '+4915123456789';
const password = 'Overseas2026';

describe('international mobile numbers', () => {
  it.each([
    ['a German number too short', '+49 151'],
    ['a US number with an unused area code', '+1 555 555 5555'],
    ['a Hong Kong number starting 1', '+852 1234 5678'],
    ['a mainland landline with +86', '+86 10 6552 9988'],
    ['a number without its country code', '4915123456789'],
  ])('refuses %s with 400 naming the field, in English and Chinese', async (_name, phone) => {
    const english = await requestCode(testApp.app, phone, 'register');
    expect(english.statusCode).toBe(400);
    expect(english.json().data.errors).toEqual([{ field: 'phone', message: invalidPhoneEn }]);
    const chinese = await requestCode(testApp.app, phone, 'login', { language: 'zh-CN' });
    expect(chinese.json()).toEqual({
      code: '400',
      msg: invalidPhoneZh,
      data: { reason: 'field.invalid', errors: [{ field: 'phone', message: invalidPhoneZh }] },
    });
  });

  it('refuses an invalid number on registration and SMS login too, naming their fields', async () => {
    const registration = await saveUser(
      { phone: '+1 555 555 5555', password, confirmPassword: password, code: '123456', acceptTerms: true },
      zh,
    );
    expect(registration.statusCode).toBe(400);
    expect(registration.json().data.errors).toEqual([{ field: 'phone', message: invalidPhoneZh }]);
    const login = await clientLand('+852 1234 5678', '123456');
    expect(login.statusCode).toBe(400);
    expect(login.json().data.errors).toEqual([{ field: 'mobile', message: invalidPhoneEn }]);
    // Longer than any number as typed: the contract's bound, naming the field.
    const tooLong = await requestCode(testApp.app, `+49 ${'1'.repeat(30)}`, 'register');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data.errors[0].field).toBe('phone');
  });

  it('texts the register code to the E.164 number, however it was typed', async () => {
    const response = await requestCode(testApp.app, '+49 1512 3456789', 'register');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ resendAfter: 60 });
    expect(await countOutboxTexts(testApp.app, germanPhone)).toBe(1);
    // The outbox (and so the SMS provider) got the E.164 number.
    const outbox = await inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent('0049 151 23456789')}`,
    });
    expect(outbox.json().data[0]).toMatchObject({ channel: 'sms', to: germanPhone, subject: 'register' });
  });

  it('counts one number typed in two ways against the same per-number limit', async () => {
    const again = await requestCode(testApp.app, '0049-151-2345-6789', 'register', { ip: '10.61.0.1' });
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/try again in \d+ seconds/);
    expect(await countOutboxTexts(testApp.app, germanPhone)).toBe(1);
  });

  it('registers with the code, storing the number in E.164 (mainland numbers keep their 11 digits)', async () => {
    const code = await readLatestCode(testApp.app, germanPhone);
    const response = await saveUser({
      phone: '+49 1512 3456789',
      password,
      confirmPassword: password,
      code,
      acceptTerms: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.userInfo).toMatchObject({
      phonenumber: germanPhone,
      nickname: '+49****6789',
      userscore: 50,
    });
    expect(readSidCookie(response)).toBeTruthy();
    const [stored] = await testApp.database.handle.db.select().from(users).where(eq(users.phone, germanPhone));
    expect(stored).toMatchObject({ phone: germanPhone, kind: 'client' });

    advanceSeconds(61);
    const taken = await requestCode(testApp.app, '0049 15123456789', 'register');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('This phone number is already registered; log in instead.');
  });

  it('logs in with a login code sent to the number, and with the password', async () => {
    expect((await requestCode(testApp.app, germanPhone, 'login', { ip: '10.61.0.2' })).statusCode).toBe(200);
    const code = await readLatestCode(testApp.app, germanPhone);
    const wrong = await clientLand('+49 1512 3456789', wrongCodeFor(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.errors[0].field).toBe('code');
    const right = await clientLand('+49 1512 3456789', code);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.phonenumber).toBe(germanPhone);

    expect((await passwordLogin(germanPhone, password)).statusCode).toBe(200);
    expect((await passwordLogin('0049 151 2345 6789', password)).statusCode).toBe(200);
    const wrongPassword = await passwordLogin(germanPhone, 'Wrong2026x');
    const unknown = await passwordLogin('+447911123456', 'Wrong2026x');
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('voids a code after 5 wrong tries: the right one then fails too', async () => {
    advanceSeconds(61);
    expect((await requestCode(testApp.app, germanPhone, 'login', { ip: '10.61.0.3' })).statusCode).toBe(200);
    const code = await readLatestCode(testApp.app, germanPhone);
    for (let index = 0; index < 5; index++) {
      const wrong = await clientLand(germanPhone, wrongCodeFor(String((Number(code) + index) % 1_000_000)), {
        ip: '10.61.0.4',
      });
      expect(wrong.statusCode).toBe(400);
    }
    expect((await clientLand(germanPhone, code, { ip: '10.61.0.4' })).statusCode).toBe(400);
  });

  it('answers a login code for an unknown international number as for a known one, but sends nothing', async () => {
    advanceSeconds(61);
    const known = await requestCode(testApp.app, germanPhone, 'login', { ip: '10.61.0.5' });
    const unknown = await requestCode(testApp.app, '+1 202 555 0123', 'login', { ip: '10.61.0.5' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await countOutboxTexts(testApp.app, '+12025550123')).toBe(0);
  });
});

describe('password reset by e-mail', () => {
  const email = 'forgetful@example.com';
  const oldPassword = 'Original2026';
  const newPassword = 'Remembered2027';
  let sessionCookie = '';

  const requestMailCode = (address: string, type: string, options: { ip?: string } = {}) =>
    inject({
      method: 'GET',
      url: `/api/user/getMailCode?email=${encodeURIComponent(address)}&type=${type}`,
      remoteAddress: options.ip ?? '127.0.0.1',
    });
  const outboxMails = async (address: string) => {
    const response = await inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(address)}` });
    return (response.json().data as { channel: string; subject: string; text: string }[]).filter(
      (message) => message.channel === 'mail',
    );
  };
  const readMailCode = async (address: string) => {
    const [latest] = await outboxMails(address);
    const code = latest ? /\b(\d{6})\b/.exec(latest.text)?.[1] : undefined;
    if (!code) throw new Error(`no mail code for ${address}`);
    return code;
  };
  const resetByEmail = (payload: Record<string, unknown>, options: { ip?: string; language?: string } = {}) =>
    inject({
      method: 'POST',
      url: '/api/user/resetPasswordByEmail',
      payload,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: options.language ? { 'accept-language': options.language } : {},
    });

  beforeAll(async () => {
    advanceSeconds(61);
    expect((await requestMailCode(email, 'register', { ip: '10.62.0.1' })).statusCode).toBe(200);
    const registered = await inject({
      method: 'POST',
      url: '/api/customer/saveuserByEmail',
      payload: {
        email,
        password: oldPassword,
        confirmPassword: oldPassword,
        code: await readMailCode(email),
        acceptTerms: true,
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    sessionCookie = readSidCookie(registered);
  });

  it('answers a reset code for an unknown address exactly as for a known one, and mails nothing', async () => {
    advanceSeconds(61);
    const known = await requestMailCode(email, 'reset', { ip: '10.62.0.2' });
    const unknown = await requestMailCode('nobody-here@example.com', 'reset', { ip: '10.62.0.2' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const [mail] = await outboxMails(email);
    expect(mail?.subject).toMatch(/BoardForge password reset code: \d{6}/);
    expect(await outboxMails('nobody-here@example.com')).toHaveLength(0);
    // Resetting the unknown address is refused exactly as a wrong code for the known one.
    const code = await readMailCode(email);
    const body = { email, code: wrongCodeFor(code), password: newPassword, confirmPassword: newPassword };
    const wrong = await resetByEmail(body);
    const ghost = await resetByEmail({ ...body, email: 'nobody-here@example.com', code });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.errors).toEqual([
      { field: 'code', message: 'The verification code is wrong or has expired; request a new one.' },
    ]);
    expect(ghost.json()).toEqual(wrong.json());
  });

  it('holds the password rules of registration, naming the field in the request language', async () => {
    const code = await readMailCode(email);
    const weak = await resetByEmail({ email, code, password: 'lettersonly', confirmPassword: 'lettersonly' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().data.errors).toEqual([
      { field: 'password', message: 'The password needs 8 to 128 characters with both letters and digits.' },
    ]);
    const mismatch = await resetByEmail(
      { email, code, password: newPassword, confirmPassword: 'Different2027' },
      { language: 'zh-CN' },
    );
    expect(mismatch.json().data.errors).toEqual([{ field: 'confirmPassword', message: '两次输入的密码不一致。' }]);
    const malformed = await resetByEmail({
      email: 'not-an-address',
      code,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(malformed.json().data.errors).toEqual([
      { field: 'email', message: 'Enter a valid e-mail address (at most 254 characters), e.g. name@company.com.' },
    ]);
  });

  it('sets the new password with the mailed code, ends every session and tells the customer by mail', async () => {
    const code = await readMailCode(email);
    expect((await me(sessionCookie)).statusCode).toBe(200);
    const done = await resetByEmail({
      email: 'Forgetful@Example.com',
      code,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ code: '200', msg: 'Password reset; log in with the new password.', data: null });
    expect((await me(sessionCookie)).statusCode).toBe(401);
    // The code is used up.
    expect((await resetByEmail({ email, code, password: newPassword, confirmPassword: newPassword })).statusCode).toBe(
      400,
    );
    expect((await passwordLogin(email, oldPassword)).statusCode).toBe(400);
    expect((await passwordLogin(email, newPassword)).statusCode).toBe(200);
    const subjects = (await outboxMails(email)).map((mail) => mail.subject);
    expect(subjects).toContain('板工坊：您的密码已修改 / BoardForge: your password was changed');
  });

  it('voids a reset code after 5 wrong tries when 10 arrive at once: the right one then fails too', async () => {
    advanceSeconds(61);
    expect((await requestMailCode(email, 'reset', { ip: '10.62.0.3' })).statusCode).toBe(200);
    const code = await readMailCode(email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        resetByEmail(
          {
            email,
            code: wrongCodeFor(String((Number(code) + index) % 1_000_000).padStart(6, '0')),
            password: 'Guessed2028',
            confirmPassword: 'Guessed2028',
          },
          { ip: `10.62.1.${index + 1}` },
        ),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    const right = await resetByEmail({ email, code, password: 'Guessed2028', confirmPassword: 'Guessed2028' });
    expect(right.statusCode).toBe(400);
    expect((await passwordLogin(email, newPassword)).statusCode).toBe(200);
  });

  it('keeps the per-address limit of the login code: one reset code a minute', async () => {
    advanceSeconds(61);
    expect((await requestMailCode(email, 'reset', { ip: '10.62.0.4' })).statusCode).toBe(200);
    const again = await requestMailCode(email, 'reset', { ip: '10.62.0.5' });
    expect(again.statusCode).toBe(429);
  });
});
