import { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { referenceQuotes } from '@boardforge/domain/pricing/reference-quotes.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/audit-log.table.ts';
import { priceBooks } from '../src/db/price-books.table.ts';
import { findPriceBookByVersion } from '../src/modules/price-book/price-book.repository.ts';
import { findUserByPhone } from '../src/modules/users/users.repository.ts';
import { createTestApp, createTestCustomer, logInAsStaff, type TestApp } from './helpers/test-app.ts';
import { insertTestOrder } from './payments-helpers.ts';

// The editor's routes: preview, publish with a note, history, diff and restore (apps/server/src/modules/price-book).
let testApp: TestApp;
const cookies: Record<'admin' | 'director' | 'executive' | 'sales', string> = {
  admin: '',
  director: '',
  executive: '',
  sales: '',
};

beforeAll(async () => {
  testApp = await createTestApp({ env: { QUOTE_RATE_LIMIT: '0' } });
  cookies.admin = await logInAsStaff(testApp.app, '1');
  cookies.director = await logInAsStaff(testApp.app, '15');
  cookies.executive = await logInAsStaff(testApp.app, '16');
  cookies.sales = await logInAsStaff(testApp.app, '14');
});
afterAll(async () => {
  await testApp?.close();
});

const post = (url: string, payload: unknown, cookie = cookies.director) =>
  testApp.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers: { cookie } });
const get = (url: string, cookie = cookies.director) =>
  testApp.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });

/** The default book with the ENIG sample charge changed (100 → `sample`). */
function withEnigSample(sample: number): PriceBook {
  const book = structuredClone(defaultPriceBook) as PriceBook & {
    pcb: { surfaceFinish: { enig: { sample: number } } };
  };
  book.pcb.surfaceFinish.enig.sample = sample;
  return book;
}

describe('POST /api/erp/priceBook/preview', () => {
  it('compares every reference quote and lists the open unpaid orders, which keep their version', async () => {
    const { db } = testApp.database.handle;
    await createTestCustomer(testApp);
    const customer = await findUserByPhone(db, '13800138000');
    const userId = customer?.id ?? '';
    const open = await insertTestOrder(db, { userId, status: OrderStatus.AwaitingSalesQuote, payableFen: 12300 });
    await insertTestOrder(db, { userId, status: OrderStatus.ContractReview, payableFen: 5000 });
    await insertTestOrder(db, { userId, status: OrderStatus.Cancelled, payableFen: 4000 });
    await insertTestOrder(db, { userId, status: OrderStatus.Completed, payableFen: 4000 });

    const response = await post('/erp/priceBook/preview', { book: withEnigSample(120) }, cookies.executive);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json().data;
    expect(preview.currentVersion).toBe(1);
    expect(preview.referenceQuotes.map((quote: { id: string }) => quote.id)).toEqual(referenceQuotes.map((q) => q.id));
    const enig = preview.referenceQuotes.find((quote: { id: string }) => quote.id === 'pcb-enig-sample');
    expect(enig).toMatchObject({ currentTotal: 130, draftTotal: 150, difference: 20, draftErrorFields: [] });
    expect(enig.lines).toContainEqual({ line: 'sprayPlatingFee', current: 100, draft: 120, difference: 20 });
    expect(enig.lines).toContainEqual({ line: 'boardFee', current: 30, draft: 30, difference: 0 });
    const unchanged = preview.referenceQuotes.find((quote: { id: string }) => quote.id === 'smt-sample');
    expect(unchanged).toMatchObject({ currentTotal: 200, draftTotal: 200, difference: 0 });

    // Open (not completed, returned or cancelled) and nothing paid: the two first orders.
    expect(preview.openOrders.total).toBe(2);
    expect(preview.openOrders.rows).toContainEqual(
      expect.objectContaining({ orderNo: open.orderNo, status: OrderStatus.AwaitingSalesQuote, total: 123 }),
    );
    // A preview stores nothing.
    expect(await db.select({ version: priceBooks.version }).from(priceBooks)).toEqual([{ version: 1 }]);
  });

  it('refuses an invalid draft naming the field path (schema and engine checks)', async () => {
    const negative = withEnigSample(-1);
    const response = await post('/erp/priceBook/preview', { book: negative });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors).toEqual([
      expect.objectContaining({ field: 'book.pcb.surfaceFinish.enig.sample' }),
    ]);
    const tiers = structuredClone(defaultPriceBook) as PriceBook & { pcb: { areaTierFromM2: number[] } };
    tiers.pcb.areaTierFromM2 = [0, 10, 5, 50];
    const overlapping = await post('/erp/priceBook/preview', { book: tiers });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().data.errors[0].field).toBe('pcb.areaTierFromM2');
  });
});

