import { describe, expect, it } from 'vitest';
import { customerAction, payVerified, setUpWorkflow } from './orders-fixtures.ts';
import { createPayment, readPaymentRecords } from './payments-helpers.ts';

// Issue 11 point 7: an abandoned payment attempt never waits "pending" beside the one that paid. Whatever makes an
// attempt stale — the order paid, its amount due changed, the order closed, an online attempt expired — closes it on
// the server, status `failed` with the reason, on every channel; a failure the gateway reported has no reason. The
// order page lists every attempt with its reason and start time, and the rating once given.
const workflow = setUpWorkflow(new Date('2026-11-25T02:00:00Z'), '13700000051');
const { testApp, alice, staffOf, db, placeOrder, moveOk, advance, now } = workflow;

type Started = { paymentId: string; amount: number; bankInstructions?: { reference: string }; startedAt: string };

/** Starts a payment on a channel; the clock then moves a second on, so the attempts list in the order started. */
async function start(orderId: string, channel: 'sandbox' | 'bank_transfer'): Promise<Started> {
  const startedAt = now().toISOString();
  const response = await createPayment(testApp().app, alice().cookie, { orderId, channel });
  expect(response.statusCode, response.body).toBe(200);
  advance(1_000);
  return { ...(response.json().data as Omit<Started, 'startedAt'>), startedAt };
}

