import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/audit-log.table.ts';
import { demoPhoneOfRole } from '../src/db/seed.ts';
import { logInAsStaff } from './helpers/test-app.ts';
import { payVerified, setUpWorkflow } from './orders-fixtures.ts';
import { insertTestOrder } from './payments-helpers.ts';

// One app for the file: staff actions of every audited kind, then the list, its filters, its access and the trigger.
const { testApp, alice, staffOf, db, moveOk, now } = setUpWorkflow(new Date('2026-11-25T02:00:00Z'), '13755600091');

type AuditAnswer = {
  rows: Array<{
    kind: string;
    actorUserId: string;
    actorName: string;
    actorRole: string;
    objectType: string;
    objectId: string;
    objectNo: string;
    before: unknown;
    after: unknown;
    requestId: string;
    ip: string;
  }>;
  total: number;
};

function list(query: string, roleId: '1' | '11' | '15' | '16' = '16') {
  return testApp().app.inject({
    method: 'GET',
    url: `/api/erp/audit/list?${query}`,
    headers: { cookie: staffOf(roleId).cookie },
  });
}

async function read(query: string): Promise<AuditAnswer> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('the audit log', () => {
  it('records a staff login with the request id and IP, and no customer login', async () => {
    const before = (await read('kind=login')).total;
    await logInAsStaff(testApp().app, '14');
    const logins = await read('kind=login');
    expect(logins.total).toBe(before + 1);
    const [login] = logins.rows;
    expect(login).toMatchObject({
      kind: 'login',
      actorUserId: staffOf('14').userId,
      actorRole: '14',
      objectType: 'user',
      objectNo: demoPhoneOfRole('14'),
      before: null,
      after: null,
    });
    expect(login?.actorName).not.toBe('');
    expect(login?.requestId).not.toBe('');
    expect(login?.ip).not.toBe('');
  });

  it('records a staff transition with from/to and payload, and the refund it makes; a customer action is not audited', async () => {
    const order = await insertTestOrder(db(), { userId: alice().userId, status: 5, payableFen: 12_300 });
    await payVerified(testApp(), { orderId: order.orderId, userId: alice().userId, amountFen: 12_300 }, now());
    await moveOk('11', order.orderId, 'cancel', 5, { reason: 'customer asked' });

    const ofOrder = await read(`objectType=order&objectNo=${order.orderNo}`);
    expect(ofOrder.rows.map((row) => row.kind).sort()).toEqual(['orderTransition', 'refund']);
    const transition = ofOrder.rows.find((row) => row.kind === 'orderTransition');
    expect(transition).toMatchObject({
      actorUserId: staffOf('11').userId,
      actorRole: '11',
      objectId: order.orderId,
      before: { status: 5 },
      after: { status: 99, action: 'cancel', payload: { reason: 'customer asked' } },
    });
    const refund = ofOrder.rows.find((row) => row.kind === 'refund');
    expect(refund?.after).toMatchObject({ amountFen: 12_300, reason: 'cancel' });
  });

  it('records a price-book publish and a credit change with before and after', async () => {
    const published = await testApp().app.inject({
      method: 'POST',
      url: '/api/erp/priceBook/publish',
      headers: { cookie: staffOf('15').cookie },
      payload: { book: defaultPriceBook, note: 'spring prices' },
    });
    expect(published.statusCode, published.body).toBe(200);
    const version = published.json().data.version as number;
    const [publish] = (await read('kind=priceBookPublish')).rows;
    expect(publish).toMatchObject({
      actorRole: '15',
      objectType: 'priceBook',
      objectNo: `v${version}`,
      after: { version, note: 'spring prices' },
    });

    for (const creditLimit of [5000, 8000]) {
      const saved = await testApp().app.inject({
        method: 'POST',
        url: '/api/erp/customers/credit',
        headers: { cookie: staffOf('16').cookie },
        payload: { userId: alice().userId, creditLimit, creditDays: 30 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const credits = await read('kind=creditChange');
    expect(credits.rows.map((row) => [row.before, row.after])).toEqual([
      [
        { limitFen: 500_000, days: 30 },
        { limitFen: 800_000, days: 30 },
      ],
      [null, { limitFen: 500_000, days: 30 }],
    ]);
    expect(credits.rows[0]).toMatchObject({ objectType: 'customer', objectId: alice().userId, actorRole: '16' });
  });

  it('filters by person, kind and days, pages and counts in SQL', async () => {
    const all = await read('pageSize=10');
    expect(all.total).toBeGreaterThanOrEqual(6);
    const byPerson = await read(`actorUserId=${staffOf('11').userId}`);
    expect(byPerson.rows.map((row) => row.kind).sort()).toEqual(['orderTransition', 'refund']);
    const byName = await read(`person=${encodeURIComponent(byPerson.rows[0]?.actorName ?? '')}`);
    expect(byName.total).toBe(byPerson.total);
    const paged = await read('pageSize=10&pageNum=1&kind=creditChange');
    expect(paged.rows).toHaveLength(2);
    // The workflow's clock stands at 2026-11-25 10:00 China time (the price book's publish time is the database's).
    expect((await read('kind=creditChange&from=2026-11-25&to=2026-11-25')).total).toBe(2);
    expect((await read('kind=creditChange&from=2026-11-26&to=2026-11-27')).total).toBe(0);
    expect((await list('kind=everything')).statusCode).toBe(400);
    expect((await list(`person=${'x'.repeat(61)}`)).statusCode).toBe(400);
  });

  it('is for the administrator and the senior executive only', async () => {
    expect((await list('', '1')).statusCode).toBe(200);
    expect((await list('', '16')).statusCode).toBe(200);
    expect((await list('', '15')).statusCode).toBe(403);
    expect((await list('', '11')).statusCode).toBe(403);
  });

  it('rows are never changed or deleted (the trigger refuses)', async () => {
    const before = (await read('')).total;
    await expect(db().update(auditLog).set({ actorName: 'someone else' })).rejects.toThrow();
    await expect(db().delete(auditLog)).rejects.toThrow();
    const refusal = await db()
      .execute(sql`update audit_log set after = null where kind = 'creditChange'`)
      .catch((error: unknown) => error);
    expect(String((refusal as { cause?: { message?: string } }).cause?.message)).toMatch(/append-only/);
    expect(before).toBeGreaterThan(0);
    expect((await read('')).total).toBe(before);
    expect((await read('kind=creditChange')).rows.every((row) => row.after !== null)).toBe(true);
  });
});
