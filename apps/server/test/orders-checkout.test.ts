import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { type Caller, createCustomer, pcbOrderBody, saveOrder } from './orders-fixtures.ts';

// Issue 11, point 4: the checkout asks for an invoice title only when an invoice is wanted, and proposes the title
// and contacts of the customer's last order.

const now = () => new Date('2026-11-24T08:00:00Z');
let testApp: TestApp;
let customer: Caller & { addressId: string };

beforeAll(async () => {
  testApp = await createTestApp({ now });
  customer = await createCustomer(testApp, '13600000044', now);
});
afterAll(async () => {
  await testApp?.close();
});

function lastContacts(cookie = customer.cookie) {
  return testApp.app.inject({ method: 'GET', url: '/api/orderInfo/lastContacts', headers: cookie ? { cookie } : {} });
}

describe('POST /api/orderInfo/saveOrder invoice title', () => {
  it('takes an order without an invoice with no title and no invoicing method', async () => {
    const { contractTitle: _title, invoicingMethod: _method, ...body } = pcbOrderBody(customer.addressId, 'no-title-1');
    const response = await saveOrder(testApp.app, customer.cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/orderInfo/detail?orderId=${response.json().data.orderId}`,
      headers: { cookie: customer.cookie },
    });
    expect(detail.json().data).toMatchObject({ contractTitle: '', invoicingMethod: 'electronic', invoiceType: 'none' });
  });

  it('refuses an invoice without its title, naming the field and why, in both languages; saves nothing', async () => {
    for (const [language, message] of [
      ['en', 'contractTitle (the title printed on the invoice) is required when an invoice is wanted'],
      ['zh-CN', '需要发票时必须填写 contractTitle（发票抬头）'],
    ] as const) {
      const body = pcbOrderBody(customer.addressId, `title-${language}`, {
        invoiceType: 'ordinary',
        contractTitle: '  ',
      });
      const response = await saveOrder(testApp.app, customer.cookie, body, language);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().data.errors).toEqual([{ field: 'contractTitle', message }]);
    }
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/orderInfo/list?pageNum=1&pageSize=10',
      headers: { cookie: customer.cookie },
    });
    expect(list.json().data.total).toBe(1);
  });
});

describe('GET /api/orderInfo/lastContacts', () => {
  it("is null before the first order, then the newest order's title and contacts", async () => {
    const fresh = await createCustomer(testApp, '13600000045', now);
    const before = await lastContacts(fresh.cookie);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toBeNull();

    const first = pcbOrderBody(fresh.addressId, 'contacts-1', {
      invoiceType: 'special',
      contractTitle: 'Old Title Ltd',
    });
    expect((await saveOrder(testApp.app, fresh.cookie, first)).statusCode).toBe(200);
    const second = pcbOrderBody(fresh.addressId, 'contacts-2', {
      invoiceType: 'ordinary',
      invoicingMethod: 'paper',
      contractTitle: 'Shenzhen New Title Ltd',
      placingOrder: 'Zhang San',
      technicians: 'Li Si',
      techniciansPhone: '13700137000',
    });
    expect((await saveOrder(testApp.app, fresh.cookie, second)).statusCode).toBe(200);
    expect((await lastContacts(fresh.cookie)).json().data).toEqual({
      invoiceType: 'ordinary',
      invoicingMethod: 'paper',
      contractTitle: 'Shenzhen New Title Ltd',
      placingOrder: 'Zhang San',
      placingOrderPhone: '13800138000',
      technicians: 'Li Si',
      techniciansPhone: '13700137000',
    });
  });

  it('is for logged-in customers only', async () => {
    expect((await lastContacts('')).statusCode).toBe(401);
  });
});

// Issue 11, gap a: the contact phones of an order may be numbers abroad, as account phones are.
describe('POST /api/orderInfo/saveOrder contact phones', () => {
  it('keeps a mainland mobile as 11 digits and stores a number abroad in E.164', async () => {
    const abroad = await createCustomer(testApp, '13600000046', now);
    const body = pcbOrderBody(abroad.addressId, 'phones-abroad-1', {
      placingOrderPhone: '+49 1512 3456789',
      techniciansPhone: '+86 136-0000-0046',
    });
    const response = await saveOrder(testApp.app, abroad.cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/orderInfo/detail?orderId=${response.json().data.orderId}`,
      headers: { cookie: abroad.cookie },
    });
    expect(detail.json().data).toMatchObject({ placingOrderPhone: '+4915123456789', techniciansPhone: '13600000046' });
  });

  it('names both invalid phones at once, in both languages, and saves nothing', async () => {
    const caller = await createCustomer(testApp, '13600000047', now);
    for (const [language, message] of [
      ['en', /^Enter a valid mobile number/],
      ['zh-CN', /^请输入有效的手机号/],
    ] as const) {
      const body = pcbOrderBody(caller.addressId, `phones-bad-${language}`, {
        placingOrderPhone: '0755-12345678',
        techniciansPhone: '+49 1',
      });
      const response = await saveOrder(testApp.app, caller.cookie, body, language);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().data.errors).toEqual([
        { field: 'placingOrderPhone', message: expect.stringMatching(message) },
        { field: 'techniciansPhone', message: expect.stringMatching(message) },
      ]);
    }
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/orderInfo/list?pageNum=1&pageSize=10',
      headers: { cookie: caller.cookie },
    });
    expect(list.json().data.total).toBe(0);
  });
});
