import { stockLimits } from '@boardforge/contracts/stock.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partStockMovements } from '../src/db/part-stock-movements.table.ts';
import { parts } from '../src/db/parts.table.ts';
import { createTestApp, logInAsStaff, type TestApp } from './helpers/test-app.ts';

// Issue 13, points 3 and 4a: the stock ledger (库存流水) and purchase returns (采购退货).
let testApp: TestApp;
let buyer: string;
let sales: string;

beforeAll(async () => {
  testApp = await createTestApp();
  buyer = await logInAsStaff(testApp.app, '12');
  sales = await logInAsStaff(testApp.app, '14');
});
afterAll(async () => {
  await testApp?.close();
});

const post = (url: string, payload: Record<string, unknown>, options: { cookie?: string; language?: string } = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/erp/${url}`,
    headers: { cookie: options.cookie ?? buyer, 'accept-language': options.language ?? 'en' },
    payload,
  });
const get = (url: string) => testApp.app.inject({ method: 'GET', url: `/api/erp/${url}`, headers: { cookie: buyer } });

async function ok(response: Promise<{ statusCode: number; body: string; json: () => { data: unknown } }>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are checked by the routes' schemas.
  return answer.json().data as any;
}

async function addPart(mpn: string, extra: Record<string, unknown> = {}): Promise<string> {
  return (await ok(post('parts/save', { mpn, manufacturer: 'TI', category: 'ic', ...extra }))).id;
}

async function stockOf(partId: string) {
  const db = testApp.database.handle.db;
  const [row] = await db.select().from(parts).where(eq(parts.id, partId));
  return row;
}

describe('stock ledger', () => {
  it('adjusts, enters and exits stock, each one ledger row; lists, sums and values them in SQL', async () => {
    const partId = await addPart('LM358DR', { stockOnHand: 10, lowStockThreshold: 50 });
    await ok(post('stock/entry', { partId, quantity: 100, unitCost: 0.5 }));
    await ok(post('stock/entry', { partId, quantity: 100, unitCost: 0.7 }));
    await ok(post('stock/adjust', { partId, quantity: -5, reason: 'count' }));
    const exit = await ok(
      post('stock/exit', { partId, quantity: 15, carrier: 'SF', trackingNo: 'SF123' }, { cookie: sales }),
    );
    expect(exit.stockAfter).toBe(190);

    const movements = await ok(get(`stock/movements?partId=${partId}&pageSize=10`));
    expect(movements.total).toBe(5);
    expect(movements.totals).toEqual({ quantityIn: 210, quantityOut: 20, net: 190 });
    expect(movements.rows[0]).toMatchObject({ kind: 'exit', quantity: -15, carrier: 'SF', trackingNo: 'SF123' });
    expect(movements.rows.at(-1)).toMatchObject({
      kind: 'adjustment',
      quantity: 10,
      reason: 'partForm',
      stockAfter: 10,
    });
    const entries = await ok(get(`stock/movements?partId=${partId}&kind=entry`));
    expect(entries.rows.map((row: { unitCost: number }) => row.unitCost)).toEqual([0.7, 0.5]);

    // Weighted average entry cost 0.6 yuan × 190 on hand = 114 yuan.
    const levels = await ok(get('stock/levels?mpn=LM358'));
    expect(levels.rows).toEqual([
      expect.objectContaining({ partId, stockOnHand: 190, averageUnitCost: 0.6, value: 114, isLow: false }),
    ]);
    expect(levels.totals).toMatchObject({ stockOnHand: 190, value: 114 });
    await ok(post('stock/adjust', { partId, quantity: -150, reason: 'damaged' }));
    const low = await ok(get('stock/levels?lowOnly=true'));
    expect(low.rows.map((row: { partId: string }) => row.partId)).toContain(partId);
  });

  it('refuses, naming the field in the caller’s language: no reason, no tracking number, more than available', async () => {
    const partId = await addPart('NE555', { stockOnHand: 10, reserved: 4 });
    const noReason = await post('stock/adjust', { partId, quantity: 3, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().data.errors[0].field).toBe('reason');
    const noTracking = await post('stock/exit', { partId, quantity: 1, carrier: 'SF', trackingNo: '' });
    expect(noTracking.json().data.errors[0].field).toBe('trackingNo');
    for (const [language, pattern] of [
      ['en', /Only 6 pieces/],
      ['zh-CN', /最多只能出库 6 个/],
    ] as const) {
      const short = await post('stock/exit', { partId, quantity: 7, carrier: 'SF', trackingNo: 'X1' }, { language });
      expect(short.statusCode, short.body).toBe(400);
      expect(short.json().data).toMatchObject({ reason: 'field.invalid', errors: [{ field: 'quantity' }] });
      expect(short.json().msg).toMatch(pattern);
    }
    // A correction may go below reserved, never below zero.
    const belowZero = await post('stock/adjust', { partId, quantity: -11, reason: 'lost' });
    expect(belowZero.statusCode).toBe(400);
    await ok(post('stock/adjust', { partId, quantity: -8, reason: 'lost' }));
    expect(await stockOf(partId)).toMatchObject({ stockOnHand: 2, reserved: 4 });
    const denied = await post('stock/adjust', { partId, quantity: 1, reason: 'x' }, { cookie: sales });
    expect(denied.statusCode).toBe(403);
  });

  it.each([
    ['stock/adjust', 'reason', { quantity: 1, reason: 'r'.repeat(stockLimits.reason + 1) }, stockLimits.reason],
    ['stock/adjust', 'quantity', { quantity: -(stockLimits.quantity + 1), reason: 'x' }, stockLimits.quantity],
    ['stock/exit', 'carrier', { quantity: 1, carrier: 'c'.repeat(51), trackingNo: 'T' }, stockLimits.carrier],
    ['stock/exit', 'trackingNo', { quantity: 1, carrier: 'SF', trackingNo: 't'.repeat(65) }, stockLimits.trackingNo],
    ['stock/entry', 'quantity', { quantity: stockLimits.quantity + 1, unitCost: 1 }, stockLimits.quantity],
  ])('%s refuses %s beyond its limit, naming the limit in both languages', async (url, field, change, limit) => {
    const partId = '00000000-0000-4000-8000-000000000000';
    for (const language of ['en', 'zh-CN']) {
      const response = await post(url, { partId, ...change }, { language });
      expect(response.statusCode, response.body).toBe(400);
      const error = response.json().data.errors.find((candidate: { field: string }) => candidate.field === field);
      expect(error?.message, response.body).toContain(String(limit));
      expect(error.message).toMatch(language === 'en' ? /at (most|least)/ : /[\u4e00-\u9fff]/);
    }
  });

  it('a burst of parallel exits never takes stock below zero, and the accepted exits equal the decrease', async () => {
    const partId = await addPart('BURST-1', { stockOnHand: 40 });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        post('stock/exit', { partId, quantity: 3, carrier: 'SF', trackingNo: `B${index}` }),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 400)).toBe(true);
    expect(accepted.length).toBe(13);
    const part = await stockOf(partId);
    expect(part?.stockOnHand).toBe(40 - accepted.length * 3);
    const db = testApp.database.handle.db;
    const [ledger] = await db
      .select({ rows: sql<number>`count(*)`.mapWith(Number), sum: sql<number>`sum(quantity)`.mapWith(Number) })
      .from(partStockMovements)
      .where(sql`${partStockMovements.partId} = ${partId} and ${partStockMovements.kind} = 'exit'`);
    expect(ledger).toEqual({ rows: accepted.length, sum: -accepted.length * 3 });
  });

  it('ledger rows are never changed or deleted (the trigger refuses)', async () => {
    const db = testApp.database.handle.db;
    await expect(db.update(partStockMovements).set({ quantity: 999 })).rejects.toThrow();
    await expect(db.delete(partStockMovements)).rejects.toThrow();
  });
});

describe('purchase returns', () => {
  async function makeSupplier(name: string): Promise<string> {
    return (await ok(post('suppliers/save', { name, paymentTerms: 'net30', currency: 'CNY', rating: 3 }))).id;
  }

  it('requests, ships (stock falls) and credits a return; totals per supplier; stale and out-of-order moves are 409', async () => {
    const supplierId = await makeSupplier('Return Supplier A');
    const first = await addPart('PR-A', { stockOnHand: 50 });
    const second = await addPart('PR-B', { stockOnHand: 5 });
    const saved = await ok(
      post('purchase-returns/save', {
        supplierId,
        reason: 'wrong reel',
        lines: [
          { partId: first, quantity: 10, unitAmount: 1.5 },
          { partId: second, quantity: 8, unitAmount: 2 },
        ],
      }),
    );
    expect(saved.returnNo).toMatch(/^PR\d{6}$/);
    const creditFirst = await post('purchase-returns/transition', {
      id: saved.id,
      action: 'credit',
      fromStatus: 'requested',
      creditAmount: 1,
    });
    expect(creditFirst.statusCode).toBe(409);

    // Line 2 is short: nothing moves, and the refusal names it.
    const short = await post('purchase-returns/transition', { id: saved.id, action: 'ship', fromStatus: 'requested' });
    expect(short.statusCode, short.body).toBe(400);
    expect(short.json().data.errors[0].field).toBe('lines.1.quantity');
    expect((await stockOf(first))?.stockOnHand).toBe(50);
    await ok(post('stock/entry', { partId: second, quantity: 5, unitCost: 1 }));

    await ok(post('purchase-returns/transition', { id: saved.id, action: 'ship', fromStatus: 'requested' }));
    expect((await stockOf(first))?.stockOnHand).toBe(40);
    expect((await stockOf(second))?.stockOnHand).toBe(2);
    const again = await post('purchase-returns/transition', { id: saved.id, action: 'ship', fromStatus: 'requested' });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.reason).toBe('state.conflict');
    const moves = await ok(get(`stock/movements?partId=${first}&kind=purchaseReturn`));
    expect(moves.rows[0]).toMatchObject({ quantity: -10, documentKind: 'purchaseReturn', documentId: saved.id });

    const tooMuch = await post('purchase-returns/transition', {
      id: saved.id,
      action: 'credit',
      fromStatus: 'shipped',
      creditAmount: 31.01,
    });
    expect(tooMuch.json().data.errors[0].field).toBe('creditAmount');
    await ok(
      post('purchase-returns/transition', {
        id: saved.id,
        action: 'credit',
        fromStatus: 'shipped',
        creditAmount: 30,
        creditNote: 'CN-1',
      }),
    );
    const detail = await ok(get(`purchase-returns/detail?id=${saved.id}`));
    expect(detail).toMatchObject({ status: 'credited', amount: 31, creditAmount: 30, creditNote: 'CN-1', actions: [] });
    expect(detail.lines).toHaveLength(2);

    const list = await ok(get(`purchase-returns/list?supplierId=${supplierId}`));
    expect(list.totals).toEqual({ count: 1, amount: 31, credited: 30 });
    expect(list.bySupplier).toEqual([
      { supplierId, supplierName: 'Return Supplier A', count: 1, amount: 31, credited: 30 },
    ]);
    expect(list.rows[0]).toMatchObject({ lineCount: 2, quantity: 18, status: 'credited' });
  });

  it('two shipments of one return at once ship it once', async () => {
    const supplierId = await makeSupplier('Return Supplier C');
    const partId = await addPart('PR-RACE', { stockOnHand: 20 });
    const saved = await ok(
      post('purchase-returns/save', { supplierId, reason: 'race', lines: [{ partId, quantity: 4, unitAmount: 1 }] }),
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('purchase-returns/transition', { id: saved.id, action: 'ship', fromStatus: 'requested' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await stockOf(partId))?.stockOnHand).toBe(16);
  });

  it('refuses an unknown part naming its line, and callers without purchase:return', async () => {
    const supplierId = await makeSupplier('Return Supplier B');
    const unknown = await post('purchase-returns/save', {
      supplierId,
      reason: 'x',
      lines: [{ partId: '00000000-0000-4000-8000-000000000000', quantity: 1, unitAmount: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.errors[0].field).toBe('lines.0.partId');
    const denied = await testApp.app.inject({
      method: 'GET',
      url: '/api/erp/purchase-returns/list',
      headers: { cookie: sales },
    });
    expect(denied.statusCode).toBe(403);
  });
});