async function settle(paymentId: string, result: 'paid' | 'failed'): Promise<string> {
  const response = await testApp().app.inject({
    method: 'POST',
    url: '/api/dev/sandbox/pay',
    headers: { cookie: alice().cookie },
    payload: { paymentId, result },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.status;
}

/** Staff (finance, role 15) verify a bank transfer that arrived. */
async function verifyTransfer(transfer: Started) {
  const response = await testApp().app.inject({
    method: 'POST',
    url: '/api/erp/payment/verifyCollection',
    headers: { cookie: staffOf('15').cookie },
    payload: {
      paymentId: transfer.paymentId,
      amount: transfer.amount,
      referenceCode: transfer.bankInstructions?.reference,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function readDetail(orderId: string, language = 'en') {
  const response = await testApp().app.inject({
    method: 'GET',
    url: `/api/orderInfo/detail?orderId=${orderId}`,
    headers: { cookie: alice().cookie, 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

type DetailPayment = { paymentId: string; status: string; closedReason?: string; createdAt: string };

/** The attempts of the order page as [payment id, status, reason]. */
async function attemptsOf(orderId: string): Promise<[string, string, string | undefined][]> {
  const detail = await readDetail(orderId);
  return detail.payments.map((payment: DetailPayment) => [payment.paymentId, payment.status, payment.closedReason]);
}

/** The stored intents as [payment id, status, reason]. */
async function storedOf(orderId: string): Promise<[string, string, string | null][]> {
  const { payments } = await readPaymentRecords(db(), orderId);
  return payments.map((row) => [row.id, row.status, row.closedReason]);
}

async function pendingCollectionsOf(orderId: string): Promise<unknown[]> {
  const response = await testApp().app.inject({
    method: 'GET',
    url: '/api/erp/payment/collections?status=pending&pageSize=50',
    headers: { cookie: staffOf('15').cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.rows.filter((row: { orderId: string }) => row.orderId === orderId);
}

describe('closing stale payment attempts', () => {
  it('closes an abandoned sandbox attempt as orderPaid when a bank transfer pays the order', async () => {
    const order = await placeOrder();
    const abandoned = await start(order.orderId, 'sandbox');
    const transfer = await start(order.orderId, 'bank_transfer');
    // Both wait side by side while the order owes their amount.
    expect(await attemptsOf(order.orderId)).toEqual([
      [abandoned.paymentId, 'pending', undefined],
      [transfer.paymentId, 'pending', undefined],
    ]);

    await verifyTransfer(transfer);
    expect(await storedOf(order.orderId)).toEqual([
      [abandoned.paymentId, 'failed', 'orderPaid'],
      [transfer.paymentId, 'paid', null],
    ]);
    expect(await attemptsOf(order.orderId)).toEqual([
      [abandoned.paymentId, 'failed', 'orderPaid'],
      [transfer.paymentId, 'paid', undefined],
    ]);
    // Each attempt carries when it was started.
    const detail = await readDetail(order.orderId);
    expect((detail.payments as DetailPayment[]).map((payment) => payment.createdAt)).toEqual([
      abandoned.startedAt,
      transfer.startedAt,
    ]);

    // Money that still arrives for the closed attempt is recorded, its reason cleared, and refunded in full.
    expect(await settle(abandoned.paymentId, 'paid')).toBe('refunded');
    expect(await storedOf(order.orderId)).toEqual([
      [abandoned.paymentId, 'refunded', null],
      [transfer.paymentId, 'paid', null],
    ]);
    const { ledger } = await readPaymentRecords(db(), order.orderId);
    expect(ledger.map((row) => [row.kind, row.paymentId])).toEqual([
      ['verification', transfer.paymentId],
      ['payment', abandoned.paymentId],
      ['refund', abandoned.paymentId],
    ]);
  });

  it('closes a bank transfer left pending as orderPaid when the sandbox pays; staff no longer see it', async () => {
    const order = await placeOrder();
    const transfer = await start(order.orderId, 'bank_transfer');
    expect(await pendingCollectionsOf(order.orderId)).toHaveLength(1);
    const online = await start(order.orderId, 'sandbox');
    expect(await settle(online.paymentId, 'paid')).toBe('paid');
    expect(await attemptsOf(order.orderId)).toEqual([
      [transfer.paymentId, 'failed', 'orderPaid'],
      [online.paymentId, 'paid', undefined],
    ]);
    expect(await pendingCollectionsOf(order.orderId)).toEqual([]);
  });

  it('closes the attempts for the old amount as amountChanged once an adjusted price is accepted', async () => {
    const order = await placeOrder();
    const online = await start(order.orderId, 'sandbox');
    const transfer = await start(order.orderId, 'bank_transfer');
    await moveOk('16', order.orderId, 'approveContract', 5, { adjustedTotal: order.total + 20, reason: 'extra test' });
    // Only proposed: the customer still owes the old amount, so both attempts stay open.
    expect((await storedOf(order.orderId)).map(([, status]) => status)).toEqual(['pending', 'pending']);
    const accepted = await customerAction(testApp().app, alice().cookie, 'acceptAdjustedPrice', {
      orderId: order.orderId,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await storedOf(order.orderId)).toEqual([
      [online.paymentId, 'failed', 'amountChanged'],
      [transfer.paymentId, 'failed', 'amountChanged'],
    ]);
    // The next Pay opens an attempt for the new amount.
    const fresh = await start(order.orderId, 'sandbox');
    expect(fresh.amount).toBe(order.total + 20);
  });

  it('closes every pending attempt as orderClosed when the order is cancelled', async () => {
    const order = await placeOrder();
    const online = await start(order.orderId, 'sandbox');
    const transfer = await start(order.orderId, 'bank_transfer');
    const cancelled = await customerAction(testApp().app, alice().cookie, 'cancel', {
      orderId: order.orderId,
      reason: 'ordered twice',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await storedOf(order.orderId)).toEqual([
      [online.paymentId, 'failed', 'orderClosed'],
      [transfer.paymentId, 'failed', 'orderClosed'],
    ]);
  });

  it('shows an online attempt past its two hours as expired, and the next Pay closes it as expired', async () => {
    const order = await placeOrder();
    const old = await start(order.orderId, 'sandbox');
    const transfer = await start(order.orderId, 'bank_transfer');
    advance(2 * 3600_000);
    // The gateway closed the trade at its time_expire; the page says so before anyone clicks Pay again. A bank
    // transfer does not expire.
    expect(await attemptsOf(order.orderId)).toEqual([
      [old.paymentId, 'failed', 'expired'],
      [transfer.paymentId, 'pending', undefined],
    ]);
    expect((await storedOf(order.orderId))[0]).toEqual([old.paymentId, 'pending', null]);

    const fresh = await start(order.orderId, 'sandbox');
    expect(fresh.paymentId).not.toBe(old.paymentId);
    expect(await storedOf(order.orderId)).toEqual([
      [old.paymentId, 'failed', 'expired'],
      [transfer.paymentId, 'pending', null],
      [fresh.paymentId, 'pending', null],
    ]);
  });

  it('keeps a failure the gateway reported without a reason, and pays with a new attempt after it', async () => {
    const order = await placeOrder();
    const failed = await start(order.orderId, 'sandbox');
    expect(await settle(failed.paymentId, 'failed')).toBe('failed');
    const retry = await start(order.orderId, 'sandbox');
    expect(await settle(retry.paymentId, 'paid')).toBe('paid');
    expect(await attemptsOf(order.orderId)).toEqual([
      [failed.paymentId, 'failed', undefined],
      [retry.paymentId, 'paid', undefined],
    ]);
  });
});

describe('the rating on the order page, and its refusals in words', () => {
  /** A completed order (status 11): approved, paid, bought, stocked, shipped and received. */
  async function completedOrder() {
    const order = await placeOrder();
    await moveOk('15', order.orderId, 'approveContract', 5);
    const amountFen = Math.round(order.payable * 100);
    await payVerified(testApp(), { orderId: order.orderId, userId: alice().userId, amountFen }, now());
    await moveOk('12', order.orderId, 'placePurchaseOrder', 6, { supplier: 'Shenzhen Fab' });
    await moveOk('16', order.orderId, 'approvePurchase', 7);
    await moveOk('12', order.orderId, 'warehouseEntry', 8, { quantity: 5 });
    await moveOk('14', order.orderId, 'warehouseExit', 9, { carrier: 'SF Express', trackingNo: 'SF7001' });
    const received = await customerAction(testApp().app, alice().cookie, 'confirmReceipt', { orderId: order.orderId });
    expect(received.statusCode, received.body).toBe(200);
    return order;
  }

  function rate(orderId: string, body: Record<string, unknown>, language: string) {
    return testApp().app.inject({
      method: 'POST',
      url: '/api/orderInfo/rate',
      headers: { cookie: alice().cookie, 'accept-language': language },
      payload: { orderId, content: '', share: false, ...body },
    });
  }

  it('refuses stars out of 1–5 with "Choose 1 to 5 stars", never the field name, in English and Chinese', async () => {
    const order = await completedOrder();
    for (const stars of [0, 6, 2.5, '5', undefined]) {
      const english = await rate(order.orderId, { stars }, 'en');
      expect(english.statusCode, english.body).toBe(400);
      expect(english.json().data.errors).toEqual([{ field: 'stars', message: 'Choose 1 to 5 stars' }]);
      expect(english.json().msg).toBe('Invalid input: Choose 1 to 5 stars.');
      const chinese = await rate(order.orderId, { stars }, 'zh-CN');
      expect(chinese.json().data.errors).toEqual([{ field: 'stars', message: '请选择 1 至 5 星' }]);
      expect(chinese.json().msg).not.toContain('stars');
    }
  });

  it('carries no rating until the order is rated, then the rating given', async () => {
    const order = await completedOrder();
    expect((await readDetail(order.orderId)).rating).toBeNull();
    const rated = await rate(order.orderId, { stars: 4, content: 'Clean boards', share: true }, 'en');
    expect(rated.statusCode, rated.body).toBe(200);
    expect((await readDetail(order.orderId)).rating).toEqual({
      stars: 4,
      content: 'Clean boards',
      share: true,
      ratedAt: now().toISOString(),
    });
  });
});
