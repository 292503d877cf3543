import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/audit-log.table.ts';
import { orders } from '../src/db/orders.table.ts';
import { visitDailyStats, visitLogs } from '../src/db/visit-logs.table.ts';
import { createTrafficService } from '../src/modules/visit-logs/traffic.service.ts';
import { startTrafficRollUpJob } from '../src/modules/visit-logs/traffic-roll-up.job.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createCustomer, startStaffSession } from './orders-fixtures.ts';
import { insertTestOrder } from './payments-helpers.ts';

// "Today" is 2026-11-27 (China time); raw rows older than 30 days (before 2026-10-28) are rolled up.
const now = () => new Date('2026-11-27T02:00:00Z');
let testApp: TestApp;
let seniorCookie: string;
let adminCookie: string;
let salesCookie: string;
let customerCookie: string;

beforeAll(async () => {
  testApp = await createTestApp({ now });
  seniorCookie = (await startStaffSession(testApp, '16', now)).cookie;
  adminCookie = (await startStaffSession(testApp, '1', now)).cookie;
  salesCookie = (await startStaffSession(testApp, '11', now)).cookie;
  customerCookie = (await createCustomer(testApp, '13755600301', now)).cookie;
});
afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.handle.db;
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0';
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

type Row = { value: string; views: number; visitors: number };
type Statistics = {
  views: number;
  visitors: number;
  days: { day: string; views: number; visitors: number }[];
  pages: Row[];
  entryPages: Row[];
  referrers: Row[];
  languages: Row[];
  devices: Row[];
  conversion: { quotingVisitors: number; ordersPlaced: number; rate: number | null };
};

function askStatistics(body: Record<string, unknown>, cookie = seniorCookie) {
  return testApp.app.inject({ method: 'POST', url: '/api/erp/traffic/statistics', headers: { cookie }, payload: body });
}

async function readStatistics(from: string, to: string): Promise<Statistics> {
  const response = await askStatistics({ from, to });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Statistics;
}

// A raw row as saveLog would have stored it; `at` is a UTC instant.
function logRow(
  at: string,
  row: {
    event?: string;
    page: string;
    visitor: string;
    visit: string;
    referrer?: string;
    language?: string;
    device?: string;
  },
) {
  return {
    event: row.event ?? 'pageView',
    page: row.page,
    ip: '203.0.113.9',
    userAgent: row.device === 'phone' ? phone : desktop,
    visitorKey: `v:${row.visitor}`,
    visitKey: `v:${row.visit}`,
    referrerHost: row.referrer ?? '',
    language: row.language ?? 'zh-CN',
    device: row.device ?? 'desktop',
    createdAt: new Date(at),
  };
}

// Two old days (to be rolled up) and one recent day (kept raw). 2026-09-01 China time is 2026-08-31T16:00Z onwards.
const handMadeRows = [
  // 2026-09-01: visitor A, one visit: / then /pcb?x=1 then / ; a quote.
  logRow('2026-08-31T16:30:00Z', { page: '/', visitor: 'a', visit: 'a1' }),
  logRow('2026-08-31T16:31:00Z', { page: '/pcb?x=1', visitor: 'a', visit: 'a1' }),
  logRow('2026-08-31T16:32:00Z', { page: '/', visitor: 'a', visit: 'a1' }),
  logRow('2026-08-31T16:33:00Z', { event: 'quote', page: '/pcb', visitor: 'a', visit: 'a1' }),
  // 2026-09-01 23:50 China time: visitor B on a phone, from google, in English.
  logRow('2026-09-01T15:50:00Z', {
    page: '/pcb',
    visitor: 'b',
    visit: 'b1',
    referrer: 'google.com',
    language: 'en',
    device: 'phone',
  }),
  // 2026-09-02 00:10 China time: visitor A again, same visit id, a new day.
  logRow('2026-09-01T16:10:00Z', { page: '/aboutUs', visitor: 'a', visit: 'a1' }),
  // 2026-11-20 (recent, stays raw): visitor C quotes twice.
  logRow('2026-11-20T02:00:00Z', { page: '/', visitor: 'c', visit: 'c1', referrer: 'baidu.com' }),
  logRow('2026-11-20T02:01:00Z', { event: 'quote', page: '/', visitor: 'c', visit: 'c1' }),
  logRow('2026-11-20T02:02:00Z', { event: 'quote', page: '/', visitor: 'c', visit: 'c1' }),
];

