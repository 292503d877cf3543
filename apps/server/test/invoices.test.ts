import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../src/db/invoices.table.ts';
import { orders } from '../src/db/orders.table.ts';
import { createMember } from './fakes/member-helpers.ts';
import { createTestApp, logInAsStaff, type TestApp } from './helpers/test-app.ts';
import { payVerified } from './orders-fixtures.ts';
import { insertTestOrder, readPaymentRecords } from './payments-helpers.ts';

let testApp: TestApp;
let directorCookie: string;
let supervisorCookie: string;
let salesManagerCookie: string;
let phoneCounter = 0;
let invoiceCounter = 0;

// A fixed clock: 2026-11-22 10:00 in China (02:00 UTC), so "today" and "the future" are known.
const now = new Date('2026-11-22T02:00:00Z');

beforeAll(async () => {
  testApp = await createTestApp({ now: () => now });
  directorCookie = await logInAsStaff(testApp.app, '15');
  supervisorCookie = await logInAsStaff(testApp.app, '11');
  salesManagerCookie = await logInAsStaff(testApp.app, '14');
});
afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.handle.db;

/** A customer's order at status 5 asking for an invoice of a type, paid `paidFen` (0: unpaid) through the ledger. */
async function makeOrder(options: {
  invoiceType: 'none' | 'ordinary' | 'special';
  payableFen: number;
  paidFen: number;
}) {
  phoneCounter += 1;
  const member = await createMember(testApp, { phone: `1364444${String(phoneCounter).padStart(4, '0')}` });
  const { orderId, orderNo } = await insertTestOrder(db(), {
    userId: member.userId,
    status: 5,
    payableFen: options.payableFen,
  });
  await db()
    .update(orders)
    .set({ invoiceType: options.invoiceType, invoicingMethod: 'paper', contractTitle: `Title ${orderNo}` })
    .where(eq(orders.id, orderId));
  if (options.paidFen > 0)
    await payVerified(testApp, { orderId, userId: member.userId, amountFen: options.paidFen }, now);
  return { ...member, orderId, orderNo };
}

const nextInvoiceNo = () => `INV${String(++invoiceCounter).padStart(6, '0')}`;

const issue = (cookie: string | undefined, payload: Record<string, unknown>, language = 'en') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/erp/invoice/issue',
    headers: { ...(cookie ? { cookie } : {}), 'accept-language': language },
    payload,
  });
const list = (cookie: string | undefined, status: 'pending' | 'issued') =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/erp/invoice/list?status=${status}&pageSize=50`,
    headers: cookie ? { cookie } : {},
  });
const readDetail = (cookie: string, orderId: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/orderInfo/detail?orderId=${orderId}`, headers: { cookie } });

/** Reads every page of a list (other tests of this file add rows too). */
async function listAll(cookie: string, status: 'pending' | 'issued') {
  const response = await list(cookie, status);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { rows: Record<string, unknown>[]; total: number };
}

describe('the pending list', () => {
  it('lists paid orders that asked for an invoice with paid, invoiced and remaining; not unpaid or no-invoice ones', async () => {
    const paid = await makeOrder({ invoiceType: 'ordinary', payableFen: 12_345, paidFen: 12_345 });
    const unpaid = await makeOrder({ invoiceType: 'special', payableFen: 5_000, paidFen: 0 });
    const noInvoice = await makeOrder({ invoiceType: 'none', payableFen: 5_000, paidFen: 5_000 });
    const pending = await listAll(directorCookie, 'pending');
    expect(pending.rows).toContainEqual({
      orderId: paid.orderId,
      orderNo: paid.orderNo,
      customerPhone: expect.any(String),
      customerName: expect.stringContaining('Member'),
      invoiceType: 'ordinary',
      invoicingMethod: 'paper',
      contractTitle: `Title ${paid.orderNo}`,
      paid: 123.45,
      invoiced: 0,
      remaining: 123.45,
    });
    const listed = pending.rows.map((row) => row.orderId);
    expect(listed).not.toContain(unpaid.orderId);
    expect(listed).not.toContain(noInvoice.orderId);
    expect(pending.total).toBe(pending.rows.length);
  });
});

