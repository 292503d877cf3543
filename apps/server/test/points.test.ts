import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumPointsEntries } from '../src/modules/points/points.repository.ts';
import { createPointsService } from '../src/modules/points/points.service.ts';
import { findUserById } from '../src/modules/users/users.repository.ts';
import { createMember } from './fakes/member-helpers.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
let cookie: string;
let userId: string;
let otherCookie: string;
let clock = new Date('2026-11-22T08:00:00Z');
const now = () => clock;

beforeAll(async () => {
  testApp = await createTestApp({ now });
  ({ cookie, userId } = await createMember(testApp, { phone: '13788880001', now }));
  ({ cookie: otherCookie } = await createMember(testApp, { phone: '13788880002', points: 7, now }));
  const points = createPointsService({ db: testApp.database.handle.db, now });
  // 25 credits, one a minute, then one redemption (a debit) — through the app's own services.
  for (let index = 1; index <= 25; index++) {
    clock = new Date(clock.getTime() + 60_000);
    await points.creditPoints({
      userId,
      points: index,
      reason: 'order',
      orderNo: `BF${String(index).padStart(4, '0')}`,
    });
  }
  clock = new Date(clock.getTime() + 60_000);
  const [item] = (await testApp.app.inject({ method: 'GET', url: '/api/pointsMall/items' })).json().data;
  // A redemption ships to one of the customer's saved addresses.
  const address = await testApp.app.inject({
    method: 'POST',
    url: '/api/address/save',
    headers: { cookie },
    payload: {
      fullName: 'Li Lei',
      mobile: '13788880001',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      detail: '1 Keji Road',
    },
  });
  if (address.statusCode !== 200) throw new Error(address.body);
  const redeemed = await testApp.app.inject({
    method: 'POST',
    url: '/api/pointsMall/redeem',
    headers: { cookie },
    payload: { itemId: item.id, quantity: 1, addressId: address.json().data.id },
  });
  if (redeemed.statusCode !== 200) throw new Error(redeemed.body);
});
afterAll(async () => {
  await testApp?.close();
});

const scoreList = (payload: Record<string, unknown>, who = cookie) =>
  testApp.app.inject({ method: 'POST', url: '/api/user/scorelist', headers: { cookie: who }, payload });

describe('POST /api/user/scorelist', () => {
  it('pages the earned points, newest first, 20 by default', async () => {
    const response = await scoreList({ kind: 'earn' });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({ total: 25, pageNum: 1, pageSize: 20 });
    expect(page.rows).toHaveLength(20);
    expect(page.rows[0]).toEqual({
      id: expect.any(Number),
      change: 25,
      balance: 325,
      reason: 'order',
      orderNo: 'BF0025',
      createdAt: '2026-11-22T08:25:00.000Z',
    });
    const second = (await scoreList({ kind: 'earn', pageNum: 2, pageSize: 10 })).json().data;
    expect(second.rows.map((row: { change: number }) => row.change)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
  });

  it('lists the spent points as negative changes without an order number', async () => {
    const page = (await scoreList({ kind: 'spend' })).json().data;
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ change: -80, balance: 245, reason: 'redeem' });
    expect(page.rows[0]).not.toHaveProperty('orderNo');
    expect((await scoreList({})).json().data.total).toBe(26);
  });

  it('keeps users.score equal to the sum of the ledger', async () => {
    const { db } = testApp.database.handle;
    expect((await findUserById(db, userId))?.score).toBe(await sumPointsEntries(db, userId));
    expect(await sumPointsEntries(db, userId)).toBe(245);
  });

  it('shows each customer only their own records', async () => {
    const page = (await scoreList({}, otherCookie)).json().data;
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ change: 7, balance: 7, reason: 'adjust' });
  });

  it('accepts page sizes 10, 20, 30 and 50 only, naming the field', async () => {
    const response = await scoreList({ pageSize: 15 });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors[0].field).toBe('pageSize');
    expect((await scoreList({ kind: 'gift' })).json().data.errors[0]).toEqual({
      field: 'kind',
      message: 'kind must be one of: earn, spend',
    });
    expect((await scoreList({ pageNum: 0 })).json().data.errors[0].field).toBe('pageNum');
  });

  it('is for logged-in customers', async () => {
    const anonymous = await testApp.app.inject({ method: 'POST', url: '/api/user/scorelist', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
