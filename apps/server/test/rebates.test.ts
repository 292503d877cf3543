import { rebateLimits } from '@boardforge/contracts/rebates.ts';
import { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { computeRebateFen } from '@boardforge/domain/rebates/rebate-computation.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/orders.table.ts';
import { purchaseOrders } from '../src/db/purchase-orders.table.ts';
import { readCustomerSalesRebateFen } from '../src/modules/rebates/rebates.public.ts';
import { createTestApp, logInAsStaff, type TestApp } from './helpers/test-app.ts';
import { createCustomer } from './orders-fixtures.ts';

// Issue 13, point 5: sales rebates to customers and purchase rebates from suppliers — rules, applying them to a
// period in SQL, manual amounts, reversals, lists with totals.
let testApp: TestApp;
let directorCookie: string;
let buyerCookie: string;
let salesManagerCookie: string;
const customerIds: string[] = [];

let orderCounter = 0;
async function insertCompletedOrder(
  userId: string,
  totalFen: number,
  completedAt: string,
  status: number = OrderStatus.Completed,
) {
  orderCounter += 1;
  await testApp.database.handle.db.insert(orders).values({
    orderNo: `RB${String(orderCounter).padStart(8, '0')}`,
    userId,
    orderType: 'pcb',
    status,
    spec: {},
    totalFen,
    payableFen: totalFen,
    invoiceType: 'none',
    invoicingMethod: 'electronic',
    contractTitle: '',
    placingOrder: 'x',
    placingOrderPhone: '13800138000',
    technicians: 'x',
    techniciansPhone: '13800138000',
    shippingAddress: {},
    shippingMethod: 'express',
    idempotencyKey: `rebate-${orderCounter}`,
    requestHash: 'x',
    completedAt: new Date(completedAt),
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  directorCookie = await logInAsStaff(testApp.app, '15');
  buyerCookie = await logInAsStaff(testApp.app, '12');
  salesManagerCookie = await logInAsStaff(testApp.app, '14');
  const now = () => new Date();
  for (const phone of ['13700000001', '13700000002', '13700000003'])
    customerIds.push((await createCustomer(testApp, phone, now)).userId);
  const [big, small, returned] = customerIds as [string, string, string];
  // October 2026 in China time: 2026-09-30T16:00Z .. 2026-10-31T16:00Z.
  await insertCompletedOrder(big, 600_000_00, '2026-10-05T02:00:00Z');
  await insertCompletedOrder(big, 523_456_78, '2026-10-31T15:59:59Z'); // 23:59:59 on 31 October, China time
  await insertCompletedOrder(big, 900_000_00, '2026-10-31T16:00:00Z'); // 1 November in China: not October
  await insertCompletedOrder(small, 99_999_99, '2026-10-10T00:00:00Z'); // below the threshold
  await insertCompletedOrder(returned, 500_000_00, '2026-10-10T00:00:00Z', OrderStatus.Returned);
});
afterAll(async () => {
  await testApp?.close();
});

const post = (url: string, payload: Record<string, unknown>, cookie = directorCookie, language = 'en') =>
  testApp.app.inject({ method: 'POST', url, headers: { cookie, 'accept-language': language }, payload });
const get = (url: string, cookie = directorCookie) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });

