import { quotePcb } from '@boardforge/domain/pricing/pcb.ts';
import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { priceBooks } from '../src/db/price-books.table.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { findPriceBookByVersion, insertPriceBookVersion } from '../src/modules/price-book/price-book.repository.ts';
import { createPriceBookService } from '../src/modules/price-book/price-book.service.ts';
import { findUserByPhone } from '../src/modules/users/users.repository.ts';
import { createSecondInstance, createTestApp, logInAsStaff, type TestApp } from './helpers/test-app.ts';

const clock = new Date('2026-11-22T08:00:00Z');
let testApp: TestApp;
let financeCookie: string;
let salesCookie: string;

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock, env: { QUOTE_RATE_LIMIT: '0' } });
  financeCookie = await logInAsStaff(testApp.app, '15');
  salesCookie = await logInAsStaff(testApp.app, '14');
});
afterAll(async () => {
  await testApp?.close();
});

const board = { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 };
const getCurrent = (headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: '/api/priceBook/current', headers });
const publish = (payload: Record<string, unknown>, cookie = financeCookie, language = 'en') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/erp/priceBook/publish',
    // A note is required (the editor asks why); tests of other refusals carry one.
    payload: { note: 'test change', ...payload },
    headers: { cookie, 'accept-language': language },
  });
const quoteBoard = () => testApp.app.inject({ method: 'POST', url: '/api/pcb/calcPcbPrice', payload: board });

/** The default book with the double-sided sample minimum changed (30 → `min`). */
function withTwoLayerSampleMin(min: number): PriceBook {
  const book: PriceBook = structuredClone(defaultPriceBook);
  const rows = book.pcb.boardRates.FR4.sample.map((row) => (row.layers === 2 ? { ...row, min } : row));
  return {
    ...book,
    pcb: { ...book.pcb, boardRates: { ...book.pcb.boardRates, FR4: { ...book.pcb.boardRates.FR4, sample: rows } } },
  };
}

describe('GET /api/priceBook/current', () => {
  it('answers the seeded default book as version 1, with an ETag and no-cache', async () => {
    const response = await getCurrent();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ version: 1, book: defaultPriceBook });
    expect(response.headers.etag).toBe('"pb-1"');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 without a body when the browser already holds that version', async () => {
    const response = await getCurrent({ 'if-none-match': 'W/"pb-1"' });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    expect((await getCurrent({ 'if-none-match': '"pb-0"' })).statusCode).toBe(200);
  });
});

describe('POST /api/erp/priceBook/publish: refusals', () => {
  it('needs the priceBook:edit tag (sales director 15, administrator 1; not the senior executive 16)', async () => {
    const response = await publish({ book: defaultPriceBook }, salesCookie);
    expect(response.statusCode).toBe(403);
    expect((await publish({ book: defaultPriceBook }, await logInAsStaff(testApp.app, '16'))).statusCode).toBe(403);
    expect((await publish({ book: defaultPriceBook }, '')).statusCode).toBe(401);
  });

  it('refuses a book of the wrong shape, naming the field', async () => {
    const book = { ...defaultPriceBook, smt: { ...defaultPriceBook.smt, placementMin: -5 } };
    const response = await publish({ book });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors).toEqual([
      expect.objectContaining({ field: 'book.smt.placementMin', message: expect.stringContaining('0') }),
    ]);
    const { pcb: _pcb, ...withoutPcb } = defaultPriceBook;
    const missing = await publish({ book: withoutPcb });
    expect(missing.json().data.errors[0]).toMatchObject({ field: 'book.pcb', message: 'book.pcb is required' });
  });

  it('refuses limits whose minimum exceeds the maximum, in the caller language', async () => {
    const capability = { ...defaultPriceBook.pcb.capability, minLayers: 40 };
    const book = { ...defaultPriceBook, pcb: { ...defaultPriceBook.pcb, capability } };
    const response = await publish({ book }, financeCookie, 'zh-CN');
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors).toEqual([
      { field: 'pcb.capability.minLayers', message: 'pcb.capability.minLayers：最小值 40 大于最大值 30' },
    ]);
  });

  it('refuses an SMT stencil size the stencil table does not price', async () => {
    const stencil = { ...defaultPriceBook.stencil, sizes: defaultPriceBook.stencil.sizes.slice(1) };
    const response = await publish({ book: { ...defaultPriceBook, stencil } });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors[0].field).toBe('smt.stencilSize');
  });

  it('refuses tables by layers that skip the thin boards, and placement tiers without an open end', async () => {
    const book = structuredClone(defaultPriceBook) as PriceBook & { pcb: { filmFee: { batchByLayers: unknown } } };
    book.pcb.filmFee.batchByLayers = [{ fromLayers: 4, value: 200 }];
    const tiers = defaultPriceBook.smt.placementTiers.slice(0, 3);
    const response = await publish({ book: { ...book, smt: { ...book.smt, placementTiers: tiers } } });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors).toEqual([
      {
        field: 'pcb.filmFee.batchByLayers',
        message: 'pcb.filmFee.batchByLayers: the rows must start at 1 layer and ascend',
      },
      {
        field: 'smt.placementTiers',
        message: 'smt.placementTiers: the tiers must ascend and the last one must have no upper limit (null)',
      },
    ]);
  });

  it('refuses (409) when the version the editor started from is no longer current', async () => {
    const response = await publish({ book: defaultPriceBook, baseVersion: 7 });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toContain('Version 7 is no longer current (now 1)');
  });

  it('stored nothing for any refusal', async () => {
    const rows = await testApp.database.handle.db.select({ version: priceBooks.version }).from(priceBooks);
    expect(rows).toEqual([{ version: 1 }]);
  });
});

