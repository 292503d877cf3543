import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../src/db/addresses.table.ts';
import { pointsLedger } from '../src/db/points.table.ts';
import { pointsMallItems } from '../src/db/points-mall.table.ts';
import { sumPointsEntries } from '../src/modules/points/points.repository.ts';
import { findUserById } from '../src/modules/users/users.repository.ts';
import { createMember } from './fakes/member-helpers.ts';
import { createTestApp, logInAsStaff, type TestApp } from './helpers/test-app.ts';
import { isPostgres } from './helpers/test-database.ts';

type Item = { id: number; name: string; nameEn: string; imageUrl: string; points: number; stock: number };

let testApp: TestApp;
let items: Item[];

beforeAll(async () => {
  testApp = await createTestApp();
  items = (await testApp.app.inject({ method: 'GET', url: '/api/pointsMall/items' })).json().data;
});
afterAll(async () => {
  await testApp?.close();
});

/** Each member's saved address (by cookie), chosen for every redemption unless the test names another. */
const addressOf = new Map<string, string>();

/** Saves a delivery address for a member and remembers it as the one their redemptions choose. */
async function addAddress(member: { cookie: string; userId: string }): Promise<string> {
  const [row] = await testApp.database.handle.db
    .insert(addresses)
    .values({
      userId: member.userId,
      fullName: 'Li Lei',
      mobile: '13900001111',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      detail: '科技园 1 号',
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error('no address');
  addressOf.set(member.cookie, row.id);
  return row.id;
}

/** A member with points and a saved address. */
async function createShopper(options: { phone: string; points?: number }) {
  const member = await createMember(testApp, options);
  await addAddress(member);
  return member;
}

const redeem = (cookie: string, payload: Record<string, unknown>) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/pointsMall/redeem',
    headers: { cookie },
    payload: { addressId: addressOf.get(cookie) ?? '00000000-0000-4000-8000-000000000000', ...payload },
  });
const itemBySlug = async (slug: string) => {
  const [row] = await testApp.database.handle.db.select().from(pointsMallItems).where(eq(pointsMallItems.slug, slug));
  if (!row) throw new Error(`no item ${slug}`);
  return row;
};

describe('GET /api/pointsMall/items', () => {
  it('lists the six seeded items to anyone, with both names and an image path', async () => {
    expect(items).toHaveLength(6);
    expect(items.map((item) => item.nameEn)).toContain('BoardForge mug');
    for (const item of items) {
      expect(item.imageUrl).toMatch(/^\/mall\/[a-z0-9-]+\.svg$/);
      expect(item.points).toBeGreaterThan(0);
      expect(item.stock).toBeGreaterThan(0);
      expect(item.name).not.toBe(item.nameEn);
    }
  });
});

