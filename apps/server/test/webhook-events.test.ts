import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendOrderEvent } from '../src/modules/order-events/order-events.repository.ts';
import { createCustomer, insertOwnedFile, oneLineBomCsv, payVerified, setUpWorkflow } from './orders-fixtures.ts';

// Issue 17 point 3: the events besides a status change and a payment — an inquiry priced by staff (quote.ready), a
// shipment with carrier and tracking (shipment.shipped) and a delivered design round (design.round_ready) — each
// driven by the real change that appends its order event, received signed on a loopback endpoint.
type Received = { headers: http.IncomingHttpHeaders; body: string };
type Event = { id: string; type: string; createdAt: string; data: Record<string, unknown> };
const received: Received[] = [];
let receiver: http.Server;
let receiverUrl: string;
let receiverHost: string;
let secret: string;

// The receiver listens before the app is built (hooks run in the order they are registered): the app lets webhooks
// reach this loopback port only because WEBHOOK_ALLOWED_HOSTS names it.
beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverHost = `127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  receiverUrl = `http://${receiverHost}/hooks`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});

const workflow = setUpWorkflow(new Date('2026-11-23T02:00:00Z'), '13700000071', {
  env: () => ({ WEBHOOK_ALLOWED_HOSTS: receiverHost }),
});
const { now, testApp, alice, staffOf, placeOrder, moveOk, erpDetail } = workflow;

