import { describe, expect, it } from 'vitest';
import { customerAction, setUpWorkflow } from './orders-fixtures.ts';
import { createPayment, readPaymentRecords } from './payments-helpers.ts';

// One open intent per order and channel: ten quick Pay clicks answer ONE intent (same paymentId, same pay page), until
// it is paid, failed or expired; a changed amount due closes it and opens one for the new amount. Money that still
// arrives for a closed intent is recorded and whatever exceeds the amount due is refunded (a refund row).
const workflow = setUpWorkflow(new Date('2026-11-24T02:00:00Z'), '13700000041');
const { testApp, alice, db, placeOrder, moveOk, advance } = workflow;

type SandboxAnswer = { paymentId: string; amount: number; payUrl: string };

async function paySandbox(orderId: string): Promise<SandboxAnswer> {
  const response = await createPayment(testApp().app, alice().cookie, { orderId, channel: 'sandbox' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as SandboxAnswer;
}

async function settle(paymentId: string, result: 'paid' | 'failed') {
  const response = await testApp().app.inject({
    method: 'POST',
    url: '/api/dev/sandbox/pay',
    headers: { cookie: alice().cookie },
    payload: { paymentId, result },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { status: string };
}

/** A placed order (status 5: payable). */
async function payableOrder() {
  const order = await placeOrder();
  expect(order.status).toBe(5);
  return order;
}

const statusesOf = async (orderId: string) =>
  (await readPaymentRecords(db(), orderId)).payments.map((row) => [row.id, row.channel, row.status, row.amountFen]);

describe('POST /api/pay/create: one open intent per order and channel', () => {
  it('fifteen Pay clicks at once open ONE intent, and all fifteen answer it (same payment id and pay page)', async () => {
    const order = await payableOrder();
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        createPayment(testApp().app, alice().cookie, { orderId: order.orderId, channel: 'sandbox' }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const bodies = answers.map((answer) => answer.json().data);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(await statusesOf(order.orderId)).toEqual([[bodies[0].paymentId, 'sandbox', 'pending', order.total * 100]]);
    // Paying it settles the order: nothing is outstanding, no second intent can open.
    expect((await settle(bodies[0].paymentId, 'paid')).status).toBe('paid');
    const again = await createPayment(testApp().app, alice().cookie, { orderId: order.orderId, channel: 'sandbox' });
    expect(again.statusCode, again.body).toBe(409);
    expect((await readPaymentRecords(db(), order.orderId)).ledger.map((row) => row.kind)).toEqual(['payment']);
  });

  it('keeps one intent per channel: a bank transfer beside the sandbox intent, each answered again', async () => {
    const order = await payableOrder();
    const online = await paySandbox(order.orderId);
    const bank = await createPayment(testApp().app, alice().cookie, {
      orderId: order.orderId,
      channel: 'bank_transfer',
    });
    expect(bank.statusCode, bank.body).toBe(200);
    expect(await paySandbox(order.orderId)).toEqual(online);
    expect((await readPaymentRecords(db(), order.orderId)).payments).toHaveLength(2);
  });

  it('opens a new intent once the open one failed', async () => {
    const order = await payableOrder();
    const first = await paySandbox(order.orderId);
    expect((await settle(first.paymentId, 'failed')).status).toBe('failed');
    const second = await paySandbox(order.orderId);
    expect(second.paymentId).not.toBe(first.paymentId);
    expect(await paySandbox(order.orderId)).toEqual(second);
  });

  it('closes an intent past its two hours as failed and opens a new one', async () => {
    const order = await payableOrder();
    const first = await paySandbox(order.orderId);
    advance(119 * 60_000);
    expect(await paySandbox(order.orderId)).toEqual(first);
    advance(60_000);
    const second = await paySandbox(order.orderId);
    expect(second.paymentId).not.toBe(first.paymentId);
    expect(await statusesOf(order.orderId)).toEqual([
      [first.paymentId, 'sandbox', 'failed', order.total * 100],
      [second.paymentId, 'sandbox', 'pending', order.total * 100],
    ]);
  });

  it('closes the intent when the amount due changed and opens one for the new amount; money for the old one is refunded', async () => {
    const order = await payableOrder();
    const old = await paySandbox(order.orderId);
    await moveOk('16', order.orderId, 'approveContract', 5, { adjustedTotal: order.total + 50, reason: 'extra test' });
    const accepted = await customerAction(testApp().app, alice().cookie, 'acceptAdjustedPrice', {
      orderId: order.orderId,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const fresh = await paySandbox(order.orderId);
    expect(fresh.paymentId).not.toBe(old.paymentId);
    expect(fresh.amount).toBe(order.total + 50);
    expect(await paySandbox(order.orderId)).toEqual(fresh);
    expect(await statusesOf(order.orderId)).toEqual([
      [old.paymentId, 'sandbox', 'failed', order.total * 100],
      [fresh.paymentId, 'sandbox', 'pending', (order.total + 50) * 100],
    ]);

    // The new intent pays the order; money that still arrives for the closed one is recorded and refunded in full.
    expect((await settle(fresh.paymentId, 'paid')).status).toBe('paid');
    expect((await settle(old.paymentId, 'paid')).status).toBe('refunded');
    const { ledger } = await readPaymentRecords(db(), order.orderId);
    expect(ledger.map((row) => [row.kind, row.amountFen, row.paymentId])).toEqual([
      ['payment', (order.total + 50) * 100, fresh.paymentId],
      ['payment', order.total * 100, old.paymentId],
      ['refund', order.total * 100, old.paymentId],
    ]);
    expect(ledger[2]?.note).toBe('paymentExceedsOutstanding');
  });
});
