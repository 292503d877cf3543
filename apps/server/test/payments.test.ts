import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from './fakes/member-helpers.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import {
  createLogCapture,
  createPayment,
  insertTestOrder,
  readOutTradeNo,
  readPaymentRecords,
} from './payments-helpers.ts';

let testApp: TestApp;
const logs = createLogCapture();
let phoneCounter = 0;

beforeAll(async () => {
  testApp = await createTestApp({ logger: { level: 'warn', stream: logs.stream } });
});
afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.handle.db;
function nextPhone(): string {
  phoneCounter += 1;
  return `1376666${String(phoneCounter).padStart(4, '0')}`;
}

async function customerWithOrder(
  order: { status?: number; payableFen?: number; pendingAdjustedTotalFen?: number } = {},
) {
  const member = await createMember(testApp, { phone: nextPhone() });
  const created = await insertTestOrder(db(), {
    userId: member.userId,
    status: order.status ?? 5,
    payableFen: order.payableFen ?? 12_345,
    ...(order.pendingAdjustedTotalFen === undefined ? {} : { pendingAdjustedTotalFen: order.pendingAdjustedTotalFen }),
  });
  return { ...member, ...created };
}

const settle = (cookie: string, paymentId: string, result: 'paid' | 'failed') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/dev/sandbox/pay',
    headers: { cookie },
    payload: { paymentId, result },
  });