describe('saveLog derives the statistics columns', () => {
  it('keeps the visitor and visit ids, the referrer host, the language and a phone', async () => {
    const visitorId = '2f0b1d3e-9a1c-4c56-8d1e-0a5b6c7d8e90';
    const visitId = '7e3c2b1a-5d4f-4a6b-9c8d-1e2f3a4b5c6d';
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/common/saveLog',
      headers: { 'user-agent': phone },
      payload: {
        event: 'pageView',
        page: '/x',
        visitorId,
        visitId,
        referrer: 'https://www.Baidu.com/s?wd=pcb',
        language: 'en',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await db().select().from(visitLogs).where(sql`${visitLogs.page} = '/x'`);
    expect(row).toMatchObject({
      visitorKey: `v:${visitorId}`,
      visitKey: `v:${visitId}`,
      referrerHost: 'baidu.com',
      language: 'en',
      device: 'phone',
    });
  });

  it('hashes IP and user agent when the browser sends no id (no address in the key), desktop otherwise', async () => {
    for (const page of ['/y1', '/y2']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/common/saveLog',
        headers: { 'user-agent': desktop },
        payload: { event: 'pageView', page, referrer: 'javascript:alert(1)' },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const rows = await db().select().from(visitLogs).where(sql`${visitLogs.page} in ('/y1', '/y2')`);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.visitorKey).toMatch(/^h:[0-9a-f]{32}$/);
    expect(rows[0]?.visitorKey).toBe(rows[1]?.visitorKey);
    expect(rows[0]?.visitorKey).not.toContain(rows[0]?.ip ?? '?');
    expect(rows[0]).toMatchObject({ referrerHost: '', device: 'desktop', language: '' });
  });

  it('refuses a visitor id that is not a uuid and an oversized referrer, naming the field', async () => {
    for (const [payload, field] of [
      [{ event: 'pageView', page: '/', visitorId: 'not-a-uuid' }, 'visitorId'],
      [{ event: 'pageView', page: '/', referrer: `https://a.com/${'x'.repeat(600)}` }, 'referrer'],
      [{ event: 'pageView', page: '/', language: 'fr' }, 'language'],
    ] as const) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/common/saveLog', payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(JSON.stringify(response.json().data.errors)).toContain(field);
    }
  });
});

