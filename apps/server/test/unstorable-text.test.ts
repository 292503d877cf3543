import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { type Caller, createCustomer, pcbOrderBody, startStaffSession } from './orders-fixtures.ts';

// Issue 10 part 2: U+0000 or a lone surrogate in any text a caller sends is a 400 naming the field
// (PostgreSQL refuses both bytes, which used to surface as a 500), and nothing is written.
let testApp: TestApp;
let customer: Caller & { addressId: string };
let staff: Caller;
const now = () => new Date('2026-03-02T08:00:00Z');
let nextIp = 1;

beforeAll(async () => {
  testApp = await createTestApp({ now });
  customer = await createCustomer(testApp, '13755550001', now);
  staff = await startStaffSession(testApp, '1', now);
});
afterAll(async () => {
  await testApp?.close();
});

type Send = (value: string, headers: Record<string, string>) => Promise<LightMyRequestResponse>;
const post = (url: string, payload: object, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `198.51.100.${nextIp++}` });
const get = (url: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url, headers, remoteAddress: `198.51.100.${nextIp++}` });

const feedback = { name: 'Li Lei', phone: '13800138000', email: 'li@example.com', content: 'Hello' };
const address = { fullName: '王小明', mobile: '13800138000', province: '广东省', city: '深圳市', detail: '1 号' };

/** Each named field: where it goes and the field the refusal must name. */
const cases: { name: string; field: string; send: Send }[] = [
  {
    name: 'login name',
    field: 'username',
    send: (value, headers) => post('/api/user/land', { username: value, password: 'x', loginType: 'client' }, headers),
  },
  {
    name: 'login password',
    field: 'password',
    send: (value, headers) =>
      post('/api/user/land', { username: '13800138000', password: value, loginType: 'client' }, headers),
  },
  {
    name: 'contact name',
    field: 'name',
    send: (value, headers) => post('/api/common/sendmail', { ...feedback, name: value }, headers),
  },
  {
    name: 'contact message',
    field: 'content',
    send: (value, headers) => post('/api/common/sendmail', { ...feedback, content: `line 1\n${value}` }, headers),
  },
  {
    name: 'log page',
    field: 'page',
    send: (value, headers) => post('/api/common/saveLog', { event: 'pageView', page: value }, headers),
  },
  {
    name: 'log detail text',
    field: 'detail',
    send: (value, headers) => post('/api/common/saveLog', { event: 'click', page: '/', detail: value }, headers),
  },
  {
    name: 'log detail value',
    field: 'detail.button.label',
    send: (value, headers) =>
      post('/api/common/saveLog', { event: 'click', page: '/', detail: { button: { label: value } } }, headers),
  },
  {
    name: 'log detail key',
    field: 'detail.',
    send: (value, headers) =>
      post('/api/common/saveLog', { event: 'click', page: '/', detail: { [value]: 1 } }, headers),
  },
  {
    name: 'address detail',
    field: 'detail',
    send: (value, headers) =>
      post('/api/address/save', { ...address, detail: value }, { cookie: customer.cookie, ...headers }),
  },
  {
    name: 'address name',
    field: 'fullName',
    send: (value, headers) =>
      post('/api/address/save', { ...address, fullName: value }, { cookie: customer.cookie, ...headers }),
  },
  {
    name: 'order remark',
    field: 'remark',
    send: (value, headers) =>
      post('/api/orderInfo/saveOrder', pcbOrderBody(customer.addressId, `text-${nextIp}-key`, { remark: value }), {
        cookie: customer.cookie,
        ...headers,
      }),
  },
  {
    name: 'profile nickname',
    field: 'nickname',
    send: (value, headers) => post('/api/user/profile', { nickname: value }, { cookie: customer.cookie, ...headers }),
  },
  {
    name: 'profile company',
    field: 'company',
    send: (value, headers) =>
      post('/api/user/profile', { nickname: 'Zhang', company: value }, { cookie: customer.cookie, ...headers }),
  },
  {
    name: 'staff order search',
    field: 'keyword',
    send: (value, headers) =>
      get(`/api/erp/order/list?keyword=${encodeQuery(value)}`, { cookie: staff.cookie, ...headers }),
  },
  {
    name: 'staff ledger search',
    field: 'keyword',
    send: (value, headers) =>
      get(`/api/erp/payment/ledger?keyword=${encodeQuery(value)}`, { cookie: staff.cookie, ...headers }),
  },
  {
    name: 'avatar path parameter',
    field: 'file',
    send: (value, headers) => get(`/api/user/avatar/${encodeQuery(value)}.png`, headers),
  },
];

/** Percent-encodes a string for a URL, a lone surrogate as the escape a client would send for it. */
function encodeQuery(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, (character) => {
    const unit = character.charCodeAt(0);
    return unit >= 0xd800 && unit <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(character);
  });
}

