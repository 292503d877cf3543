import { createHash, randomBytes } from 'node:crypto';
import type { StaffRoleId } from '@boardforge/contracts/roles.ts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { orderHistory, orders } from '../src/db/orders.table.ts';
import { demoPhoneOfRole } from '../src/db/seed.ts';
import { insertAddress } from '../src/modules/addresses/addresses.repository.ts';
import { insertFile } from '../src/modules/files/files.repository.ts';
import { recordVerifiedPayment } from '../src/modules/payments/payment-recording.ts';
import { insertPayment } from '../src/modules/payments/payments.repository.ts';
import { createSessionsService } from '../src/modules/sessions/sessions.service.ts';
import { findUserById, findUserByPhone, insertUser } from '../src/modules/users/users.repository.ts';
import { unusablePasswordHash } from './fakes/member-helpers.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** A caller of the order routes: their user id and Cookie header. */
export type Caller = { userId: string; cookie: string };

// Sessions are started directly ("remember me": they outlive a clock moved 16 days on) to keep scrypt out.
async function startSession(testApp: TestApp, userId: string, now: () => Date): Promise<string> {
  const { db } = testApp.database.handle;
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`no user ${userId}`);
  const started = await createSessionsService({ db, now }).startSession(user, { rememberMe: true });
  return `sid=${started.token}`;
}

/** A session of the demo staff account of a role. */
export async function startStaffSession(testApp: TestApp, roleId: StaffRoleId, now: () => Date): Promise<Caller> {
  const user = await findUserByPhone(testApp.database.handle.db, demoPhoneOfRole(roleId));
  if (!user) throw new Error(`no demo staff of role ${roleId}`);
  return { userId: user.id, cookie: await startSession(testApp, user.id, now) };
}

/** A new customer with a session and one delivery address. */
export async function createCustomer(
  testApp: TestApp,
  phone: string,
  now: () => Date,
): Promise<Caller & { addressId: string }> {
  const { db } = testApp.database.handle;
  const user = await insertUser(db, {
    phone,
    passwordHash: unusablePasswordHash,
    nickname: `Customer ${phone.slice(-4)}`,
    kind: 'client',
  });
  const addressId = await insertAddress(
    db,
    user.id,
    {
      fullName: '王小明',
      mobile: '13800138000',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      detail: '科技园 1 号',
      isDefault: true,
    },
    now(),
  );
  return { userId: user.id, cookie: await startSession(testApp, user.id, now), addressId };
}

/**
 * A BOM of three active parts, one of each per board, that no test catalogue holds: an order of it is an inquiry
 * with three lines of `sets` pieces.
 */
export const inquiryBomCsv =
  'Designator,Quantity,MPN\nU1,1,TEST-INQUIRY-U1\nU2,1,TEST-INQUIRY-U2\nU3,1,TEST-INQUIRY-U3\n';

/** A BOM of one active part, one per board, that no test catalogue holds. */
export const oneLineBomCsv = 'Designator,Quantity,MPN\nU1,1,TEST-INQUIRY-SINGLE\n';

/**
 * Stores a file row owned by a user, with `analysis` if given. A Gerber needs no content (orders only link it); a
 * BOM's content is stored (`bomCsv`, by default `inquiryBomCsv`): orders read its lines.
 */
export async function insertOwnedFile(
  testApp: TestApp,
  ownerUserId: string,
  kind: 'gerber' | 'bom',
  analysis?: Record<string, unknown>,
  bomCsv: string = inquiryBomCsv,
): Promise<string> {
  let hash = randomBytes(32).toString('hex');
  if (kind === 'bom') {
    const bytes = Buffer.from(bomCsv, 'utf8');
    hash = createHash('sha256').update(bytes).digest('hex');
    await testApp.app.fileStorage.put(hash, bytes);
  }
  const row = await insertFile(testApp.database.handle.db, {
    ownerUserId,
    kind,
    originalName: kind === 'gerber' ? 'board.zip' : 'bom.csv',
    mediaType: kind === 'gerber' ? 'application/zip' : 'text/csv',
    hash,
    size: 100,
    analysis: analysis ?? (kind === 'bom' ? { lineCount: 3, format: 'csv' } : { layers: 2 }),
  });
  return row.id;
}

/** A valid saveOrder body of a 2-layer 100×100 mm PCB, 5 boards. */
export function pcbOrderBody(addressId: string, idempotencyKey: string, overrides: Record<string, unknown> = {}) {
  return {
    orderType: 'pcb',
    spec: { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 },
    invoiceType: 'none',
    invoicingMethod: 'electronic',
    contractTitle: 'Test Electronics Ltd',
    placingOrder: '王小明',
    placingOrderPhone: '13800138000',
    technicians: '李工',
    techniciansPhone: '13900139000',
    addressId,
    shippingMethod: 'express',
    idempotencyKey,
    ...overrides,
  };
}

