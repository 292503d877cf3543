import { createHash } from 'node:crypto';
import { apiKeyLimits } from '@boardforge/contracts/api-keys.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../src/db/api-keys.table.ts';
import { auditLog } from '../src/db/audit-log.table.ts';
import { apiKeyScopeByRoute } from '../src/modules/api-keys/api-key-scopes.ts';
import { buildMultipart, createDataDir } from './fixtures/upload-requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { type Caller, createCustomer, pcbOrderBody, saveOrder, startStaffSession } from './orders-fixtures.ts';

let clock = new Date('2026-11-28T08:00:00Z');
const now = () => clock;
const requestsPerMinute = 10;
let testApp: TestApp;
const dataDir = createDataDir();
let alice: Caller & { addressId: string };
let bob: Caller & { addressId: string };
let carol: Caller & { addressId: string };

beforeAll(async () => {
  testApp = await createTestApp({
    now,
    env: { DATA_DIR: dataDir.dir, QUOTE_RATE_LIMIT: '0', API_KEY_REQUESTS_PER_MINUTE: String(requestsPerMinute) },
  });
  alice = await createCustomer(testApp, '13755560001', now);
  bob = await createCustomer(testApp, '13755560002', now);
  carol = await createCustomer(testApp, '13755560003', now);
});
afterAll(async () => {
  await testApp?.close();
  dataDir.remove();
});

const manage = (cookie: string, method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
  testApp.app.inject({
    method,
    url: `/api/apiKeys/${path}`,
    headers: { cookie, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload }),
  });
