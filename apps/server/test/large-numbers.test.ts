import {
  maxIntegerColumnValue,
  maxOrderAmountYuan,
  maxPcbBoards,
  maxPcbOrderAreaM2,
  maxPriceBookFigureYuan,
  maxSmtBoards,
  maxSmtComponentsPerBoard,
  maxSmtDipPointsPerBoard,
  maxStencils,
} from '@boardforge/contracts/limits.ts';
import { specialProcesses } from '@boardforge/domain/pricing/options.ts';
import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderLines } from '../src/db/orders.table.ts';
import { insertOwnedFile, oneLineBomCsv, saveOrder, setUpWorkflow } from './orders-fixtures.ts';

// Issue 10, part 3: numbers beyond what the tables held answered 500 (a 32-bit fen column tops out near 21.47
// million yuan); now every quantity and amount has a bound and the money columns are bigint.
const workflow = setUpWorkflow(new Date('2026-11-23T02:00:00Z'), '13700000031');
const { testApp, alice, staffOf, placeOrder, move, moveOk, readOrder, erpDetail } = workflow;

/** The PCB spec that costs the most within the bounds: Rogers 4 layers, every extra, 10 000 m². */
const largestPcbSpec = {
  layers: 4,
  material: 'ROGERS',
  boardLength: 100,
  boardWidth: 100,
  boardNumber: maxPcbBoards,
  thickness: 2.0,
  copperOuter: 8,
  copperInner: 6,
  tg: 'TG170',
  solderMask: 'matte_black',
  surfaceFinish: 'enig',
  goldThickness: 3,
  specialProcesses: [...specialProcesses],
  hdiOrder: 5,
  designDocuments: 100,
  ulMark: true,
  dateCode: true,
  productionDraftConfirm: true,
  orderNumberMark: 'none',
};

function post(url: string, payload: unknown, language = 'en') {
  return testApp().app.inject({
    method: 'POST',
    url,
    headers: { 'accept-language': language },
    payload: payload as Record<string, unknown>,
  });
}

async function quotePcbTotal(spec: Record<string, unknown>, invoiceType: string): Promise<number> {
  const response = await post('/api/pcb/calcPcbPrice', { ...spec, invoiceType });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.lines.total;
}

/** A 400 naming one field, with its limit in the English and the Chinese message. */
async function expectRefusal(url: string, payload: unknown, field: string, limit: number) {
  for (const language of ['en', 'zh-CN']) {
    const response = await post(url, payload, language);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.code).toBe('400');
    const error = body.data.errors.find((candidate: { field: string }) => candidate.field === field);
    expect(error, response.body).toBeDefined();
    expect(error.message).toContain(String(limit));
    expect(error.message).toMatch(language === 'en' ? /at most/ : /不能大于/);
  }
}

