import { maxBomOrderLines } from '@boardforge/contracts/limits.ts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../src/db/orders.table.ts';
import { createCustomer, insertOwnedFile, pcbOrderBody, saveOrder, setUpWorkflow } from './orders-fixtures.ts';

// Issue 13, point 1: a BOM matched against the parts catalogue before ordering, and the order it makes — one line
// per BOM line; all priced, it starts at 5 with the components' total (spares of pricing.md §2), else at 0.
const { testApp, alice, staffOf, placeOrder, db } = setUpWorkflow(new Date('2026-11-28T02:00:00Z'), '13900139301');

const resistor = {
  mpn: 'RC0402FR-0710KL',
  manufacturer: 'Yageo',
  package: '0402',
  value: '10k',
  category: 'resistor',
  moq: 100,
  stockOnHand: 5000,
  priceBreaks: [
    { minQuantity: 1, unitPrice: 0.0035 },
    { minQuantity: 1000, unitPrice: 0.0021 },
  ],
};
const controller = {
  mpn: 'STM32F103C8T6',
  manufacturer: 'STMicroelectronics',
  package: 'LQFP-48',
  category: 'ic',
  stockOnHand: 5,
  priceBreaks: [{ minQuantity: 1, unitPrice: 8.5 }],
  aliases: ['STM32F103C8T6TR'],
};
const unpricedLed = { mpn: 'LED-RED-0603-T', manufacturer: 'Everlight', category: 'led', stockOnHand: 100 };

