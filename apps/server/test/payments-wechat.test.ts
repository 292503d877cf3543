import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMember } from './fakes/member-helpers.ts';
import { startFakeWechatPay } from './fakes/wechat-fake.ts';
import { createTestApp } from './helpers/test-app.ts';
import {
  createPayment,
  createPaymentsAtOnce,
  insertTestOrder,
  readPaymentRecords,
  setUpGatewayPayments,
} from './payments-helpers.ts';

const gateway = setUpGatewayPayments({ channel: 'wechat', startFake: startFakeWechatPay, phonePrefix: '1374444' });
const db = () => gateway.db();
const startWechatPayment = (payableFen: number) => gateway.startPayment(payableFen);

const notify = (notification: { headers: Record<string, string>; body: string }) =>
  gateway.testApp.app.inject({
    method: 'POST',
    url: '/api/pay/notify/wechat',
    headers: notification.headers,
    payload: notification.body,
  });

describe('WeChat Pay Native', () => {
  it('places the order at the (fake) API with a correctly signed Authorization header and answers its code_url', async () => {
    const { qrCode, outTradeNo } = await startWechatPayment(45_600);
    expect(qrCode).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const received = gateway.fake.nativeOrders.at(-1);
    expect(received?.isSignatureValid).toBe(true);
    expect(received?.authorization).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="/);
    expect(received?.body).toMatchObject({
      appid: gateway.fake.appId,
      mchid: gateway.fake.mchId,
      out_trade_no: outTradeNo,
      notify_url: 'https://pay.boardforge.example/api/pay/notify/wechat',
      amount: { total: 45_600, currency: 'CNY' },
    });
  });

  it('twelve Pay clicks at once open ONE intent and answer ONE QR code, also after a reload', async () => {
    const { orderId, cookie } = await gateway.placeOrder(8_800);
    const answers = await createPaymentsAtOnce(gateway.testApp.app, cookie, { orderId, channel: 'wechat' }, 12);
    const { payments } = await readPaymentRecords(db(), orderId);
    expect(payments.map((row) => [row.status, row.gatewayCode])).toEqual([['pending', answers[0]?.qrCode]]);
    for (const answer of answers)
      expect(answer).toEqual({ paymentId: payments[0]?.id, amount: 88, qrCode: answers[0]?.qrCode });
    const placed = gateway.fake.nativeOrders.filter((order) => order.body.out_trade_no === payments[0]?.outTradeNo);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    // Every order placed at WeChat for it is the same trade, closing when the intent does.
    const expiresAt = new Date((payments[0]?.createdAt.getTime() ?? 0) + 10 * 3600_000);
    for (const order of placed)
      expect(order.body).toMatchObject({
        amount: { total: 8_800 },
        time_expire: `${expiresAt.toISOString().slice(0, 19)}+08:00`,
      });
    const placedBefore = gateway.fake.nativeOrders.length;
    expect((await createPaymentsAtOnce(gateway.testApp.app, cookie, { orderId, channel: 'wechat' }, 1))[0]).toEqual(
      answers[0],
    );
    expect(gateway.fake.nativeOrders.length).toBe(placedBefore);
  });

  it('answers 503 and marks the payment failed when WeChat Pay refuses our signature', async () => {
    const forged = await createTestApp({
      env: {
        ...gateway.fake.env,
        WECHAT_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 })
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
      },
    });
    try {
      const member = await createMember(forged, { phone: '13744449999' });
      const { orderId } = await insertTestOrder(forged.database.handle.db, {
        userId: member.userId,
        status: 5,
        payableFen: 100,
      });
      const response = await createPayment(forged.app, member.cookie, { orderId, channel: 'wechat' });
      expect(response.statusCode).toBe(503);
      expect(response.json().msg).toBe('The payment gateway "wechat" cannot be reached; please try again later.');
      expect(gateway.fake.nativeOrders.at(-1)?.isSignatureValid).toBe(false);
      expect((await readPaymentRecords(forged.database.handle.db, orderId)).payments[0]?.status).toBe('failed');
    } finally {
      await forged.close();
    }
  });
});