describe('POST /api/pay/create', () => {
  it('starts a sandbox payment of the whole outstanding amount with the pay page URL', async () => {
    const { cookie, orderId } = await customerWithOrder({ payableFen: 12_345 });
    const response = await createPayment(testApp.app, cookie, { orderId, channel: 'sandbox' });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.amount).toBe(123.45);
    expect(data.payUrl).toBe(`http://localhost:80/api/dev/sandbox/page?paymentId=${data.paymentId}`);
    const records = await readPaymentRecords(db(), orderId);
    expect(records.payments).toMatchObject([
      { id: data.paymentId, amountFen: 12_345, status: 'pending', channel: 'sandbox' },
    ]);
    expect(records.ledger).toEqual([]);
  });

  it("answers 404 for another customer's order and for an unknown one, creating nothing", async () => {
    const owner = await customerWithOrder();
    const stranger = await createMember(testApp, { phone: nextPhone() });
    for (const orderId of [owner.orderId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await createPayment(testApp.app, stranger.cookie, { orderId, channel: 'sandbox' });
      expect(response.statusCode, orderId).toBe(404);
      expect(response.json()).toMatchObject({ code: '404', msg: 'Order not found.' });
    }
    expect((await readPaymentRecords(db(), owner.orderId)).payments).toEqual([]);
  });

  it('is refused while an adjusted price awaits acceptance (decidePaymentStart), in the request language', async () => {
    const { cookie, orderId } = await customerWithOrder({
      status: 6,
      payableFen: 10_000,
      pendingAdjustedTotalFen: 9_000,
    });
    const english = await createPayment(testApp.app, cookie, { orderId, channel: 'sandbox' });
    expect(english.statusCode).toBe(409);
    expect(english.json().msg).toBe('The price of this order was adjusted; accept the new price before paying.');
    const chinese = await createPayment(testApp.app, cookie, { orderId, channel: 'sandbox' }, 'zh-CN');
    expect(chinese.json().msg).toBe('订单价格已调整，请先接受新价格再付款。');
    expect((await readPaymentRecords(db(), orderId)).payments).toEqual([]);
  });

  it('is refused before contract review (status 4) and once nothing is outstanding', async () => {
    const early = await customerWithOrder({ status: 4 });
    const refused = await createPayment(testApp.app, early.cookie, { orderId: early.orderId, channel: 'sandbox' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('This order cannot be paid in its current status.');

    const paid = await customerWithOrder({ payableFen: 500 });
    const first = (await createPayment(testApp.app, paid.cookie, { orderId: paid.orderId, channel: 'sandbox' })).json()
      .data;
    expect((await settle(paid.cookie, first.paymentId, 'paid')).json().data.status).toBe('paid');
    const again = await createPayment(testApp.app, paid.cookie, { orderId: paid.orderId, channel: 'sandbox' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('Nothing is left to pay on this order.');
  });

  it('answers 503 naming a channel that is not configured (alipay and wechat without keys)', async () => {
    const { cookie, orderId } = await customerWithOrder();
    for (const channel of ['alipay', 'wechat']) {
      const response = await createPayment(testApp.app, cookie, { orderId, channel });
      expect(response.statusCode).toBe(503);
      expect(response.json().msg).toBe(`The payment channel "${channel}" is not configured.`);
    }
    expect((await readPaymentRecords(db(), orderId)).payments).toEqual([]);
  });

  it('gives bank-transfer instructions with a reference code (demo account outside production)', async () => {
    const { cookie, orderId } = await customerWithOrder({ payableFen: 88_800 });
    const response = await createPayment(testApp.app, cookie, { orderId, channel: 'bank_transfer' });
    expect(response.statusCode, response.body).toBe(200);
    const { bankInstructions, amount } = response.json().data;
    expect(amount).toBe(888);
    expect(bankInstructions.bankName).toContain('DEMO');
    expect(bankInstructions.accountNo).toContain('DEMO');
    expect(bankInstructions.reference).toMatch(/^BF[A-HJKMNP-Z2-9]{8}$/);
  });
});

describe('sandbox gateway: the whole path', () => {
  it('pays through the signed notification: paid intent, one ledger row, history, event; order status unchanged', async () => {
    const { cookie, orderId, userId } = await customerWithOrder({ status: 6, payableFen: 20_000 });
    const { paymentId } = (await createPayment(testApp.app, cookie, { orderId, channel: 'sandbox' })).json().data;
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/api/dev/sandbox/page?paymentId=${paymentId}`,
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('BoardForge test gateway');
    expect(page.body).toContain('¥200.00');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const response = await settle(cookie, paymentId, 'paid');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ paymentId, status: 'paid' });
    const status = await testApp.app.inject({
      method: 'GET',
      url: `/api/pay/status?paymentId=${paymentId}`,
      headers: { cookie },
    });
    expect(status.json().data.status).toBe('paid');
    expect(Date.parse(status.json().data.paidAt)).not.toBeNaN();

    const records = await readPaymentRecords(db(), orderId);
    expect(records.ledger).toMatchObject([{ kind: 'payment', amountFen: 20_000, paymentId, actorUserId: null }]);
    expect(records.ledger[0]?.gatewayTxn).toMatch(/^SBX/);
    expect(records.history).toMatchObject([{ action: 'payment', note: 'paymentReceived', fromStatus: 6, toStatus: 6 }]);
    expect(records.events).toMatchObject([{ kind: 'payment', userId, payload: { paymentId, amountFen: 20_000 } }]);
    expect(records.order?.status).toBe(6);
  });

  it('the pay page is bilingual and its form posts back with a redirect; failing marks the payment failed', async () => {
    const { cookie, orderId } = await customerWithOrder();
    const { paymentId } = (await createPayment(testApp.app, cookie, { orderId, channel: 'sandbox' })).json().data;
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/api/dev/sandbox/page?paymentId=${paymentId}`,
      headers: { cookie, 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('板工坊测试支付网关');
    expect(page.body).toContain('action="/api/dev/sandbox/pay"');
    const form = await testApp.app.inject({
      method: 'POST',
      url: '/api/dev/sandbox/pay',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `paymentId=${paymentId}&result=failed`,
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe(`/api/dev/sandbox/page?paymentId=${paymentId}`);
    const records = await readPaymentRecords(db(), orderId);
    expect(records.payments[0]?.status).toBe('failed');
    expect(records.ledger).toEqual([]);
  });

  it('delivers over real HTTP when the app listens', async () => {
    const listening = await createTestApp();
    try {
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      const member = await createMember(listening, { phone: '13766669999' });
      const { orderId } = await insertTestOrder(listening.database.handle.db, {
        userId: member.userId,
        status: 5,
        payableFen: 300,
      });
      const { paymentId } = (await createPayment(listening.app, member.cookie, { orderId, channel: 'sandbox' })).json()
        .data;
      const response = await listening.app.inject({
        method: 'POST',
        url: '/api/dev/sandbox/pay',
        headers: { cookie: member.cookie },
        payload: { paymentId, result: 'paid' },
      });
      expect(response.json().data.status).toBe('paid');
      expect((await readPaymentRecords(listening.database.handle.db, orderId)).ledger).toHaveLength(1);
    } finally {
      await listening.close();
    }
  });

  it("another customer's payment is 404 on the page, the pay call and the status", async () => {
    const owner = await customerWithOrder();
    const stranger = await createMember(testApp, { phone: nextPhone() });
    const { paymentId } = (
      await createPayment(testApp.app, owner.cookie, { orderId: owner.orderId, channel: 'sandbox' })
    ).json().data;
    const headers = { cookie: stranger.cookie };
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/api/dev/sandbox/page?paymentId=${paymentId}`, headers }))
        .statusCode,
    ).toBe(404);
    expect((await settle(stranger.cookie, paymentId, 'paid')).statusCode).toBe(404);
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/api/pay/status?paymentId=${paymentId}`, headers })).statusCode,
    ).toBe(404);
    expect((await readPaymentRecords(db(), owner.orderId)).payments[0]?.status).toBe('pending');
  });
});

describe('POST /api/pay/notify/sandbox', () => {
  const forge = (body: string, key: Buffer) => createHmac('sha256', key).update(body).digest('hex');

  it('refuses a notification signed with another key, records nothing and logs a warning with the request id', async () => {
    const { cookie, orderId } = await customerWithOrder({ payableFen: 700 });
    const { paymentId } = (await createPayment(testApp.app, cookie, { orderId, channel: 'sandbox' })).json().data;
    const body = JSON.stringify({
      outTradeNo: await readOutTradeNo(db(), paymentId),
      tradeNo: 'SBXFORGED',
      amountFen: 700,
      result: 'paid',
      timestamp: Date.now(),
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': forge(body, randomBytes(32)) },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: '400', msg: 'The payment notification was refused.' });
    const requestId = response.headers['x-request-id'];
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ level: 40, requestId, reason: 'bad signature', msg: 'payment notification refused' }),
    );
    const records = await readPaymentRecords(db(), orderId);
    expect(records.payments[0]?.status).toBe('pending');
    expect(records.ledger).toEqual([]);
    expect(records.history).toEqual([]);
  });

  it('ten duplicate notifications at once record ONE payment', async () => {
    const { cookie, orderId } = await customerWithOrder({ payableFen: 4_200 });
    const { paymentId } = (await createPayment(testApp.app, cookie, { orderId, channel: 'sandbox' })).json().data;
    const answers = await Promise.all(Array.from({ length: 10 }, () => settle(cookie, paymentId, 'paid')));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const records = await readPaymentRecords(db(), orderId);
    expect(records.ledger.filter((row) => row.kind === 'payment')).toHaveLength(1);
    expect(records.ledger).toHaveLength(1);
    expect(records.history).toHaveLength(1);
    expect(records.events).toHaveLength(1);
    expect(records.payments[0]?.status).toBe('paid');
  });

  it('an unknown channel is 404', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/pay/notify/paypal', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});

describe('production', () => {
  it('has no sandbox routes and refuses sandbox notifications', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        DATA_DIR: '/tmp/boardforge-payments-test',
        PUBLIC_ORIGIN: 'https://boardforge.example',
        TRUST_PROXY: '1',
        CODE_SECRET: 'x'.repeat(32),
        STAFF_MAILBOX: 'staff@boardforge.example',
        SMS_PROVIDER: 'aliyun',
        ALIYUN_ACCESS_KEY_ID: 'id',
        ALIYUN_ACCESS_KEY_SECRET: 'secret',
        ALIYUN_SMS_SIGN_NAME: 'BoardForge',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
        MAIL_PROVIDER: 'smtp',
        SMTP_HOST: 'smtp.example',
        SMTP_FROM: 'noreply@boardforge.example',
        PAYMENT_CHANNELS: 'bank_transfer',
        BANK_NAME: 'Bank of Example',
        BANK_ACCOUNT_NAME: 'BoardForge Ltd.',
        BANK_ACCOUNT_NO: '1234 5678',
      },
    });
    try {
      const routes = production.app.registeredRoutes.map((route) => route.url);
      expect(routes).toContain('/api/pay/create');
      expect(routes.filter((url) => url.startsWith('/api/dev/sandbox'))).toEqual([]);
      const page = await production.app.inject({ method: 'GET', url: '/api/dev/sandbox/page?paymentId=x' });
      expect(page.statusCode).toBe(404);
      const pay = await production.app.inject({ method: 'POST', url: '/api/dev/sandbox/pay', payload: {} });
      expect(pay.statusCode).toBe(404);
      const notify = await production.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: {} });
      expect(notify.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