describe('publishing version 2', () => {
  let quoteBefore: { priceBookVersion: number; lines: { total: number } };

  it('creates version n + 1; new quotes name it, old versions stay as they were', async () => {
    quoteBefore = (await quoteBoard()).json().data;
    expect(quoteBefore).toMatchObject({ priceBookVersion: 1, lines: { total: 30 } });

    const response = await publish({
      book: { ...withTwoLayerSampleMin(35), version: 99 },
      note: 'sample minimum 35',
      baseVersion: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ version: 2, createdAt: expect.any(String) });

    const current = await getCurrent();
    expect(current.headers.etag).toBe('"pb-2"');
    expect(current.json().data.version).toBe(2);
    expect(current.json().data.book.version).toBe(2);
    expect((await getCurrent({ 'if-none-match': '"pb-1"' })).statusCode).toBe(200);

    const quoteAfter = (await quoteBoard()).json().data;
    expect(quoteAfter).toMatchObject({ priceBookVersion: 2, lines: { boardFee: 35, total: 35 } });

    // The quote made before still stands: its version is unchanged and re-pricing with it gives the same answer.
    const { db } = testApp.database.handle;
    const stored = await findPriceBookByVersion(db, 1);
    expect(stored?.book).toEqual(defaultPriceBook);
    const again = quotePcb(board, { ...(stored?.book ?? defaultPriceBook), version: 1 }, clock);
    expect(again.ok && again.quote).toEqual(quoteBefore);

    const finance = await findUserByPhone(db, '13900000015');
    const second = await findPriceBookByVersion(db, 2);
    expect(second).toMatchObject({ version: 2, note: 'sample minimum 35', createdBy: finance?.id });
    expect(second?.book.version).toBe(2);
  });

  it('leaves the stored versions alone when the seed runs again', async () => {
    const { db } = testApp.database.handle;
    await seedDatabase(db, { includeDemoAccounts: false });
    const rows = await db.select().from(priceBooks).orderBy(asc(priceBooks.version));
    expect(rows.map((row) => row.version)).toEqual([1, 2]);
    expect(rows[0]?.book).toEqual(defaultPriceBook);
    expect((await getCurrent()).json().data.version).toBe(2);
  });

  it('feeds the form options from the new version', async () => {
    const book = structuredClone(withTwoLayerSampleMin(35));
    const stencil = { ...book.stencil, thicknessesMm: [...book.stencil.thicknessesMm, 0.25] };
    expect((await publish({ book: { ...book, stencil } })).json().data.version).toBe(3);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/dict/getDictListByPid',
      payload: { pid: 303 },
    });
    expect(response.json().data.map((option: { value: number }) => option.value)).toContain(0.25);
  });

  it('reaches another server process through the background check', async () => {
    const { db } = testApp.database.handle;
    const otherProcess = createPriceBookService({ db, now: () => new Date(), recheckAfterMs: 0 });
    expect((await otherProcess.getCurrentPriceBook()).version).toBe(3);
    expect((await publish({ book: defaultPriceBook })).json().data.version).toBe(4);
    await vi.waitFor(async () => expect((await otherProcess.getCurrentPriceBook()).version).toBe(4), {
      timeout: 10_000,
    });
    expect((await otherProcess.getCurrentPriceBook()).book).toEqual({ ...defaultPriceBook, version: 4 });
  });
});