/** The receiver's check, as docs/api.md gives it. */
function isSignedBy(entry: Received, key: string): boolean {
  const header = String(entry.headers['boardforge-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(now().getTime() / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', key).update(`${t}.${entry.body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Dispatches and delivers what is due; answers the events received by this run, each checked for its signature. */
async function deliverNow(): Promise<Event[]> {
  const before = received.length;
  await testApp().app.webhooks.dispatch();
  await testApp().app.webhooks.deliverDue();
  return received.slice(before).map((entry) => {
    expect(isSignedBy(entry, secret)).toBe(true);
    const event = JSON.parse(entry.body) as Event;
    expect(entry.headers['boardforge-event-id']).toBe(event.id);
    expect(entry.headers['boardforge-event-type']).toBe(event.type);
    return event;
  });
}

describe('webhook events beyond status changes and payments', () => {
  it('registers an endpoint for every event type', async () => {
    const created = await testApp().app.inject({
      method: 'POST',
      url: '/api/webhooks/create',
      headers: { cookie: alice().cookie },
      payload: {
        url: receiverUrl,
        events: ['order.status_changed', 'payment.received', 'quote.ready', 'shipment.shipped', 'design.round_ready'],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    secret = created.json().data.secret;
  });

  it('sends quote.ready when staff price an inquiry (salesQuote), besides its status change', async () => {
    const bomFileId = await insertOwnedFile(testApp(), alice().userId, 'bom', undefined, oneLineBomCsv);
    const order = await placeOrder({ orderType: 'bom', spec: { sets: 10 }, bomFileId });
    await moveOk('11', order.orderId, 'assignSales', 0, { salesUserId: staffOf('14').userId });
    await moveOk('12', order.orderId, 'assignPurchasing', 1, { buyerUserId: staffOf('12').userId });
    const [line] = (await erpDetail(order.orderId)).lines;
    await moveOk('12', order.orderId, 'purchaseQuote', 2, {
      lines: [{ lineId: line.lineId, unitCost: 12.3456, supplier: 'LCSC' }],
    });
    const unpriced = await deliverNow();
    expect(unpriced.map((event) => event.type)).toEqual(Array(3).fill('order.status_changed'));

    await moveOk('14', order.orderId, 'salesQuote', 3, { lines: [{ lineId: line.lineId, unitPrice: 20.5 }] });
    const events = await deliverNow();
    expect(events.map((event) => event.type).sort()).toEqual(['order.status_changed', 'quote.ready']);
    const quote = events.find((event) => event.type === 'quote.ready');
    const change = events.find((event) => event.type === 'order.status_changed');
    expect(quote?.data).toEqual({
      orderId: order.orderId,
      orderNo: order.orderNo,
      total: 205,
      quoteExpiresAt: new Date(now().getTime() + 7 * 86_400_000).toISOString(),
    });
    expect(change?.data).toMatchObject({ orderId: order.orderId, action: 'salesQuote', from: 3, to: 4 });
    // Two events of one change: distinct ids, both stable (the receiver's idempotency keys).
    expect(quote?.id).toBe(`${change?.id}_quote`);
  });

  it('sends payment.received and shipment.shipped with the carrier and tracking number', async () => {
    const order = await placeOrder();
    await moveOk('15', order.orderId, 'approveContract', 5, { reason: 'files checked' });
    const payableFen = Math.round(order.payable * 100);
    await payVerified(testApp(), { orderId: order.orderId, userId: alice().userId, amountFen: payableFen }, now());
    await moveOk('12', order.orderId, 'placePurchaseOrder', 6, { supplier: 'Shenzhen Fab' });
    await moveOk('16', order.orderId, 'approvePurchase', 7);
    await moveOk('12', order.orderId, 'warehouseEntry', 8, { quantity: 5 });
    const beforeShipping = await deliverNow();
    expect(beforeShipping.filter((event) => event.type === 'payment.received')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ orderId: order.orderId }) }),
    ]);
    expect(beforeShipping.some((event) => event.type === 'shipment.shipped')).toBe(false);

    await moveOk('14', order.orderId, 'warehouseExit', 9, { carrier: 'SF Express', trackingNo: 'SF2002' });
    const events = await deliverNow();
    expect(events.map((event) => event.type).sort()).toEqual(['order.status_changed', 'shipment.shipped']);
    const shipment = events.find((event) => event.type === 'shipment.shipped');
    expect(shipment?.data).toEqual({
      orderId: order.orderId,
      orderNo: order.orderNo,
      carrier: 'SF Express',
      trackingNo: 'SF2002',
    });
    expect(shipment?.id).toMatch(/^evt_\d+_shipment$/);
  });

  it('sends design.round_ready for a design job event delivering a round, to the job owner only', async () => {
    const { db } = testApp().database.handle;
    const jobId = randomUUID();
    const bob = await createCustomer(testApp(), '13700000072', now);
    // The design service appends these rows (kind designJob, order_id = the job's id, user_id = its owner).
    const designEvent = (userId: string, action: string, round: number) =>
      appendOrderEvent(db, {
        orderId: jobId,
        userId,
        kind: 'designJob',
        payload: { jobId, jobNo: 'DJ20261123001', action, from: 3, to: 4, round },
        at: now(),
      });
    await designEvent(alice().userId, 'assign', 0);
    await designEvent(bob.userId, 'deliverRound', 1);
    expect(await deliverNow()).toEqual([]);

    await designEvent(alice().userId, 'deliverRound', 2);
    const [event, ...others] = await deliverNow();
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      type: 'design.round_ready',
      data: { jobId, jobNo: 'DJ20261123001', round: 2, from: 3, to: 4 },
    });
    expect(event?.id).toMatch(/^evt_\d+$/);
  });

  it('offers the new events only to endpoints subscribed to them', async () => {
    const listed = await testApp().app.inject({
      method: 'POST',
      url: '/api/webhooks/create',
      headers: { cookie: alice().cookie },
      payload: { url: `${receiverUrl}?only=status`, events: ['order.status_changed'] },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const statusSecret = listed.json().data.secret as string;
    const order = await placeOrder();
    await moveOk('15', order.orderId, 'approveContract', 5, { reason: 'files checked' });
    const before = received.length;
    await testApp().app.webhooks.dispatch();
    await testApp().app.webhooks.deliverDue();
    const toStatusOnly = received.slice(before).filter((entry) => isSignedBy(entry, statusSecret));
    expect(toStatusOnly.map((entry) => (JSON.parse(entry.body) as Event).type)).toEqual(['order.status_changed']);
  });
});