describe('POST /api/pay/notify/wechat', () => {
  it('accepts a valid notification with {code: SUCCESS} and records the payment', async () => {
    const { orderId, paymentId, outTradeNo } = await startWechatPayment(45_600);
    const response = await notify(
      gateway.fake.buildNotification({ outTradeNo, totalFen: 45_600, transactionId: '4200001234' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'SUCCESS', message: 'OK' });
    const records = await readPaymentRecords(db(), orderId);
    expect(records.payments[0]).toMatchObject({ id: paymentId, status: 'paid', gatewayTradeNo: '4200001234' });
    expect(records.ledger).toMatchObject([{ kind: 'payment', amountFen: 45_600, gatewayTxn: '4200001234' }]);
    expect(records.history).toMatchObject([{ note: 'paymentReceived' }]);
    expect(records.events).toMatchObject([{ kind: 'payment' }]);
  });

  const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  // What the warning must give as the reason: each attack is refused by its own check, not by an earlier one.
  const reasonOf: Record<string, RegExp> = {
    'a bad signature': /^bad signature$/,
    'a wrong mchid': /^mchid 1900000999$/,
    'a wrong amount': /^amount 1 fen/,
    'a stale timestamp (6 minutes old)': /^stale timestamp/,
    'a tampered GCM tag': /GCM tag/,
    'an unknown out_trade_no': /^unknown out_trade_no/,
  };
  it.each([
    [
      'a bad signature',
      (outTradeNo: string) => gateway.fake.buildNotification({ outTradeNo, totalFen: 8_800 }, { signWith: otherKey }),
    ],
    [
      'a wrong mchid',
      (outTradeNo: string) => gateway.fake.buildNotification({ outTradeNo, totalFen: 8_800, mchId: '1900000999' }),
    ],
    ['a wrong amount', (outTradeNo: string) => gateway.fake.buildNotification({ outTradeNo, totalFen: 1 })],
    [
      'a stale timestamp (6 minutes old)',
      (outTradeNo: string) =>
        gateway.fake.buildNotification(
          { outTradeNo, totalFen: 8_800 },
          { timestampSeconds: Math.floor(Date.now() / 1000) - 360 },
        ),
    ],
    [
      'a tampered GCM tag',
      (outTradeNo: string) => gateway.fake.buildNotification({ outTradeNo, totalFen: 8_800 }, { tamperTag: true }),
    ],
    [
      'an unknown out_trade_no',
      () => gateway.fake.buildNotification({ outTradeNo: 'BF20261122UNKNOWN', totalFen: 8_800 }),
    ],
  ])('refuses %s with 4xx {code: FAIL}, records nothing and logs it', async (label, build) => {
    const { orderId, outTradeNo } = await startWechatPayment(8_800);
    const response = await notify(build(outTradeNo));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FAIL' });
    expect(gateway.logs.lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        requestId: response.headers['x-request-id'],
        msg: 'payment notification refused',
        reason: expect.stringMatching(reasonOf[label] ?? /^never$/),
      }),
    );
    const records = await readPaymentRecords(db(), orderId);
    expect(records.payments[0]?.status).toBe('pending');
    expect(records.ledger).toEqual([]);
    expect(records.history).toEqual([]);
  });

  it('refuses a body changed after signing', async () => {
    const { orderId, outTradeNo } = await startWechatPayment(3_000);
    const notification = gateway.fake.buildNotification({ outTradeNo, totalFen: 3_000 });
    const response = await notify({ ...notification, body: notification.body.replace('"summary":"', '"summary":"x') });
    expect(response.statusCode).toBe(400);
    expect((await readPaymentRecords(db(), orderId)).ledger).toEqual([]);
  });

  it('ten duplicate notifications at once record ONE payment', async () => {
    const { orderId, outTradeNo } = await startWechatPayment(6_600);
    const notification = gateway.fake.buildNotification({ outTradeNo, totalFen: 6_600 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(notification)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const records = await readPaymentRecords(db(), orderId);
    expect(records.ledger).toHaveLength(1);
    expect(records.history).toHaveLength(1);
    expect(records.events).toHaveLength(1);
  });
});