describe('sales rebates', () => {
  let ruleId: string;

  it('saves a rule, applies it to a month from completed orders in SQL, once per customer and period', async () => {
    const saved = await post('/api/erp/rebates/sales/rules/save', {
      name: 'Monthly 3 % from 100 000 yuan',
      periodKind: 'month',
      threshold: 100_000,
      rateBasisPoints: 300,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    ruleId = saved.json().data.id;
    const applied = await post('/api/erp/rebates/sales/apply', { ruleId, period: '2026-10' });
    expect(applied.statusCode, applied.body).toBe(200);
    const expectedFen = computeRebateFen(600_000_00 + 523_456_78, { thresholdFen: 100_000_00, rateBasisPoints: 300 });
    expect(applied.json().data).toEqual({ created: 1, alreadyApplied: 0, amount: expectedFen / 100 });
    const again = await post('/api/erp/rebates/sales/apply', { ruleId, period: '2026-10' });
    expect(again.json().data).toEqual({ created: 0, alreadyApplied: 1, amount: 0 });

    const rules = await get('/api/erp/rebates/sales/rules');
    expect(rules.statusCode, rules.body).toBe(200);
    expect(rules.json().data.rows).toEqual([
      expect.objectContaining({ id: ruleId, threshold: 100_000, rateBasisPoints: 300, isActive: true, entryCount: 1 }),
    ]);
    const entries = await get('/api/erp/rebates/sales/entries?period=2026-10');
    expect(entries.json().data).toMatchObject({
      total: 1,
      totals: { amount: 33_703.7 },
      rows: [{ partyId: customerIds[0], source: 'rule', volume: 1_123_456.78, rateBasisPoints: 300, amount: 33_703.7 }],
    });
  });

  it('records a manual amount, reverses a row once with a negative row, and sums by customer and period', async () => {
    const parties = await get('/api/erp/rebates/sales/parties?keyword=0002');
    expect(parties.json().data).toEqual([{ id: customerIds[1], name: 'Customer 0002', contact: '13700000002' }]);
    const manual = await post('/api/erp/rebates/sales/manual', {
      partyId: customerIds[1],
      period: '2026-10',
      amount: 88.8,
      reason: 'Goodwill for a late delivery',
    });
    expect(manual.statusCode, manual.body).toBe(200);
    const entryId = manual.json().data.id;
    const reversed = await post('/api/erp/rebates/sales/reverse', { entryId, reason: 'Typed twice' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const twice = await post('/api/erp/rebates/sales/reverse', { entryId, reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    const ofReversal = await post('/api/erp/rebates/sales/reverse', { entryId: reversed.json().data.id, reason: 'x' });
    expect(ofReversal.statusCode).toBe(409);

    const totals = await get('/api/erp/rebates/sales/totals?period=2026-10');
    expect(totals.statusCode, totals.body).toBe(200);
    expect(totals.json().data).toMatchObject({
      total: 2,
      totals: { amount: 33_703.7 },
      rows: expect.arrayContaining([
        expect.objectContaining({ partyId: customerIds[0], amount: 33_703.7, entryCount: 1 }),
        expect.objectContaining({ partyId: customerIds[1], amount: 0, entryCount: 2 }),
      ]),
    });
    const db = testApp.database.handle.db;
    expect(await readCustomerSalesRebateFen(db, { customerId: customerIds[0] ?? '', period: '2026-10' })).toBe(
      3_370_370,
    );
    expect(await readCustomerSalesRebateFen(db, { customerId: customerIds[0] ?? '', period: '2026-Q4' })).toBe(
      3_370_370,
    );
    expect(await readCustomerSalesRebateFen(db, { customerId: customerIds[1] ?? '', period: '2026-10' })).toBe(0);
  });

  it.each([
    ['rateBasisPoints', { rateBasisPoints: rebateLimits.rateBasisPoints + 1 }, /at most 5000/],
    ['threshold', { threshold: 1e12 }, /at most 1000000000/],
    ['name', { name: 'n'.repeat(rebateLimits.name + 1) }, /at most 60/],
  ])('refuses a rule with %s out of bounds, naming the limit', async (field, change, message) => {
    const response = await post('/api/erp/rebates/sales/rules/save', {
      name: 'Bounded',
      periodKind: 'quarter',
      threshold: 1,
      rateBasisPoints: 100,
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().data.errors[0]).toMatchObject({ field, message: expect.stringMatching(message) });
  });

  it('refuses a quarter for a monthly rule and a period not started yet, each on `period`', async () => {
    const mismatch = await post('/api/erp/rebates/sales/apply', { ruleId, period: '2026-Q4' }, directorCookie, 'zh-CN');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().data.errors[0]).toMatchObject({
      field: 'period',
      message: expect.stringMatching(/YYYY-MM/),
    });
    const future = await post('/api/erp/rebates/sales/apply', { ruleId, period: '2099-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().msg).toMatch(/2099-01 has not started/);
  });

  it('keeps each kind to its holders: a buyer may not read sales rebates, a sales manager neither', async () => {
    expect((await get('/api/erp/rebates/sales/entries', buyerCookie)).statusCode).toBe(403);
    expect((await get('/api/erp/rebates/sales/rules', salesManagerCookie)).statusCode).toBe(403);
  });
});

describe('rebates under a burst', () => {
  it('applies a rule once per customer and period and reverses a row once, however many requests arrive at once', async () => {
    const rule = await post('/api/erp/rebates/sales/rules/save', {
      name: 'Burst quarter 1 %',
      periodKind: 'quarter',
      threshold: 0,
      rateBasisPoints: 100,
    });
    const ruleId = rule.json().data.id;
    const applied = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/erp/rebates/sales/apply', { ruleId, period: '2026-Q4' })),
    );
    expect(applied.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Two customers completed orders in the quarter (the returned order does not count): two rows in all.
    expect(applied.reduce((sum, response) => sum + response.json().data.created, 0)).toBe(2);
    const rows = await get(`/api/erp/rebates/sales/entries?period=2026-Q4`);
    const entryId = rows.json().data.rows[0].id;
    const reversals = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/erp/rebates/sales/reverse', { entryId, reason: 'burst' })),
    );
    expect(reversals.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });
});

describe('purchase rebates', () => {
  it('applies a rule to a supplier’s typed volume, and refuses to delete a supplier the ledger names', async () => {
    const supplier = await post(
      '/api/erp/suppliers/save',
      { name: 'Rebate Supplier', paymentTerms: 'net30', currency: 'CNY', rating: 4 },
      buyerCookie,
    );
    const supplierId = supplier.json().data.id;
    const rule = await post(
      '/api/erp/rebates/purchase/rules/save',
      { name: 'Quarterly 1.5 %', periodKind: 'quarter', threshold: 50_000, rateBasisPoints: 150 },
      buyerCookie,
    );
    const ruleId = rule.json().data.id;
    const below = await post(
      '/api/erp/rebates/purchase/apply',
      { ruleId, period: '2026-Q3', supplierId, volume: 49_999.99 },
      buyerCookie,
    );
    expect(below.json().data).toEqual({ created: 0, alreadyApplied: 0, amount: 0 });
    const applied = await post(
      '/api/erp/rebates/purchase/apply',
      { ruleId, period: '2026-Q3', supplierId, volume: 80_000 },
      buyerCookie,
    );
    expect(applied.json().data).toEqual({ created: 1, alreadyApplied: 0, amount: 1_200 });
    const list = await get('/api/erp/rebates/purchase/entries?keyword=rebate%20supp', buyerCookie);
    expect((await get('/api/erp/rebates/sales/totals?keyword=13700000001')).json().data.rows).toEqual([
      expect.objectContaining({ partyId: customerIds[0], period: '2026-Q4' }),
      expect.objectContaining({ partyId: customerIds[0], period: '2026-10' }),
    ]);
    expect(list.json().data).toMatchObject({
      total: 1,
      totals: { amount: 1_200 },
      rows: [{ partyName: 'Rebate Supplier' }],
    });
    const deletion = await post('/api/erp/suppliers/delete', { id: supplierId }, buyerCookie);
    expect(deletion.statusCode, deletion.body).toBe(409);

    // Without a typed volume: the supplier's approved and received purchase orders of the period (a placed one not).
    const { db } = testApp.database.handle;
    const [order] = await db.select({ id: orders.id }).from(orders).limit(1);
    const inQuarter = new Date('2026-08-01T04:00:00Z');
    await db.insert(purchaseOrders).values(
      (['approved', 'received', 'placed'] as const).map((status, index) => ({
        poNo: `PO-REBATE-${index}`,
        orderId: order?.id ?? '',
        supplierId,
        supplierName: 'Rebate Supplier',
        status,
        totalCostFen: 3_000_000,
        createdAt: inQuarter,
      })),
    );
    const quarterRule = await post(
      '/api/erp/rebates/purchase/rules/save',
      { name: 'Quarterly 2 %', periodKind: 'quarter', threshold: 50_000, rateBasisPoints: 200 },
      buyerCookie,
    );
    const fromOrders = await post(
      '/api/erp/rebates/purchase/apply',
      { ruleId: quarterRule.json().data.id, period: '2026-Q3', supplierId },
      buyerCookie,
    );
    // 2 × 30 000 = 60 000 yuan at 2 %.
    expect(fromOrders.json().data).toEqual({ created: 1, alreadyApplied: 0, amount: 1_200 });
  });
});
