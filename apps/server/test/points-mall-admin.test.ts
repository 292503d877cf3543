import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../src/db/addresses.table.ts';
import { auditLog } from '../src/db/audit-log.table.ts';
import { pointsLedger } from '../src/db/points.table.ts';
import { pointsMallItems } from '../src/db/points-mall.table.ts';
import { findUserById } from '../src/modules/users/users.repository.ts';
import { createMember } from './fakes/member-helpers.ts';
import { createTestApp, logInAsStaff, type TestApp } from './helpers/test-app.ts';
import { isPostgres } from './helpers/test-database.ts';

let testApp: TestApp;
let editor: string; // sales director (15): holds pointsMall:edit
let purchaser: string; // purchasing manager (12): does not

beforeAll(async () => {
  testApp = await createTestApp();
  editor = await logInAsStaff(testApp.app, '15');
  purchaser = await logInAsStaff(testApp.app, '12');
});
afterAll(async () => {
  await testApp?.close();
});

const post = (cookie: string, url: string, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (cookie: string, url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });

const itemInput = {
  name: '测试马克杯',
  nameEn: 'Test mug',
  imageUrl: '/mall/boardforge-mug.svg',
  pointsPrice: 100,
  stock: 10,
  limitPerCustomer: 2,
  sort: 5,
};

async function createItem(overrides: Record<string, unknown> = {}) {
  const response = await post(editor, '/api/erp/pointsMall/items/create', { ...itemInput, ...overrides });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; stock: number };
}

