import { describe, expect, it } from 'vitest';
import { listPaymentsOfOrder } from '../src/modules/payments/payments.repository.ts';
import { createCustomer, payVerified, setUpWorkflow } from './orders-fixtures.ts';
import { createPayment, insertTestOrder } from './payments-helpers.ts';

// Day 1 is 2026-11-20 in China time (10:00 there); each day below is one China-time day later.
const day1 = new Date('2026-11-20T02:00:00Z');
const msPerDay = 86_400_000;
const workflow = setUpWorkflow(day1, '13755500001');
const { testApp, alice, staffOf, db, advance, move, now, placeOrder } = workflow;

type LedgerBody = {
  rows: {
    kind: string;
    orderNo: string;
    amount: number;
    channel: string | null;
    reference: string | null;
    note: string | null;
    recordedBy: string | null;
    customerPhone: string;
    createdAt: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
  totals: { received: number; refunded: number; net: number };
};

function getLedger(query: string, cookie: string | null = staffOf('15').cookie) {
  return testApp().app.inject({
    method: 'GET',
    url: `/api/erp/payment/ledger${query ? `?${query}` : ''}`,
    headers: cookie ? { cookie } : {},
  });
}

async function readLedger(query: string): Promise<LedgerBody> {
  const response = await getLedger(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const bobPhone = '13755500002';
let orderA: { orderId: string; orderNo: string };
let orderB: { orderId: string; orderNo: string };
let gatewayTradeNoA: string;
let payableA: number;
let referenceCodeB: string;

describe('GET /api/erp/payment/ledger', () => {
  it('lists every payment, verified transfer and refund, newest first, with totals summed over the filter', async () => {
    // The day before: nine small online payments (for paging), 1.00 each.
    advance(-msPerDay);
    for (let index = 0; index < 9; index += 1) {
      const small = await insertTestOrder(db(), { userId: alice().userId, status: 5, payableFen: 100 });
      await payVerified(testApp(), { orderId: small.orderId, userId: alice().userId, amountFen: 100 }, now());
    }
    advance(msPerDay);

    // Day 1: Alice places order A and pays it online (a placed order: the cancel below answers its staff detail).
    const placed = await placeOrder();
    orderA = placed;
    payableA = Math.round(placed.payable * 100);
    await payVerified(testApp(), { orderId: orderA.orderId, userId: alice().userId, amountFen: payableA }, now());
    gatewayTradeNoA = (await listPaymentsOfOrder(db(), orderA.orderId))[0]?.gatewayTradeNo ?? '';
    expect(gatewayTradeNoA).not.toBe('');

    // Day 2: Bob pays order B (250.50) by bank transfer; the sales director verifies it.
    advance(msPerDay);
    const bob = await createCustomer(testApp(), bobPhone, now);
    orderB = await insertTestOrder(db(), { userId: bob.userId, status: 5, payableFen: 250_50 });
    const started = await createPayment(testApp().app, bob.cookie, {
      orderId: orderB.orderId,
      channel: 'bank_transfer',
    });
    expect(started.statusCode, started.body).toBe(200);
    referenceCodeB = started.json().data.bankInstructions.reference;
    const verified = await testApp().app.inject({
      method: 'POST',
      url: '/api/erp/payment/verifyCollection',
      headers: { cookie: staffOf('15').cookie },
      payload: { paymentId: started.json().data.paymentId, amount: 250.5, referenceCode: referenceCodeB, note: 'ICBC' },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    // Day 3: order A is cancelled by the senior executive; its payment becomes a refund.
    advance(msPerDay);
    const cancelled = await move('16', orderA.orderId, 'cancel', 5, { reason: 'customer changed mind' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const all = await readLedger('pageSize=10');
    expect(all.total).toBe(12);
    expect(all.totals).toEqual({ received: (9_00 + payableA + 250_50) / 100, refunded: payableA / 100, net: 259.5 });
    expect(all.rows).toHaveLength(10);
    expect(all.rows.slice(0, 3)).toEqual([
      expect.objectContaining({
        kind: 'refund',
        orderNo: orderA.orderNo,
        amount: payableA / 100,
        channel: 'sandbox',
        reference: null,
        note: 'cancel',
        recordedBy: 'Demo Senior Executive',
      }),
      expect.objectContaining({
        kind: 'verification',
        orderNo: orderB.orderNo,
        amount: 250.5,
        channel: 'bank_transfer',
        reference: referenceCodeB,
        note: 'ICBC',
        recordedBy: 'Demo Sales Director',
        customerPhone: bobPhone,
      }),
      expect.objectContaining({
        kind: 'payment',
        orderNo: orderA.orderNo,
        amount: payableA / 100,
        channel: 'sandbox',
        reference: gatewayTradeNoA,
        recordedBy: null,
      }),
    ]);
    expect(all.rows[0]?.createdAt).toBe(now().toISOString());

    const secondPage = await readLedger('pageSize=10&pageNum=2');
    expect(secondPage).toMatchObject({ total: 12, pageNum: 2, pageSize: 10, totals: all.totals });
    expect(secondPage.rows.map((row) => [row.kind, row.amount])).toEqual([
      ['payment', 1],
      ['payment', 1],
    ]);
  });

  it('filters by kind, channel, China-time dates and keyword; totals follow the filter', async () => {
    const refunds = await readLedger('kind=refund');
    expect(refunds.rows.map((row) => row.kind)).toEqual(['refund']);
    expect(refunds.totals).toEqual({ received: 0, refunded: payableA / 100, net: -payableA / 100 });

    const transfers = await readLedger('channel=bank_transfer');
    expect(transfers.rows.map((row) => row.orderNo)).toEqual([orderB.orderNo]);
    expect(transfers.totals).toEqual({ received: 250.5, refunded: 0, net: 250.5 });

    // Day 2 alone (2026-11-21 in China time), then day 2 onwards, then everything up to day 1.
    const day2 = await readLedger('from=2026-11-21&to=2026-11-21');
    expect(day2.rows.map((row) => row.kind)).toEqual(['verification']);
    expect((await readLedger('from=2026-11-21')).total).toBe(2);
    const untilDay1 = await readLedger('to=2026-11-20');
    expect(untilDay1.total).toBe(10);
    expect(untilDay1.totals).toEqual({ received: (9_00 + payableA) / 100, refunded: 0, net: (9_00 + payableA) / 100 });

    const byOrderNo = await readLedger(`keyword=${orderA.orderNo}`);
    expect(byOrderNo.rows.map((row) => row.kind)).toEqual(['refund', 'payment']);
    expect(byOrderNo.totals.net).toBe(0);
    expect((await readLedger(`keyword=${bobPhone.slice(-6)}`)).rows.map((row) => row.orderNo)).toEqual([
      orderB.orderNo,
    ]);
    // LIKE wildcards in a keyword are plain characters.
    expect((await readLedger('keyword=%25')).total).toBe(0);
    expect((await readLedger('kind=verification&channel=sandbox')).total).toBe(0);
  });

  it('refuses a window ending before it starts and unknown filters', async () => {
    const backwards = await getLedger('from=2026-11-21&to=2026-11-20');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().data.errors[0].field).toBe('to');
    expect((await getLedger('kind=bonus')).statusCode).toBe(400);
    expect((await getLedger('pageSize=7')).statusCode).toBe(400);
  });

  it('is for the holders of the Collection and Payment menu: 401 for visitors, 403 for other roles', async () => {
    expect((await getLedger('', null)).statusCode).toBe(401);
    expect((await getLedger('', alice().cookie)).statusCode).toBe(403);
    for (const roleId of ['12', '14'] as const)
      expect((await getLedger('', staffOf(roleId).cookie)).statusCode).toBe(403);
    for (const roleId of ['1', '11', '15', '16'] as const) {
      const response = await getLedger('', staffOf(roleId).cookie);
      expect(response.statusCode, `${roleId}: ${response.body}`).toBe(200);
    }
  });
});
