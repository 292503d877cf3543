import type { OrderHomeAnswer } from '@boardforge/contracts/order-home.ts';
import { describe, expect, it } from 'vitest';
import { createCustomer, customerAction, insertOwnedFile, payVerified, setUpWorkflow } from './orders-fixtures.ts';

const workflow = setUpWorkflow(new Date('2026-11-23T02:00:00Z'), '13700000021');
const { now, testApp, alice, placeOrder, moveOk } = workflow;

async function readHome(cookie: string, language = 'en'): Promise<OrderHomeAnswer> {
  const response = await testApp().app.inject({
    method: 'GET',
    url: '/api/orderInfo/home',
    headers: { cookie, 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const fenOf = (yuan: number) => Math.round(yuan * 100);

describe('GET /api/orderInfo/home', () => {
  it('is empty for a new customer', async () => {
    const home = await readHome(alice().cookie);
    expect(home).toEqual({ waiting: [], inProduction: [], recentQuotes: [], recentFiles: [] });
  });

  it('sorts the open orders into waiting for the customer, in production, quotes; lists the newest files', async () => {
    const unpaid = await placeOrder();
    const paid = await placeOrder();
    await payVerified(
      testApp(),
      { orderId: paid.orderId, userId: alice().userId, amountFen: fenOf(paid.payable) },
      now(),
    );

    const adjusted = await placeOrder();
    await moveOk('16', adjusted.orderId, 'approveContract', 5, { adjustedTotal: adjusted.total + 10, reason: 'extra' });

    const inProduction = await placeOrder();
    await moveOk('15', inProduction.orderId, 'approveContract', 5, { reason: 'files checked' });
    await payVerified(
      testApp(),
      { orderId: inProduction.orderId, userId: alice().userId, amountFen: fenOf(inProduction.payable) },
      now(),
    );
    await moveOk('12', inProduction.orderId, 'placePurchaseOrder', 6, { supplier: 'Shenzhen Fab' });
    await moveOk('16', inProduction.orderId, 'approvePurchase', 7);

    const shipped = await placeOrder();
    await moveOk('15', shipped.orderId, 'approveContract', 5, { reason: 'files checked' });
    await payVerified(
      testApp(),
      { orderId: shipped.orderId, userId: alice().userId, amountFen: fenOf(shipped.payable) },
      now(),
    );
    await moveOk('12', shipped.orderId, 'placePurchaseOrder', 6, { supplier: 'Shenzhen Fab' });
    await moveOk('16', shipped.orderId, 'approvePurchase', 7);
    await moveOk('12', shipped.orderId, 'warehouseEntry', 8, { quantity: 5 });
    await moveOk('14', shipped.orderId, 'warehouseExit', 9, { carrier: 'SF Express', trackingNo: 'SF2001' });

    const cancelled = await placeOrder();
    await customerAction(testApp().app, alice().cookie, 'cancel', { orderId: cancelled.orderId, reason: 'changed' });

    const bomFileId = await insertOwnedFile(testApp(), alice().userId, 'bom');
    const inquiry = await placeOrder({ orderType: 'bom', spec: { sets: 10 }, bomFileId });

    const home = await readHome(alice().cookie);
    // Newest first: the shipped order, the adjusted one, the unpaid one.
    expect(home.waiting.map((order) => [order.orderNo, order.tasks])).toEqual([
      [shipped.orderNo, ['confirmReceipt']],
      [adjusted.orderNo, ['acceptAdjustedPrice']],
      [unpaid.orderNo, ['pay']],
    ]);
    expect(home.waiting.find((order) => order.orderId === unpaid.orderId)).toMatchObject({
      status: 5,
      outstanding: unpaid.payable,
      total: unpaid.total,
      summary: 'FR-4 2-layer 100×100 mm × 5',
    });
    expect(home.waiting.find((order) => order.orderId === adjusted.orderId)?.adjustedTotal).toBe(adjusted.total + 10);

    expect(home.inProduction.map((order) => [order.orderNo, order.stage, order.isReviewed])).toEqual([
      [shipped.orderNo, 'shipped', true],
      [inProduction.orderNo, 'production', true],
      [paid.orderNo, 'paid', false],
    ]);
    expect(home.inProduction[0]?.shipment).toEqual({ carrier: 'SF Express', trackingNo: 'SF2001' });

    expect(home.recentQuotes.map((order) => [order.orderNo, order.status, order.orderType])).toEqual([
      [inquiry.orderNo, 0, 'bom'],
    ]);
    // Newest first: the BOM, then the Gerber files the board orders were placed with.
    expect(home.recentFiles[0]).toEqual(
      expect.objectContaining({ fileId: bomFileId, fileName: 'bom.csv', kind: 'bom', size: 100 }),
    );
    expect(home.recentFiles.slice(1).map((file) => file.kind)).toEqual(
      Array(home.recentFiles.length - 1).fill('gerber'),
    );
    // The cancelled order is in none of the lists.
    const listed = [...home.waiting, ...home.inProduction, ...home.recentQuotes].map((order) => order.orderId);
    expect(listed).not.toContain(cancelled.orderId);
  });

  it('summarises in the caller language', async () => {
    const home = await readHome(alice().cookie, 'zh-CN');
    expect(home.waiting.at(-1)?.summary).toBe('FR-4 2层 100×100mm × 5');
  });

  it("shows only the caller's own orders and files", async () => {
    const bob = await createCustomer(testApp(), '13700000022', now);
    const home = await readHome(bob.cookie);
    expect(home).toEqual({ waiting: [], inProduction: [], recentQuotes: [], recentFiles: [] });
  });

  it('refuses visitors (401) and staff (403)', async () => {
    const visitor = await testApp().app.inject({ method: 'GET', url: '/api/orderInfo/home' });
    expect(visitor.statusCode).toBe(401);
    const staff = await testApp().app.inject({
      method: 'GET',
      url: '/api/orderInfo/home',
      headers: { cookie: workflow.staffOf('1').cookie },
    });
    expect(staff.statusCode).toBe(403);
  });
});
