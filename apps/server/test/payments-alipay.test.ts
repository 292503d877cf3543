import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startFakeAlipay } from './fakes/alipay-fake.ts';
import { createPaymentsAtOnce, readPaymentRecords, setUpGatewayPayments } from './payments-helpers.ts';

const gateway = setUpGatewayPayments({ channel: 'alipay', startFake: startFakeAlipay, phonePrefix: '1375555' });
const db = () => gateway.db();
const startAlipayPayment = (payableFen: number) => gateway.startPayment(payableFen);

/** The parameters of a TRADE_SUCCESS notification, before signing. */
function tradeParams(trade: { outTradeNo: string; totalAmount: string }, overrides: Record<string, string> = {}) {
  return {
    notify_time: '2026-11-22 10:00:00',
    notify_type: 'trade_status_sync',
    notify_id: 'ac05099524730693a8b330c5ecf72da9786',
    charset: 'utf-8',
    version: '1.0',
    app_id: gateway.fake.appId,
    trade_no: `2026112222001${Math.floor(Math.random() * 1e9)}`,
    out_trade_no: trade.outTradeNo,
    total_amount: trade.totalAmount,
    receipt_amount: trade.totalAmount,
    buyer_logon_id: '159****5620',
    subject: 'BoardForge order',
    trade_status: 'TRADE_SUCCESS',
    gmt_payment: '2026-11-22 09:59:58',
    ...overrides,
  };
}

const notify = (params: Record<string, string>) =>
  gateway.testApp.app.inject({
    method: 'POST',
    url: '/api/pay/notify/alipay',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(params).toString(),
  });