describe('issuing', () => {
  it('records an invoice: the issued list, the order page and the history show it, the remaining drops', async () => {
    const order = await makeOrder({ invoiceType: 'special', payableFen: 10_000, paidFen: 10_000 });
    const invoiceNo = nextInvoiceNo();
    const first = await issue(supervisorCookie, {
      orderId: order.orderId,
      invoiceNo,
      issueDate: '2026-11-21',
      amount: 60,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      invoiceId: expect.any(String),
      orderId: order.orderId,
      invoiceNo,
      issueDate: '2026-11-21',
      amount: 60,
      remaining: 40,
    });

    const pendingRow = (await listAll(directorCookie, 'pending')).rows.find((row) => row.orderId === order.orderId);
    expect(pendingRow).toMatchObject({ paid: 100, invoiced: 60, remaining: 40 });

    const issuedRow = (await listAll(directorCookie, 'issued')).rows.find(
      (row) => (row.invoice as { invoiceNo: string } | undefined)?.invoiceNo === invoiceNo,
    );
    expect(issuedRow).toMatchObject({
      orderId: order.orderId,
      invoiceType: 'special',
      invoicingMethod: 'paper',
      contractTitle: `Title ${order.orderNo}`,
      invoiced: 60,
      remaining: 40,
      invoice: { invoiceNo, issueDate: '2026-11-21', amount: 60, issuedBy: expect.any(String) },
    });

    // The rest (today's date is allowed) takes the order off the pending list.
    const rest = await issue(directorCookie, {
      orderId: order.orderId,
      invoiceNo: nextInvoiceNo(),
      issueDate: '2026-11-22',
      amount: 40,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.remaining).toBe(0);
    expect((await listAll(directorCookie, 'pending')).rows.map((row) => row.orderId)).not.toContain(order.orderId);

    const detail = await readDetail(order.cookie, order.orderId);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.invoices).toEqual([
      { invoiceNo, issueDate: '2026-11-21', amount: 60, type: 'special', method: 'paper' },
      { invoiceNo: expect.any(String), issueDate: '2026-11-22', amount: 40, type: 'special', method: 'paper' },
    ]);
    expect(detail.json().data.history).toContainEqual(
      expect.objectContaining({ action: 'invoice', fromStatus: 5, toStatus: 5 }),
    );

    const records = await readPaymentRecords(db(), order.orderId);
    expect(records.order?.status).toBe(5);
    expect(records.history.filter((row) => row.action === 'invoice')).toHaveLength(2);
    expect(records.events.filter((event) => event.kind === 'invoice')).toHaveLength(2);
  });

  it('keeps an invoice number upper case and trimmed', async () => {
    const order = await makeOrder({ invoiceType: 'ordinary', payableFen: 1_000, paidFen: 1_000 });
    const response = await issue(directorCookie, {
      orderId: order.orderId,
      invoiceNo: '  ab-0042  ',
      issueDate: '2026-11-20',
      amount: 10,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.invoiceNo).toBe('AB-0042');
  });
});

describe('refusals', () => {
  it('refuses an order that asked for no invoice (409)', async () => {
    const order = await makeOrder({ invoiceType: 'none', payableFen: 1_000, paidFen: 1_000 });
    const response = await issue(directorCookie, {
      orderId: order.orderId,
      invoiceNo: nextInvoiceNo(),
      issueDate: '2026-11-22',
      amount: 10,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().msg).toBe('The customer did not ask for an invoice on this order.');
  });

  it('refuses an unpaid order (409), in Chinese too', async () => {
    const order = await makeOrder({ invoiceType: 'ordinary', payableFen: 1_000, paidFen: 0 });
    const payload = { orderId: order.orderId, invoiceNo: nextInvoiceNo(), issueDate: '2026-11-22', amount: 10 };
    const response = await issue(directorCookie, payload);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: '409', msg: 'This order has no paid amount to invoice yet.' });
    const chinese = await issue(directorCookie, payload, 'zh-CN');
    expect(chinese.json().msg).toBe('该订单尚无可开票的已付金额。');
  });

  it('refuses an amount above what is left to invoice (400 naming the amount and the limit)', async () => {
    const order = await makeOrder({ invoiceType: 'ordinary', payableFen: 5_000, paidFen: 5_000 });
    const first = await issue(directorCookie, {
      orderId: order.orderId,
      invoiceNo: nextInvoiceNo(),
      issueDate: '2026-11-22',
      amount: 20,
    });
    expect(first.statusCode, first.body).toBe(200);
    const response = await issue(directorCookie, {
      orderId: order.orderId,
      invoiceNo: nextInvoiceNo(),
      issueDate: '2026-11-22',
      amount: 30.01,
    });
    expect(response.statusCode, response.body).toBe(400);
    const message = 'The amount 30.01 exceeds what is left to invoice on this order (30.00).';
    expect(response.json()).toEqual({
      code: '400',
      msg: message,
      data: { reason: 'field.invalid', errors: [{ field: 'amount', message }] },
    });
    const chinese = await issue(
      directorCookie,
      { orderId: order.orderId, invoiceNo: nextInvoiceNo(), issueDate: '2026-11-22', amount: 31 },
      'zh-CN',
    );
    expect(chinese.json().msg).toBe('开票金额 31.00 超过该订单剩余可开票金额（30.00）。');
    expect(await db().select().from(invoices).where(eq(invoices.orderId, order.orderId))).toHaveLength(1);
  });

  it('refuses an invoice number already recorded (409 naming it), on another order too', async () => {
    const first = await makeOrder({ invoiceType: 'ordinary', payableFen: 5_000, paidFen: 5_000 });
    const second = await makeOrder({ invoiceType: 'special', payableFen: 5_000, paidFen: 5_000 });
    const invoiceNo = nextInvoiceNo();
    const payload = { invoiceNo, issueDate: '2026-11-22', amount: 10 };
    expect((await issue(directorCookie, { ...payload, orderId: first.orderId })).statusCode).toBe(200);
    for (const orderId of [first.orderId, second.orderId]) {
      const response = await issue(directorCookie, { ...payload, invoiceNo: invoiceNo.toLowerCase(), orderId });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().msg).toBe(`Invoice number ${invoiceNo} has already been recorded.`);
    }
  });

  it('refuses an issue date after today in China time (400 on issueDate)', async () => {
    const order = await makeOrder({ invoiceType: 'ordinary', payableFen: 5_000, paidFen: 5_000 });
    const response = await issue(directorCookie, {
      orderId: order.orderId,
      invoiceNo: nextInvoiceNo(),
      issueDate: '2026-11-23',
      amount: 10,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().data.errors).toEqual([
      {
        field: 'issueDate',
        message: 'The issue date 2026-11-23 is in the future; the latest allowed is today (2026-11-22).',
      },
    ]);
  });

  it('answers 404 for an unknown order and 400 for a malformed request', async () => {
    const unknown = await issue(directorCookie, {
      orderId: '00000000-0000-4000-8000-000000000000',
      invoiceNo: nextInvoiceNo(),
      issueDate: '2026-11-22',
      amount: 10,
    });
    expect(unknown.statusCode, unknown.body).toBe(404);
    const malformed = await issue(directorCookie, {
      orderId: 'x',
      invoiceNo: 'no spaces please',
      issueDate: '22/11',
      amount: 0,
    });
    expect(malformed.statusCode).toBe(400);
    expect(
      malformed
        .json()
        .data.errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['amount', 'invoiceNo', 'issueDate']);
  });
});

