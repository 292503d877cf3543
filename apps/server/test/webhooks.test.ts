import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/outbox.table.ts';
import { users } from '../src/db/users.table.ts';
import { webhookDeliveries } from '../src/db/webhooks.table.ts';
import { appendOrderEvent } from '../src/modules/order-events/order-events.repository.ts';
import { createWebhooksService } from '../src/modules/webhooks/webhooks.service.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import {
  type Caller,
  createCustomer,
  customerAction,
  insertOwnedFile,
  pcbOrderBody,
  saveOrder,
} from './orders-fixtures.ts';

type Received = { headers: http.IncomingHttpHeaders; body: string };

let clock = new Date('2026-03-02T02:00:00.000Z');
const now = () => clock;
let testApp: TestApp;
let alice: Caller & { addressId: string };
let receiver: http.Server;
let receiverUrl: string;
let receiverPort: number;
const received: Received[] = [];
const waiting: ((request: Received) => void)[] = [];
// The receiver answers these codes in turn, then 200.
const plannedCodes: number[] = [];

// The receiver listens first: the app lets webhooks reach loopback only where WEBHOOK_ALLOWED_HOSTS says — the
// receiver's port, and port 9 (where nothing listens) for the endpoints that must fail.
beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      response.statusCode = plannedCodes.shift() ?? 200;
      response.end(response.statusCode === 200 ? 'ok' : 'x'.repeat(5000));
      for (const resolve of waiting.splice(0)) resolve(entry);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverPort = (receiver.address() as AddressInfo).port;
  receiverUrl = `http://127.0.0.1:${receiverPort}/hooks/boardforge`;
  testApp = await createTestApp({ now, env: { WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiverPort}, 127.0.0.1:9` } });
  alice = await createCustomer(testApp, '13722220001', now);
});
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await testApp?.close();
});

/** Verifies a delivery as docs/api.md tells receivers to: HMAC of "<t>.<raw body>", timestamp within 5 minutes. */
function verifySignature(entry: Received, secret: string, receiverNow: Date): boolean {
  const header = String(entry.headers['boardforge-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(receiverNow.getTime() / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${entry.body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function call(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return testApp.app.inject({ method, url, headers: { cookie: alice.cookie }, ...(payload ? { payload } : {}) });
}

async function placeAndCancelOrder(): Promise<string> {
  const gerberFileId = await insertOwnedFile(testApp, alice.userId, 'gerber');
  const placed = await saveOrder(
    testApp.app,
    alice.cookie,
    pcbOrderBody(alice.addressId, `webhook-${randomUUID()}`, { gerberFileId }),
  );
  expect(placed.statusCode, placed.body).toBe(200);
  const { orderId } = placed.json().data as { orderId: string };
  const cancelled = await customerAction(testApp.app, alice.cookie, 'cancel', { orderId, reason: 'changed my mind' });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return orderId;
}

describe('signed webhooks', () => {
  let endpointId: string;
  let secret: string;

  it('registers the allow-listed loopback receiver and shows its secret once', async () => {
    const created = await call('POST', '/api/webhooks/create', { url: receiverUrl, events: ['order.status_changed'] });
    expect(created.statusCode, created.body).toBe(200);
    ({ id: endpointId, secret } = created.json().data);
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const listed = await call('GET', '/api/webhooks/list');
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: endpointId, url: receiverUrl, events: ['order.status_changed'], paused: false }),
    ]);
    expect(listed.body).not.toContain(secret);
  });

  it('delivers a signed status change, retries after a 500 with the same event id, and sends again on request', async () => {
    plannedCodes.push(500);
    const orderId = await placeAndCancelOrder();
    expect(await testApp.app.webhooks.dispatch()).toBe(1);
    expect(await testApp.app.webhooks.deliverDue()).toBe(1);
    expect(received).toHaveLength(1);
    const first = received[0] as Received;
    expect(verifySignature(first, secret, now())).toBe(true);
    expect(verifySignature(first, 'whsec_wrong', now())).toBe(false);
    // Outside the 5-minute tolerance a receiver refuses it (a replay).
    expect(verifySignature(first, secret, new Date(now().getTime() + 301_000))).toBe(false);
    const event = JSON.parse(first.body);
    expect(event).toMatchObject({ type: 'order.status_changed', data: { orderId, action: 'cancel', to: 99 } });
    expect(first.headers['boardforge-event-id']).toBe(event.id);

    // Not due yet: nothing is sent; a minute later the retry goes out.
    expect(await testApp.app.webhooks.deliverDue()).toBe(0);
    clock = new Date(clock.getTime() + 61_000);
    expect(await testApp.app.webhooks.deliverDue()).toBe(1);
    expect(received).toHaveLength(2);
    const retry = received[1] as Received;
    expect(retry.headers['boardforge-event-id']).toBe(event.id);
    expect(retry.body).toBe(first.body);
    expect(verifySignature(retry, secret, now())).toBe(true);

    const log = await call('GET', `/api/webhooks/log?id=${endpointId}`);
    expect(log.statusCode, log.body).toBe(200);
    const attempts = log.json().data as { attempt: number; responseCode: number; responseExcerpt: string | null }[];
    expect(attempts.map((row) => [row.attempt, row.responseCode])).toEqual([
      [2, 200],
      [1, 500],
    ]);
    expect(attempts[1]?.responseExcerpt?.length).toBe(500);
    expect(attempts[0]).toMatchObject({ deliveryStatus: 'delivered' });

    const deliveryId = (log.json().data as { deliveryId: string }[])[0]?.deliveryId;
    const again = await call('POST', '/api/webhooks/resend', { deliveryId });
    expect(again.statusCode, again.body).toBe(200);
    expect(await testApp.app.webhooks.deliverDue()).toBe(1);
    expect(received).toHaveLength(3);
    expect(received[2]?.headers['boardforge-event-id']).toBe(event.id);
  });

  it('sends nothing for a change that rolled back', async () => {
    const { db } = testApp.database.handle;
    await expect(
      db.transaction(async (tx) => {
        await appendOrderEvent(tx, {
          orderId: randomUUID(),
          userId: alice.userId,
          kind: 'transition',
          payload: { action: 'cancel', from: 1, to: 99, orderNo: 'ROLLED-BACK' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await testApp.app.webhooks.dispatch()).toBe(0);
    expect(await testApp.app.webhooks.deliverDue()).toBe(0);
    expect(received.some((entry) => entry.body.includes('ROLLED-BACK'))).toBe(false);
  });

  it('sends nothing to a paused endpoint, and delivers again once resumed', async () => {
    const paused = await call('POST', '/api/webhooks/update', { id: endpointId, paused: true });
    expect(paused.statusCode, paused.body).toBe(200);
    await placeAndCancelOrder();
    expect(await testApp.app.webhooks.dispatch()).toBe(0);
    await call('POST', '/api/webhooks/update', { id: endpointId, paused: false });
    const before = received.length;
    await placeAndCancelOrder();
    expect(await testApp.app.webhooks.dispatch()).toBe(1);
    await testApp.app.webhooks.deliverDue();
    expect(received).toHaveLength(before + 1);
  });

  it('rotates the secret: the next delivery is signed with the new one', async () => {
    const rotated = await call('POST', '/api/webhooks/rotate', { id: endpointId });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newSecret = rotated.json().data.secret as string;
    expect(newSecret).not.toBe(secret);
    await placeAndCancelOrder();
    await testApp.app.webhooks.dispatch();
    await testApp.app.webhooks.deliverDue();
    const last = received.at(-1) as Received;
    expect(verifySignature(last, newSecret, now())).toBe(true);
    expect(verifySignature(last, secret, now())).toBe(false);
  });

  it('names the field of a bad URL or event', async () => {
    for (const url of [
      'not a url',
      'ftp://example.com/hook',
      'http://example.com/hook',
      `https://e.com/${'a'.repeat(2000)}`,
    ]) {
      const response = await call('POST', '/api/webhooks/create', { url, events: ['order.status_changed'] });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().data.errors[0].field).toBe('url');
    }
    const unknown = await call('POST', '/api/webhooks/create', { url: receiverUrl, events: ['order.teleported'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.errors[0].field).toMatch(/^events/);
  });

  it("answers 404 for another customer's endpoint", async () => {
    const bob = await createCustomer(testApp, '13722220002', now);
    for (const [url, payload] of [
      ['/api/webhooks/delete', { id: endpointId }],
      ['/api/webhooks/rotate', { id: endpointId }],
    ] as const) {
      const response = await testApp.app.inject({ method: 'POST', url, headers: { cookie: bob.cookie }, payload });
      expect(response.statusCode).toBe(404);
    }
    const log = await testApp.app.inject({
      method: 'GET',
      url: `/api/webhooks/log?id=${endpointId}`,
      headers: { cookie: bob.cookie },
    });
    expect(log.statusCode).toBe(404);
  });

  it('keeps at most 10 endpoints per customer, even when registered at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call('POST', '/api/webhooks/create', { url: `${receiverUrl}?n=${index}`, events: ['payment.received'] }),
      ),
    );
    expect(results.filter((response) => response.statusCode === 200)).toHaveLength(9);
    const refused = results.find((response) => response.statusCode !== 200);
    expect(refused?.json().data.errors[0].field).toBe('url');
    expect((await call('GET', '/api/webhooks/list')).json().data).toHaveLength(10);
  });
});

