import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../src/db/addresses.table.ts';
import { files } from '../src/db/files.table.ts';
import { orderEvents } from '../src/db/order-events.table.ts';
import { orderHistory, orderLines, orderNumberCounters, orders } from '../src/db/orders.table.ts';
import { insertAddress } from '../src/modules/addresses/addresses.repository.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import {
  type Caller,
  createCustomer,
  customerAction,
  insertOwnedFile,
  pcbOrderBody,
  saveOrder,
} from './orders-fixtures.ts';

// 2026-11-21 17:30 UTC is 2026-11-22 01:30 in China: order numbers carry the China day.
const clock = new Date('2026-11-21T17:30:00Z');
const now = () => clock;

let testApp: TestApp;
let alice: Caller & { addressId: string };
let bob: Caller & { addressId: string };

beforeAll(async () => {
  testApp = await createTestApp({ now });
  alice = await createCustomer(testApp, '13700000001', now);
  bob = await createCustomer(testApp, '13700000002', now);
});
afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.handle.db;
let keyCounter = 0;
const newKey = () => `key-${++keyCounter}-${Date.now()}`;

async function placePcbOrder(caller: Caller & { addressId: string }, overrides: Record<string, unknown> = {}) {
  const response = await saveOrder(testApp.app, caller.cookie, pcbOrderBody(caller.addressId, newKey(), overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { orderId: string; orderNo: string; status: number; total: number; payable: number };
}

async function quotePcb() {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/pcb/calcPcbPrice',
    payload: { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { lines: { total: number }; items: unknown[]; priceBookVersion: number };
}

describe('POST /api/orderInfo/saveOrder', () => {
  it('prices the spec again, ignores a client price, stores lines, items, files and the address snapshot', async () => {
    const gerberFileId = await insertOwnedFile(testApp, alice.userId, 'gerber');
    const quote = await quotePcb();
    const body = { ...pcbOrderBody(alice.addressId, newKey(), { gerberFileId }), total: 1, payable: 1 };
    const response = await saveOrder(testApp.app, alice.cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().data;
    expect(answer.orderNo).toMatch(/^BF20261122-\d{6}$/);
    expect(answer).toMatchObject({ status: 5, total: quote.lines.total, payable: quote.lines.total });
    expect(quote.lines.total).toBeGreaterThan(1);

    const [row] = await db().select().from(orders).where(eq(orders.id, answer.orderId));
    expect(row?.totalFen).toBe(Math.round(quote.lines.total * 100));
    expect(row?.priceBookVersion).toBe(quote.priceBookVersion);
    expect(row?.gerberFileId).toBe(gerberFileId);
    expect(row?.shippingAddress).toMatchObject({ fullName: '王小明', city: '深圳市' });
    expect(row?.quote).toMatchObject({ items: quote.items });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, answer.orderId));
    expect(lines.length).toBe(quote.items.length);
    expect(lines.reduce((sum, line) => sum + line.amountFen, 0)).toBe(row?.totalFen);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, answer.orderId));
    expect(events.map((event) => event.kind)).toEqual(['created']);
  });

  it('numbers orders of one China day in sequence', async () => {
    const first = await placePcbOrder(alice);
    const second = await placePcbOrder(alice);
    const sequence = (orderNo: string) => Number(orderNo.slice(-6));
    expect(second.orderNo.slice(0, 11)).toBe('BF20261122-');
    expect(sequence(second.orderNo)).toBe(sequence(first.orderNo) + 1);
  });

  it('keeps every digit past 999999 and leaves no gap when concurrent saves with one key roll back', async () => {
    // The number is built in SQL with the insert (one statement); lpad must never cut a 7-digit sequence.
    await db().update(orderNumberCounters).set({ lastValue: 999_999 }).where(eq(orderNumberCounters.day, '20261122'));
    // A customer of its own, so the other tests' counts of Alice's orders stay as they are.
    const carol = await createCustomer(testApp, '13700000009', now);
    const key = newKey();
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => saveOrder(testApp.app, carol.cookie, pcbOrderBody(carol.addressId, key))),
    );
    for (const response of racing) expect(response.statusCode, response.body).toBe(200);
    expect(racing[0]?.json().data.orderNo).toBe('BF20261122-1000000');
    const next = await placePcbOrder(carol);
    expect(next.orderNo).toBe('BF20261122-1000001');
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, next.orderId));
    expect(lines.map((line) => line.lineNo).sort((a, b) => a - b)).toEqual(lines.map((_, index) => index + 1));
    expect(lines.every((line) => line.label !== '' && line.labelZh !== '')).toBe(true);
  });

  it('refuses an invalid spec with 400 naming the field, in the request language', async () => {
    const body = pcbOrderBody(alice.addressId, newKey(), {
      spec: { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5, thickness: 9 },
    });
    const response = await saveOrder(testApp.app, alice.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors.map((error: { field: string }) => error.field)).toContain('spec.thickness');
    const engineRefusal = await saveOrder(
      testApp.app,
      alice.cookie,
      pcbOrderBody(alice.addressId, newKey(), {
        spec: { layers: 3, boardLength: 100, boardWidth: 100, boardNumber: 5 },
      }),
      'zh-CN',
    );
    expect(engineRefusal.statusCode, engineRefusal.body).toBe(400);
    expect(engineRefusal.json().data.errors[0].field).toBe('spec.layers');
    expect(engineRefusal.json().msg).toMatch(/[\u4e00-\u9fff]/);
    expect(await db().select().from(orders).where(eq(orders.userId, alice.userId))).toHaveLength(3);
  });

  it('needs an idempotency key', async () => {
    const { idempotencyKey: _key, ...body } = pcbOrderBody(alice.addressId, 'unused-key');
    const response = await saveOrder(testApp.app, alice.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors[0].field).toBe('idempotencyKey');
  });

  it('refuses a malformed idempotency key naming the field and its allowed form, in both languages', async () => {
    for (const [language, message] of [
      ['en', 'idempotencyKey must be 8 to 64 characters without spaces'],
      ['zh-CN', 'idempotencyKey 须为 8 到 64 个字符，不含空格'],
    ] as const) {
      const response = await saveOrder(
        testApp.app,
        alice.cookie,
        pcbOrderBody(alice.addressId, 'has a space'),
        language,
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().data.errors).toEqual([{ field: 'idempotencyKey', message }]);
      expect(response.json().msg).toContain(message);
    }
  });

  it('returns the first order for the same key and body, 409 for another body, and creates nothing more', async () => {
    const key = newKey();
    const first = await saveOrder(testApp.app, alice.cookie, pcbOrderBody(alice.addressId, key));
    const again = await saveOrder(testApp.app, alice.cookie, pcbOrderBody(alice.addressId, key));
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const changed = await saveOrder(
      testApp.app,
      alice.cookie,
      pcbOrderBody(alice.addressId, key, { remark: 'urgent' }),
    );
    expect(changed.statusCode).toBe(409);
    const rows = await db().select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    // The same key is another user's own key: Bob gets his own order.
    const bobs = await saveOrder(testApp.app, bob.cookie, pcbOrderBody(bob.addressId, key));
    expect(bobs.statusCode).toBe(200);
    expect(bobs.json().data.orderId).not.toBe(first.json().data.orderId);
  });

  it('answers a used key with its first order after the address or file is gone; a refused address writes nothing', async () => {
    // No lookup of the key before saving: a request refused before or by the insert looks the key up then.
    const dave = await createCustomer(testApp, '13700000010', now);
    const gerberFileId = await insertOwnedFile(testApp, dave.userId, 'gerber');
    const key = newKey();
    const body = pcbOrderBody(dave.addressId, key, { gerberFileId });
    const first = await saveOrder(testApp.app, dave.cookie, body);
    expect(first.statusCode, first.body).toBe(200);
    await db().delete(addresses).where(eq(addresses.id, dave.addressId));
    await db().delete(files).where(eq(files.id, gerberFileId));
    const again = await saveOrder(testApp.app, dave.cookie, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const changed = await saveOrder(testApp.app, dave.cookie, { ...body, remark: 'urgent' });
    expect(changed.statusCode).toBe(409);
    // A new key with the deleted address: 404 naming the field, no order, no event, no number used.
    const [counter] = await db().select().from(orderNumberCounters).where(eq(orderNumberCounters.day, '20261122'));
    const refusedKey = newKey();
    const refused = await saveOrder(testApp.app, dave.cookie, pcbOrderBody(dave.addressId, refusedKey));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().data.errors[0].field).toBe('addressId');
    expect(await db().select().from(orders).where(eq(orders.idempotencyKey, refusedKey))).toHaveLength(0);
    const newAddressId = await insertAddress(
      db(),
      dave.userId,
      {
        fullName: '李雷',
        mobile: '13900139000',
        province: '上海市',
        city: '上海市',
        district: '浦东新区',
        detail: '1',
        isDefault: false,
      },
      now(),
    );
    const next = await placePcbOrder({ ...dave, addressId: newAddressId });
    expect(Number(next.orderNo.split('-')[1])).toBe((counter?.lastValue ?? 0) + 1);
    const [stored] = await db().select().from(orders).where(eq(orders.id, next.orderId));
    expect(stored?.shippingAddress).toEqual({
      fullName: '李雷',
      mobile: '13900139000',
      country: '',
      province: '上海市',
      city: '上海市',
      district: '浦东新区',
      detail: '1',
    });
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, next.orderId));
    expect(events.map((event) => [event.kind, event.payload])).toEqual([
      ['created', { orderNo: next.orderNo, status: 5 }],
    ]);
  });

  it('makes one order of concurrent saves with one key', async () => {
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => saveOrder(testApp.app, alice.cookie, pcbOrderBody(alice.addressId, key))),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(new Set(responses.map((response) => response.json().data.orderId)).size).toBe(1);
    expect(await db().select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
  });

  it("refuses another customer's file or address with 404 naming the field, a file of the wrong kind with 400", async () => {
    const bobsGerber = await insertOwnedFile(testApp, bob.userId, 'gerber');
    const foreignFile = await saveOrder(
      testApp.app,
      alice.cookie,
      pcbOrderBody(alice.addressId, newKey(), { gerberFileId: bobsGerber }),
    );
    expect(foreignFile.statusCode).toBe(404);
    expect(foreignFile.json().data.errors[0].field).toBe('gerberFileId');
    const foreignAddress = await saveOrder(testApp.app, alice.cookie, pcbOrderBody(bob.addressId, newKey()));
    expect(foreignAddress.statusCode).toBe(404);
    expect(foreignAddress.json().data.errors[0].field).toBe('addressId');
    const alicesBom = await insertOwnedFile(testApp, alice.userId, 'bom');
    const wrongKind = await saveOrder(
      testApp.app,
      alice.cookie,
      pcbOrderBody(alice.addressId, newKey(), { gerberFileId: alicesBom }),
    );
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().data.errors[0].field).toBe('gerberFileId');
  });

  it('starts BOM inquiries and designs over 100 pins at 0 with nothing payable, designs up to 100 pins at 5', async () => {
    const bomFileId = await insertOwnedFile(testApp, alice.userId, 'bom');
    const bom = await placePcbOrder(alice, { orderType: 'bom', spec: { sets: 10 }, bomFileId });
    expect(bom).toMatchObject({ status: 0, total: 0, payable: 0 });
    const bomLines = await db().select().from(orderLines).where(eq(orderLines.orderId, bom.orderId));
    // One line per BOM line (three parts no catalogue holds: one per board, no spares for active parts).
    expect(bomLines.map((line) => [line.code, line.quantity, line.mpn])).toEqual([
      ['component', 10, 'TEST-INQUIRY-U1'],
      ['component', 10, 'TEST-INQUIRY-U2'],
      ['component', 10, 'TEST-INQUIRY-U3'],
    ]);
    const small = await placePcbOrder(alice, { orderType: 'design', spec: { pins: 80, layers: 2 } });
    expect(small.status).toBe(5);
    expect(small.total).toBeGreaterThan(0);
    const large = await placePcbOrder(alice, { orderType: 'design', spec: { pins: 300, layers: 4 } });
    expect(large).toMatchObject({ status: 0, total: 0, payable: 0 });
    const smt = await placePcbOrder(alice, { orderType: 'smt', spec: { componentsNumber: 50, boardsNumber: 10 } });
    expect(smt.status).toBe(5);
    const stencil = await placePcbOrder(alice, { orderType: 'stencil', spec: { size: '370x470', number: 1 } });
    expect(stencil.status).toBe(5);
  });
});

