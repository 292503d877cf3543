import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPhoneOfRole } from '../src/db/seed.ts';
import {
  insertLedgerRow,
  listPaymentsOfOrder,
  recordRefund,
  sumNetPaidFen,
} from '../src/modules/payments/payments.repository.ts';
import { findUserByPhone } from '../src/modules/users/users.repository.ts';
import { createMember } from './fakes/member-helpers.ts';
import { createTestApp, logInAsStaff, type TestApp } from './helpers/test-app.ts';
import { createPayment, insertTestOrder, readPaymentRecords } from './payments-helpers.ts';

let testApp: TestApp;
let financeCookie: string;
let salesCookie: string;
let financeUserId: string;
let phoneCounter = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  financeCookie = await logInAsStaff(testApp.app, '15');
  salesCookie = await logInAsStaff(testApp.app, '14');
  const director = await findUserByPhone(testApp.database.handle.db, demoPhoneOfRole('15'));
  if (!director) throw new Error('no demo sales director');
  financeUserId = director.id;
});
afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.handle.db;

/** A customer's order at status 5 with a bank transfer started: the payment id and its reference code. */
async function startBankTransfer(payableFen: number) {
  phoneCounter += 1;
  const member = await createMember(testApp, { phone: `1373333${String(phoneCounter).padStart(4, '0')}` });
  const { orderId, orderNo } = await insertTestOrder(db(), { userId: member.userId, status: 5, payableFen });
  const response = await createPayment(testApp.app, member.cookie, { orderId, channel: 'bank_transfer' });
  expect(response.statusCode, response.body).toBe(200);
  const { paymentId, bankInstructions } = response.json().data;
  return {
    ...member,
    orderId,
    orderNo,
    paymentId: paymentId as string,
    referenceCode: bankInstructions.reference as string,
  };
}