describe('an endpoint failing for 3 days', () => {
  it('is paused and its owner mailed', async () => {
    const { db } = testApp.database.handle;
    const erin = await createCustomer(testApp, '13722220005', now);
    await db.update(users).set({ email: 'erin@example.com' }).where(eq(users.id, erin.userId));
    // Nothing listens on port 9 of this machine: every attempt fails with a refused connection.
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/create',
      headers: { cookie: erin.cookie },
      payload: { url: 'http://127.0.0.1:9/hook', events: ['payment.received'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const appendPayment = () =>
      appendOrderEvent(db, {
        orderId: randomUUID(),
        userId: erin.userId,
        kind: 'payment',
        payload: { amount: '30.00' },
        at: now(),
      });
    await appendPayment();
    await testApp.app.webhooks.dispatch();
    expect(await testApp.app.webhooks.deliverDue()).toBe(1);
    clock = new Date(clock.getTime() + 73 * 3_600_000);
    await appendPayment();
    await testApp.app.webhooks.dispatch();
    await testApp.app.webhooks.deliverDue();
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/webhooks/list',
      headers: { cookie: erin.cookie },
    });
    expect(listed.json().data[0]).toMatchObject({ paused: true, pausedForFailures: true });
    const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'erin@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('http://127.0.0.1:9/hook');
  });
});