describe('GET /api/orderInfo/list and detail', () => {
  it('lists own orders only, by group and type, with a summary in the request language', async () => {
    const order = await placePcbOrder(bob);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/orderInfo/list?group=inquiry&orderType=pcb&pageSize=50',
      headers: { cookie: bob.cookie },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = listed.json().data.rows as { orderId: string; summary: string; paid: number }[];
    const bobsIds = (await db().select().from(orders).where(eq(orders.userId, bob.userId))).map((own) => own.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((candidate) => bobsIds.includes(candidate.orderId))).toBe(true);
    const row = rows.find((candidate) => candidate.orderId === order.orderId);
    expect(row).toMatchObject({ summary: 'FR-4 2-layer 100×100 mm × 5', paid: 0, status: 5 });
    const own = await db().select().from(orders).where(eq(orders.userId, bob.userId));
    expect(listed.json().data.total).toBe(own.filter((candidate) => candidate.orderType === 'pcb').length);

    const inChinese = await testApp.app.inject({
      method: 'GET',
      url: '/api/orderInfo/list?group=order',
      headers: { cookie: bob.cookie, 'accept-language': 'zh-CN' },
    });
    expect(inChinese.json().data.total).toBe(0);
    const zhAll = await testApp.app.inject({
      method: 'GET',
      url: '/api/orderInfo/list?status=5&time=1',
      headers: { cookie: bob.cookie, 'accept-language': 'zh-CN' },
    });
    expect(zhAll.json().data.rows[0].summary).toContain('2层');
    const badPage = await testApp.app.inject({
      method: 'GET',
      url: '/api/orderInfo/list?pageSize=15',
      headers: { cookie: bob.cookie },
    });
    expect(badPage.statusCode).toBe(400);
  });

  it('shows the own order with price lines, files, contacts, address and the actions the customer may take', async () => {
    const order = await placePcbOrder(alice);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/orderInfo/detail?orderId=${order.orderId}`,
      headers: { cookie: alice.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data;
    expect(detail).toMatchObject({ orderNo: order.orderNo, status: 5, total: order.total, paid: 0, history: [] });
    expect(detail.priceLines.length).toBeGreaterThan(0);
    expect(detail.allowedActions).toEqual(['cancel']);
    expect(detail.spec).toMatchObject({ layers: 2, boardNumber: 5 });
    // Whom and where the order ships to, as saved with it (the customer's order page shows them).
    expect(detail).toMatchObject({
      placingOrder: '王小明',
      placingOrderPhone: '13800138000',
      technicians: '李工',
      techniciansPhone: '13900139000',
      shippingMethod: 'express',
      shippingAddress: {
        fullName: '王小明',
        mobile: '13800138000',
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        detail: '科技园 1 号',
      },
    });
  });

  it("answers 404 for another customer's order on every customer route, and changes nothing", async () => {
    const order = await placePcbOrder(alice);
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/orderInfo/detail?orderId=${order.orderId}`,
      headers: { cookie: bob.cookie },
    });
    expect(detail.statusCode).toBe(404);
    const attempts: [string, Record<string, unknown>][] = [
      ['cancel', { orderId: order.orderId, reason: 'mine now' }],
      ['confirmReceipt', { orderId: order.orderId }],
      ['acceptQuote', { orderId: order.orderId }],
      ['acceptAdjustedPrice', { orderId: order.orderId }],
      ['requestReturn', { orderId: order.orderId, reason: 'broken' }],
      ['rate', { orderId: order.orderId, stars: 5, content: 'great', share: false }],
    ];
    for (const [path, body] of attempts) {
      const response = await customerAction(testApp.app, bob.cookie, path, body);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(404);
    }
    const unknown = await customerAction(testApp.app, bob.cookie, 'cancel', { orderId: 'not-a-uuid', reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.status).toBe(5);
    expect(await db().select().from(orderHistory).where(eq(orderHistory.orderId, order.orderId))).toHaveLength(0);
  });
});

