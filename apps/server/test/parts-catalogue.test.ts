import { maxOrderAmountYuan } from '@boardforge/contracts/limits.ts';
import { partLimits } from '@boardforge/contracts/parts.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestCustomer, logIn, logInAsStaff, type TestApp } from './helpers/test-app.ts';

// Issue 13, point 1: the parts catalogue (元件库) — parts with price breaks, searched by MPN prefix, value, package.
let testApp: TestApp;
const cookies: Record<'buyer' | 'director' | 'sales' | 'admin' | 'customer', string> = {
  buyer: '',
  director: '',
  sales: '',
  admin: '',
  customer: '',
};

beforeAll(async () => {
  testApp = await createTestApp();
  cookies.buyer = await logInAsStaff(testApp.app, '12');
  cookies.director = await logInAsStaff(testApp.app, '16');
  cookies.sales = await logInAsStaff(testApp.app, '14');
  cookies.admin = await logInAsStaff(testApp.app, '1');
  cookies.customer = await logIn(testApp.app, { ...(await createTestCustomer(testApp)), loginType: 'client' });
});
afterAll(async () => {
  await testApp?.close();
});

type Caller = keyof typeof cookies;
const save = (caller: Caller, payload: Record<string, unknown>, language = 'en') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/erp/parts/save',
    headers: { cookie: cookies[caller], 'accept-language': language },
    payload,
  });
const get = (caller: Caller, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { cookie: cookies[caller] } });

const resistor = {
  mpn: 'RC0402FR-0710KL',
  manufacturer: 'Yageo',
  package: '0402',
  value: '10k',
  description: 'Thick film resistor 10 kΩ ±1 % 1/16 W',
  category: 'resistor',
  moq: 100,
  attritionPerMille: 20,
  stockOnHand: 5000,
  reserved: 1200,
  leadTimeDays: 7,
  priceBreaks: [
    { minQuantity: 100, unitPrice: 0.0035 },
    { minQuantity: 1000, unitPrice: 0.0021 },
    { minQuantity: 10000, unitPrice: 0.0012 },
  ],
};

