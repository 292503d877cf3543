import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../src/db/orders.table.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { type Caller, createCustomer, pcbOrderBody, saveOrder } from './orders-fixtures.ts';

const clock = new Date('2026-11-21T17:30:00Z');
const now = () => clock;

let testApp: TestApp;
let customer: Caller & { addressId: string };
let keyCounter = 0;
const newKey = () => `tax-key-${++keyCounter}-${Date.now()}`;

beforeAll(async () => {
  testApp = await createTestApp({ now });
  customer = await createCustomer(testApp, '13700000201', now);
});
afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.handle.db;
// docs/pricing.md's worked example: 2 layers, 100×100 mm, 5 boards (30.00 before tax).
const exampleSpec = { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 };

// The invoice type the stored spec says.
const readSpecInvoiceType = (row: { spec: unknown }) => (row.spec as { invoiceType?: string }).invoiceType;

// Saves an order and reads back its answer, stored row and lines.
async function placeOrder(overrides: Record<string, unknown>) {
  const response = await saveOrder(testApp.app, customer.cookie, pcbOrderBody(customer.addressId, newKey(), overrides));
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json().data as { orderId: string; total: number; payable: number };
  const [row] = await db().select().from(orders).where(eq(orders.id, answer.orderId));
  if (!row) throw new Error(`order ${answer.orderId} was not stored`);
  const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, answer.orderId));
  const taxFen = lines.filter((line) => line.code === 'tax').reduce((sum, line) => sum + line.amountFen, 0);
  return { answer, row, lines, taxFen };
}

describe('saveOrder: the order invoice type decides the tax', () => {
  it('taxes a spec without invoiceType at 13 % when the order asks for a special invoice (33.90)', async () => {
    const { answer, row, lines, taxFen } = await placeOrder({ spec: exampleSpec, invoiceType: 'special' });
    expect(answer).toMatchObject({ total: 33.9, payable: 33.9 });
    expect(row.totalFen).toBe(3390);
    expect(taxFen).toBe(390);
    expect(lines.reduce((sum, line) => sum + line.amountFen, 0)).toBe(3390);
    expect(row.invoiceType).toBe('special');
    expect(readSpecInvoiceType(row)).toBe('special');
  });

  it('charges no tax on a spec quoted with a special invoice when the order asks for none', async () => {
    const { answer, row, taxFen } = await placeOrder({
      spec: { ...exampleSpec, invoiceType: 'special' },
      invoiceType: 'none',
    });
    expect(answer).toMatchObject({ total: 30, payable: 30 });
    expect(taxFen).toBe(0);
    expect(row.invoiceType).toBe('none');
    expect(readSpecInvoiceType(row)).toBe('none');
  });

  it('taxes an ordinary invoice at 6 % and a stencil order too', async () => {
    const pcb = await placeOrder({ spec: exampleSpec, invoiceType: 'ordinary' });
    expect(pcb.answer.total).toBe(31.8);
    expect(pcb.taxFen).toBe(180);

    const untaxed = await placeOrder({ orderType: 'stencil', spec: { number: 2 }, invoiceType: 'none' });
    const taxed = await placeOrder({ orderType: 'stencil', spec: { number: 2 }, invoiceType: 'special' });
    expect(untaxed.taxFen).toBe(0);
    expect(taxed.taxFen).toBe(Math.round(untaxed.row.totalFen * 0.13));
    expect(taxed.row.totalFen).toBe(untaxed.row.totalFen + taxed.taxFen);
    expect(readSpecInvoiceType(taxed.row)).toBe('special');
  });
});