describe('a book stored before the flexible-board options (docs/pricing-fpc.md)', () => {
  it('is read with the default FPC rows: quotes, form options and the book answered; publishing it stores them', async () => {
    const { db } = testApp.database.handle;
    const { fpc: _absent, ...pcbBefore } = structuredClone(defaultPriceBook.pcb);
    const stored = { ...structuredClone(defaultPriceBook), version: 5, pcb: pcbBefore } as unknown as PriceBook;
    expect(
      await insertPriceBookVersion(db, { version: 5, book: stored, createdBy: null, note: 'before FPC rows' }),
    ).toBeTruthy();
    // A new process reads the stored row as it is in the database.
    const service = createPriceBookService({ db, now: () => new Date() });
    const current = await service.getCurrentPriceBook();
    expect(current.version).toBe(5);
    expect(current.book.pcb.fpc).toEqual(defaultPriceBook.pcb.fpc);

    const readBack = await findPriceBookByVersion(db, 5);
    expect(readBack?.book.pcb).not.toHaveProperty('fpc');
    const answered = await service.publishPriceBookVersion(
      current.book,
      (await findUserByPhone(db, '13900000015'))?.id ?? '',
      'with FPC rows',
    );
    expect(answered.version).toBe(6);
    expect((await findPriceBookByVersion(db, 6))?.book.pcb.fpc).toEqual(defaultPriceBook.pcb.fpc);
  });
});

describe('a publication reaches every instance (LISTEN/NOTIFY)', () => {
  /** The version the latest stored book has (earlier tests published several). */
  const readLatestVersion = async () =>
    (await createPriceBookService({ db: testApp.database.handle.db, now: () => clock }).getCurrentPriceBook()).version;

  it('prices quotes on another instance with the new version as soon as it is published, long before the recheck', async () => {
    const other = await createSecondInstance(testApp, { now: () => clock });
    try {
      const quoteOnOther = async () =>
        (await other.app.inject({ method: 'POST', url: '/api/pcb/calcPcbPrice', payload: board })).json().data;
      const before = await readLatestVersion();
      expect(await quoteOnOther()).toMatchObject({ priceBookVersion: before });
      const published = await publish({ book: withTwoLayerSampleMin(41), note: 'sample minimum 41' });
      expect(published.json().data.version).toBe(before + 1);
      // The other instance's background check is 30 s away: only the notification can bring the version this soon.
      await expect
        .poll(quoteOnOther, { timeout: 5_000, interval: 20 })
        .toMatchObject({ priceBookVersion: before + 1, lines: { boardFee: 41, total: 41 } });
    } finally {
      await other.close();
    }
  });

  it('listens again after a lost connection and catches up on what was published meanwhile', async () => {
    const { db } = testApp.database.handle;
    type Handlers = Parameters<NonNullable<Parameters<typeof createPriceBookService>[0]['listen']>>[1];
    const listens: Handlers[] = [];
    let closed = 0;
    // A LISTEN the test drives: it hears nothing unless told, and can report its connection lost.
    const listen = async (_channel: string, handlers: Handlers) => {
      listens.push(handlers);
      return {
        close: async () => {
          closed += 1;
        },
      };
    };
    const service = createPriceBookService({ db, now: () => clock, listen, relistenDelayMs: 10 });
    await service.startListening();
    try {
      const before = (await service.getCurrentPriceBook()).version;
      expect((await publish({ book: withTwoLayerSampleMin(42) })).json().data.version).toBe(before + 1);
      expect((await service.getCurrentPriceBook()).version).toBe(before);
      listens[0]?.onError(new Error('connection lost'));
      await vi.waitFor(() => expect(listens).toHaveLength(2), { timeout: 5_000 });
      await vi.waitFor(async () => expect((await service.getCurrentPriceBook()).version).toBe(before + 1), {
        timeout: 5_000,
      });
      expect((await publish({ book: withTwoLayerSampleMin(43) })).json().data.version).toBe(before + 2);
      listens[1]?.onNotification(String(before + 2));
      await vi.waitFor(async () => expect((await service.getCurrentPriceBook()).version).toBe(before + 2), {
        timeout: 5_000,
      });
    } finally {
      await service.stopListening();
    }
    expect(closed).toBe(1);
  });
});