async function savePart(payload: Record<string, unknown>, caller: Caller = 'buyer'): Promise<string> {
  const response = await save(caller, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

async function readPart(id: string, quantity?: number) {
  const response = await get('sales', `/api/erp/parts/detail?partId=${id}${quantity ? `&quantity=${quantity}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('saving and reading a part', () => {
  it('adds a part with its breaks, reads it back with what is available, and prices a needed quantity', async () => {
    const id = await savePart(resistor);
    const part = await readPart(id);
    expect(part).toMatchObject({
      mpn: resistor.mpn,
      manufacturer: 'Yageo',
      available: 3800,
      fromUnitPrice: 0.0035,
      priceBreaks: resistor.priceBreaks,
      offers: [],
    });
    expect(part.purchase).toBeUndefined();
  });

  it.each([
    // needed, bought (MOQ 100, attrition 2 %), unit price, extended price (rounded once to fen)
    [1, 100, 0.0035, 0.35],
    [500, 510, 0.0035, 1.79],
    [980, 1000, 0.0021, 2.1],
    [10000, 10200, 0.0012, 12.24],
  ])('needing %d buys %d at %d yuan, %d yuan in all', async (quantity, buyQuantity, unitPrice, extendedPrice) => {
    const id = await savePart({ ...resistor, mpn: `PRICE-${quantity}` });
    expect((await readPart(id, quantity)).purchase).toEqual({ quantity, buyQuantity, unitPrice, extendedPrice });
  });

  it('says when no break covers the quantity, and refuses a price above the largest order amount', async () => {
    const id = await savePart({
      ...resistor,
      mpn: 'NOBREAK-1',
      moq: 1,
      priceBreaks: [{ minQuantity: 50, unitPrice: 1 }],
    });
    expect((await readPart(id, 10)).purchase).toEqual({
      quantity: 10,
      buyQuantity: 11,
      unitPrice: null,
      extendedPrice: null,
    });
    const dear = await savePart({
      ...resistor,
      mpn: 'DEAR-1',
      priceBreaks: [{ minQuantity: 1, unitPrice: 1_000_000 }],
    });
    const response = await get('sales', `/api/erp/parts/detail?partId=${dear}&quantity=${partLimits.quantity}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().data.errors[0]).toMatchObject({ field: 'quantity' });
    expect(response.json().msg).toContain(String(maxOrderAmountYuan));
  });

  it('changes a part and replaces its breaks in one save; an unknown id is a 404', async () => {
    const id = await savePart({ ...resistor, mpn: 'CHANGE-1' });
    await savePart({
      ...resistor,
      id,
      mpn: 'CHANGE-1',
      stockOnHand: 10,
      reserved: 0,
      priceBreaks: [{ minQuantity: 1, unitPrice: 0.5 }],
    });
    expect(await readPart(id)).toMatchObject({
      stockOnHand: 10,
      available: 10,
      priceBreaks: [{ minQuantity: 1, unitPrice: 0.5 }],
    });
    const unknown = await save('buyer', { ...resistor, id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json().data.reason).toBe('resource.notFound');
  });

  it('refuses a second part with the same MPN and manufacturer, ignoring case: 409 with a reason, in both languages', async () => {
    await savePart({ ...resistor, mpn: 'DUP-ABC' });
    for (const [language, words] of [
      ['en', 'DUP-abc'],
      ['zh-CN', '型号'],
    ] as const) {
      const response = await save('director', { ...resistor, mpn: 'dup-abc', manufacturer: 'YAGEO' }, language);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().data.reason).toBe('state.conflict');
      expect(response.json().msg).toContain(language === 'en' ? 'dup-abc' : words);
    }
    // Another manufacturer's part of the same MPN is another part.
    await savePart({ ...resistor, mpn: 'DUP-ABC', manufacturer: 'Uniroyal' });
  });
});

describe('searching the catalogue', () => {
  it('finds parts by MPN prefix, value, package and category, paged and counted, ignoring case', async () => {
    const base = { ...resistor, priceBreaks: [] };
    const breaks = [
      { minQuantity: 1, unitPrice: 0.02 },
      { minQuantity: 4000, unitPrice: 0.008 },
    ];
    await savePart({
      ...base,
      mpn: 'SRCH-C1',
      value: '100nF',
      package: '0603',
      category: 'capacitor',
      priceBreaks: breaks,
    });
    await savePart({ ...base, mpn: 'SRCH-C2', value: '100NF', package: '0402', category: 'capacitor' });
    await savePart({ ...base, mpn: 'SRCH-R1', value: '100nF', package: '0603', category: 'resistor' });
    await savePart({ ...base, mpn: 'SRCH_%1', value: '1k', package: '0805', category: 'resistor' });
    const search = async (query: string) => {
      const response = await get('sales', `/api/erp/parts/list?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const { rows, total } = response.json().data;
      return { total, mpns: rows.map((row: { mpn: string }) => row.mpn) };
    };
    const page = await get('sales', '/api/erp/parts/list?mpn=SRCH-C');
    expect(page.json().data.rows).toEqual([
      expect.objectContaining({ mpn: 'SRCH-C1', fromUnitPrice: 0.02, available: 3800 }),
      expect.objectContaining({ mpn: 'SRCH-C2', fromUnitPrice: null }),
    ]);
    expect(await search('mpn=srch-')).toEqual({ total: 3, mpns: ['SRCH-C1', 'SRCH-C2', 'SRCH-R1'] });
    expect(await search('mpn=srch-&value=100nf')).toEqual({ total: 3, mpns: ['SRCH-C1', 'SRCH-C2', 'SRCH-R1'] });
    expect(await search('mpn=srch&value=100nf&package=0603')).toEqual({ total: 2, mpns: ['SRCH-C1', 'SRCH-R1'] });
    expect(await search('mpn=srch&category=capacitor&pageSize=10')).toEqual({ total: 2, mpns: ['SRCH-C1', 'SRCH-C2'] });
    // % and _ are taken literally, not as wildcards.
    expect(await search(`mpn=${encodeURIComponent('SRCH_%')}`)).toEqual({ total: 1, mpns: ['SRCH_%1'] });
    expect(await search('mpn=srch&pageSize=10&pageNum=2')).toEqual({ total: 4, mpns: [] });
  });
});