describe('POST /api/pointsMall/redeem', () => {
  it('spends points and stock in one go, writing a ledger row and a redemption', async () => {
    const { cookie, userId } = await createShopper({ phone: '13777770001', points: 500 });
    const mug = await itemBySlug('boardforge-mug');
    const response = await redeem(cookie, { itemId: mug.id, quantity: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      balance: 500 - mug.pointsPrice,
      redemption: { itemId: mug.id, quantity: 1, pointsSpent: mug.pointsPrice, nameEn: 'BoardForge mug' },
    });
    expect((await itemBySlug('boardforge-mug')).stock).toBe(mug.stock - 1);
    const { db } = testApp.database.handle;
    const ledger = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
    expect(ledger.map((row) => [row.change, row.balanceAfter, row.reason])).toEqual([
      [500, 500, 'adjust'],
      [-mug.pointsPrice, 500 - mug.pointsPrice, 'redeem'],
    ]);
    const own = await testApp.app.inject({ method: 'GET', url: '/api/pointsMall/redemptions', headers: { cookie } });
    expect(own.json().data).toMatchObject({ total: 1, rows: [{ itemId: mug.id, quantity: 1 }] });
  });

  it('refuses too few points with 409 and changes nothing', async () => {
    const { cookie, userId } = await createShopper({ phone: '13777770002', points: 100 });
    const book = await itemBySlug('smd-component-book');
    const response = await redeem(cookie, { itemId: book.id, quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(`Not enough points: this needs ${book.pointsPrice}, you have 100.`);
    expect((await itemBySlug('smd-component-book')).stock).toBe(book.stock);
    expect((await findUserById(testApp.database.handle.db, userId))?.score).toBe(100);
    const own = await testApp.app.inject({ method: 'GET', url: '/api/pointsMall/redemptions', headers: { cookie } });
    expect(own.json().data.total).toBe(0);
  });

  it('refuses more than the stock with 409, an unknown or inactive item with 404', async () => {
    const { cookie } = await createShopper({ phone: '13777770003', points: 100_000 });
    const { db } = testApp.database.handle;
    const strap = await itemBySlug('esd-wrist-strap');
    await db.update(pointsMallItems).set({ stock: 2 }).where(eq(pointsMallItems.id, strap.id));
    const tooMany = await redeem(cookie, { itemId: strap.id, quantity: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().msg).toBe('Not enough stock: 2 left.');
    expect((await redeem(cookie, { itemId: 999_999, quantity: 1 })).statusCode).toBe(404);
    await db.update(pointsMallItems).set({ isActive: false }).where(eq(pointsMallItems.id, strap.id));
    expect((await redeem(cookie, { itemId: strap.id, quantity: 1 })).statusCode).toBe(404);
    await db
      .update(pointsMallItems)
      .set({ isActive: true, stock: strap.stock })
      .where(eq(pointsMallItems.id, strap.id));
    const badQuantity = await redeem(cookie, { itemId: strap.id, quantity: 0 });
    expect(badQuantity.json().data.errors).toEqual([{ field: 'quantity', message: 'quantity must be at least 1' }]);
  });

  it('is for customers only', async () => {
    const staff = await logInAsStaff(testApp.app, '11');
    expect((await redeem(staff, { itemId: 1, quantity: 1 })).statusCode).toBe(403);
    const anonymous = await testApp.app.inject({ method: 'POST', url: '/api/pointsMall/redeem', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe(`20 concurrent redemptions against a balance for 3 (${isPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lets exactly 3 succeed; balance, stock and ledger stay exact', async () => {
    const coupon = await itemBySlug('pcb-coupon-10x10');
    const balance = coupon.pointsPrice * 3 + coupon.pointsPrice - 1; // enough for 3, not 4
    const { cookie, userId } = await createShopper({ phone: '13777770004', points: balance });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => redeem(cookie, { itemId: coupon.id, quantity: 1 })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);

    const { db } = testApp.database.handle;
    const user = await findUserById(db, userId);
    expect(user?.score).toBe(coupon.pointsPrice - 1);
    expect(await sumPointsEntries(db, userId)).toBe(user?.score);
    expect((await itemBySlug('pcb-coupon-10x10')).stock).toBe(coupon.stock - 3);
    const ledger = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
    const spends = ledger.filter((row) => row.change < 0).sort((a, b) => b.balanceAfter - a.balanceAfter);
    expect(spends.map((row) => row.balanceAfter)).toEqual([
      balance - coupon.pointsPrice,
      balance - 2 * coupon.pointsPrice,
      balance - 3 * coupon.pointsPrice,
    ]);
    const own = await testApp.app.inject({ method: 'GET', url: '/api/pointsMall/redemptions', headers: { cookie } });
    expect(own.json().data.total).toBe(3);
  });

  it('never takes the stock below zero when 20 customers race for the last 2', async () => {
    const tweezers = await itemBySlug('anti-static-tweezers');
    const { db } = testApp.database.handle;
    await db.update(pointsMallItems).set({ stock: 2 }).where(eq(pointsMallItems.id, tweezers.id));
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_unused, index) =>
        createShopper({ phone: `1377771${String(index).padStart(4, '0')}`, points: 1000 }),
      ),
    );
    const responses = await Promise.all(
      buyers.map(({ cookie }) => redeem(cookie, { itemId: tweezers.id, quantity: 1 })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    expect((await itemBySlug('anti-static-tweezers')).stock).toBe(0);
    for (const [index, buyer] of buyers.entries()) {
      const expected = responses[index]?.statusCode === 200 ? 1000 - tweezers.pointsPrice : 1000;
      expect((await findUserById(db, buyer.userId))?.score).toBe(expected);
    }
  });
});