/** A customer with points and one saved address. */
async function createShopper(phone: string, points: number) {
  const member = await createMember(testApp, { phone, points });
  const [row] = await testApp.database.handle.db
    .insert(addresses)
    .values({
      userId: member.userId,
      fullName: 'Han Meimei',
      mobile: '13900002222',
      province: '广东省',
      city: '深圳市',
      district: '福田区',
      detail: '华强北 8 号',
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error('no address');
  return { ...member, addressId: row.id };
}

const redeem = (shopper: { cookie: string; addressId: string }, itemId: number, quantity = 1) =>
  post(shopper.cookie, '/api/pointsMall/redeem', { itemId, quantity, addressId: shopper.addressId });

const auditRows = (objectId: string) =>
  testApp.database.handle.db.select().from(auditLog).where(eq(auditLog.objectId, objectId));

describe('items', () => {
  it('creates, edits, restocks, retires and reactivates an item, each audited', async () => {
    const item = await createItem();
    const updated = await post(editor, '/api/erp/pointsMall/items/update', {
      id: item.id,
      ...itemInput,
      nameEn: 'Test mug, blue',
      pointsPrice: 120,
      limitPerCustomer: null,
    });
    expect(updated.json().data).toMatchObject({
      nameEn: 'Test mug, blue',
      pointsPrice: 120,
      stock: 10,
      limitPerCustomer: null,
    });
    const restocked = await post(editor, '/api/erp/pointsMall/items/restock', { id: item.id, quantity: 5 });
    expect(restocked.json().data.stock).toBe(15);
    const retired = await post(editor, '/api/erp/pointsMall/items/set-active', { id: item.id, isActive: false });
    expect(retired.json().data.isActive).toBe(false);
    const offer = (await testApp.app.inject({ method: 'GET', url: '/api/pointsMall/items' })).json().data as {
      id: number;
    }[];
    expect(offer.map((entry) => entry.id)).not.toContain(item.id);
    const listed = await get(editor, '/api/erp/pointsMall/items/list?state=retired&keyword=blue');
    expect(listed.json().data).toMatchObject({ total: 1, rows: [{ id: item.id, isActive: false }] });
    await post(editor, '/api/erp/pointsMall/items/set-active', { id: item.id, isActive: true });
    const rows = await auditRows(String(item.id));
    expect(rows.map((row) => [row.kind, row.objectType, row.actorRole])).toEqual(
      Array(5).fill(['mallItemEdit', 'mallItem', '15']),
    );
    expect(rows.find((row) => (row.after as { restocked?: number }).restocked)?.after).toEqual({
      stock: 15,
      restocked: 5,
    });
  });

  it('refuses bad input naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ nameEn: 'x'.repeat(81) }, 'nameEn'],
      [{ pointsPrice: 0 }, 'pointsPrice'],
      [{ stock: -1 }, 'stock'],
      [{ limitPerCustomer: 0 }, 'limitPerCustomer'],
      [{ imageUrl: 'https://evil.example/x.png' }, 'imageUrl'],
      [{ name: 'bad\u0007name' }, 'name'],
      [{ imageUrl: '/api/images/00000000-0000-4000-8000-000000000000' }, 'imageUrl'],
    ];
    for (const [change, field] of cases) {
      const response = await post(editor, '/api/erp/pointsMall/items/create', { ...itemInput, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().data.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
    const item = await createItem();
    const over = await post(editor, '/api/erp/pointsMall/items/restock', { id: item.id, quantity: 100_001 });
    expect(over.json().data.errors[0].field).toBe('quantity');
    await testApp.database.handle.db
      .update(pointsMallItems)
      .set({ stock: 999_999 })
      .where(eq(pointsMallItems.id, item.id));
    const past = await post(editor, '/api/erp/pointsMall/items/restock', { id: item.id, quantity: 2 });
    expect(past.statusCode).toBe(409);
    expect(past.json().data.errors[0]).toEqual({
      field: 'quantity',
      message: expect.stringMatching(/maximum of 1000000/),
    });
    expect((await post(editor, '/api/erp/pointsMall/items/restock', { id: 999_999, quantity: 1 })).statusCode).toBe(
      404,
    );
  });

  it('restocks exactly under a burst of parallel restocks', async () => {
    const item = await createItem({ stock: 0 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(editor, '/api/erp/pointsMall/items/restock', { id: item.id, quantity: 3 })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const [row] = await testApp.database.handle.db
      .select()
      .from(pointsMallItems)
      .where(eq(pointsMallItems.id, item.id));
    expect(row?.stock).toBe(30);
  });

  it('is for holders of pointsMall:edit only', async () => {
    expect((await post(purchaser, '/api/erp/pointsMall/items/create', itemInput)).statusCode).toBe(403);
    expect((await get(purchaser, '/api/erp/pointsMall/redemptions/list')).statusCode).toBe(403);
    const customer = await createShopper('13766660001', 10);
    expect((await post(customer.cookie, '/api/erp/pointsMall/items/create', itemInput)).statusCode).toBe(403);
    const administrator = await logInAsStaff(testApp.app, '1');
    expect((await get(administrator, '/api/erp/pointsMall/items/list')).statusCode).toBe(200);
  });
});

describe(`redemptions (${isPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('copies the chosen address onto the redemption and refuses an address that is not the customer’s', async () => {
    const item = await createItem();
    const shopper = await createShopper('13766660002', 1000);
    const other = await createShopper('13766660003', 1000);
    const foreign = await post(shopper.cookie, '/api/pointsMall/redeem', {
      itemId: item.id,
      quantity: 1,
      addressId: other.addressId,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.errors[0].field).toBe('addressId');
    const missing = await post(shopper.cookie, '/api/pointsMall/redeem', { itemId: item.id, quantity: 1 });
    expect(missing.json().data.errors[0].field).toBe('addressId');
    const response = await redeem(shopper, item.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.redemption).toMatchObject({
      status: 'pending',
      deliveryAddress: { fullName: 'Han Meimei', detail: '华强北 8 号' },
    });
    // A later edit of the address book does not move the parcel.
    await testApp.database.handle.db
      .update(addresses)
      .set({ detail: 'moved' })
      .where(eq(addresses.id, shopper.addressId));
    const own = await get(shopper.cookie, '/api/pointsMall/redemptions');
    expect(own.json().data.rows[0].deliveryAddress.detail).toBe('华强北 8 号');
  });

  it('holds the limit per customer under a burst of 5× parallel redeems, and the stock under a crowd', async () => {
    const item = await createItem({ limitPerCustomer: 2, stock: 100 });
    const shopper = await createShopper('13766660004', 100_000);
    const responses = await Promise.all(Array.from({ length: 10 }, () => redeem(shopper, item.id)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    const refusal = responses.find((response) => response.statusCode === 409);
    expect(refusal?.json().data.errors[0]).toEqual({ field: 'quantity', message: expect.stringMatching(/At most 2/) });
    expect((await findUserById(testApp.database.handle.db, shopper.userId))?.score).toBe(100_000 - 200);

    const scarce = await createItem({ limitPerCustomer: null, stock: 3 });
    const crowd = await Promise.all(
      Array.from({ length: 15 }, (_unused, index) => createShopper(`137666611${String(index).padStart(2, '0')}`, 1000)),
    );
    const raced = await Promise.all(crowd.map((member) => redeem(member, scarce.id)));
    expect(raced.filter((response) => response.statusCode === 200)).toHaveLength(3);
    const [row] = await testApp.database.handle.db
      .select()
      .from(pointsMallItems)
      .where(eq(pointsMallItems.id, scarce.id));
    expect(row?.stock).toBe(0);
  });

  it('ships with tracking, delivers, and the customer sees it; refuses bad tracking and wrong steps naming the field', async () => {
    const item = await createItem();
    const shopper = await createShopper('13766660005', 1000);
    const { id } = (await redeem(shopper, item.id)).json().data.redemption;
    const bad = await post(editor, '/api/erp/pointsMall/redemptions/ship', {
      id,
      carrier: 'SF',
      trackingNumber: 'SF 123<script>',
    });
    expect(bad.json().data.errors[0].field).toBe('trackingNumber');
    const long = await post(editor, '/api/erp/pointsMall/redemptions/ship', {
      id,
      carrier: 'x'.repeat(41),
      trackingNumber: 'SF1',
    });
    expect(long.json().data.errors[0].field).toBe('carrier');
    const early = await post(editor, '/api/erp/pointsMall/redemptions/deliver', { id });
    expect(early.statusCode).toBe(409);
    expect(early.json().data.errors[0].field).toBe('status');
    const shipped = await post(editor, '/api/erp/pointsMall/redemptions/ship', {
      id,
      carrier: 'SF Express',
      trackingNumber: 'SF1234567890',
    });
    expect(shipped.json().data).toEqual({ id, status: 'shipped' });
    const own = (await get(shopper.cookie, '/api/pointsMall/redemptions')).json().data.rows[0];
    expect(own).toMatchObject({ status: 'shipped', carrier: 'SF Express', trackingNumber: 'SF1234567890' });
    expect((await post(editor, '/api/erp/pointsMall/redemptions/cancel', { id })).statusCode).toBe(409);
    expect((await post(editor, '/api/erp/pointsMall/redemptions/deliver', { id })).json().data.status).toBe(
      'delivered',
    );
    const listed = await get(
      editor,
      `/api/erp/pointsMall/redemptions/list?status=delivered&itemId=${item.id}&customer=6660005`,
    );
    expect(listed.json().data).toMatchObject({
      total: 1,
      rows: [{ id, customerPhone: '13766660005', trackingNumber: 'SF1234567890' }],
    });
    const kinds = (await auditRows(id)).map((row) => [row.kind, (row.after as { status: string }).status]);
    expect(kinds).toEqual([
      ['mallRedemptionFulfil', 'shipped'],
      ['mallRedemptionFulfil', 'delivered'],
    ]);
    expect(
      (
        await post(editor, '/api/erp/pointsMall/redemptions/ship', {
          id: '00000000-0000-4000-8000-000000000000',
          carrier: 'SF',
          trackingNumber: 'SF1',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(purchaser, '/api/erp/pointsMall/redemptions/ship', { id, carrier: 'SF', trackingNumber: 'SF1' }))
        .statusCode,
    ).toBe(403);
  });

  it('refunds the points and returns the stock exactly once under a burst of cancels', async () => {
    const item = await createItem({ stock: 5, pointsPrice: 150 });
    const shopper = await createShopper('13766660006', 1000);
    const { id } = (await redeem(shopper, item.id, 2)).json().data.redemption;
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => post(editor, '/api/erp/pointsMall/redemptions/cancel', { id })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    const { db } = testApp.database.handle;
    expect((await findUserById(db, shopper.userId))?.score).toBe(1000);
    const refunds = await db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, shopper.userId), eq(pointsLedger.reason, 'redeemRefund')));
    expect(refunds.map((row) => row.change)).toEqual([300]);
    const [row] = await db.select().from(pointsMallItems).where(eq(pointsMallItems.id, item.id));
    expect(row?.stock).toBe(5);
    const own = (await get(shopper.cookie, '/api/pointsMall/redemptions')).json().data.rows[0];
    expect(own.status).toBe('cancelled');
  });
});