describe('statistics and the roll-up', () => {
  beforeAll(async () => {
    await db().delete(visitLogs);
    await db().insert(visitLogs).values(handMadeRows);
    const customer = await createCustomer(testApp, '13755600302', now);
    const { orderId } = await insertTestOrder(db(), { userId: customer.userId, status: 1, payableFen: 100 });
    await db()
      .update(orders)
      .set({ createdAt: new Date('2026-09-01T04:00:00Z') })
      .where(sql`${orders.id} = ${orderId}`);
  });

  const expectOldDays = (statistics: Statistics) => {
    expect(statistics.days).toEqual([
      { day: '2026-09-01', views: 4, visitors: 2 },
      { day: '2026-09-02', views: 1, visitors: 1 },
    ]);
    expect(statistics).toMatchObject({ views: 5, visitors: 3 });
    expect(statistics.pages).toEqual([
      { value: '/', views: 2, visitors: 1 },
      { value: '/pcb', views: 2, visitors: 2 },
      { value: '/aboutUs', views: 1, visitors: 1 },
    ]);
    expect(statistics.entryPages).toEqual([
      { value: '/', views: 1, visitors: 1 },
      { value: '/aboutUs', views: 1, visitors: 1 },
      { value: '/pcb', views: 1, visitors: 1 },
    ]);
    expect(statistics.referrers).toEqual([{ value: 'google.com', views: 1, visitors: 1 }]);
    expect(statistics.languages).toEqual([
      { value: 'zh-CN', views: 4, visitors: 1 + 1 },
      { value: 'en', views: 1, visitors: 1 },
    ]);
    expect(statistics.devices).toEqual([
      { value: 'desktop', views: 4, visitors: 2 },
      { value: 'phone', views: 1, visitors: 1 },
    ]);
    expect(statistics.conversion).toEqual({ quotingVisitors: 1, ordersPlaced: 1, rate: 1 });
  };

  it('counts hand-made rows per day, page, entry page, referrer, language and device (China-time days)', async () => {
    expectOldDays(await readStatistics('2026-09-01', '2026-09-02'));
    const recent = await readStatistics('2026-11-20', '2026-11-20');
    expect(recent).toMatchObject({ views: 1, visitors: 1, referrers: [{ value: 'baidu.com', views: 1, visitors: 1 }] });
    expect(recent.conversion).toEqual({ quotingVisitors: 1, ordersPlaced: 0, rate: 0 });
  });

  it('lists every day of the window, zeros included, and says null when nobody quoted', async () => {
    const statistics = await readStatistics('2026-10-01', '2026-10-03');
    expect(statistics.days.map((day) => [day.day, day.views])).toEqual([
      ['2026-10-01', 0],
      ['2026-10-02', 0],
      ['2026-10-03', 0],
    ]);
    expect(statistics.conversion.rate).toBeNull();
  });

  it('answers the same before and after a roll-up, and a second roll-up counts nothing twice', async () => {
    const before = await readStatistics('2026-08-01', '2026-11-27');
    const traffic = createTrafficService({ db: db(), now });
    const first = await traffic.rollUpOldVisitLogs();
    expect(first.deletedRows).toBe(6);
    expect(first.summarizedRows).toBeGreaterThan(0);
    const raw = await db().select({ page: visitLogs.page }).from(visitLogs);
    // Older than 30 days: deleted; 2026-11-20: summarised and kept.
    expect(raw.map((row) => row.page)).toEqual(['/', '/', '/']);
    const dailyAfterFirst = await db().select().from(visitDailyStats);
    expect(dailyAfterFirst.map((row) => row.day)).toContain('2026-11-20');
    expect(await readStatistics('2026-08-01', '2026-11-27')).toEqual(before);
    expectOldDays(await readStatistics('2026-09-01', '2026-09-02'));

    expect(await traffic.rollUpOldVisitLogs()).toEqual({ summarizedRows: 0, deletedRows: 0 });
    const dailyAfterSecond = await db().select().from(visitDailyStats);
    const sortKey = (row: { day: string; dimension: string; value: string }) =>
      `${row.day}|${row.dimension}|${row.value}`;
    const sorted = (rows: typeof dailyAfterFirst) => [...rows].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
    expect(sorted(dailyAfterSecond)).toEqual(sorted(dailyAfterFirst));
    expect(await readStatistics('2026-08-01', '2026-11-27')).toEqual(before);
  });

  it('two roll-ups at once summarise a day once (one advisory lock)', async () => {
    // Today's row (2026-11-27 11:00 China time) becomes a complete day the next morning.
    await db()
      .insert(visitLogs)
      .values(logRow('2026-11-27T03:00:00Z', { page: '/late', visitor: 'd', visit: 'd1' }));
    const before = await readStatistics('2026-11-27', '2026-11-27');
    expect(before.pages).toEqual([{ value: '/late', views: 1, visitors: 1 }]);
    const tomorrow = () => new Date('2026-11-28T02:00:00Z');
    const runs = await Promise.all([
      createTrafficService({ db: db(), now: tomorrow }).rollUpOldVisitLogs(),
      createTrafficService({ db: db(), now: tomorrow }).rollUpOldVisitLogs(),
    ]);
    expect(runs.map((run) => run.summarizedRows > 0).sort()).toEqual([false, true]);
    expect(await readStatistics('2026-11-27', '2026-11-27')).toEqual(before);
  });

  it('the pg-boss job rolls up when asked, and stops cleanly', async () => {
    await db()
      .insert(visitLogs)
      .values(logRow('2026-11-28T03:00:00Z', { page: '/job', visitor: 'e', visit: 'e1' }));
    const logged: string[] = [];
    const log = {
      info: (_: unknown, message: string) => logged.push(message),
      warn: (_: unknown, message: string) => logged.push(message),
    } as unknown as Parameters<typeof startTrafficRollUpJob>[0]['log'];
    const job = await startTrafficRollUpJob({
      database: testApp.database.handle,
      traffic: createTrafficService({ db: db(), now: () => new Date('2026-11-29T02:00:00Z') }),
      log,
      pollingIntervalSeconds: 0.5,
    });
    try {
      await job.runNow();
      await expect
        .poll(
          async () =>
            (await db().select().from(visitDailyStats).where(sql`${visitDailyStats.value} = '/job'`))
              .map((row) => `${row.day} ${row.dimension} ${row.views}`)
              .sort(),
          { timeout: 15_000, interval: 200 },
        )
        .toEqual(['2026-11-28 entryPage 1', '2026-11-28 page 1']);
    } finally {
      await job.stop();
    }
    expect(logged).toContain('traffic roll-up: complete days summarised, old visit logs deleted');
    expect((await readStatistics('2026-11-28', '2026-11-28')).views).toBe(1);
  }, 30_000);
});