describe('the largest allowed orders', () => {
  it('price exactly, save and read back exactly (the PCB total is above what a 32-bit fen column holds)', async () => {
    const total = await quotePcbTotal(largestPcbSpec, 'special');
    const order = await placeOrder({ spec: largestPcbSpec, invoiceType: 'special' });
    expect(order).toMatchObject({ status: 5, total, payable: total });
    const row = await readOrder(order.orderId);
    expect(row.totalFen).toBe(Math.round(total * 100));
    expect(row.totalFen).toBeGreaterThan(2 ** 31);
    expect(row.totalFen).toBeLessThanOrEqual(maxOrderAmountYuan * 100);
    const lines = await workflow.db().select().from(orderLines).where(eq(orderLines.orderId, order.orderId));
    expect(lines.every((line) => Number.isSafeInteger(line.amountFen))).toBe(true);
    expect((await erpDetail(order.orderId)).total).toBe(total);
  });

  it('any order at the bounds saves with the total the quote gave (property)', async () => {
    const atBounds = fc
      .record({
        boardLength: fc.integer({ min: 5, max: 1200 }),
        boardWidth: fc.integer({ min: 5, max: 600 }),
        layers: fc.constantFrom(2, 4, 8, 30),
        invoiceType: fc.constantFrom('none', 'ordinary', 'special'),
      })
      .map(({ invoiceType, ...size }) => {
        const fitting = Math.floor((maxPcbOrderAreaM2 * 1e6) / (size.boardLength * size.boardWidth));
        return { invoiceType, spec: { ...size, boardNumber: Math.min(maxPcbBoards, fitting) } };
      });
    await fc.assert(
      fc.asyncProperty(atBounds, async ({ invoiceType, spec }) => {
        const total = await quotePcbTotal(spec, invoiceType);
        const order = await placeOrder({ spec, invoiceType });
        expect(order.total).toBe(total);
        expect((await readOrder(order.orderId)).totalFen).toBe(Math.round(total * 100));
      }),
      { numRuns: 6 },
    );
  });

  it('takes a staff-adjusted total of the most one order may cost and keeps it exactly', async () => {
    const order = await placeOrder();
    await moveOk('16', order.orderId, 'approveContract', 5, { adjustedTotal: maxOrderAmountYuan, reason: 'max' });
    expect((await readOrder(order.orderId)).pendingAdjustedTotalFen).toBe(maxOrderAmountYuan * 100);
  });
});

describe('numbers beyond the bounds answer 400 naming the field and its limit', () => {
  const pcb = { layers: 2, boardLength: 100, boardWidth: 100 };

  it('quotes: 1e15 boards, an area beyond one order, huge SMT counts, stencil quantities', async () => {
    await expectRefusal('/api/pcb/calcPcbPrice', { ...pcb, boardNumber: 1e15 }, 'boardNumber', maxPcbBoards);
    const large = { layers: 2, boardLength: 1200, boardWidth: 600, boardNumber: 20_000 };
    await expectRefusal('/api/pcb/calcPcbPrice', large, 'boardNumber', 13_888);
    const smt = { componentsNumber: 10, boardsNumber: 10, processRequirement: 'smt_dip', dipPoints: 10 };
    await expectRefusal(
      '/api/pcb/calcSmtPrice',
      { ...smt, componentsNumber: 1e12 },
      'componentsNumber',
      maxSmtComponentsPerBoard,
    );
    await expectRefusal('/api/pcb/calcSmtPrice', { ...smt, boardsNumber: 1e15 }, 'boardsNumber', maxSmtBoards);
    await expectRefusal('/api/pcb/calcSmtPrice', { ...smt, dipPoints: 1e9 }, 'dipPoints', maxSmtDipPointsPerBoard);
    await expectRefusal('/api/pcb/calcStenPrice', { number: 1e9 }, 'number', maxStencils);
  });

  it('saveOrder: a spec beyond the bounds saves nothing', async () => {
    const before = await workflow.db().select().from(orderLines);
    const body = {
      orderType: 'pcb',
      spec: { ...pcb, boardNumber: 1e15 },
      invoiceType: 'none',
      invoicingMethod: 'electronic',
      contractTitle: 'Big Ltd',
      placingOrder: '王小明',
      placingOrderPhone: '13800138000',
      technicians: '李工',
      techniciansPhone: '13900139000',
      addressId: alice().addressId,
      shippingMethod: 'express',
      idempotencyKey: 'huge-order-key-1',
    };
    const response = await saveOrder(testApp().app, alice().cookie, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().data.errors).toContainEqual({
      field: 'spec.boardNumber',
      message: expect.stringContaining(String(maxPcbBoards)),
    });
    expect(await workflow.db().select().from(orderLines)).toHaveLength(before.length);
  });

  it('a staff-adjusted total of 1e11 yuan is refused and the order is unchanged', async () => {
    const order = await placeOrder();
    for (const language of ['en', 'zh-CN']) {
      const response = await testApp().app.inject({
        method: 'POST',
        url: '/api/erp/order/transition',
        headers: { cookie: staffOf('16').cookie, 'accept-language': language },
        payload: {
          orderId: order.orderId,
          action: 'approveContract',
          fromStatus: 5,
          payload: { adjustedTotal: 1e11, reason: 'typo' },
        },
      });
      expect(response.statusCode, response.body).toBe(400);
      const [error] = response.json().data.errors;
      expect(error.field).toBe('payload.adjustedTotal');
      expect(error.message).toContain(String(maxOrderAmountYuan));
    }
    const row = await readOrder(order.orderId);
    expect(row).toMatchObject({ status: 5, pendingAdjustedTotalFen: null, totalFen: Math.round(order.total * 100) });
  });

  it('a sales quote whose total passes one order is refused: unit price × sets', async () => {
    const bomFileId = await insertOwnedFile(testApp(), alice().userId, 'bom', undefined, oneLineBomCsv);
    const order = await placeOrder({ orderType: 'bom', spec: { sets: 1_000_000 }, bomFileId });
    await moveOk('11', order.orderId, 'assignSales', 0, { salesUserId: staffOf('14').userId });
    await moveOk('12', order.orderId, 'assignPurchasing', 1, { buyerUserId: staffOf('12').userId });
    const [line] = (await erpDetail(order.orderId)).lines;
    await moveOk('12', order.orderId, 'purchaseQuote', 2, {
      lines: [{ lineId: line.lineId, unitCost: 1, supplier: 'X' }],
    });
    const refused = await move('14', order.orderId, 'salesQuote', 3, {
      lines: [{ lineId: line.lineId, unitPrice: 1001 }],
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().data.errors[0]).toMatchObject({ field: 'payload.lines' });
    expect(refused.json().data.errors[0].message).toContain(String(maxOrderAmountYuan));
    expect(await readOrder(order.orderId)).toMatchObject({ status: 3, totalFen: 0 });
    await moveOk('14', order.orderId, 'salesQuote', 3, { lines: [{ lineId: line.lineId, unitPrice: 1000 }] });
    expect((await readOrder(order.orderId)).totalFen).toBe(maxOrderAmountYuan * 100);
  });

  it('an id beyond an integer column (a points-mall item) is a 400, not a database error', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/pointsMall/redeem',
      headers: { cookie: alice().cookie },
      payload: { itemId: 1e15, quantity: 1, addressId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().data.errors[0]).toMatchObject({ field: 'itemId' });
    expect(response.json().data.errors[0].message).toContain(String(maxIntegerColumnValue));
  });
});