async function createKey(cookie: string, scopes: string[], name = 'CI pipeline') {
  const response = await manage(cookie, 'POST', 'create', { name, scopes });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { key: { id: string; start: string }; secret: string };
}
const withKey = (secret: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${secret}`, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload }),
  });
const pcbQuote = { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 };

describe('API keys: managed in the member area', () => {
  it('creates a key whose secret is answered once and stored only as its SHA-256; lists and revokes it', async () => {
    const created = await createKey(alice.cookie, ['quote']);
    expect(created.secret).toMatch(/^bf_live_[A-Za-z0-9_-]{43}$/);
    expect(created.key.start).toBe(created.secret.slice(0, 12));

    const listed = await manage(alice.cookie, 'GET', 'list');
    expect(listed.json().data).toEqual([
      {
        id: created.key.id,
        name: 'CI pipeline',
        scopes: ['quote'],
        start: created.key.start,
        createdAt: clock.toISOString(),
        lastUsedAt: null,
        expiresAt: null,
      },
    ]);
    expect(listed.body).not.toContain(created.secret.slice(12));

    const [row] = await testApp.database.handle.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(row?.keyHash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(12));

    expect((await withKey(created.secret, 'POST', '/api/pcb/calcPcbPrice', pcbQuote)).statusCode).toBe(200);
    expect((await manage(alice.cookie, 'GET', 'list')).json().data[0].lastUsedAt).toBe(clock.toISOString());

    expect((await manage(bob.cookie, 'POST', 'revoke', { id: created.key.id })).statusCode).toBe(404);
    expect((await manage(alice.cookie, 'POST', 'revoke', { id: created.key.id })).statusCode).toBe(200);
    expect((await manage(alice.cookie, 'GET', 'list')).json().data).toEqual([]);
    const refused = await withKey(created.secret, 'POST', '/api/pcb/calcPcbPrice', pcbQuote);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().data.reason).toBe('apiKey.revoked');
  });

  it('refuses a name over 60 characters and an unknown scope, naming the field', async () => {
    const long = await manage(alice.cookie, 'POST', 'create', { name: 'x'.repeat(61), scopes: ['quote'] });
    expect(long.statusCode).toBe(400);
    expect(long.json().data.errors[0].field).toBe('name');
    const unknown = await manage(alice.cookie, 'POST', 'create', { name: 'n', scopes: ['admin'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.errors[0].field).toMatch(/^scopes/);
  });

  it('gives a key a lifetime: after it the key answers 401 expired; a lifetime out of 1–365 days names the field', async () => {
    const dave = await createCustomer(testApp, '13755560009', now);
    for (const expiresInDays of [0, 366, 1.5, '30']) {
      const refused = await manage(dave.cookie, 'POST', 'create', { name: 'n', scopes: ['quote'], expiresInDays });
      expect(refused.statusCode, String(expiresInDays)).toBe(400);
      expect(refused.json().data.errors[0].field).toBe('expiresInDays');
    }
    const created = await manage(dave.cookie, 'POST', 'create', {
      name: 'month',
      scopes: ['quote'],
      expiresInDays: 30,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { key, secret } = created.json().data as { key: { expiresAt: string }; secret: string };
    const expiresAt = new Date(clock.getTime() + 30 * 86_400_000);
    expect(key.expiresAt).toBe(expiresAt.toISOString());
    const started = clock;
    try {
      clock = new Date(expiresAt.getTime() - 1000);
      expect((await withKey(secret, 'POST', '/api/pcb/calcPcbPrice', pcbQuote)).statusCode).toBe(200);
      clock = expiresAt;
      const expired = await withKey(secret, 'POST', '/api/pcb/calcPcbPrice', pcbQuote);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().data.reason).toBe('apiKey.expired');
      expect(expired.json().msg).toContain('expired');
    } finally {
      clock = started;
    }
    // Listed with its end, so the owner sees why a tool stopped; a key without a lifetime has none.
    const listed = (await manage(dave.cookie, 'GET', 'list')).json().data as { name: string; expiresAt: string }[];
    expect(listed).toEqual([expect.objectContaining({ name: 'month', expiresAt: expiresAt.toISOString() })]);
    expect((await createKey(dave.cookie, ['quote'], 'forever')).key).toMatchObject({ expiresAt: null });
  });

  it('keeps at most the cap of live keys under a burst of parallel creations', async () => {
    const burst = apiKeyLimits.maxKeysPerCustomer * 5;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, index) =>
        manage(carol.cookie, 'POST', 'create', { name: `k${index}`, scopes: ['quote'] }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(apiKeyLimits.maxKeysPerCustomer);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.every((answer) => answer.statusCode === 400 && answer.json().data.errors[0].field === 'name')).toBe(
      true,
    );
    expect((await manage(carol.cookie, 'GET', 'list')).json().data).toHaveLength(apiKeyLimits.maxKeysPerCustomer);
  });
});

describe('API keys: authentication', () => {
  it('allows only the scopes a key holds; a call without a scope refuses keys', async () => {
    const { key, secret } = await createKey(alice.cookie, ['quote']);
    expect((await withKey(secret, 'POST', '/api/pcb/calcPcbPrice', pcbQuote)).statusCode).toBe(200);
    // A quote changes nothing: no audit row.
    const audited = await testApp.database.handle.db.select().from(auditLog).where(eq(auditLog.objectId, key.id));
    expect(audited).toEqual([]);
    const orders = await withKey(secret, 'GET', '/api/orderInfo/list');
    expect(orders.statusCode).toBe(403);
    expect(orders.json().data.reason).toBe('apiKey.scopeMissing');
    expect(orders.json().msg).toContain('orders:read');
    const unmapped = await withKey(secret, 'GET', '/api/profiles/list');
    expect(unmapped.statusCode).toBe(403);
    expect(unmapped.json().data.reason).toBe('apiKey.scopeMissing');
    const keyMinting = await withKey(secret, 'POST', '/api/apiKeys/create', { name: 'more', scopes: ['quote'] });
    expect(keyMinting.statusCode).toBe(403);
  });

  it("places an order as its owner, audits the change, and answers 404 for another customer's order", async () => {
    const { key, secret } = await createKey(alice.cookie, ['orders:read', 'orders:write'], 'ERP bridge');
    const placed = await withKey(
      secret,
      'POST',
      '/api/orderInfo/saveOrder',
      pcbOrderBody(alice.addressId, 'api-key-1'),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().data.orderId as string;
    const detail = await withKey(secret, 'GET', `/api/orderInfo/detail?orderId=${orderId}`);
    expect(detail.statusCode, detail.body).toBe(200);

    const audited = await testApp.database.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'apiKeyUse'), eq(auditLog.objectId, key.id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorUserId: alice.userId, objectType: 'apiKey', objectNo: 'ERP bridge' });
    expect(audited[0]?.after).toEqual({ method: 'POST', url: '/api/orderInfo/saveOrder', statusCode: 200 });

    const bobs = await saveOrder(testApp.app, bob.cookie, pcbOrderBody(bob.addressId, 'api-key-bob'));
    expect(bobs.statusCode, bobs.body).toBe(200);
    const foreign = await withKey(secret, 'GET', `/api/orderInfo/detail?orderId=${bobs.json().data.orderId}`);
    expect(foreign.statusCode).toBe(404);
    const foreignCancel = await withKey(secret, 'POST', '/api/orderInfo/cancel', {
      orderId: bobs.json().data.orderId,
      reason: 'not mine',
    });
    expect(foreignCancel.statusCode).toBe(404);
  });

  it('uploads a file with the files scope and audits it; without the scope the upload is refused', async () => {
    const { key, secret } = await createKey(alice.cookie, ['files'], 'BOM sync');
    const upload = (authorization: string) => {
      const { payload, headers } = buildMultipart([
        { name: 'file', filename: 'bom.csv', content: 'Designator,Quantity,MPN\nU1,1,NE555\n' },
      ]);
      return testApp.app.inject({
        method: 'POST',
        url: '/api/file/uploadBom',
        payload,
        headers: { ...headers, authorization },
      });
    };
    const uploaded = await upload(`Bearer ${secret}`);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const audited = await testApp.database.handle.db.select().from(auditLog).where(eq(auditLog.objectId, key.id));
    expect(audited.map((row) => row.after)).toEqual([{ method: 'POST', url: '/api/file/uploadBom', statusCode: 200 }]);
    const quoteOnly = await createKey(alice.cookie, ['quote'], 'quotes only');
    const refused = await upload(`Bearer ${quoteOnly.secret}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toContain('files');
  });

  it('reads and edits webhook endpoints only with the webhooks scope', async () => {
    const quoteOnly = await createKey(alice.cookie, ['quote'], 'no webhooks');
    const refused = await withKey(quoteOnly.secret, 'GET', '/api/webhooks/list');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toContain('webhooks');
    const hooks = await createKey(alice.cookie, ['webhooks'], 'webhooks');
    expect((await withKey(hooks.secret, 'GET', '/api/webhooks/list')).statusCode).toBe(200);
  });

  it('never works on staff calls', async () => {
    const { secret } = await createKey(alice.cookie, ['quote', 'files', 'orders:read', 'orders:write', 'webhooks']);
    for (const url of ['/api/erp/order/list', '/api/erp/audit/list', '/api/erp/customers/list']) {
      const answer = await withKey(secret, 'GET', url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().data.reason).toBe('apiKey.scopeMissing');
    }
    const staff = await startStaffSession(testApp, '1', now);
    expect((await manage(staff.cookie, 'POST', 'create', { name: 'staff', scopes: ['quote'] })).statusCode).toBe(403);
  });

  it('refuses malformed and unknown keys with 401, and a key beside a session cookie with 400', async () => {
    const cases: [string, string][] = [
      ['Basic dXNlcjpwYXNz', 'apiKey.malformed'],
      ['Bearer bf_live_short', 'apiKey.malformed'],
      [`Bearer bf_live_${'A'.repeat(43)}`, 'apiKey.unknown'],
    ];
    for (const [authorization, reason] of cases) {
      const answer = await testApp.app.inject({
        method: 'POST',
        url: '/api/pcb/calcPcbPrice',
        payload: pcbQuote,
        headers: { authorization },
      });
      expect(answer.statusCode, authorization).toBe(401);
      expect(answer.json().data.reason).toBe(reason);
    }
    const { secret } = await createKey(alice.cookie, ['quote']);
    const both = await testApp.app.inject({
      method: 'POST',
      url: '/api/pcb/calcPcbPrice',
      payload: pcbQuote,
      headers: { authorization: `Bearer ${secret}`, cookie: alice.cookie },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().data.reason).toBe('apiKey.withSession');
  });

  it('exempts cookie-less key requests from the Origin check, not session requests', async () => {
    const { secret } = await createKey(alice.cookie, ['quote']);
    const origin = 'https://tools.example.com';
    const keyed = await testApp.app.inject({
      method: 'POST',
      url: '/api/pcb/calcPcbPrice',
      payload: pcbQuote,
      headers: { authorization: `Bearer ${secret}`, origin },
    });
    expect(keyed.statusCode, keyed.body).toBe(200);
    const session = await testApp.app.inject({
      method: 'POST',
      url: '/api/pcb/calcPcbPrice',
      payload: pcbQuote,
      headers: { cookie: alice.cookie, origin },
    });
    expect(session.statusCode).toBe(403);
  });

  it('counts each key in the database: a burst passes exactly the limit, another key is not affected', async () => {
    const { secret } = await createKey(bob.cookie, ['quote']);
    const answers = await Promise.all(
      Array.from({ length: requestsPerMinute * 5 }, () => withKey(secret, 'POST', '/api/pcb/calcPcbPrice', pcbQuote)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(requestsPerMinute);
    const limited = answers.filter((answer) => answer.statusCode !== 200);
    expect(limited.every((answer) => answer.statusCode === 429 && answer.json().data.reason === 'rate.limited')).toBe(
      true,
    );
    const [row] = await testApp.database.handle.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, createHash('sha256').update(secret).digest('hex')));
    expect(row?.rateWindowHits).toBe(requestsPerMinute * 5);
    const other = await createKey(bob.cookie, ['quote'], 'second');
    expect((await withKey(other.secret, 'POST', '/api/pcb/calcPcbPrice', pcbQuote)).statusCode).toBe(200);
  });
});

describe('API keys: the scope table', () => {
  it('names only registered customer or public calls', () => {
    const accessByCall = new Map(
      testApp.app.registeredRoutes.map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    for (const call of Object.keys(apiKeyScopeByRoute)) {
      expect(['public', 'user', 'client'], call).toContain(accessByCall.get(call));
    }
  });
});