describe('statistics refusals', () => {
  it.each([
    { name: 'to before from', body: { from: '2026-09-02', to: '2026-09-01' }, field: 'to' },
    { name: 'more than 366 days', body: { from: '2025-01-01', to: '2026-01-02' }, field: 'to' },
    { name: 'a date that is not one', body: { from: '2026-02-30', to: '2026-03-01' }, field: 'from' },
    { name: 'a missing to', body: { from: '2026-02-01' }, field: 'to' },
  ])('answers 400 naming the field for $name', async ({ body, field }) => {
    const response = await askStatistics(body);
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json() as { data: { errors: { field: string }[] } };
    expect(answer.data.errors.map((error) => error.field)).toContain(field);
  });

  it('takes exactly 366 days', async () => {
    expect((await askStatistics({ from: '2024-01-01', to: '2024-12-31' })).statusCode).toBe(200);
  });

  it('admits the administrator and the senior executive, refuses sales (403), customers (403) and strangers (401)', async () => {
    const body = { from: '2026-09-01', to: '2026-09-02' };
    expect((await askStatistics(body, adminCookie)).statusCode).toBe(200);
    expect((await askStatistics(body, salesCookie)).statusCode).toBe(403);
    expect((await askStatistics(body, customerCookie)).statusCode).toBe(403);
    expect((await askStatistics(body, '')).statusCode).toBe(401);
  });
});

describe('export audit', () => {
  function recordExport(payload: Record<string, unknown>, cookie: string) {
    return testApp.app.inject({ method: 'POST', url: '/api/erp/audit/recordExport', headers: { cookie }, payload });
  }

  it('records an export by any staff member as an audit row the audit log lists', async () => {
    const response = await recordExport(
      { list: 'Orders', filters: { status: 5, keyword: 'PCB', overdue: true, from: null }, rowCount: 42 },
      salesCookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/erp/audit/list?kind=export',
      headers: { cookie: seniorCookie },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const [row] = listed.json().data.rows;
    expect(row).toMatchObject({
      kind: 'export',
      actorRole: '11',
      objectType: 'list',
      objectNo: 'Orders',
      after: { filters: { status: 5, keyword: 'PCB', overdue: true, from: null }, rowCount: 42 },
    });
  });

  it('refuses customers (403) and strangers (401)', async () => {
    const payload = { list: 'Orders', rowCount: 1 };
    expect((await recordExport(payload, customerCookie)).statusCode).toBe(403);
    expect((await recordExport(payload, '')).statusCode).toBe(401);
  });

  it.each([
    { name: 'no list', payload: { list: '', rowCount: 1 }, field: 'list' },
    { name: 'a long list name', payload: { list: 'x'.repeat(101), rowCount: 1 }, field: 'list' },
    { name: 'too many rows', payload: { list: 'Orders', rowCount: 5001 }, field: 'rowCount' },
    { name: 'a negative count', payload: { list: 'Orders', rowCount: -1 }, field: 'rowCount' },
    {
      name: 'too many filters',
      payload: {
        list: 'Orders',
        rowCount: 1,
        filters: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, i])),
      },
      field: 'filters',
    },
    {
      name: 'an object as a filter',
      payload: { list: 'Orders', rowCount: 1, filters: { a: { b: 1 } } },
      field: 'filters',
    },
  ])('answers 400 naming the field for $name', async ({ payload, field }) => {
    const response = await recordExport(payload, adminCookie);
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json() as { data: { errors: { field: string }[] } };
    expect(answer.data.errors.map((error) => error.field).join(' ')).toContain(field);
  });

  it('takes at most 20 a minute per person under a burst of 40, each accepted one recorded', async () => {
    const before = await db().select({ id: auditLog.id }).from(auditLog).where(sql`${auditLog.objectNo} = 'Burst'`);
    expect(before).toEqual([]);
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => recordExport({ list: 'Burst', rowCount: 3 }, seniorCookie)),
    );
    const accepted = burst.filter((response) => response.statusCode === 200).length;
    expect(accepted).toBe(20);
    expect(burst.filter((response) => response.statusCode === 429).length).toBe(40 - accepted);
    const rows = await db().select({ id: auditLog.id }).from(auditLog).where(sql`${auditLog.objectNo} = 'Burst'`);
    expect(rows).toHaveLength(accepted);
  });
});
