import { maxOrderProfilesPerCustomer, maxProfileImportBytes } from '@boardforge/contracts/order-profiles.ts';
import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/orders.table.ts';
import { createTestApp, logInAsStaff, type TestApp } from './helpers/test-app.ts';
import { type Caller, createCustomer, pcbOrderBody, saveOrder } from './orders-fixtures.ts';

const clock = new Date('2026-11-22T08:00:00Z');
const now = () => clock;
let testApp: TestApp;
let alice: Caller & { addressId: string };
let bob: Caller & { addressId: string };
let carol: Caller & { addressId: string };

beforeAll(async () => {
  testApp = await createTestApp({ now, env: { QUOTE_RATE_LIMIT: '0' } });
  alice = await createCustomer(testApp, '13755550001', now);
  bob = await createCustomer(testApp, '13755550002', now);
  carol = await createCustomer(testApp, '13755550003', now);
});
afterAll(async () => {
  await testApp?.close();
});

const pcbProfile = {
  name: 'Sensor board',
  tab: 'pcb',
  spec: { layers: 4, boardLength: 80, boardWidth: 60, boardNumber: 10 },
};
const call = (cookie: string, method: 'GET' | 'POST', path: string, payload?: unknown, language = 'en') =>
  testApp.app.inject({
    method,
    url: `/api/profiles/${path}`,
    headers: { cookie, 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const list = async (cookie: string) => {
  const response = await call(cookie, 'GET', 'list');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: string; name: string; tab: string; spec: Record<string, unknown> }[];
};

describe('order profiles', () => {
  it('saves, lists, renames and deletes own profiles; file ids are not kept', async () => {
    const saved = await call(alice.cookie, 'POST', 'save', {
      ...pcbProfile,
      spec: { ...pcbProfile.spec, gerberFileId: 'f-1' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().data.id as string;
    const fpc = await call(alice.cookie, 'POST', 'save', {
      name: 'Flex cable',
      tab: 'fpc',
      spec: { layers: 2, boardLength: 50, boardWidth: 20, boardNumber: 5, material: 'FPC' },
    });
    expect(fpc.statusCode, fpc.body).toBe(200);
    const rows = await list(alice.cookie);
    expect(rows.map((row) => row.tab).sort()).toEqual(['fpc', 'pcb']);
    expect(rows.find((row) => row.id === id)?.spec).toEqual(pcbProfile.spec);

    expect((await call(alice.cookie, 'POST', 'rename', { id, name: 'Sensor v2' })).statusCode).toBe(200);
    expect((await list(alice.cookie)).find((row) => row.id === id)?.name).toBe('Sensor v2');
    expect((await call(alice.cookie, 'POST', 'delete', { id: fpc.json().data.id })).statusCode).toBe(200);
    expect(await list(alice.cookie)).toHaveLength(1);
  });

  it("answers 404 for another customer's profile, and lists only one's own", async () => {
    const [own] = await list(alice.cookie);
    if (!own) throw new Error('alice has no profile');
    const rename = await call(bob.cookie, 'POST', 'rename', { id: own.id, name: 'Taken' });
    expect(rename.statusCode).toBe(404);
    expect(rename.json().data.reason).toBe('resource.notFound');
    expect((await call(bob.cookie, 'POST', 'delete', { id: own.id })).statusCode).toBe(404);
    expect(await list(bob.cookie)).toEqual([]);
    expect((await list(alice.cookie))[0]?.name).toBe('Sensor v2');
  });

  it('refuses a name over 60 characters, a spec out of range and a tab that does not match the material', async () => {
    const long = await call(alice.cookie, 'POST', 'save', { ...pcbProfile, name: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json().data.errors[0].field).toBe('name');
    const range = await call(alice.cookie, 'POST', 'save', { ...pcbProfile, spec: { ...pcbProfile.spec, layers: 99 } });
    expect(range.statusCode).toBe(400);
    expect(range.json().data.errors.map((error: { field: string }) => error.field)).toContain('spec.layers');
    const material = await call(alice.cookie, 'POST', 'save', { ...pcbProfile, tab: 'fpc' });
    expect(material.statusCode).toBe(400);
    expect(material.json().data.errors.map((error: { field: string }) => error.field)).toContain('spec.material');
  });

  it(`keeps at most ${maxOrderProfilesPerCustomer} profiles under a burst of ${maxOrderProfilesPerCustomer * 5} saves`, async () => {
    const responses = await Promise.all(
      Array.from({ length: maxOrderProfilesPerCustomer * 5 }, (_, index) =>
        call(carol.cookie, 'POST', 'save', { ...pcbProfile, name: `Board ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(maxOrderProfilesPerCustomer);
    expect(statuses.filter((status) => status === 400)).toHaveLength(maxOrderProfilesPerCustomer * 4);
    expect(await list(carol.cookie)).toHaveLength(maxOrderProfilesPerCustomer);
  });
});

describe('export and import', () => {
  it('exports own profiles as a document that imports back', async () => {
    const exported = await call(alice.cookie, 'GET', 'export');
    expect(exported.statusCode).toBe(200);
    const document = exported.json().data;
    expect(document).toEqual({ version: 1, profiles: [{ name: 'Sensor v2', tab: 'pcb', spec: pcbProfile.spec }] });
    const imported = await call(bob.cookie, 'POST', 'import', document);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toEqual({ imported: 1 });
    expect((await list(bob.cookie)).map((row) => row.name)).toEqual(['Sensor v2']);
  });

  it('names each withdrawn option and value out of range by profile and field, and imports nothing', async () => {
    const response = await call(bob.cookie, 'POST', 'import', {
      version: 1,
      profiles: [
        { name: 'Good', tab: 'stencil', spec: { number: 2 } },
        { name: 'Old finish', tab: 'pcb', spec: { ...pcbProfile.spec, surfaceFinish: 'Gold plating 1990' } },
        { name: 'Too many parts', tab: 'smt', spec: { componentsNumber: 10, boardsNumber: 10_000_000 } },
      ],
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().data.errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['profiles.1.spec.surfaceFinish', 'profiles.2.spec.boardsNumber']));
    expect(fields.some((field: string) => field.startsWith('profiles.0'))).toBe(false);
    expect(await list(bob.cookie)).toHaveLength(1);
  });

  it('refuses an import over the cap as a whole, naming the limit', async () => {
    const many = Array.from({ length: maxOrderProfilesPerCustomer }, (_, index) => ({
      ...pcbProfile,
      name: `P${index}`,
    }));
    const response = await call(bob.cookie, 'POST', 'import', { version: 1, profiles: many });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors[0]).toMatchObject({ field: 'profiles' });
    expect(response.json().msg).toContain(String(maxOrderProfilesPerCustomer));
    expect(await list(bob.cookie)).toHaveLength(1);
  });

  it('refuses more profiles than one import takes and a body over the byte limit', async () => {
    const tooMany = Array.from({ length: maxOrderProfilesPerCustomer + 1 }, () => pcbProfile);
    const count = await call(bob.cookie, 'POST', 'import', { version: 1, profiles: tooMany });
    expect(count.statusCode).toBe(400);
    expect(count.json().data.errors[0].field).toBe('profiles');
    expect(count.json().data.errors[0].message).toContain(String(maxOrderProfilesPerCustomer));
    const padding = 'x'.repeat(maxProfileImportBytes);
    const bytes = await call(bob.cookie, 'POST', 'import', { version: 1, profiles: [pcbProfile], padding });
    expect(bytes.statusCode).toBe(413);
    expect(bytes.json().data.reason).toBe('field.tooLarge');
    expect(bytes.json().msg).toContain('256');
    expect(await list(bob.cookie)).toHaveLength(1);
  });
});

/** The default book with the double-sided sample minimum changed (30 → `min`). */
function withTwoLayerSampleMin(min: number): PriceBook {
  const book: PriceBook = structuredClone(defaultPriceBook);
  const rows = book.pcb.boardRates.FR4.sample.map((row) => (row.layers === 2 ? { ...row, min } : row));
  return {
    ...book,
    pcb: { ...book.pcb, boardRates: { ...book.pcb.boardRates, FR4: { ...book.pcb.boardRates.FR4, sample: rows } } },
  };
}

describe('reorder', () => {
  it("prices a past order with today's price book and shows each cost line then and now", async () => {
    const placed = await saveOrder(testApp.app, alice.cookie, pcbOrderBody(alice.addressId, 'reorder-1'));
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNo = placed.json().data.orderNo as string;
    const finance = await logInAsStaff(testApp.app, '15');
    const published = await testApp.app.inject({
      method: 'POST',
      url: '/api/erp/priceBook/publish',
      payload: { note: 'sample minimum 35', book: withTwoLayerSampleMin(35) },
      headers: { cookie: finance },
    });
    expect(published.statusCode, published.body).toBe(200);

    const response = await call(alice.cookie, 'POST', 'reorder', { orderNo });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().data;
    expect(answer).toMatchObject({ orderNo, tab: 'pcb', orderType: 'pcb', oldTotal: 30, newTotal: 35 });
    expect(answer.oldPriceBookVersion).toBe(1);
    expect(answer.quote.priceBookVersion).toBe(2);
    expect(answer.spec).toMatchObject({ layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 });
    expect(answer.lines).toContainEqual(expect.objectContaining({ line: 'boardFee', oldAmount: 30, newAmount: 35 }));
  });

  it("answers 404 for another customer's order and for an unknown number", async () => {
    const placed = await saveOrder(testApp.app, alice.cookie, pcbOrderBody(alice.addressId, 'reorder-2'));
    const orderNo = placed.json().data.orderNo as string;
    expect((await call(bob.cookie, 'POST', 'reorder', { orderNo })).statusCode).toBe(404);
    expect((await call(alice.cookie, 'POST', 'reorder', { orderNo: 'NO-SUCH-ORDER' })).statusCode).toBe(404);
  });

  it('names the fields of a stored spec the contract no longer takes, and refuses an order without an engine spec', async () => {
    const placed = await saveOrder(testApp.app, alice.cookie, pcbOrderBody(alice.addressId, 'reorder-3'));
    const orderNo = placed.json().data.orderNo as string;
    const { db } = testApp.database.handle;
    const spec = { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5, surfaceFinish: 'Gold 1990' };
    await db.update(orders).set({ spec }).where(eq(orders.orderNo, orderNo));
    const outdated = await call(alice.cookie, 'POST', 'reorder', { orderNo });
    expect(outdated.statusCode).toBe(400);
    expect(outdated.json().data.errors.map((error: { field: string }) => error.field)).toEqual(['spec.surfaceFinish']);

    await db.update(orders).set({ quote: null }).where(eq(orders.orderNo, orderNo));
    const inquiry = await call(alice.cookie, 'POST', 'reorder', { orderNo });
    expect(inquiry.statusCode).toBe(409);
    expect(inquiry.json().data.reason).toBe('state.conflict');
  });
});
