import { describe, expect, it } from 'vitest';
import { customerAction, setUpWorkflow } from './orders-fixtures.ts';
import { createPayment, readPaymentRecords } from './payments-helpers.ts';

// A customer who clicks Pay → Bank transfer again gets the transfer already pending (same payment, same reference
// code), however many requests race; the order detail carries it after a reload. Whatever makes it stale (the order
// paid in full, cancelled, or its amount due changed) closes it in the same transaction, so staff never verify it.
const workflow = setUpWorkflow(new Date('2026-11-23T02:00:00Z'), '13700000031');
const { testApp, alice, staffOf, db, placeOrder, moveOk, erpDetail } = workflow;

type BankAnswer = {
  paymentId: string;
  amount: number;
  bankInstructions: { bankName: string; accountName: string; accountNo: string; reference: string };
};

async function payByBank(orderId: string): Promise<BankAnswer> {
  const response = await createPayment(testApp().app, alice().cookie, { orderId, channel: 'bank_transfer' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as BankAnswer;
}

/** The rows of the staff's pending list (GET /api/erp/payment/collections) for one order. */
async function listPendingOf(orderId: string): Promise<{ paymentId: string; referenceCode: string }[]> {
  const response = await testApp().app.inject({
    method: 'GET',
    url: '/api/erp/payment/collections?status=pending&pageSize=50',
    headers: { cookie: staffOf('15').cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.rows.filter((row: { orderId: string }) => row.orderId === orderId);
}

async function readDetail(orderId: string) {
  const response = await testApp().app.inject({
    method: 'GET',
    url: `/api/orderInfo/detail?orderId=${orderId}`,
    headers: { cookie: alice().cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('POST /api/pay/create with bank_transfer, again', () => {
  it('answers the pending transfer again: same payment id and reference code, one row in the pending list', async () => {
    const order = await placeOrder();
    const first = await payByBank(order.orderId);
    const second = await payByBank(order.orderId);
    expect(second).toEqual(first);
    expect(await listPendingOf(order.orderId)).toEqual([
      expect.objectContaining({ paymentId: first.paymentId, referenceCode: first.bankInstructions.reference }),
    ]);
    expect((await readPaymentRecords(db(), order.orderId)).payments).toHaveLength(1);
  });

  it('five requests at once make ONE pending transfer, and all five answer it', async () => {
    const order = await placeOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        createPayment(testApp().app, alice().cookie, { orderId: order.orderId, channel: 'bank_transfer' }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const paymentIds = new Set(answers.map((answer) => answer.json().data.paymentId));
    const references = new Set(answers.map((answer) => answer.json().data.bankInstructions.reference));
    expect(paymentIds.size).toBe(1);
    expect(references.size).toBe(1);
    expect((await readPaymentRecords(db(), order.orderId)).payments).toHaveLength(1);
    expect(await listPendingOf(order.orderId)).toHaveLength(1);
  });

  it('supersedes the pending transfer once an adjusted price changed the payable, and starts a new one', async () => {
    const order = await placeOrder();
    const old = await payByBank(order.orderId);
    await moveOk('16', order.orderId, 'approveContract', 5, { adjustedTotal: order.total + 50, reason: 'extra test' });
    const accepted = await customerAction(testApp().app, alice().cookie, 'acceptAdjustedPrice', {
      orderId: order.orderId,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const fresh = await payByBank(order.orderId);
    expect(fresh.paymentId).not.toBe(old.paymentId);
    expect(fresh.bankInstructions.reference).not.toBe(old.bankInstructions.reference);
    expect(fresh.amount).toBe(order.total + 50);
    expect(await payByBank(order.orderId)).toEqual(fresh);

    // The old transfer is closed (status only: amount and reference code stay as they were), not in the pending list.
    const { payments, ledger } = await readPaymentRecords(db(), order.orderId);
    expect(payments.map((row) => [row.id, row.status, row.amountFen, row.referenceCode])).toEqual([
      [old.paymentId, 'failed', Math.round(order.total * 100), old.bankInstructions.reference],
      [fresh.paymentId, 'pending', Math.round((order.total + 50) * 100), fresh.bankInstructions.reference],
    ]);
    expect(ledger).toEqual([]);
    expect((await listPendingOf(order.orderId)).map((row) => row.paymentId)).toEqual([fresh.paymentId]);
  });

  it('keeps an online intent beside it: one per channel, each answered again, the pending transfer stays', async () => {
    const order = await placeOrder();
    const transfer = await payByBank(order.orderId);
    const online = await Promise.all(
      [1, 2].map(() => createPayment(testApp().app, alice().cookie, { orderId: order.orderId, channel: 'sandbox' })),
    );
    const onlineIds = online.map((answer) => answer.json().data.paymentId);
    expect(new Set(onlineIds).size).toBe(1);
    expect(await payByBank(order.orderId)).toEqual(transfer);
    expect(await listPendingOf(order.orderId)).toHaveLength(1);
  });
});

describe('GET /api/orderInfo/detail and a pending bank transfer', () => {
  it('carries the instructions and reference code of the pending transfer, and drops them once it is paid', async () => {
    const order = await placeOrder();
    const transfer = await payByBank(order.orderId);
    const detail = await readDetail(order.orderId);
    expect(detail.payments).toEqual([
      {
        paymentId: transfer.paymentId,
        channel: 'bank_transfer',
        amount: order.payable,
        status: 'pending',
        createdAt: expect.any(String),
        bankInstructions: transfer.bankInstructions,
      },
    ]);

    const verified = await testApp().app.inject({
      method: 'POST',
      url: '/api/erp/payment/verifyCollection',
      headers: { cookie: staffOf('15').cookie },
      payload: {
        paymentId: transfer.paymentId,
        amount: order.payable,
        referenceCode: transfer.bankInstructions.reference,
      },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const [paid] = (await readDetail(order.orderId)).payments;
    expect(paid).toMatchObject({ paymentId: transfer.paymentId, status: 'paid' });
    expect(paid).not.toHaveProperty('bankInstructions');
  });
});

/** Starts a sandbox payment of the whole amount due and lets the sandbox gateway report it paid. */
async function payOnline(orderId: string): Promise<{ paymentId: string; amount: number }> {
  const started = await createPayment(testApp().app, alice().cookie, { orderId, channel: 'sandbox' });
  expect(started.statusCode, started.body).toBe(200);
  return settleOnline(started.json().data);
}

async function settleOnline(intent: { paymentId: string; amount: number }) {
  const settled = await testApp().app.inject({
    method: 'POST',
    url: '/api/dev/sandbox/pay',
    headers: { cookie: alice().cookie },
    payload: { paymentId: intent.paymentId, result: 'paid' },
  });
  expect(settled.statusCode, settled.body).toBe(200);
  expect(settled.json().data.status).toBe('paid');
  return intent;
}

/** POST /api/erp/payment/verifyCollection by order and reference code, as finance (role 15). */
function verifyByOrder(orderId: string, amount: number, referenceCode: string) {
  return testApp().app.inject({
    method: 'POST',
    url: '/api/erp/payment/verifyCollection',
    headers: { cookie: staffOf('15').cookie },
    payload: { orderId, amount, referenceCode, note: 'late money' },
  });
}

/** Asserts that no transfer of the order is pending anywhere: the staff list, both order details, the table. */
async function expectNoPendingTransfer(orderId: string, closed: BankAnswer) {
  expect(await listPendingOf(orderId)).toEqual([]);
  const detail = await readDetail(orderId);
  for (const payment of detail.payments) expect(payment).not.toHaveProperty('bankInstructions');
  expect((await erpDetail(orderId)).pendingBankTransfer).toBeNull();
  const { payments } = await readPaymentRecords(db(), orderId);
  // Status only: the amount and reference code stay, so money that arrives later can still be matched.
  expect(payments.find((row) => row.id === closed.paymentId)).toMatchObject({
    status: 'failed',
    amountFen: Math.round(closed.amount * 100),
    referenceCode: closed.bankInstructions.reference,
  });
}

describe('closing a pending bank transfer that no longer asks for what is due', () => {
  it('the staff order detail carries the pending transfer: payment, reference code, amount', async () => {
    const order = await placeOrder();
    const transfer = await payByBank(order.orderId);
    expect((await erpDetail(order.orderId)).pendingBankTransfer).toEqual({
      paymentId: transfer.paymentId,
      referenceCode: transfer.bankInstructions.reference,
      amount: order.payable,
      createdAt: expect.any(String),
    });
  });

  it('closes it when the customer pays the whole order online; Pay by bank is then refused', async () => {
    const order = await placeOrder();
    const transfer = await payByBank(order.orderId);
    await payOnline(order.orderId);
    await expectNoPendingTransfer(order.orderId, transfer);
    const again = await createPayment(testApp().app, alice().cookie, {
      orderId: order.orderId,
      channel: 'bank_transfer',
    });
    expect(again.statusCode).toBe(409);
  });

  it('closes it when the order is cancelled; money arriving later for the code is still recorded (and refunded)', async () => {
    const order = await placeOrder();
    const transfer = await payByBank(order.orderId);
    const cancelled = await customerAction(testApp().app, alice().cookie, 'cancel', {
      orderId: order.orderId,
      reason: 'changed my mind',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectNoPendingTransfer(order.orderId, transfer);

    const late = await verifyByOrder(order.orderId, order.payable, transfer.bankInstructions.reference);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data).toMatchObject({ paymentId: transfer.paymentId, status: 'paid' });
    const { ledger } = await readPaymentRecords(db(), order.orderId);
    const payableFen = Math.round(order.payable * 100);
    expect(ledger.map((row) => [row.kind, row.amountFen])).toEqual([
      ['verification', payableFen],
      ['refund', payableFen],
    ]);
  });

  it('keeps it while an adjusted price is only proposed, closes it when the customer accepts the new price', async () => {
    const order = await placeOrder();
    const transfer = await payByBank(order.orderId);
    await moveOk('16', order.orderId, 'approveContract', 5, { adjustedTotal: order.total + 30, reason: 'extra test' });
    expect((await listPendingOf(order.orderId)).map((row) => row.paymentId)).toEqual([transfer.paymentId]);

    const accepted = await customerAction(testApp().app, alice().cookie, 'acceptAdjustedPrice', {
      orderId: order.orderId,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await expectNoPendingTransfer(order.orderId, transfer);
    expect((await payByBank(order.orderId)).amount).toBe(order.total + 30);
  });

  it('closes it when a partial payment changes the amount due; the next Pay asks for the rest', async () => {
    const order = await placeOrder();
    // An online intent for the first price, paid only after the price went up and a transfer for it was started.
    const started = await createPayment(testApp().app, alice().cookie, { orderId: order.orderId, channel: 'sandbox' });
    expect(started.statusCode, started.body).toBe(200);
    await moveOk('16', order.orderId, 'approveContract', 5, { adjustedTotal: order.total + 20, reason: 'extra test' });
    const accepted = await customerAction(testApp().app, alice().cookie, 'acceptAdjustedPrice', {
      orderId: order.orderId,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const transfer = await payByBank(order.orderId);
    expect(transfer.amount).toBe(order.total + 20);

    await settleOnline(started.json().data);
    await expectNoPendingTransfer(order.orderId, transfer);
    const rest = await payByBank(order.orderId);
    expect(rest.amount).toBe(20);
    expect(rest.bankInstructions.reference).not.toBe(transfer.bankInstructions.reference);
    const shown = (await readDetail(order.orderId)).payments.filter(
      (payment: { bankInstructions?: unknown }) => payment.bankInstructions,
    );
    expect(shown).toEqual([expect.objectContaining({ paymentId: rest.paymentId, amount: 20 })]);
    expect(shown[0].bankInstructions).toEqual(rest.bankInstructions);
  });
});