const verify = (cookie: string, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: '/api/erp/payment/verifyCollection', headers: { cookie }, payload });
const listCollections = (cookie: string, status: 'pending' | 'verified') =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/erp/payment/collections?status=${status}&pageSize=50`,
    headers: { cookie },
  });

describe('bank-transfer verification', () => {
  it('needs finance:verifyCollection: a sales manager (role 14) gets 403 and nothing is recorded', async () => {
    const transfer = await startBankTransfer(10_000);
    const refused = await verify(salesCookie, {
      paymentId: transfer.paymentId,
      amount: 100,
      referenceCode: transfer.referenceCode,
    });
    expect(refused.statusCode).toBe(403);
    expect((await listCollections(salesCookie, 'pending')).statusCode).toBe(403);
    expect((await readPaymentRecords(db(), transfer.orderId)).ledger).toEqual([]);
  });

  it('lists the pending transfer, records the verification once, then lists it as verified', async () => {
    const transfer = await startBankTransfer(123_456);
    const pending = (await listCollections(financeCookie, 'pending')).json().data;
    expect(pending.rows).toContainEqual(
      expect.objectContaining({
        paymentId: transfer.paymentId,
        orderNo: transfer.orderNo,
        amount: 1234.56,
        referenceCode: transfer.referenceCode,
        status: 'pending',
      }),
    );

    const payload = {
      paymentId: transfer.paymentId,
      amount: 1234.56,
      referenceCode: transfer.referenceCode.toLowerCase(),
      note: 'ICBC statement 2026-11-22 line 14',
    };
    const response = await verify(financeCookie, payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ paymentId: transfer.paymentId, status: 'paid', amount: 1234.56 });
    const again = await verify(financeCookie, payload);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This payment has already been recorded.');

    const records = await readPaymentRecords(db(), transfer.orderId);
    expect(records.ledger).toMatchObject([
      {
        kind: 'verification',
        amountFen: 123_456,
        actorUserId: financeUserId,
        note: 'ICBC statement 2026-11-22 line 14',
      },
    ]);
    expect(records.history).toMatchObject([{ action: 'payment', note: 'paymentReceived', actorRole: '15' }]);
    expect(records.events).toMatchObject([{ kind: 'payment' }]);
    expect(records.order?.status).toBe(5);
    expect(await sumNetPaidFen(db(), transfer.orderId)).toBe(123_456);

    const verified = (await listCollections(financeCookie, 'verified')).json().data;
    expect(verified.rows).toContainEqual(
      expect.objectContaining({ paymentId: transfer.paymentId, status: 'paid', verifiedBy: expect.any(String) }),
    );
    const stillPending = (await listCollections(financeCookie, 'pending')).json().data;
    expect(stillPending.rows.map((row: { paymentId: string }) => row.paymentId)).not.toContain(transfer.paymentId);
  });

  it('five verifications at once record ONE', async () => {
    const transfer = await startBankTransfer(5_000);
    const payload = { paymentId: transfer.paymentId, amount: 50, referenceCode: transfer.referenceCode };
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(financeCookie, payload)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await readPaymentRecords(db(), transfer.orderId)).ledger).toHaveLength(1);
  });

  it('finds the transfer by order and reference code; refuses a wrong reference code or amount with 409', async () => {
    const transfer = await startBankTransfer(20_000);
    const wrongCode = await verify(financeCookie, {
      paymentId: transfer.paymentId,
      amount: 200,
      referenceCode: 'BFWRONG99',
    });
    expect(wrongCode.statusCode).toBe(409);
    expect(wrongCode.json().msg).toBe('The reference code BFWRONG99 does not belong to this payment.');
    const wrongAmount = await verify(financeCookie, {
      paymentId: transfer.paymentId,
      amount: 199.99,
      referenceCode: transfer.referenceCode,
    });
    expect(wrongAmount.statusCode).toBe(409);
    expect(wrongAmount.json().msg).toBe('The amount received (199.99) differs from the amount due (200.00).');
    const unknown = await verify(financeCookie, {
      orderId: transfer.orderId,
      amount: 200,
      referenceCode: 'BFNOSUCH22',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await readPaymentRecords(db(), transfer.orderId)).ledger).toEqual([]);

    const byOrder = await verify(financeCookie, {
      orderId: transfer.orderId,
      amount: 200,
      referenceCode: transfer.referenceCode,
    });
    expect(byOrder.statusCode, byOrder.body).toBe(200);
    expect((await readPaymentRecords(db(), transfer.orderId)).ledger).toHaveLength(1);
  });

  it('refuses to verify an online payment by hand', async () => {
    phoneCounter += 1;
    const member = await createMember(testApp, { phone: `1373333${String(phoneCounter).padStart(4, '0')}` });
    const { orderId } = await insertTestOrder(db(), { userId: member.userId, status: 5, payableFen: 100 });
    const { paymentId } = (await createPayment(testApp.app, member.cookie, { orderId, channel: 'sandbox' })).json()
      .data;
    const response = await verify(financeCookie, { paymentId, amount: 1, referenceCode: 'BFXXXXXXXX' });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe('Only bank transfers are verified by staff; this payment is sandbox.');
  });
});

describe('ledger', () => {
  it('a second payment of an already paid order is recorded and refunded at once (net paid never exceeds payable)', async () => {
    phoneCounter += 1;
    const member = await createMember(testApp, { phone: `1373333${String(phoneCounter).padStart(4, '0')}` });
    const { orderId } = await insertTestOrder(db(), { userId: member.userId, status: 5, payableFen: 3_000 });
    // The gateway first says the payment failed (a new intent opens and pays the order), then the money comes after all.
    const settle = async (paymentId: string, result: 'paid' | 'failed') => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/dev/sandbox/pay',
        headers: { cookie: member.cookie },
        payload: { paymentId, result },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const late = (await createPayment(testApp.app, member.cookie, { orderId, channel: 'sandbox' })).json().data;
    await settle(late.paymentId, 'failed');
    const paying = (await createPayment(testApp.app, member.cookie, { orderId, channel: 'sandbox' })).json().data;
    expect(paying.paymentId).not.toBe(late.paymentId);
    await settle(paying.paymentId, 'paid');
    await settle(late.paymentId, 'paid');
    const records = await readPaymentRecords(db(), orderId);
    expect(records.ledger.map((row) => [row.kind, row.amountFen])).toEqual([
      ['payment', 3_000],
      ['payment', 3_000],
      ['refund', 3_000],
    ]);
    expect(records.ledger[2]?.paymentId).toBe(late.paymentId);
    expect(await sumNetPaidFen(db(), orderId)).toBe(3_000);
    const statuses = (await listPaymentsOfOrder(db(), orderId)).map((payment) => [payment.id, payment.status]);
    expect(new Map(statuses as [string, string][])).toEqual(
      new Map([
        [late.paymentId, 'refunded'],
        [paying.paymentId, 'paid'],
      ]),
    );
  });

  it('recordRefund adds refund rows and never edits earlier rows; a payment is recorded at most once (unique index)', async () => {
    const transfer = await startBankTransfer(10_000);
    await verify(financeCookie, { paymentId: transfer.paymentId, amount: 100, referenceCode: transfer.referenceCode });
    const before = (await readPaymentRecords(db(), transfer.orderId)).ledger;
    await recordRefund(db(), {
      orderId: transfer.orderId,
      amountFen: 4_000,
      reason: 'partial return',
      actorUserId: financeUserId,
    });
    expect(await sumNetPaidFen(db(), transfer.orderId)).toBe(6_000);
    expect((await listPaymentsOfOrder(db(), transfer.orderId))[0]?.status).toBe('paid');
    await recordRefund(db(), { orderId: transfer.orderId, amountFen: 6_000, reason: 'cancelled', actorUserId: null });
    expect(await sumNetPaidFen(db(), transfer.orderId)).toBe(0);
    expect((await listPaymentsOfOrder(db(), transfer.orderId))[0]?.status).toBe('refunded');

    const after = (await readPaymentRecords(db(), transfer.orderId)).ledger;
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((row) => [row.kind, row.amountFen, row.note])).toEqual([
      ['refund', 4_000, 'partial return'],
      ['refund', 6_000, 'cancelled'],
    ]);
    await expect(
      insertLedgerRow(db(), {
        kind: 'payment',
        amountFen: 10_000,
        paymentId: transfer.paymentId,
        orderId: transfer.orderId,
      }),
    ).rejects.toThrow();
    await expect(
      recordRefund(db(), { orderId: transfer.orderId, amountFen: 0, reason: 'x', actorUserId: null }),
    ).rejects.toThrow(/positive whole number/);
  });
});
