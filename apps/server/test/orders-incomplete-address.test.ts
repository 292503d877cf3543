import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents } from '../src/db/order-events.table.ts';
import { orderNumberCounters, orders } from '../src/db/orders.table.ts';
import { insertAddress } from '../src/modules/addresses/addresses.repository.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { type Caller, createCustomer, pcbOrderBody, saveOrder } from './orders-fixtures.ts';

// 2026-11-21 17:30 UTC is 2026-11-22 in China: the day of the order number counter.
const clock = new Date('2026-11-21T17:30:00Z');
const now = () => clock;
const day = '20261122';

let testApp: TestApp;
let customer: Caller & { addressId: string };

beforeAll(async () => {
  testApp = await createTestApp({ now });
  customer = await createCustomer(testApp, '13700000101', now);
});
afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.handle.db;

// The API refuses such an address now, so it is stored directly, as rows saved before the rule may be.
async function insertIncompleteAddress(place: { province: string; city: string; detail: string }): Promise<string> {
  const fields = { fullName: '王小明', mobile: '13800138000', district: '', isDefault: false, ...place };
  return insertAddress(db(), customer.userId, fields, now());
}

async function readCounter(): Promise<number | undefined> {
  const [row] = await db().select().from(orderNumberCounters).where(eq(orderNumberCounters.day, day));
  return row?.lastValue;
}

describe('saveOrder with an incomplete stored address', () => {
  it.each([
    ['no street address', { province: '广东省', city: '深圳市', detail: '' }],
    ['no province', { province: '', city: '深圳市', detail: '科技园 1 号' }],
    ['a blank city', { province: '广东省', city: ' \u3000', detail: '科技园 1 号' }],
  ])('refuses an address with %s: 400 naming addressId, no order, no day number used', async (_case, place) => {
    const addressId = await insertIncompleteAddress(place);
    const counterBefore = await readCounter();
    const orderCountBefore = (await db().select({ id: orders.id }).from(orders)).length;
    const key = `incomplete-${addressId}`;
    const response = await saveOrder(testApp.app, customer.cookie, pcbOrderBody(addressId, key));
    expect(response.statusCode, response.body).toBe(400);
    const message =
      'The delivery address given as addressId is incomplete: complete its province, city and street address first.';
    expect(response.json()).toEqual({
      code: '400',
      msg: message,
      data: { reason: 'field.invalid', errors: [{ field: 'addressId', message }] },
    });
    expect(await db().select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(0);
    expect((await db().select({ id: orders.id }).from(orders)).length).toBe(orderCountBefore);
    expect(await readCounter()).toBe(counterBefore);
  });

  it('answers in Chinese, and an order to a complete address then takes the next number', async () => {
    const addressId = await insertIncompleteAddress({ province: '上海市', city: '上海市', detail: '' });
    const refused = await saveOrder(testApp.app, customer.cookie, pcbOrderBody(addressId, 'zh-incomplete'), 'zh-CN');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('收货地址（addressId）不完整：请先补全省份、城市和详细地址。');
    expect(refused.json().data.errors[0].field).toBe('addressId');

    const counterBefore = (await readCounter()) ?? 0;
    const placed = await saveOrder(testApp.app, customer.cookie, pcbOrderBody(customer.addressId, 'complete-one'));
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId, orderNo } = placed.json().data as { orderId: string; orderNo: string };
    expect(orderNo).toBe(`BF${day}-${String(counterBefore + 1).padStart(6, '0')}`);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((event) => event.kind)).toEqual(['created']);
  });
});
