import { partLimits } from '@boardforge/contracts/parts.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestCustomer, logIn, logInAsStaff, type TestApp } from './helpers/test-app.ts';

// Issue 13, point 1: what the parts catalogue refuses — out-of-range numbers and texts as a 400 naming the field and
// its limit in the caller's language (never a 500), breaks out of order, and callers without the permission.
let testApp: TestApp;
let buyerCookie: string;
let salesCookie: string;
let customerCookie: string;

beforeAll(async () => {
  testApp = await createTestApp();
  buyerCookie = await logInAsStaff(testApp.app, '12');
  salesCookie = await logInAsStaff(testApp.app, '14');
  customerCookie = await logIn(testApp.app, { ...(await createTestCustomer(testApp)), loginType: 'client' });
});
afterAll(async () => {
  await testApp?.close();
});

const part = {
  mpn: 'GRM155R71C104KA88D',
  manufacturer: 'Murata',
  value: '100nF',
  package: '0402',
  category: 'capacitor',
};
const save = (payload: Record<string, unknown>, language = 'en', cookie = buyerCookie) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/erp/parts/save',
    headers: { cookie, 'accept-language': language },
    payload,
  });

describe('out-of-range input is a 400 naming the field and its limit, in English and Chinese', () => {
  it.each([
    ['mpn', { mpn: 'M'.repeat(partLimits.mpn + 1) }, partLimits.mpn],
    ['manufacturer', { manufacturer: 'M'.repeat(partLimits.manufacturer + 1) }, partLimits.manufacturer],
    ['description', { description: 'd'.repeat(partLimits.description + 1) }, partLimits.description],
    ['moq', { moq: partLimits.quantity + 1 }, partLimits.quantity],
    ['stockOnHand', { stockOnHand: partLimits.quantity + 1 }, partLimits.quantity],
    ['reserved', { reserved: 2 ** 31 }, partLimits.quantity],
    ['attritionPerMille', { attritionPerMille: 1001 }, partLimits.attritionPerMille],
    ['leadTimeDays', { leadTimeDays: 366 }, partLimits.leadTimeDays],
    ['priceBreaks.0.minQuantity', { priceBreaks: [{ minQuantity: 2 ** 31, unitPrice: 1 }] }, partLimits.quantity],
    ['priceBreaks.0.unitPrice', { priceBreaks: [{ minQuantity: 1, unitPrice: 1e12 }] }, 1_000_000],
    [
      'priceBreaks',
      { priceBreaks: Array.from({ length: 21 }, (_, index) => ({ minQuantity: index + 1, unitPrice: 1 })) },
      partLimits.priceBreaks,
    ],
  ])('%s', async (field, change, limit) => {
    for (const language of ['en', 'zh-CN']) {
      const response = await save({ ...part, ...change }, language);
      expect(response.statusCode, response.body).toBe(400);
      const error = response.json().data.errors.find((candidate: { field: string }) => candidate.field === field);
      expect(error, response.body).toBeDefined();
      expect(error.message).toContain(String(limit));
      expect(error.message).toMatch(language === 'en' ? /at most/ : /[\u4e00-\u9fff]/);
    }
  });

  it.each([1e300, -1e300, Number.MAX_SAFE_INTEGER + 2, 0.5])(
    'the number %d in any numeric field is a 400 naming it',
    async (huge) => {
      for (const field of ['moq', 'attritionPerMille', 'stockOnHand', 'reserved', 'leadTimeDays']) {
        const response = await save({ ...part, [field]: huge });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().data.errors.map((error: { field: string }) => error.field)).toContain(field);
      }
      const breaks = await save({
        ...part,
        priceBreaks: [{ minQuantity: huge, unitPrice: huge === 0.5 ? 0.00001 : huge }],
      });
      expect(breaks.statusCode, breaks.body).toBe(400);
      expect(breaks.json().data.errors.map((error: { field: string }) => error.field)).toEqual(
        expect.arrayContaining(['priceBreaks.0.minQuantity', 'priceBreaks.0.unitPrice']),
      );
    },
  );

  it('a quantity to price beyond the limit, or not a number, is a 400 on quantity', async () => {
    for (const quantity of [String(partLimits.quantity + 1), '1e400', 'many']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/erp/parts/detail?partId=00000000-0000-4000-8000-000000000000&quantity=${quantity}`,
        headers: { cookie: salesCookie },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().data.errors[0].field).toBe('quantity');
    }
  });
});

describe('text a database cannot store or a field should not hold', () => {
  it.each([
    ['mpn', { mpn: 'GRM\u0000155' }],
    ['description', { description: 'cap\u0000' }],
    ['value', { value: '\ud800' }],
    ['package', { package: '04\u000702' }],
  ])('%s is a 400, never a 500', async (field, change) => {
    const response = await save({ ...part, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().data.reason).toBe('field.invalid');
    expect(JSON.stringify(response.json().data.errors)).toContain(field);
  });

  it('a NUL byte in a search word is a 400', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/erp/parts/list?mpn=GRM%00',
      headers: { cookie: salesCookie },
    });
    expect(response.statusCode, response.body).toBe(400);
  });
});

describe('rules of the service', () => {
  it.each([
    [[{ minQuantity: 10 }, { minQuantity: 10 }], 'priceBreaks.1.minQuantity'],
    [[{ minQuantity: 1 }, { minQuantity: 100 }, { minQuantity: 50 }], 'priceBreaks.2.minQuantity'],
  ])('refuses breaks that do not rise strictly in quantity (%j), naming the break', async (breaks, field) => {
    const priceBreaks = breaks.map((priceBreak) => ({ ...priceBreak, unitPrice: 0.01 }));
    for (const language of ['en', 'zh-CN']) {
      const response = await save({ ...part, priceBreaks }, language);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().data).toMatchObject({ reason: 'field.invalid', errors: [{ field }] });
      expect(response.json().msg).toMatch(language === 'en' ? /rise in quantity/ : /递增/);
    }
  });

  it('refuses more reserved than on hand, naming reserved', async () => {
    const response = await save({ ...part, stockOnHand: 5, reserved: 6 });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().data.errors).toEqual([{ field: 'reserved', message: expect.stringContaining('5') }]);
  });
});

describe('who may call', () => {
  it.each([
    ['a salesperson (parts:view only) saving', () => save(part, 'en', salesCookie), 403],
    ['a customer saving', () => save(part, 'en', customerCookie), 403],
    [
      'a customer searching',
      () => testApp.app.inject({ method: 'GET', url: '/api/erp/parts/list', headers: { cookie: customerCookie } }),
      403,
    ],
    ['a visitor searching', () => testApp.app.inject({ method: 'GET', url: '/api/erp/parts/list' }), 401],
  ])('%s is refused', async (_label, call, status) => {
    const response = await call();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().data.reason).toBe(status === 403 ? 'access.forbidden' : 'auth.required');
  });
});
