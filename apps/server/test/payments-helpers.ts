import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { orderEvents } from '../src/db/order-events.table.ts';
import { orderHistory, orders } from '../src/db/orders.table.ts';
import { paymentLedger, payments } from '../src/db/payments.table.ts';
import { createMember } from './fakes/member-helpers.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Inserts an order directly through the orders table (the payments tests need orders in given statuses and amounts,
 * not the ordering journey); returns its id and number.
 */
export async function insertTestOrder(
  db: Db,
  order: { userId: string; status: number; payableFen: number; pendingAdjustedTotalFen?: number; createdAt?: Date },
): Promise<{ orderId: string; orderNo: string }> {
  const orderNo = `T${Date.now()}${randomBytes(3).toString('hex')}`;
  const [row] = await db
    .insert(orders)
    .values({
      orderNo,
      userId: order.userId,
      orderType: 'pcb',
      status: order.status,
      spec: { layers: 2 },
      totalFen: order.payableFen,
      payableFen: order.payableFen,
      pendingAdjustedTotalFen: order.pendingAdjustedTotalFen ?? null,
      priceAdjustmentReason: order.pendingAdjustedTotalFen === undefined ? null : 'test adjustment',
      invoiceType: 'none',
      invoicingMethod: 'electronic',
      contractTitle: 'Test Co.',
      placingOrder: 'Tester',
      placingOrderPhone: '13800138000',
      technicians: 'Tester',
      techniciansPhone: '13800138000',
      shippingAddress: {
        fullName: 'Tester',
        mobile: '13800138000',
        country: '',
        province: '广东省',
        city: '深圳市',
        district: '福田区',
        detail: 'Test street 1',
      },
      shippingMethod: 'express',
      idempotencyKey: randomBytes(8).toString('hex'),
      requestHash: randomBytes(8).toString('hex'),
      // A test on an injected clock passes its time; the column's default is the database's real clock.
      ...(order.createdAt ? { createdAt: order.createdAt } : {}),
    })
    .returning({ orderId: orders.id, orderNo: orders.orderNo });
  if (!row) throw new Error('test order not inserted');
  return row;
}

/** Everything the payments module wrote about an order: intents, ledger rows, history rows and events. */
export async function readPaymentRecords(db: Db, orderId: string) {
  return {
    payments: await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)),
    ledger: await db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.orderId, orderId))
      .orderBy(asc(paymentLedger.id)),
    history: await db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, orderId))
      .orderBy(asc(orderHistory.id)),
    events: await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
    order: (await db.select().from(orders).where(eq(orders.id, orderId)))[0],
  };
}

/** POST /api/pay/create as a customer. */
export function createPayment(
  app: FastifyInstance,
  cookie: string,
  payload: Record<string, unknown>,
  language?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/pay/create',
    headers: { cookie, ...(language ? { 'accept-language': language } : {}) },
    payload,
  });
}

/** The out_trade_no of a payment intent. */
export async function readOutTradeNo(db: Db, paymentId: string): Promise<string> {
  const [row] = await db.select({ outTradeNo: payments.outTradeNo }).from(payments).where(eq(payments.id, paymentId));
  if (!row) throw new Error(`no payment ${paymentId}`);
  return row.outTradeNo;
}

/** A pino destination collecting the JSON log lines of an app, for asserting what was logged. */
export function createLogCapture(): { lines: Record<string, unknown>[]; stream: { write(line: string): void } } {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

/** A local fake payment gateway: the settings it gives the app, and how to stop it. */
type FakeGateway = { env: NodeJS.ProcessEnv; close(): Promise<void> };

/** What POST /api/pay/create answers per channel besides the payment id. */
type PayAnswerOf = { alipay: { payUrl: string }; wechat: { qrCode: string } };

/** A started payment: its customer, order, intent and what the channel answered (pay page URL or QR code). */
export type StartedPayment<Channel extends keyof PayAnswerOf> = {
  userId: string;
  cookie: string;
  orderId: string;
  paymentId: string;
  outTradeNo: string;
} & PayAnswerOf[Channel];

/** The gateway test context: the fake, the app (configured for it, warnings captured) and a payment starter. */
export type GatewayPaymentsContext<Channel extends keyof PayAnswerOf, Fake extends FakeGateway> = {
  readonly fake: Fake;
  readonly testApp: TestApp;
  readonly logs: ReturnType<typeof createLogCapture>;
  db(): Db;
  /** A new customer and an order of `payableFen` at status 5. */
  placeOrder(payableFen: number): Promise<{ userId: string; cookie: string; orderId: string }>;
  /** A new customer, an order of `payableFen` at status 5 and a started payment of it on the channel. */
  startPayment(payableFen: number): Promise<StartedPayment<Channel>>;
};

/**
 * Registers beforeAll/afterAll that start the fake gateway and a test app using it (notify origin
 * https://pay.boardforge.example, warnings logged to `logs`); call at the top of a test file.
 * `phonePrefix` (7 digits) keeps the customers of each file apart.
 */
export function setUpGatewayPayments<Channel extends keyof PayAnswerOf, Fake extends FakeGateway>(options: {
  channel: Channel;
  startFake: () => Promise<Fake>;
  phonePrefix: string;
}): GatewayPaymentsContext<Channel, Fake> {
  let fake: Fake | undefined;
  let testApp: TestApp | undefined;
  let phoneCounter = 0;
  const logs = createLogCapture();

  beforeAll(async () => {
    fake = await options.startFake();
    testApp = await createTestApp({
      env: { ...fake.env, PAYMENT_NOTIFY_ORIGIN: 'https://pay.boardforge.example' },
      logger: { level: 'warn', stream: logs.stream },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
  });

  const context: GatewayPaymentsContext<Channel, Fake> = {
    get fake() {
      if (!fake) throw new Error('the fake gateway starts in beforeAll');
      return fake;
    },
    get testApp() {
      if (!testApp) throw new Error('the test app starts in beforeAll');
      return testApp;
    },
    logs,
    db: () => context.testApp.database.handle.db,
    async placeOrder(payableFen) {
      phoneCounter += 1;
      const member = await createMember(context.testApp, {
        phone: `${options.phonePrefix}${String(phoneCounter).padStart(4, '0')}`,
      });
      const { orderId } = await insertTestOrder(context.db(), { userId: member.userId, status: 5, payableFen });
      return { ...member, orderId };
    },
    async startPayment(payableFen) {
      const { orderId, ...member } = await context.placeOrder(payableFen);
      const response = await createPayment(context.testApp.app, member.cookie, { orderId, channel: options.channel });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json().data as { paymentId: string } & PayAnswerOf[Channel];
      const outTradeNo = await readOutTradeNo(context.db(), answer.paymentId);
      // TypeScript cannot match a spread of the generic answer to StartedPayment<Channel>; the fields are these.
      return { ...member, orderId, ...answer, outTradeNo } as StartedPayment<Channel>;
    },
  };
  return context;
}

/** `count` POST /api/pay/create of one order and channel at once; expects every answer 200 and returns their data. */
export async function createPaymentsAtOnce(
  app: FastifyInstance,
  cookie: string,
  payload: { orderId: string; channel: string },
  count: number,
): Promise<Record<string, unknown>[]> {
  const answers = await Promise.all(Array.from({ length: count }, () => createPayment(app, cookie, payload)));
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
  return answers.map((answer) => answer.json().data);
}