beforeAll(async () => {
  for (const part of [resistor, controller, unpricedLed]) {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/erp/parts/save',
      headers: { cookie: staffOf('12').cookie },
      payload: part,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
});

// Lower-case MPN (matched ignoring case), an alias, a part not in the catalogue, a part without a price, a DNP line.
const mixedBom = [
  'Designator,Quantity,MPN,DNP',
  '"R1,R2,R3,R4",4,rc0402fr-0710kl,',
  'U1,1,STM32F103C8T6TR,',
  'U2,2,NOPE-123,',
  'D1,1,LED-RED-0603-T,',
  'C9,1,CL05B104KO5NNNC,DNP',
].join('\n');
const pricedBom = ['Designator,Quantity,MPN', '"R1,R2,R3,R4",4,RC0402FR-0710KL', 'U1,1,STM32F103C8T6'].join('\n');

const match = (fileId: string, sets: number, cookie = alice().cookie, language = 'en') =>
  testApp().app.inject({
    method: 'POST',
    url: '/api/file/matchBom',
    headers: { cookie, 'accept-language': language },
    payload: { fileId, sets },
  });

describe('POST /api/file/matchBom', () => {
  it('matches by MPN ignoring case, then by alias; prices the need with spares, MOQ and breaks; tells stock', async () => {
    const fileId = await insertOwnedFile(testApp(), alice().userId, 'bom', undefined, mixedBom);
    const response = await match(fileId, 10);
    expect(response.statusCode, response.body).toBe(200);
    const { lines, summary, runMode } = response.json().data;
    expect(runMode).toBe('sample');
    expect(
      lines.map((line: Record<string, unknown>) => [
        line.status,
        line.matchedBy,
        line.needQuantity,
        line.spares,
        line.buyQuantity,
        line.unitPrice,
        line.extendedPrice,
        line.stock,
      ]),
    ).toEqual([
      // 4 × 10 + 15 spares (passive, sample) = 55, raised to the MOQ of 100, at 0.0035: 0.35.
      ['priced', 'mpn', 55, 15, 100, 0.0035, 0.35, 'inStock'],
      // By alias: 10 at 8.5 = 85; 5 in stock.
      ['priced', 'alias', 10, 0, 10, 8.5, 85, 'short'],
      ['notFound', null, 20, 0, null, null, null, null],
      ['noPrice', 'mpn', 10, 0, 10, null, null, 'inStock'],
      ['dnp', null, null, 0, null, null, null, null],
    ]);
    expect(lines[1].part).toMatchObject({ mpn: 'STM32F103C8T6', manufacturer: 'STMicroelectronics' });
    expect(summary).toEqual({
      lineCount: 5,
      pricedCount: 2,
      noPriceCount: 1,
      notFoundCount: 1,
      noQuantityCount: 0,
      dnpCount: 1,
      inStockCount: 2,
      shortCount: 1,
      isAllPriced: false,
      pricedTotal: 85.35,
    });
    // A batch: 1 % spares, rounded up (4 × 1000 → 40), and the 1000 break.
    const batch = (await match(fileId, 1000)).json().data;
    expect(batch.runMode).toBe('batch');
    expect(batch.lines[0]).toMatchObject({ needQuantity: 4040, spares: 40, unitPrice: 0.0021, extendedPrice: 8.48 });
  });

  it('is the owner’s only: another customer’s or an unknown file is a 404; bad sets a 400 naming the field', async () => {
    const fileId = await insertOwnedFile(testApp(), alice().userId, 'bom', undefined, pricedBom);
    const bob = await createCustomer(testApp(), '13900139302', () => new Date());
    expect((await match(fileId, 10, bob.cookie)).statusCode).toBe(404);
    expect((await match('00000000-0000-4000-8000-000000000000', 10)).statusCode).toBe(404);
    for (const sets of [0, 1.5, 1_000_001, -1]) {
      const refused = await match(fileId, sets, alice().cookie, 'zh-CN');
      expect(refused.statusCode, String(sets)).toBe(400);
      expect(refused.json().data.errors[0].field).toBe('sets');
    }
    const gerber = await insertOwnedFile(testApp(), alice().userId, 'gerber');
    expect((await match(gerber, 10)).statusCode).toBe(400);
    const anonymous = await testApp().app.inject({
      method: 'POST',
      url: '/api/file/matchBom',
      payload: { fileId, sets: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('ordering a BOM', () => {
  it('all lines priced: starts at 5 with the components’ total, one order line per BOM line', async () => {
    const bomFileId = await insertOwnedFile(testApp(), alice().userId, 'bom', undefined, pricedBom);
    const order = await placeOrder({ orderType: 'bom', spec: { sets: 10 }, bomFileId });
    expect(order).toMatchObject({ status: 5, total: 85.35, payable: 85.35 });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.orderId));
    expect(lines.map((line) => [line.code, line.mpn, line.bomRowNumber, line.quantity, line.amountFen])).toEqual([
      ['component', 'RC0402FR-0710KL', 2, 100, 35],
      ['component', 'STM32F103C8T6', 3, 10, 8500],
    ]);
    expect(lines.every((line) => line.partId !== null)).toBe(true);
  });

  it('a line to quote: starts at 0 as an inquiry; DNP lines are not bought; matched lines keep their part', async () => {
    const bomFileId = await insertOwnedFile(testApp(), alice().userId, 'bom', undefined, mixedBom);
    const order = await placeOrder({ orderType: 'bom', spec: { sets: 10 }, bomFileId });
    expect(order).toMatchObject({ status: 0, total: 0, payable: 0 });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.orderId));
    expect(lines.map((line) => [line.mpn, line.quantity, line.partId !== null])).toEqual([
      ['rc0402fr-0710kl', 100, true],
      ['STM32F103C8T6TR', 10, true],
      ['NOPE-123', 20, false],
      ['LED-RED-0603-T', 10, true],
    ]);
  });

  it('an SMT order sourcing its components adds them: all priced stays at 5, otherwise an inquiry', async () => {
    const smtSpec = { componentsNumber: 5, boardsNumber: 10, purchaseOnBehalf: true };
    const alone = await placeOrder({ orderType: 'smt', spec: { ...smtSpec, purchaseOnBehalf: false } });
    const pricedFile = await insertOwnedFile(testApp(), alice().userId, 'bom', undefined, pricedBom);
    const sourced = await placeOrder({ orderType: 'smt', spec: smtSpec, bomFileId: pricedFile });
    expect(sourced.status).toBe(5);
    expect(sourced.total).toBeCloseTo(alone.total + 85.35, 2);
    const mixedFile = await insertOwnedFile(testApp(), alice().userId, 'bom', undefined, mixedBom);
    const inquiry = await placeOrder({ orderType: 'smt', spec: smtSpec, bomFileId: mixedFile });
    expect(inquiry).toMatchObject({ status: 0, total: 0 });
    const codes = (await db().select().from(orderLines).where(eq(orderLines.orderId, inquiry.orderId))).map(
      (line) => line.code,
    );
    expect(codes.filter((code) => code === 'component')).toHaveLength(4);
    expect(codes.length).toBeGreaterThan(4);
    // Without "purchase on behalf" the BOM only travels with the order.
    const consigned = await placeOrder({
      orderType: 'smt',
      spec: { ...smtSpec, purchaseOnBehalf: false },
      bomFileId: mixedFile,
    });
    expect(consigned).toMatchObject({ status: 5, total: alone.total });
  });

  it('refuses a BOM with more lines than one order takes, or nothing to buy, naming bomFileId; saves nothing', async () => {
    const rows = Array.from({ length: maxBomOrderLines + 1 }, (_unused, index) => `U${index + 1},1,BIG-${index}`);
    const bigCsv = `Designator,Quantity,MPN\n${rows.join('\n')}`;
    const big = await insertOwnedFile(testApp(), alice().userId, 'bom', undefined, bigCsv);
    const dnpOnlyCsv = 'Designator,Quantity,MPN,DNP\nC1,1,X,DNP\n';
    const dnpOnly = await insertOwnedFile(testApp(), alice().userId, 'bom', undefined, dnpOnlyCsv);
    const before = await readOrderCount();
    for (const [bomFileId, limit] of [
      [big, String(maxBomOrderLines)],
      [dnpOnly, ''],
    ] as const) {
      const response = await saveOrder(
        testApp().app,
        alice().cookie,
        pcbOrderBody(alice().addressId, `refused-bom-${limit || 'dnp'}`, {
          orderType: 'bom',
          spec: { sets: 1 },
          bomFileId,
        }),
      );
      expect(response.statusCode, response.body).toBe(400);
      const [error] = response.json().data.errors;
      expect(error.field).toBe('bomFileId');
      expect(error.message).toContain(limit);
    }
    expect(await readOrderCount()).toBe(before);
  });
});

async function readOrderCount(): Promise<number> {
  return (await db().select({ id: orders.id }).from(orders)).length;
}