describe('customer actions', () => {
  it('cancels an unpaid order: 99, one history row in customer words, one event', async () => {
    const order = await placePcbOrder(alice);
    const response = await customerAction(testApp.app, alice.cookie, 'cancel', {
      orderId: order.orderId,
      reason: 'changed my mind',
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data;
    expect(detail.status).toBe(99);
    expect(detail.history).toEqual([
      expect.objectContaining({
        action: 'cancel',
        fromStatus: 5,
        toStatus: 99,
        actorRole: 'client',
        note: 'changed my mind',
        statusText: 'Your order has been cancelled',
      }),
    ]);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.orderId));
    expect(events.map((event) => event.kind)).toEqual(['created', 'transition']);
    const twice = await customerAction(testApp.app, alice.cookie, 'cancel', {
      orderId: order.orderId,
      reason: 'again',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses actions the status does not allow with 409 and a rating before completion with 409', async () => {
    const order = await placePcbOrder(alice);
    const accept = await customerAction(testApp.app, alice.cookie, 'acceptQuote', { orderId: order.orderId });
    expect(accept.statusCode).toBe(409);
    const receipt = await customerAction(testApp.app, alice.cookie, 'confirmReceipt', { orderId: order.orderId });
    expect(receipt.statusCode).toBe(409);
    const rate = await customerAction(testApp.app, alice.cookie, 'rate', {
      orderId: order.orderId,
      stars: 4,
      content: '',
      share: false,
    });
    expect(rate.statusCode).toBe(409);
    const noReason = await customerAction(testApp.app, alice.cookie, 'cancel', { orderId: order.orderId, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().data.errors[0].field).toBe('reason');
  });
});