describe('a delivery that never succeeds', () => {
  it('is retried with backoff for 24 hours from the first attempt, then given up', async () => {
    const { db } = testApp.database.handle;
    const frank = await createCustomer(testApp, '13722220006', now);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/create',
      headers: { cookie: frank.cookie },
      payload: { url: 'http://127.0.0.1:9/never', events: ['payment.received'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const endpointId = created.json().data.id as string;
    await appendOrderEvent(db, {
      orderId: randomUUID(),
      userId: frank.userId,
      kind: 'payment',
      payload: { amount: '12.00' },
      at: now(),
    });
    await testApp.app.webhooks.dispatch();
    const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    if (!delivery) throw new Error('no delivery queued');
    const firstAttemptAt = now().getTime();
    // Each turn moves the clock to the delivery's next attempt, until it is given up.
    for (let turn = 0; turn < 40; turn += 1) {
      const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
      if (row?.status !== 'pending') break;
      if (row.nextAttemptAt.getTime() > clock.getTime()) clock = row.nextAttemptAt;
      await testApp.app.webhooks.deliverDue();
    }
    const log = await testApp.app.inject({
      method: 'GET',
      url: `/api/webhooks/log?id=${endpointId}`,
      headers: { cookie: frank.cookie },
    });
    const attempts = (log.json().data as { attempt: number; at: string; deliveryStatus: string }[]).toReversed();
    // 1, 2, 4 … 64 minutes, then every 2 hours: the 18th attempt, 22 h 7 min after the first, is the last.
    expect(attempts).toHaveLength(18);
    expect(attempts.map((row) => row.attempt)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    const minutesAfterFirst = attempts.map((row) => (Date.parse(row.at) - firstAttemptAt) / 60_000);
    expect(minutesAfterFirst.slice(0, 9)).toEqual([0, 1, 3, 7, 15, 31, 63, 127, 247]);
    expect(minutesAfterFirst.at(-1)).toBe(1327);
    expect(attempts.at(-1)?.deliveryStatus).toBe('failed');
    clock = new Date(clock.getTime() + 3 * 3_600_000);
    await testApp.app.webhooks.deliverDue();
    const after = await testApp.app.inject({
      method: 'GET',
      url: `/api/webhooks/log?id=${endpointId}`,
      headers: { cookie: frank.cookie },
    });
    expect(after.json().data).toHaveLength(18);
  });
});

describe('destinations in every mode', () => {
  const dns = new Map<string, string[]>([
    ['hooks.example.com', ['93.184.216.34']],
    ['loopback.example.com', ['127.0.0.1']],
    ['intranet.example.com', ['10.1.2.3']],
    ['mixed.example.com', ['93.184.216.34', '192.168.1.5']],
    ['ula.example.com', ['fd12:3456::1']],
    ['metadata.example.com', ['169.254.169.254']],
    ['mapped.example.com', ['::ffff:127.0.0.1']],
  ]);
  const lookups: string[] = [];
  /** A service whose names resolve from the table above (no real DNS), letting through `allowedHosts` only. */
  const serviceWith = (allowedHosts: { hostname: string; port: string | null }[] = []) =>
    createWebhooksService({
      db: testApp.database.handle.db,
      now,
      allowedHosts,
      resolve: async (hostname) => {
        lookups.push(hostname);
        return (dns.get(hostname) ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
      },
      mail: { kind: 'outbox', send: async () => {} },
      log: testApp.app.log,
    });

  it('refuses a host name resolving to a private, loopback, link-local, metadata, CGNAT or IPv6 local address', async () => {
    const carol = await createCustomer(testApp, '13722220003', now);
    const service = serviceWith();
    const refused = [
      ['https://loopback.example.com/hook', '127.0.0.1'],
      ['https://intranet.example.com/hook', '10.1.2.3'],
      ['https://mixed.example.com/hook', '192.168.1.5'],
      ['https://ula.example.com/hook', 'fd12:3456::1'],
      ['https://metadata.example.com/latest/meta-data', '169.254.169.254'],
      ['https://mapped.example.com/hook', '::ffff:127.0.0.1'],
    ];
    for (const [url, address] of refused) {
      await expect(
        service.create(carol.userId, { url: url as string, events: ['order.status_changed'] }),
        url,
      ).rejects.toMatchObject({ field: 'url', messageKey: 'webhooks.privateAddress', params: { address } });
    }
    // Outside production as in it: http is refused (the allow-list of this service is empty), so is an unknown name.
    await expect(
      service.create(carol.userId, { url: receiverUrl, events: ['order.status_changed'] }),
    ).rejects.toMatchObject({ field: 'url', messageKey: 'webhooks.urlNotHttps' });
    await expect(
      service.create(carol.userId, { url: 'https://unknown.example.com/hook', events: ['order.status_changed'] }),
    ).rejects.toMatchObject({ field: 'url', messageKey: 'webhooks.hostUnresolved' });
    const accepted = await service.create(carol.userId, {
      url: 'https://hooks.example.com/hook',
      events: ['order.status_changed'],
    });
    expect(accepted.secret).toMatch(/^whsec_/);
  });

  it('answers 400 naming `url` and the address for every forbidden address, however it is spelt, in en and zh-CN', async () => {
    // The app of these tests is not in production; its allow-list names only the receiver's port and port 9.
    const refused: [string, string][] = [
      ['https://10.0.0.1/', '10.0.0.1'],
      ['https://172.16.5.4/hook', '172.16.5.4'],
      ['https://172.31.255.254/hook', '172.31.255.254'],
      ['https://192.168.1.1/hook', '192.168.1.1'],
      ['https://127.0.0.1/hook', '127.0.0.1'],
      ['https://127.0.0.1:3000/api/user/me', '127.0.0.1'], // the server's own API
      ['https://127.0.0.1:5432/', '127.0.0.1'], // the database's port
      [`https://127.0.0.1:${receiverPort + 1}/`, '127.0.0.1'], // a port the allow-list does not name
      ['https://127.8.9.10/hook', '127.8.9.10'],
      ['https://169.254.169.254/latest/meta-data', '169.254.169.254'],
      ['https://169.254.1.2/hook', '169.254.1.2'],
      ['https://0.0.0.0/hook', '0.0.0.0'],
      ['https://100.64.0.1/hook', '100.64.0.1'],
      ['https://100.127.255.1/hook', '100.127.255.1'],
      ['https://[::1]/hook', '::1'],
      ['https://[fe80::1]/hook', 'fe80::1'],
      ['https://[fc00::1]/hook', 'fc00::1'],
      ['https://[fd12:3456::1]/hook', 'fd12:3456::1'],
      ['https://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1'],
      ['https://[0:0:0:0:0:ffff:a9fe:a9fe]/hook', '::ffff:a9fe:a9fe'],
      ['https://[::127.0.0.1]/hook', '::7f00:1'],
      ['https://[64:ff9b::10.0.0.1]/hook', '64:ff9b::a00:1'],
      ['https://[2002:c0a8:101::]/hook', '2002:c0a8:101::'],
      // Spellings `new URL` writes as 127.0.0.1: decimal, hex, octal, short.
      ['https://2130706433/hook', '127.0.0.1'],
      ['https://0x7f000001/hook', '127.0.0.1'],
      ['https://0x7f.0.0.1/hook', '127.0.0.1'],
      ['https://0177.0.0.1/hook', '127.0.0.1'],
      ['https://017700000001/hook', '127.0.0.1'],
      ['https://127.1/hook', '127.0.0.1'],
      ['https://0xa9.0xfe.0xa9.0xfe/latest/meta-data', '169.254.169.254'],
    ];
    for (const [url, address] of refused) {
      const response = await call('POST', '/api/webhooks/create', { url, events: ['order.status_changed'] });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().data, url).toEqual({
        reason: 'field.invalid',
        errors: [
          {
            field: 'url',
            message: `The URL leads to ${address}, a private, loopback, link-local, metadata or reserved address: webhooks go only to public addresses.`,
          },
        ],
      });
    }
    const inChinese = await testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/create',
      headers: { cookie: alice.cookie, 'accept-language': 'zh-CN' },
      payload: { url: 'https://10.0.0.1/', events: ['order.status_changed'] },
    });
    expect(inChinese.json().data.errors).toEqual([
      {
        field: 'url',
        message: '网址指向 10.0.0.1，属于内网、回环、链路本地、元数据或保留地址：Webhook 只能发往公网地址。',
      },
    ]);
    // Plain http to any host the allow-list does not name is refused as not https.
    const plainHttp = await call('POST', '/api/webhooks/create', {
      url: 'http://127.0.0.1:3000/api/user/me',
      events: ['order.status_changed'],
    });
    expect(plainHttp.json().data.errors).toEqual([{ field: 'url', message: 'The URL must use https.' }]);
  });

  it('checks the address again at delivery time: a name now resolving to 127.0.0.1 is not contacted nor retried', async () => {
    const dave = await createCustomer(testApp, '13722220004', now);
    const service = serviceWith();
    dns.set('rebinding.example.com', ['93.184.216.34']);
    const { id } = await service.create(dave.userId, {
      url: 'https://rebinding.example.com/hook',
      events: ['order.status_changed'],
    });
    dns.set('rebinding.example.com', ['127.0.0.1']);
    await appendOrderEvent(testApp.database.handle.db, {
      orderId: randomUUID(),
      userId: dave.userId,
      kind: 'transition',
      payload: { action: 'cancel', from: 1, to: 99, orderNo: 'REBOUND' },
    });
    expect(await service.dispatch()).toBe(1);
    expect(await service.deliverDue()).toBe(1);
    expect(received.some((entry) => entry.body.includes('REBOUND'))).toBe(false);
    const [attempt] = await service.logOf(dave.userId, id);
    expect(attempt).toMatchObject({
      attempt: 1,
      responseCode: null,
      error:
        'refused: the host leads to 127.0.0.1, not a public address (private, loopback, link-local, metadata or reserved)',
      deliveryStatus: 'failed',
    });
    // Failed for good: hours later nothing is tried again.
    clock = new Date(clock.getTime() + 3 * 3_600_000);
    expect(await service.deliverDue()).toBe(0);
    expect(await service.logOf(dave.userId, id)).toHaveLength(1);
  });

  it('connects to the address it checked: an allow-listed name is sent to what the resolver answered, looked up once', async () => {
    const erin = await createCustomer(testApp, '13722220007', now);
    // receiver.test exists in no DNS: a delivery arrives only if the socket goes to the address resolved here.
    dns.set('receiver.test', ['127.0.0.1']);
    const service = serviceWith([{ hostname: 'receiver.test', port: String(receiverPort) }]);
    await service.create(erin.userId, {
      url: `http://receiver.test:${receiverPort}/pinned`,
      events: ['order.status_changed'],
    });
    // The same name on another port is not on the list.
    await expect(
      service.create(erin.userId, {
        url: `https://receiver.test:${receiverPort + 1}/`,
        events: ['order.status_changed'],
      }),
    ).rejects.toMatchObject({ field: 'url', messageKey: 'webhooks.privateAddress' });
    await appendOrderEvent(testApp.database.handle.db, {
      orderId: randomUUID(),
      userId: erin.userId,
      kind: 'transition',
      payload: { action: 'cancel', from: 1, to: 99, orderNo: 'PINNED' },
    });
    expect(await service.dispatch()).toBe(1);
    lookups.length = 0;
    expect(await service.deliverDue()).toBe(1);
    expect(lookups).toEqual(['receiver.test']);
    const pinned = received.find((entry) => entry.body.includes('PINNED'));
    expect(pinned?.headers.host).toBe(`receiver.test:${receiverPort}`);
  });
});