describe('access', () => {
  it('needs finance:invoice: a sales manager (14) gets 403, a visitor 401, and nothing is recorded', async () => {
    const order = await makeOrder({ invoiceType: 'ordinary', payableFen: 1_000, paidFen: 1_000 });
    const payload = { orderId: order.orderId, invoiceNo: nextInvoiceNo(), issueDate: '2026-11-22', amount: 10 };
    expect((await issue(salesManagerCookie, payload)).statusCode).toBe(403);
    expect((await list(salesManagerCookie, 'pending')).statusCode).toBe(403);
    expect((await issue(undefined, payload)).statusCode).toBe(401);
    expect((await list(undefined, 'issued')).statusCode).toBe(401);
    expect((await issue(order.cookie, payload)).statusCode).toBe(403);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, order.orderId))).toEqual([]);
  });
});

describe('racing', () => {
  it('two staff issuing one invoice number at once record it exactly once (same order and different orders)', async () => {
    const first = await makeOrder({ invoiceType: 'ordinary', payableFen: 5_000, paidFen: 5_000 });
    const second = await makeOrder({ invoiceType: 'ordinary', payableFen: 5_000, paidFen: 5_000 });
    const invoiceNo = nextInvoiceNo();
    const payload = { invoiceNo, issueDate: '2026-11-22', amount: 50 };
    const answers = await Promise.all([
      issue(directorCookie, { ...payload, orderId: first.orderId }),
      issue(supervisorCookie, { ...payload, orderId: first.orderId }),
      issue(directorCookie, { ...payload, orderId: second.orderId }),
      issue(supervisorCookie, { ...payload, orderId: second.orderId }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await db().select().from(invoices).where(eq(invoices.invoiceNo, invoiceNo))).toHaveLength(1);
  });
});