describe('Alipay page pay', () => {
  it('answers a page-pay URL to the configured gateway, signed RSA2 so the (fake) gateway accepts it', async () => {
    const { payUrl, outTradeNo } = await startAlipayPayment(12_300);
    expect(payUrl.startsWith(gateway.fake.env.ALIPAY_GATEWAY as string)).toBe(true);
    const params = Object.fromEntries(new URL(payUrl).searchParams);
    expect(params).toMatchObject({
      app_id: gateway.fake.appId,
      method: 'alipay.trade.page.pay',
      sign_type: 'RSA2',
      charset: 'utf-8',
      notify_url: 'https://pay.boardforge.example/api/pay/notify/alipay',
    });
    expect(JSON.parse(params.biz_content ?? '{}')).toMatchObject({
      out_trade_no: outTradeNo,
      total_amount: '123.00',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    const answer = await fetch(payUrl);
    expect(answer.status).toBe(200);
    expect(gateway.fake.pagePayRequests.at(-1)?.isSignatureValid).toBe(true);

    const tampered = new URL(payUrl);
    tampered.searchParams.set('biz_content', (params.biz_content ?? '').replace('123.00', '0.01'));
    expect((await fetch(tampered)).status).toBe(400);
  });

  it('twelve Pay clicks at once open ONE intent: every URL is for the same trade, closing when the intent expires', async () => {
    const { orderId, cookie } = await gateway.placeOrder(7_700);
    const answers = await createPaymentsAtOnce(gateway.testApp.app, cookie, { orderId, channel: 'alipay' }, 12);
    const { payments } = await readPaymentRecords(db(), orderId);
    expect(payments.map((row) => row.status)).toEqual(['pending']);
    const trades = answers.map((answer) => {
      expect(answer.paymentId).toBe(payments[0]?.id);
      return new URL(answer.payUrl as string).searchParams.get('biz_content');
    });
    // Signed afresh each time (Alipay's timestamp is the request's), but the trade itself is the same.
    expect(new Set(trades).size).toBe(1);
    const expiresAt = new Date((payments[0]?.createdAt.getTime() ?? 0) + 2 * 3600_000 + 8 * 3600_000);
    expect(JSON.parse(trades[0] ?? '{}')).toMatchObject({
      out_trade_no: payments[0]?.outTradeNo,
      total_amount: '77.00',
      time_expire: expiresAt.toISOString().slice(0, 19).replace('T', ' '),
    });
  });
});

describe('POST /api/pay/notify/alipay', () => {
  it('accepts a valid notification with plain `success` and records the payment once (repeats too)', async () => {
    const { orderId, paymentId, outTradeNo } = await startAlipayPayment(12_345);
    const signed = gateway.fake.signNotification(tradeParams({ outTradeNo, totalAmount: '123.45' }));
    const response = await notify(signed);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('success');
    const repeated = await notify(signed);
    expect(repeated.body).toBe('success');

    const records = await readPaymentRecords(db(), orderId);
    expect(records.payments[0]).toMatchObject({ id: paymentId, status: 'paid', gatewayTradeNo: signed.trade_no });
    expect(records.ledger).toMatchObject([{ kind: 'payment', amountFen: 12_345, gatewayTxn: signed.trade_no }]);
    expect(records.ledger[0]?.notification).toMatchObject({ out_trade_no: outTradeNo, trade_status: 'TRADE_SUCCESS' });
    expect(records.history).toHaveLength(1);
    expect(records.events).toHaveLength(1);
  });

  // What the warning must give as the reason: each attack is refused by its own check, not by an earlier one.
  const reasonOf: Record<string, RegExp> = {
    'a bad signature': /^bad signature$/,
    'a wrong app_id': /^app_id 2021000000009999$/,
    'a wrong amount': /^amount 1 fen/,
    'an unknown out_trade_no': /^unknown out_trade_no BF20261122NOSUCHTRADE$/,
  };
  it.each([
    ['a bad signature', () => ({ signWith: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey }), {}],
    ['a wrong app_id', () => ({}), { app_id: '2021000000009999' }],
    ['a wrong amount', () => ({}), { total_amount: '0.01' }],
    ['an unknown out_trade_no', () => ({}), { out_trade_no: 'BF20261122NOSUCHTRADE' }],
  ])('refuses %s with `failure`, records nothing and logs it', async (label, signing, overrides) => {
    const { orderId, outTradeNo } = await startAlipayPayment(50_000);
    const signed = gateway.fake.signNotification(
      tradeParams({ outTradeNo, totalAmount: '500.00' }, overrides),
      signing(),
    );
    const response = await notify(signed);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('failure');
    expect(gateway.logs.lines).toContainEqual(
      expect.objectContaining({
        requestId: response.headers['x-request-id'],
        msg: 'payment notification refused',
        reason: expect.stringMatching(reasonOf[label] ?? /^never$/),
      }),
    );
    const records = await readPaymentRecords(db(), orderId);
    expect(records.payments[0]?.status).toBe('pending');
    expect(records.ledger).toEqual([]);
    expect(records.history).toEqual([]);
    expect(records.events).toEqual([]);
  });

  it('refuses a notification whose parameters were changed after signing', async () => {
    const { orderId, outTradeNo } = await startAlipayPayment(9_900);
    const signed = gateway.fake.signNotification(tradeParams({ outTradeNo, totalAmount: '99.00' }));
    const response = await notify({ ...signed, trade_no: 'forged' });
    expect(response.body).toBe('failure');
    expect((await readPaymentRecords(db(), orderId)).ledger).toEqual([]);
  });

  it('acknowledges a signed WAIT_BUYER_PAY without recording, and TRADE_CLOSED marks the payment failed', async () => {
    const { orderId, outTradeNo } = await startAlipayPayment(1_000);
    const waiting = await notify(
      gateway.fake.signNotification(
        tradeParams({ outTradeNo, totalAmount: '10.00' }, { trade_status: 'WAIT_BUYER_PAY' }),
      ),
    );
    expect(waiting.body).toBe('success');
    expect((await readPaymentRecords(db(), orderId)).payments[0]?.status).toBe('pending');
    const closed = await notify(
      gateway.fake.signNotification(
        tradeParams({ outTradeNo, totalAmount: '10.00' }, { trade_status: 'TRADE_CLOSED' }),
      ),
    );
    expect(closed.body).toBe('success');
    const records = await readPaymentRecords(db(), orderId);
    expect(records.payments[0]?.status).toBe('failed');
    expect(records.ledger).toEqual([]);
  });

  it('ten duplicate notifications at once record ONE payment', async () => {
    const { orderId, outTradeNo } = await startAlipayPayment(77_700);
    const signed = gateway.fake.signNotification(tradeParams({ outTradeNo, totalAmount: '777' }));
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(signed)));
    expect(answers.map((answer) => answer.body)).toEqual(Array(10).fill('success'));
    const records = await readPaymentRecords(db(), orderId);
    expect(records.ledger).toHaveLength(1);
    expect(records.history).toHaveLength(1);
    expect(records.events).toHaveLength(1);
  });
});