// Every table a refused request could have touched, by a digest of its rows: a refusal writes nothing.
const tables = ['users', 'user_profiles', 'addresses', 'orders', 'feedback_messages', 'visit_logs', 'files'];
async function digestTables(): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of tables) {
    const query = `select count(*)::int || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as d from ${table} t`;
    const result = (await testApp.database.handle.db.execute(sql.raw(query))) as { rows: { d: string }[] };
    digests[table] = String(result.rows[0]?.d);
  }
  return digests;
}

describe('text the database cannot store', () => {
  it.each(cases)('refuses U+0000 in the $name with a 400 naming "$field" (en, zh-CN)', async ({ field, send }) => {
    const before = await digestTables();
    for (const language of ['en', 'zh-CN']) {
      const answer = await send('a\u0000b', { 'accept-language': language });
      expectRefusalNaming(answer, field, language);
    }
    expect(await digestTables()).toEqual(before);
  });

  it.each(cases)('refuses a lone surrogate in the $name without a 500', async ({ field, send }) => {
    const before = await digestTables();
    const answer = await send('a\ud800b', { 'accept-language': 'en' });
    if (field === 'keyword' || field === 'file') {
      // A URL carries UTF-8 only: the lone surrogate's bytes arrive as U+FFFD, a storable character.
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.json()).toMatchObject({ code: String(answer.statusCode) });
    } else {
      expectRefusalNaming(answer, field, 'en');
    }
    expect(await digestTables()).toEqual(before);
  });
});

function expectRefusalNaming(answer: LightMyRequestResponse, field: string, language: string): void {
  expect(answer.statusCode, answer.body).toBe(400);
  const envelope = answer.json() as {
    code: string;
    msg: string;
    data: { errors: { field: string; message: string }[] };
  };
  expect(envelope.code).toBe('400');
  const error = envelope.data.errors.find((entry) => entry.field.startsWith(field));
  expect(error, answer.body).toBeDefined();
  const words = language === 'en' ? 'cannot be saved' : '无法保存';
  expect(error?.message).toContain(words);
  expect(envelope.msg).toContain(words);
}

/** A multipart upload of a small CSV with one extra text field; names and values are raw UTF-8 bytes. */
function uploadBom(fileName: string, note: string, language = 'en') {
  const boundary = 'unstorableTextBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${note}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n`),
    Buffer.from('Content-Type: text/csv\r\n\r\nDesignator,Quantity,MPN\r\nR1,1,RC0603\r\n'),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/file/uploadBom',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: customer.cookie,
      'accept-language': language,
    },
  });
}

describe('text the database cannot store, in multipart fields and URLs', () => {
  it('refuses U+0000 in an upload text field or file name with a 400 naming the field', async () => {
    const before = await digestTables();
    expectRefusalNaming(await uploadBom('bom.csv', 'a\u0000b'), 'note', 'en');
    expectRefusalNaming(await uploadBom('a\u0000b.csv', 'fine', 'zh-CN'), 'file', 'zh-CN');
    expect(await digestTables()).toEqual(before);
    expect((await uploadBom('bom.csv', 'fine')).statusCode).toBe(200);
  });

  it('answers a malformed escape or an over-long path parameter with a 400 envelope', async () => {
    const malformed = await get('/api/user/avatar/%E0%A4%A.png', { 'accept-language': 'zh-CN' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      code: '400',
      msg: expect.stringContaining('URL'),
      data: { reason: 'request.invalid' },
    });
    const long = await get(`/api/user/avatar/${'a'.repeat(5000)}.png`, {});
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      code: '400',
      msg: expect.stringContaining('100 characters'),
      data: { reason: 'request.invalid' },
    });
  });
});

describe('control characters', () => {
  it('refuses them in single-line fields; multi-line text keeps tabs and line breaks', async () => {
    const name = await post('/api/user/land', { username: 'a\u0007b', password: 'x', loginType: 'client' }, {});
    expect(name.statusCode).toBe(400);
    expect(name.json().data.errors).toEqual([
      { field: 'username', message: 'username must not contain control characters' },
    ]);
    const search = await get('/api/erp/order/list?keyword=a%09b', { cookie: staff.cookie, 'accept-language': 'zh' });
    expect(search.json().data.errors).toEqual([{ field: 'keyword', message: 'keyword 不能包含控制字符' }]);
    const bell = await post('/api/common/sendmail', { ...feedback, content: 'ring\u0007' }, {});
    expect(bell.json().data.errors[0].field).toBe('content');
    const message = await post('/api/common/sendmail', { ...feedback, content: 'Line 1\r\n\tLine 2' }, {});
    expect(message.statusCode, message.body).toBe(200);
  });
});