// Last in the file: it publishes a price book that stays current for the app.
describe('a price book with extreme figures', () => {
  it('refuses a figure above its bound, and any quote above one order names total and the limit', async () => {
    const publish = (book: unknown) =>
      testApp().app.inject({
        method: 'POST',
        url: '/api/erp/priceBook/publish',
        headers: { cookie: staffOf('1').cookie },
        payload: { book, note: 'extreme figures' } as Record<string, unknown>,
      });
    const book = structuredClone(defaultPriceBook);
    const tiers = book.smt.placementTiers as { maxPoints: number | null; ratePerPoint: number }[];
    tiers[tiers.length - 1] = { maxPoints: null, ratePerPoint: maxPriceBookFigureYuan + 1 };
    const refused = await publish(book);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain(String(maxPriceBookFigureYuan));
    tiers[tiers.length - 1] = { maxPoints: null, ratePerPoint: maxPriceBookFigureYuan };
    expect((await publish(book)).statusCode).toBe(200);
    const huge = { componentsNumber: maxSmtComponentsPerBoard, boardsNumber: maxSmtBoards };
    for (const language of ['en', 'zh-CN']) {
      const response = await post('/api/pcb/calcSmtPrice', huge, language);
      expect(response.statusCode, response.body).toBe(400);
      const [error] = response.json().data.errors;
      expect(error.field).toBe('total');
      expect(error.message).toContain(String(maxOrderAmountYuan));
    }
    expect((await post('/api/pcb/calcSmtPrice', { componentsNumber: 10, boardsNumber: 10 })).statusCode).toBe(200);
  });
});
