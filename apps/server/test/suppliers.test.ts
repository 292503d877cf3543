import { supplierLimits } from '@boardforge/contracts/suppliers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInAsStaff, type TestApp } from './helpers/test-app.ts';

// Issue 13, point 1: suppliers (供应商) and the parts they offer at what price; a part's page shows the offers.
let testApp: TestApp;
let buyerCookie: string;
let salesCookie: string;

beforeAll(async () => {
  testApp = await createTestApp();
  buyerCookie = await logInAsStaff(testApp.app, '12');
  salesCookie = await logInAsStaff(testApp.app, '14');
});
afterAll(async () => {
  await testApp?.close();
});

const post = (url: string, payload: Record<string, unknown>, options: { cookie?: string; language?: string } = {}) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { cookie: options.cookie ?? buyerCookie, 'accept-language': options.language ?? 'en' },
    payload,
  });
const get = (url: string, cookie = salesCookie) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });

const supplier = {
  name: 'Shenzhen Example Components Co.',
  contactName: '王经理',
  contactPhone: '0755-12345678',
  contactEmail: 'Sales@Example.com',
  paymentTerms: 'net30',
  currency: 'CNY',
  rating: 4,
};

async function saveOk(url: string, payload: Record<string, unknown>): Promise<string> {
  const response = await post(url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

async function addPart(mpn: string): Promise<string> {
  return saveOk('/api/erp/parts/save', { mpn, manufacturer: 'TI', category: 'ic', package: 'SOIC-8' });
}

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('suppliers', () => {
  it('adds, lists by keyword and changes a supplier; the e-mail is kept lower-case', async () => {
    const id = await saveOk('/api/erp/suppliers/save', supplier);
    await saveOk('/api/erp/suppliers/save', { ...supplier, name: 'Other Trading Ltd', contactName: 'Li' });
    const list = await get('/api/erp/suppliers/list?keyword=example');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({
      total: 1,
      rows: [{ id, name: supplier.name, contactEmail: 'sales@example.com', rating: 4, offerCount: 0 }],
    });
    await saveOk('/api/erp/suppliers/save', { ...supplier, id, rating: 5, currency: 'USD' });
    const changed = await get(`/api/erp/suppliers/list?keyword=${encodeURIComponent('王')}`);
    expect(changed.json().data.rows).toEqual([expect.objectContaining({ id, rating: 5, currency: 'USD' })]);
  });

  it('refuses a second supplier of the same name ignoring case (409), and an unknown id (404)', async () => {
    await saveOk('/api/erp/suppliers/save', { ...supplier, name: 'Twin Parts' });
    for (const language of ['en', 'zh-CN']) {
      const response = await post('/api/erp/suppliers/save', { ...supplier, name: 'TWIN PARTS' }, { language });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().data.reason).toBe('state.conflict');
      expect(response.json().msg).toMatch(language === 'en' ? /already exists/ : /供应商/);
    }
    const unknown = await post('/api/erp/suppliers/save', { ...supplier, id: unknownId, name: 'Ghost' });
    expect(unknown.statusCode, unknown.body).toBe(404);
  });

  it.each([
    ['name', { name: 'n'.repeat(supplierLimits.name + 1) }, /at most 100/],
    ['rating', { rating: 6 }, /at most 5/],
    ['rating', { rating: 0 }, /at least 1/],
    ['rating', { rating: 1e300 }, /at most/],
    ['currency', { currency: 'BTC' }, /CNY/],
    ['contactEmail', { contactEmail: 'not-an-address' }, /e-mail/],
    ['contactName', { contactName: 'Wang\u0000' }, /cannot be saved/],
  ])('refuses a bad %s with a 400 naming it', async (field, change, message) => {
    const response = await post('/api/erp/suppliers/save', { ...supplier, name: `Bad ${field}`, ...change });
    expect(response.statusCode, response.body).toBe(400);
    const error = response.json().data.errors.find((candidate: { field: string }) => candidate.field === field);
    expect(error?.message, response.body).toMatch(message);
  });
});

describe('offers of parts', () => {
  it('adds offers, shows them cheapest first on the part page, changes and removes one', async () => {
    const partId = await addPart('NE555DR');
    const cheap = await saveOk('/api/erp/suppliers/save', { ...supplier, name: 'Cheap Chips' });
    const dear = await saveOk('/api/erp/suppliers/save', { ...supplier, name: 'Dear Chips', currency: 'USD' });
    const offer = { partId, supplierSku: 'C46749', unitPrice: 0.4512, leadTimeDays: 3 };
    const cheapOffer = await saveOk('/api/erp/suppliers/offers/save', { ...offer, supplierId: cheap });
    const dearOffer = await saveOk('/api/erp/suppliers/offers/save', {
      ...offer,
      supplierId: dear,
      unitPrice: 0.09,
      minQuantity: 100,
    });
    const part = await get(`/api/erp/parts/detail?partId=${partId}`);
    expect(part.json().data.offers).toEqual([
      expect.objectContaining({ id: dearOffer, supplierName: 'Dear Chips', currency: 'USD', unitPrice: 0.09 }),
      expect.objectContaining({ id: cheapOffer, supplierSku: 'C46749', unitPrice: 0.4512, minQuantity: 1 }),
    ]);
    await saveOk('/api/erp/suppliers/offers/save', { ...offer, id: cheapOffer, supplierId: cheap, unitPrice: 0.01 });
    const removed = await post('/api/erp/suppliers/offers/delete', { id: dearOffer });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await get(`/api/erp/parts/detail?partId=${partId}`);
    expect(after.json().data.offers).toEqual([expect.objectContaining({ id: cheapOffer, unitPrice: 0.01 })]);
    const list = await get('/api/erp/suppliers/list?keyword=cheap%20chips');
    expect(list.json().data.rows[0]).toMatchObject({ name: 'Cheap Chips', offerCount: 1 });
    const again = await post('/api/erp/suppliers/offers/delete', { id: dearOffer });
    expect(again.statusCode, again.body).toBe(404);
  });

  it('refuses a second offer from the same quantity (409) and an unknown supplier, part or offer (404)', async () => {
    const partId = await addPart('LM358DR');
    const supplierId = await saveOk('/api/erp/suppliers/save', { ...supplier, name: 'Only Once' });
    const offer = { partId, supplierId, unitPrice: 0.3, minQuantity: 10 };
    await saveOk('/api/erp/suppliers/offers/save', offer);
    const twice = await post('/api/erp/suppliers/offers/save', offer, { language: 'zh-CN' });
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json()).toMatchObject({ data: { reason: 'state.conflict' }, msg: expect.stringContaining('10') });
    for (const [change, message] of [
      [{ supplierId: unknownId }, 'Supplier not found.'],
      [{ partId: unknownId }, 'Part not found.'],
      [{ id: unknownId }, 'Offer not found.'],
    ] as const) {
      const response = await post('/api/erp/suppliers/offers/save', { ...offer, minQuantity: 20, ...change });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().msg).toBe(message);
    }
  });

  it('refuses an out-of-range price or quantity with a 400 naming it', async () => {
    const base = { partId: unknownId, supplierId: unknownId, unitPrice: 1 };
    for (const [change, field] of [
      [{ unitPrice: 1_000_000.01 }, 'unitPrice'],
      [{ unitPrice: 0.00001 }, 'unitPrice'],
      [{ minQuantity: 2 ** 31 }, 'minQuantity'],
      [{ leadTimeDays: 1e300 }, 'leadTimeDays'],
      [{ supplierSku: 'S'.repeat(supplierLimits.supplierSku + 1) }, 'supplierSku'],
    ] as const) {
      const response = await post('/api/erp/suppliers/offers/save', { ...base, ...change });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().data.errors[0].field).toBe(field);
    }
  });

  it('lets only holders of suppliers:edit change suppliers and offers (a salesperson may list them)', async () => {
    const listed = await get('/api/erp/suppliers/list');
    expect(listed.statusCode, listed.body).toBe(200);
    for (const url of [
      '/api/erp/suppliers/save',
      '/api/erp/suppliers/offers/save',
      '/api/erp/suppliers/offers/delete',
    ]) {
      const response = await post(url, { ...supplier, name: 'Refused' }, { cookie: salesCookie });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().data.reason).toBe('access.forbidden');
    }
  });
});