describe('publish, history, diff and restore', () => {
  it('publishes version 2 with the note required, audited', async () => {
    const noNote = await post('/erp/priceBook/publish', { book: withEnigSample(120), baseVersion: 1 });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().data.errors[0].field).toBe('note');
    const blank = await post('/erp/priceBook/publish', { book: withEnigSample(120), baseVersion: 1, note: '   ' });
    expect(blank.statusCode).toBe(400);

    const response = await post('/erp/priceBook/publish', {
      book: withEnigSample(120),
      baseVersion: 1,
      note: 'ENIG sample 120',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.version).toBe(2);
    const { db } = testApp.database.handle;
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'priceBookPublish'), eq(auditLog.objectId, '2')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toEqual({ version: 2, note: 'ENIG sample 120' });
  });

  it('refuses a stale base version with 409 and a reason, storing nothing', async () => {
    const response = await post('/erp/priceBook/publish', { book: withEnigSample(130), baseVersion: 1, note: 'late' });
    expect(response.statusCode).toBe(409);
    expect(response.json().data.reason).toBe('priceBook.versionChanged');
    expect((await findPriceBookByVersion(testApp.database.handle.db, 3))?.version).toBeUndefined();
  });

  it('refuses an oversized body', async () => {
    const book = { ...defaultPriceBook, calendar: { ...defaultPriceBook.calendar, holidays: [] as string[] } };
    const huge = { book, note: 'x'.repeat(2 * 1024 * 1024) };
    const response = await post('/erp/priceBook/publish', huge);
    expect(response.statusCode).toBe(413);
  });

  it('lists the versions newest first, with who, when and the note, paged', async () => {
    const response = await get('/erp/priceBook/history?pageNum=1&pageSize=10', cookies.executive);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data;
    expect(page.total).toBe(2);
    expect(page.rows[0]).toMatchObject({ version: 2, note: 'ENIG sample 120', createdBy: { phone: '13900000015' } });
    expect(page.rows[1]).toMatchObject({ version: 1, createdBy: null });
    const second = (await get('/erp/priceBook/history?pageNum=2&pageSize=10')).json().data;
    expect(second).toMatchObject({ total: 2, rows: [] });
  });

  it('diffs any two versions by path (both ways; a version with itself has none)', async () => {
    const forward = (await get('/erp/priceBook/diff?from=1&to=2')).json().data;
    expect(forward.changes).toEqual([
      { kind: 'changed', path: 'pcb.surfaceFinish.enig.sample', before: 100, after: 120 },
    ]);
    const backward = (await get('/erp/priceBook/diff?from=2&to=1')).json().data;
    expect(backward.changes).toEqual([
      { kind: 'changed', path: 'pcb.surfaceFinish.enig.sample', before: 120, after: 100 },
    ]);
    expect((await get('/erp/priceBook/diff?from=2&to=2')).json().data.changes).toEqual([]);
    const missing = await get('/erp/priceBook/diff?from=1&to=99');
    expect(missing.statusCode).toBe(404);
    expect((await get('/erp/priceBook/diff?from=0&to=1')).statusCode).toBe(400);
  });

  it('restores an old version as a new one, audited like a publication; the old rows stay', async () => {
    const response = await post(
      '/erp/priceBook/restore',
      { version: 1, note: 'back to the default', baseVersion: 2 },
      cookies.admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.version).toBe(3);
    const { db } = testApp.database.handle;
    expect((await findPriceBookByVersion(db, 3))?.book).toEqual({ ...defaultPriceBook, version: 3 });
    expect((await findPriceBookByVersion(db, 2))?.book.pcb.surfaceFinish.enig.sample).toBe(120);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'priceBookPublish'), eq(auditLog.objectId, '3')));
    expect(audit?.after).toEqual({ version: 3, note: 'back to the default', restoredFrom: 1 });
    expect((await get('/erp/priceBook/diff?from=1&to=3')).json().data.changes).toEqual([]);
    const current = await testApp.app.inject({ method: 'GET', url: '/api/priceBook/current' });
    expect(current.json().data.version).toBe(3);
    const stale = await post('/erp/priceBook/restore', { version: 2, note: 'again', baseVersion: 2 });
    expect(stale.statusCode).toBe(409);
    expect((await post('/erp/priceBook/restore', { version: 42, note: 'none' })).statusCode).toBe(404);
  });
});

describe('who may do what', () => {
  const routes: { name: string; call: (cookie: string) => ReturnType<typeof post>; isEdit: boolean }[] = [
    {
      name: 'publish',
      call: (cookie) => post('/erp/priceBook/publish', { book: defaultPriceBook, note: 'role walk' }, cookie),
      isEdit: true,
    },
    {
      name: 'restore',
      call: (cookie) => post('/erp/priceBook/restore', { version: 1, note: 'walk' }, cookie),
      isEdit: true,
    },
    {
      name: 'preview',
      call: (cookie) => post('/erp/priceBook/preview', { book: defaultPriceBook }, cookie),
      isEdit: false,
    },
    { name: 'history', call: (cookie) => get('/erp/priceBook/history', cookie), isEdit: false },
    { name: 'diff', call: (cookie) => get('/erp/priceBook/diff?from=1&to=2', cookie), isEdit: false },
  ];
  const roles = [
    { who: 'admin', canView: true, canEdit: true },
    { who: 'director', canView: true, canEdit: true },
    { who: 'executive', canView: true, canEdit: false },
    { who: 'sales', canView: false, canEdit: false },
  ] as const;

  for (const route of routes) {
    for (const role of roles) {
      const isAllowed = route.isEdit ? role.canEdit : role.canView;
      it(`${route.name} as ${role.who} → ${isAllowed ? 200 : 403}`, async () => {
        const response = await route.call(cookies[role.who]);
        expect(response.statusCode, response.body).toBe(isAllowed ? 200 : 403);
        if (!isAllowed) expect(response.json().data.reason).toBe('access.forbidden');
      });
    }
  }
});