/** POST /api/orderInfo/saveOrder. */
export function saveOrder(app: FastifyInstance, cookie: string, body: unknown, language = 'en') {
  return app.inject({
    method: 'POST',
    url: '/api/orderInfo/saveOrder',
    headers: { cookie, 'accept-language': language },
    payload: body as Record<string, unknown>,
  });
}

/** POST /api/erp/order/transition. */
export function transition(
  app: FastifyInstance,
  cookie: string,
  body: { orderId: string; action: string; fromStatus: number; payload: Record<string, unknown> },
) {
  return app.inject({ method: 'POST', url: '/api/erp/order/transition', headers: { cookie }, payload: body });
}

/** POST /api/orderInfo/<path> as a customer. */
export function customerAction(app: FastifyInstance, cookie: string, path: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/orderInfo/${path}`, headers: { cookie }, payload: body });
}

/** Pays an order's amount with a gateway payment verified through the payments module's recording (no sandbox). */
export async function payVerified(
  testApp: TestApp,
  order: { orderId: string; userId: string; amountFen: number },
  at: Date,
): Promise<void> {
  const { db } = testApp.database.handle;
  const payment = await insertPayment(db, {
    orderId: order.orderId,
    userId: order.userId,
    channel: 'sandbox',
    amountFen: order.amountFen,
    outTradeNo: `T${randomBytes(8).toString('hex')}`,
  });
  await recordVerifiedPayment(db, {
    paymentId: payment.id,
    amountFen: order.amountFen,
    verification: { kind: 'payment', gatewayTradeNo: `G${randomBytes(8).toString('hex')}`, notification: {} },
    at,
  });
}

/**
 * Sets up one app with a movable clock, a customer and a session per staff role for a test file of the staff
 * workflow (registers beforeAll/afterAll), and returns helpers that place and move orders.
 */
export function setUpWorkflow(
  start: Date,
  customerPhone: string,
  options: {
    /** Settings of the app, read when it is built (after the hooks registered before this call have run). */
    env?: () => NodeJS.ProcessEnv;
  } = {},
) {
  let clock = start;
  let app: TestApp | undefined;
  let customer: (Caller & { addressId: string }) | undefined;
  const staff = new Map<StaffRoleId, Caller>();
  let keyCounter = 0;
  const now = () => clock;

  beforeAll(async () => {
    app = await createTestApp({ now, ...(options.env ? { env: options.env() } : {}) });
    customer = await createCustomer(app, customerPhone, now);
    for (const roleId of ['1', '11', '12', '14', '15', '16'] as const) {
      staff.set(roleId, await startStaffSession(app, roleId, now));
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const testApp = (): TestApp => {
    if (!app) throw new Error('the workflow app is not ready');
    return app;
  };
  const alice = () => {
    if (!customer) throw new Error('the workflow customer is not ready');
    return customer;
  };
  const staffOf = (roleId: StaffRoleId): Caller => {
    const caller = staff.get(roleId);
    if (!caller) throw new Error(`no staff ${roleId}`);
    return caller;
  };
  const db = () => testApp().database.handle.db;

  /**
   * Places alice's order (the 2-layer PCB unless `overrides` say otherwise). A PCB order carries a Gerber upload of
   * hers, as contract review requires; `gerberFileId: undefined` in `overrides` places one without.
   */
  async function placeOrder(overrides: Record<string, unknown> = {}) {
    const isPcb = (overrides.orderType ?? 'pcb') === 'pcb';
    const files =
      isPcb && !('gerberFileId' in overrides)
        ? { gerberFileId: await insertOwnedFile(testApp(), alice().userId, 'gerber') }
        : {};
    const body = pcbOrderBody(alice().addressId, `flow-key-${++keyCounter}`, { ...files, ...overrides });
    const response = await saveOrder(testApp().app, alice().cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { orderId: string; orderNo: string; status: number; total: number; payable: number };
  }

  function move(roleId: StaffRoleId, orderId: string, action: string, fromStatus: number, payload = {}) {
    return transition(testApp().app, staffOf(roleId).cookie, { orderId, action, fromStatus, payload });
  }

  async function moveOk(roleId: StaffRoleId, orderId: string, action: string, fromStatus: number, payload = {}) {
    const response = await move(roleId, orderId, action, fromStatus, payload);
    expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
    return response.json().data;
  }

  async function readOrder(orderId: string) {
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error(`no order ${orderId}`);
    return row;
  }

  const historyOf = (orderId: string) =>
    db().select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(orderHistory.id);

  async function erpDetail(orderId: string, roleId: StaffRoleId = '1') {
    const response = await testApp().app.inject({
      method: 'GET',
      url: `/api/erp/order/detail?orderId=${orderId}`,
      headers: { cookie: staffOf(roleId).cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  return {
    now,
    advance: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
    testApp,
    alice,
    staffOf,
    db,
    placeOrder,
    move,
    moveOk,
    readOrder,
    historyOf,
    erpDetail,
  };
}
