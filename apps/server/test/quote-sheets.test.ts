import { orderMessageLimits } from '@boardforge/contracts/order-messages.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderMessages } from '../src/db/orders.table.ts';
import { createCustomer, insertOwnedFile, payVerified, setUpWorkflow } from './orders-fixtures.ts';

// Issue 13, point 2: the buyer's and the salesperson's quote sheets of an inquiry — drafts per line with suppliers
// from the directory, versioned saves (the later of two at once is a 409 and loses nothing), then the transitions.
const { testApp, alice, staffOf, placeOrder, moveOk, db, now } = setUpWorkflow(
  new Date('2026-11-28T03:00:00Z'),
  '13900139401',
);
type Role = '1' | '11' | '12' | '14' | '15' | '16';

const post = (role: Role, url: string, payload: Record<string, unknown>, language = 'en') =>
  testApp().app.inject({
    method: 'POST',
    url,
    headers: { cookie: staffOf(role).cookie, 'accept-language': language },
    payload,
  });
const readSheet = async (role: Role, orderId: string) => {
  const response = await testApp().app.inject({
    method: 'GET',
    url: `/api/erp/quoteSheet/detail?orderId=${orderId}`,
    headers: { cookie: staffOf(role).cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
async function saveOk(url: string, payload: Record<string, unknown>): Promise<string> {
  const response = await post('12', url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

/** An inquiry of two lines — a catalogue part two suppliers offer, and a part nobody has — assigned to sales and buyer. */
async function placeAssignedInquiry(tag: string) {
  const partId = await saveOk('/api/erp/parts/save', { mpn: `TPS7A-${tag}`, manufacturer: 'TI', category: 'ic' });
  const cheap = await saveOk('/api/erp/suppliers/save', {
    name: `Cheap ${tag}`,
    paymentTerms: 'net30',
    currency: 'CNY',
    rating: 3,
  });
  const fast = await saveOk('/api/erp/suppliers/save', {
    name: `Fast ${tag}`,
    paymentTerms: 'prepaid',
    currency: 'CNY',
    rating: 5,
  });
  await saveOk('/api/erp/suppliers/offers/save', { supplierId: cheap, partId, minQuantity: 1, unitPrice: 2.5 });
  await saveOk('/api/erp/suppliers/offers/save', { supplierId: cheap, partId, minQuantity: 10, unitPrice: 1.8 });
  await saveOk('/api/erp/suppliers/offers/save', { supplierId: fast, partId, minQuantity: 100, unitPrice: 1.2 });
  const csv = `Designator,Quantity,MPN\nU1,1,TPS7A-${tag}\nU2,2,UNKNOWN-${tag}\n`;
  const bomFileId = await insertOwnedFile(testApp(), alice().userId, 'bom', undefined, csv);
  const order = await placeOrder({ orderType: 'bom', spec: { sets: 10 }, bomFileId });
  expect(order.status).toBe(0);
  await moveOk('11', order.orderId, 'assignSales', 0, { salesUserId: staffOf('14').userId });
  await moveOk('12', order.orderId, 'assignPurchasing', 1, { buyerUserId: staffOf('12').userId });
  return { orderId: order.orderId, partId, cheap, fast };
}

describe('the buyer’s quote sheet', () => {
  it('lists each line with the offers that apply to its quantity; only the assigned buyer may edit', async () => {
    const { orderId, cheap } = await placeAssignedInquiry('a');
    const sheet = await readSheet('12', orderId);
    expect(sheet).toMatchObject({ status: 2, version: 0, canEditPurchase: true, canEditSales: false });
    const [matched, unknown] = sheet.lines;
    expect(matched).toMatchObject({ quantity: 10, part: { mpn: 'TPS7A-a' }, cataloguePrice: null });
    // 10 pieces: the cheap supplier's 10+ break; the fast one's starts at 100.
    expect(matched.offers).toEqual([expect.objectContaining({ supplierId: cheap, minQuantity: 10, unitPrice: 1.8 })]);
    expect(unknown).toMatchObject({ quantity: 20, part: null, offers: [] });
    expect((await readSheet('14', orderId)).canEditPurchase).toBe(false);
    const salesSave = await post('14', '/api/erp/quoteSheet/savePurchase', { orderId, version: 0, lines: [] });
    expect(salesSave.statusCode).toBe(403);
  });

  it('saves drafts by version: of parallel saves from one version exactly one lands, the rest are 409s', async () => {
    const { orderId, cheap, fast } = await placeAssignedInquiry('b');
    const { lines } = await readSheet('12', orderId);
    const draft = (unitCost: number, supplierId: string) => ({
      orderId,
      version: 0,
      lines: [
        { lineId: lines[0].lineId, supplierId, unitCost, alternateMpn: 'TPS7A-ALT', note: 'reel' },
        { lineId: lines[1].lineId, supplierId: null, unitCost: null },
      ],
    });
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_unused, index) =>
        post(index % 2 ? '1' : '12', '/api/erp/quoteSheet/savePurchase', draft(1 + index, index % 2 ? fast : cheap)),
      ),
    );
    const codes = burst.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = burst.find((response) => response.statusCode === 200)?.json().data;
    const loser = burst.find((response) => response.statusCode === 409)?.json();
    expect(loser.data.reason).toBe('state.conflict');
    expect(loser.msg).toContain('version 1');
    const stored = await readSheet('12', orderId);
    expect(stored.version).toBe(1);
    expect(stored.lines[0].draft).toEqual(winner.lines[0].draft);
    expect(stored.lines[0].draft).toMatchObject({ alternateMpn: 'TPS7A-ALT', note: 'reel' });
    expect(stored.lines[1].draft).toMatchObject({ supplierId: null, unitCost: null });

    // A save from the current version lands; the supplier's name comes from the directory.
    const next = await post('12', '/api/erp/quoteSheet/savePurchase', { ...draft(1.75, cheap), version: 1 });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data).toMatchObject({ version: 2 });
    expect(next.json().data.lines[0].draft).toMatchObject({ supplierName: 'Cheap b', unitCost: 1.75 });
  });

  it('refuses unknown suppliers and lines, and negative or absurd costs, naming the field; nothing is written', async () => {
    const { orderId, cheap } = await placeAssignedInquiry('c');
    const { lines } = await readSheet('12', orderId);
    const line = (overrides: Record<string, unknown>) => ({
      orderId,
      version: 0,
      lines: [{ lineId: lines[0].lineId, supplierId: cheap, unitCost: 1, ...overrides }],
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ supplierId: '00000000-0000-4000-8000-000000000000' }, 'lines.0.supplierId'],
      [{ lineId: '00000000-0000-4000-8000-000000000000' }, 'lines.0.lineId'],
      [{ unitCost: -1 }, 'lines.0.unitCost'],
      [{ unitCost: 1e9 }, 'lines.0.unitCost'],
      [{ unitCost: 0.12345 }, 'lines.0.unitCost'],
      [{ note: 'x'.repeat(501) }, 'lines.0.note'],
    ];
    for (const [overrides, field] of cases) {
      const response = await post('12', '/api/erp/quoteSheet/savePurchase', line(overrides), 'zh-CN');
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().data.errors[0].field).toBe(field);
    }
    expect((await readSheet('12', orderId)).version).toBe(0);
  });

  it('is submitted as the purchase quote; then the salesperson prices it against the costs, and the buyer’s is closed', async () => {
    const { orderId, cheap } = await placeAssignedInquiry('d');
    const { lines } = await readSheet('12', orderId);
    await post('12', '/api/erp/quoteSheet/savePurchase', {
      orderId,
      version: 0,
      lines: [
        { lineId: lines[0].lineId, supplierId: cheap, unitCost: 1.8 },
        { lineId: lines[1].lineId, supplierId: cheap, unitCost: 0.5 },
      ],
    });
    await moveOk('12', orderId, 'purchaseQuote', 2, {
      lines: [
        { lineId: lines[0].lineId, unitCost: 1.8, supplier: 'Cheap d' },
        { lineId: lines[1].lineId, unitCost: 0.5, supplier: 'Cheap d' },
      ],
    });
    const late = await post('12', '/api/erp/quoteSheet/savePurchase', {
      orderId,
      version: 1,
      lines: [{ lineId: lines[0].lineId, supplierId: cheap, unitCost: 1 }],
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().data.reason).toBe('order.actionNotAllowed');

    const salesSheet = await readSheet('14', orderId);
    expect(salesSheet).toMatchObject({ status: 3, canEditSales: true, canEditPurchase: false });
    expect(salesSheet.lines[0].submitted).toEqual({ unitCost: 1.8, supplier: 'Cheap d', unitPrice: null });
    const priced = await post('14', '/api/erp/quoteSheet/saveSales', {
      orderId,
      version: 1,
      lines: [
        { lineId: lines[0].lineId, unitPrice: 2.4 },
        { lineId: lines[1].lineId, unitPrice: null },
      ],
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().data.lines[0].draft).toMatchObject({ unitPrice: 2.4, unitCost: 1.8 });
    const quoted = await moveOk('14', orderId, 'salesQuote', 3, {
      lines: [
        { lineId: lines[0].lineId, unitPrice: 2.4 },
        { lineId: lines[1].lineId, unitPrice: 0.8 },
      ],
    });
    expect(quoted).toMatchObject({ status: 4, total: 40 });
    const afterQuote = await readSheet('14', orderId);
    expect(afterQuote.lines[0].submitted.unitPrice).toBe(2.4);
    expect(afterQuote.quoteExpiresAt).not.toBeNull();
  });
});

describe('questions on an order', () => {
  const send = (cookie: string, url: string, payload: Record<string, unknown>) =>
    testApp().app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const read = (cookie: string, url: string) => testApp().app.inject({ method: 'GET', url, headers: { cookie } });

  it('the customer asks about the quote, staff answer, both read the thread; others get a 404', async () => {
    const { orderId } = await placeAssignedInquiry('q');
    const asked = await send(alice().cookie, '/api/orderInfo/messages/send', {
      orderId,
      body: '  Can you quote 20 sets as well?  ',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.messages).toEqual([
      expect.objectContaining({ author: 'customer', body: 'Can you quote 20 sets as well?' }),
    ]);
    const staffView = await read(staffOf('14').cookie, `/api/erp/order/messages?orderId=${orderId}`);
    expect(staffView.json().data.messages).toHaveLength(1);
    await send(staffOf('14').cookie, '/api/erp/order/messages/send', { orderId, body: 'Yes: the same unit prices.' });
    const thread = await read(alice().cookie, `/api/orderInfo/messages?orderId=${orderId}`);
    expect(thread.json().data.messages.map((message: { author: string }) => message.author)).toEqual([
      'customer',
      'staff',
    ]);

    const bob = await createCustomer(testApp(), '13900139402', () => new Date());
    expect((await read(bob.cookie, `/api/orderInfo/messages?orderId=${orderId}`)).statusCode).toBe(404);
    expect((await send(bob.cookie, '/api/orderInfo/messages/send', { orderId, body: 'hi' })).statusCode).toBe(404);
    for (const body of ['', '   ', 'x'.repeat(orderMessageLimits.body + 1), 'bell\u0007']) {
      const refused = await send(alice().cookie, '/api/orderInfo/messages/send', { orderId, body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().data.errors[0].field).toBe('body');
    }
  });

  it('keeps at most the limit of messages per order, also under a burst', async () => {
    const { orderId } = await placeAssignedInquiry('r');
    const kept = orderMessageLimits.perOrder - 3;
    await db()
      .insert(orderMessages)
      .values(Array.from({ length: kept }, () => ({ orderId, authorKind: 'customer', body: 'earlier' })));
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => send(alice().cookie, '/api/orderInfo/messages/send', { orderId, body: 'again' })),
    );
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect(burst.filter((response) => response.statusCode === 409)).toHaveLength(5);
    const rows = await db().select().from(orderMessages).where(eq(orderMessages.orderId, orderId));
    expect(rows).toHaveLength(orderMessageLimits.perOrder);
  });
});

describe('purchase orders', () => {
  /** An inquiry quoted from two suppliers, accepted, reviewed and paid (at 6), with `stock` pieces of its part held. */
  async function payQuotedInquiry(tag: string, stock: number) {
    const placed = await placeAssignedInquiry(tag);
    const { orderId, cheap, fast, partId } = placed;
    if (stock > 0)
      await post('12', '/api/erp/parts/save', {
        mpn: `TPS7A-${tag}`,
        manufacturer: 'TI',
        category: 'ic',
        stockOnHand: stock,
        id: partId,
      });
    const { lines } = await readSheet('12', orderId);
    await post('12', '/api/erp/quoteSheet/savePurchase', {
      orderId,
      version: 0,
      lines: [
        { lineId: lines[0].lineId, supplierId: cheap, unitCost: 1.8 },
        { lineId: lines[1].lineId, supplierId: fast, unitCost: 0.5 },
      ],
    });
    await moveOk('12', orderId, 'purchaseQuote', 2, {
      lines: [
        { lineId: lines[0].lineId, unitCost: 1.8, supplier: `Cheap ${tag}` },
        { lineId: lines[1].lineId, unitCost: 0.5, supplier: `Fast ${tag}` },
      ],
    });
    await moveOk('14', orderId, 'salesQuote', 3, {
      lines: [
        { lineId: lines[0].lineId, unitPrice: 2.5 },
        { lineId: lines[1].lineId, unitPrice: 1 },
      ],
    });
    const accepted = await testApp().app.inject({
      method: 'POST',
      url: '/api/orderInfo/acceptQuote',
      headers: { cookie: alice().cookie },
      payload: { orderId },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await moveOk('14', orderId, 'placeSalesOrder', 4);
    await moveOk('15', orderId, 'approveContract', 5);
    await payVerified(testApp(), { orderId, userId: alice().userId, amountFen: 4500 }, now());
    return placed;
  }
  const partOf = async (partId: string) =>
    (
      await testApp().app.inject({
        method: 'GET',
        url: `/api/erp/parts/detail?partId=${partId}`,
        headers: { cookie: staffOf('12').cookie },
      })
    ).json().data as { stockOnHand: number; reserved: number };

  it('a cancelled order gives back the stock reserved for it', async () => {
    const { orderId, partId } = await payQuotedInquiry('k', 15);
    await moveOk('12', orderId, 'placePurchaseOrder', 6);
    // All 10 pieces come from the shelf: only the other supplier's line is bought.
    expect(await partOf(partId)).toMatchObject({ stockOnHand: 15, reserved: 10 });
    const list = await testApp().app.inject({
      method: 'GET',
      url: `/api/erp/purchaseOrders/list?orderId=${orderId}`,
      headers: { cookie: staffOf('12').cookie },
    });
    expect(list.json().data.rows.map((row: { supplierName: string }) => row.supplierName)).toEqual(['Fast k']);
    await moveOk('15', orderId, 'cancel', 7, { reason: 'customer withdrew' });
    expect(await partOf(partId)).toMatchObject({ stockOnHand: 15, reserved: 0 });
  });

  it('placing the purchase reserves what is in stock and makes one numbered purchase order per supplier for the rest; review approves them', async () => {
    const { orderId, partId } = await payQuotedInquiry('p', 4);
    await moveOk('12', orderId, 'placePurchaseOrder', 6, { note: 'Deliver to gate 3', expectedDate: '2026-12-05' });

    const list = await testApp().app.inject({
      method: 'GET',
      url: `/api/erp/purchaseOrders/list?orderId=${orderId}`,
      headers: { cookie: staffOf('12').cookie },
    });
    expect(list.statusCode, list.body).toBe(200);
    const { rows, totalCost } = list.json().data;
    // 4 of the 10 pieces are on the shelf (reserved): 6 × 1.8 = 10.8 from Cheap, 20 × 0.5 = 10 from Fast.
    expect(await partOf(partId)).toMatchObject({ stockOnHand: 4, reserved: 4 });
    expect(totalCost).toBe(20.8);
    expect(
      rows
        .map((row: Record<string, unknown>) => [row.supplierName, row.status, row.totalCost, row.expectedDate])
        .sort(),
    ).toEqual([
      ['Cheap p', 'placed', 10.8, '2026-12-05'],
      ['Fast p', 'placed', 10, '2026-12-05'],
    ]);
    expect(rows.every((row: { poNo: string }) => /^PO-.+-[12]$/.test(row.poNo))).toBe(true);
    const detail = await testApp().app.inject({
      method: 'GET',
      url: `/api/erp/purchaseOrders/detail?id=${rows.find((row: { supplierName: string }) => row.supplierName === 'Fast p').id}`,
      headers: { cookie: staffOf('16').cookie },
    });
    expect(detail.json().data.lines).toEqual([
      expect.objectContaining({ quantity: 20, unitCost: 0.5, amount: 10, receivedQuantity: 0, partId: null }),
    ]);
    expect(
      (
        await testApp().app.inject({
          method: 'GET',
          url: `/api/erp/purchaseOrders/list?orderId=${orderId}`,
          headers: { cookie: staffOf('14').cookie },
        })
      ).statusCode,
    ).toBe(403);

    const cheapOrder = rows.find((row: { supplierName: string }) => row.supplierName === 'Cheap p');
    const fastOrder = rows.find((row: { supplierName: string }) => row.supplierName === 'Fast p');
    const poLines = async (id: string) =>
      (
        await testApp().app.inject({
          method: 'GET',
          url: `/api/erp/purchaseOrders/detail?id=${id}`,
          headers: { cookie: staffOf('12').cookie },
        })
      ).json().data.lines as { id: string; quantity: number; receivedQuantity: number }[];
    const receive = (id: string, lines: { lineId: string; quantity: number }[]) =>
      post('12', '/api/erp/purchaseOrders/receive', { id, lines });
    const [cheapLine] = await poLines(cheapOrder.id);
    const [fastLine] = await poLines(fastOrder.id);
    // Not before purchase review.
    const early = await receive(cheapOrder.id, [{ lineId: cheapLine?.id ?? '', quantity: 1 }]);
    expect(early.statusCode, early.body).toBe(409);

    await moveOk('16', orderId, 'approvePurchase', 7);
    const approved = await testApp().app.inject({
      method: 'GET',
      url: `/api/erp/purchaseOrders/list?orderId=${orderId}&status=approved`,
      headers: { cookie: staffOf('12').cookie },
    });
    expect(approved.json().data.total).toBe(2);

    // A partial delivery of the catalogue part raises its stock; more than ordered is refused naming the line.
    expect((await receive(cheapOrder.id, [{ lineId: cheapLine?.id ?? '', quantity: 4 }])).statusCode).toBe(200);
    expect(await partOf(partId)).toMatchObject({ stockOnHand: 8, reserved: 4 });
    // The delivery is a row of the order's history: staff read it, the customer's timeline leaves it out.
    const staffDetail = await testApp().app.inject({
      method: 'GET',
      url: `/api/erp/order/detail?orderId=${orderId}`,
      headers: { cookie: staffOf('12').cookie },
    });
    expect(staffDetail.statusCode, staffDetail.body).toBe(200);
    expect(staffDetail.json().data.history.at(-1)).toMatchObject({
      action: 'purchaseOrderReceipt',
      note: `${cheapOrder.poNo}: 1 × 4`,
    });
    const customerDetail = await testApp().app.inject({
      method: 'GET',
      url: `/api/orderInfo/detail?orderId=${orderId}`,
      headers: { cookie: alice().cookie },
    });
    expect(customerDetail.statusCode, customerDetail.body).toBe(200);
    const over = await receive(cheapOrder.id, [{ lineId: cheapLine?.id ?? '', quantity: 3 }]);
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().data.errors[0]).toMatchObject({ field: 'lines.0.quantity' });
    expect(over.json().data.errors[0].message).toContain('2');
    expect(await partOf(partId)).toMatchObject({ stockOnHand: 8 });
    await receive(cheapOrder.id, [{ lineId: cheapLine?.id ?? '', quantity: 2 }]);
    expect((await readSheet('12', orderId)).status).toBe(8);
    // The last line of the last purchase order takes the order's warehouse entry.
    const last = await receive(fastOrder.id, [{ lineId: fastLine?.id ?? '', quantity: 20 }]);
    expect(last.json().data).toMatchObject({ status: 'received' });
    expect((await readSheet('12', orderId)).status).toBe(9);
    expect(await partOf(partId)).toMatchObject({ stockOnHand: 10, reserved: 4 });
    // Shipping to the customer takes the reserved and the arrived pieces out of stock.
    await moveOk('14', orderId, 'warehouseExit', 9, { carrier: 'SF Express', trackingNo: 'SF0001' });
    expect(await partOf(partId)).toMatchObject({ stockOnHand: 0, reserved: 0 });
  });
});
