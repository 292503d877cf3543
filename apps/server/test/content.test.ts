import type { PcbSpecRequest } from '@boardforge/contracts/quotes.ts';
import { quotePcb } from '@boardforge/domain/pricing/pcb.ts';
import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/audit-log.table.ts';
import { orderRatings } from '../src/db/orders.table.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { type Caller, createCustomer, pcbOrderBody, saveOrder, startStaffSession } from './orders-fixtures.ts';

let testApp: TestApp;
let director: Caller;
let buyer: Caller;
const now = () => new Date('2026-11-27T02:00:00Z');

beforeAll(async () => {
  testApp = await createTestApp({ now });
  director = await startStaffSession(testApp, '15', now);
  buyer = await startStaffSession(testApp, '12', now);
});
afterAll(async () => {
  await testApp?.close();
});

function call(cookie: string | undefined, path: string, payload?: unknown) {
  return testApp.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/${path}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

const newsEntry = (title: string, body = '<p>Body with <strong>bold</strong> text.</p>') => ({
  kind: 'news',
  data: { category: 0 },
  zh: { title: `${title}（中文）`, summary: '摘要', body: `<p>中文正文</p>${body}` },
  en: { title, summary: 'Summary', body },
});

async function createNews(title: string, body?: string) {
  const response = await call(director.cookie, 'erp/content/create', { sort: 5, entry: newsEntry(title, body) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    id: string;
    version: number;
    status: string;
    entry: { en: { body: string }; zh: { body: string } };
  };
}

function fieldsOf(response: { json: () => { data: { errors?: { field: string }[] } } }): string[] {
  return (response.json().data.errors ?? []).map((error) => error.field);
}

describe('content store', () => {
  it('seeds published records of every kind in both languages', async () => {
    for (const kind of [
      'news',
      'orderShowcase',
      'specialOffer',
      'productShowcase',
      'activity',
      'customerPost',
      'laminatedStructure',
      'processCapability',
      'contactBranch',
      'marketingFigure',
      'homeHero',
      'processStep',
      'productCategory',
    ]) {
      const page = (await call(undefined, `content/list?kind=${kind}&pageSize=50`)).json().data;
      expect(page.total, kind).toBeGreaterThan(0);
      expect(page.rows[0].entry.kind).toBe(kind);
      expect(Object.keys(page.rows[0].entry.zh)).toEqual(Object.keys(page.rows[0].entry.en));
    }
    // The offers are the 10 × 10 cm × 5 pcs boards of pricing.md §1.1: 30, 100 and 800 yuan with the default book.
    const offers = (await call(undefined, 'content/list?kind=specialOffer&pageSize=50')).json().data;
    const offerTotals = offers.rows.map((row: { entry: { data: { quote: { spec: PcbSpecRequest } } } }) => {
      const priced = quotePcb(row.entry.data.quote.spec, defaultPriceBook, now());
      return priced.ok ? priced.quote.lines.total : null;
    });
    expect(offerTotals).toEqual([30, 100, 800]);
    const stacks = (await call(undefined, 'content/list?kind=laminatedStructure&pageSize=50')).json().data;
    expect(new Set(stacks.rows.map((row: { entry: { data: { layers: number } } }) => row.entry.data.layers))).toEqual(
      new Set([4, 6, 8, 10]),
    );
  });

  it('creates a draft, edits it, publishes and unpublishes it; drafts never reach the public routes', async () => {
    const draft = await createNews('Draft news for the public check');
    expect(draft).toMatchObject({ status: 'draft', version: 1 });
    expect((await call(undefined, `content/${draft.id}`)).statusCode).toBe(404);
    const publicBefore = (await call(undefined, 'content/list?kind=news&pageSize=50')).json().data;
    expect(publicBefore.rows.map((row: { id: string }) => row.id)).not.toContain(draft.id);

    const edited = await call(director.cookie, 'erp/content/update', {
      id: draft.id,
      version: 1,
      sort: 1,
      entry: newsEntry('Edited news'),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ version: 2, sort: 1, entry: { en: { title: 'Edited news' } } });

    const published = await call(director.cookie, 'erp/content/publish', { id: draft.id, version: 2 });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', version: 3 });
    const shown = await call(undefined, `content/${draft.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.entry.en.title).toBe('Edited news');
    const inCategory = (await call(undefined, 'content/list?kind=news&category=0&pageSize=50')).json().data;
    expect(inCategory.rows.map((row: { id: string }) => row.id)).toContain(draft.id);
    const otherCategory = (await call(undefined, 'content/list?kind=news&category=3&pageSize=50')).json().data;
    expect(otherCategory.rows.map((row: { id: string }) => row.id)).not.toContain(draft.id);

    const unpublished = await call(director.cookie, 'erp/content/unpublish', { id: draft.id, version: 3 });
    expect(unpublished.json().data).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await call(undefined, `content/${draft.id}`)).statusCode).toBe(404);

    const staffList = (await call(director.cookie, 'erp/content/list?kind=news&status=draft&keyword=Edited')).json()
      .data;
    expect(staffList.rows.map((row: { id: string }) => row.id)).toEqual([draft.id]);

    const audited = await testApp.database.handle.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'contentEdit'), eq(auditLog.objectId, draft.id)));
    expect(audited.map((row) => (row.after as { action: string }).action)).toEqual([
      'create',
      'edit',
      'publish',
      'unpublish',
    ]);

    const removed = await call(director.cookie, 'erp/content/delete', { id: draft.id, version: 4 });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call(director.cookie, 'erp/content/delete', { id: draft.id, version: 4 })).statusCode).toBe(404);
  });

  it('refuses a save at an old version with 409 content.stale, and only one of two parallel saves lands', async () => {
    const draft = await createNews('Stale check');
    const saves = await Promise.all(
      ['First editor', 'Second editor', 'Third editor'].map((title) =>
        call(director.cookie, 'erp/content/update', { id: draft.id, version: 1, sort: 0, entry: newsEntry(title) }),
      ),
    );
    const statuses = saves.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const refused = saves.find((response) => response.statusCode === 409);
    expect(refused?.json().data.reason).toBe('content.stale');
    const publishOld = await call(director.cookie, 'erp/content/publish', { id: draft.id, version: 1 });
    expect(publishOld.statusCode).toBe(409);
    expect(publishOld.json().data.reason).toBe('content.stale');
  });

  it('strips script, style, event handlers and javascript: URLs from rich text at save', async () => {
    const hostile =
      '<p onclick="alert(1)" style="color:red">Safe <a href="javascript:alert(1)">link</a> <a href="https://example.com" onmouseover="x()">ok</a></p>' +
      '<script>alert("x")</script><style>p{}</style><img src=x onerror="alert(2)"><iframe src="https://evil.example"></iframe>';
    const saved = await createNews('XSS check', hostile);
    for (const body of [saved.entry.en.body, saved.entry.zh.body]) {
      expect(body).not.toMatch(/script|style|onclick|onerror|onmouseover|javascript:|iframe|<img/i);
      expect(body).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">ok</a>');
      expect(body).toContain('Safe');
    }
    const onlyScript = await call(director.cookie, 'erp/content/create', {
      entry: { ...newsEntry('Empty'), en: { title: 'Empty', summary: '', body: '<script>alert(1)</script>' } },
    });
    expect(onlyScript.statusCode).toBe(400);
    expect(fieldsOf(onlyScript)).toEqual(['entry.en.body']);
  });

  it('refuses bad input naming the field: control characters, overlong text, unknown kind, data of another kind', async () => {
    const control = await call(director.cookie, 'erp/content/create', { entry: newsEntry('Bad\u0007title') });
    expect(control.statusCode).toBe(400);
    expect(fieldsOf(control)).toContain('entry.en.title');

    const long = await call(director.cookie, 'erp/content/create', { entry: newsEntry('x'.repeat(121)) });
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long)).toContain('entry.en.title');

    const unknown = await call(director.cookie, 'erp/content/create', { entry: { ...newsEntry('x'), kind: 'poem' } });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toContain('entry.kind');

    const mismatched = await call(director.cookie, 'erp/content/create', {
      entry: { ...newsEntry('x'), kind: 'laminatedStructure' },
    });
    expect(mismatched.statusCode).toBe(400);
    expect(fieldsOf(mismatched).some((field) => field.startsWith('entry.data.') || field.startsWith('entry.en.'))).toBe(
      true,
    );

    const foreignImage = await call(director.cookie, 'erp/content/create', {
      entry: { ...newsEntry('x'), data: { category: 1, image: 'https://evil.example/a.png' } },
    });
    expect(foreignImage.statusCode).toBe(400);
    expect(fieldsOf(foreignImage)).toEqual(['entry.data.image']);

    const activity = (images: string[], image = '/api/images/6f1c2a9e-2b3c-4d5e-8f90-123456789abc') => ({
      entry: {
        kind: 'activity',
        data: { image, images, time: '2026-11-20' },
        zh: { title: '展会', text: '欢迎参观' },
        en: { title: 'Fair', text: 'Come and visit' },
      },
    });
    const uploaded = await call(
      director.cookie,
      'erp/content/create',
      activity(['/api/images/6f1c2a9e-2b3c-4d5e-8f90-123456789abd']),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    for (const hostile of ['javascript:alert(1)', '//evil.example/a.png', '/\\evil.example/a.png']) {
      const refused = await call(director.cookie, 'erp/content/create', activity([hostile]));
      expect(refused.statusCode, hostile).toBe(400);
      expect(fieldsOf(refused)).toEqual(['entry.data.images.0']);
    }

    const draft = await createNews('Kind stays');
    const changedKind = await call(director.cookie, 'erp/content/update', {
      id: draft.id,
      version: 1,
      sort: 0,
      entry: { kind: 'marketingFigure', data: {}, zh: { value: '1', label: '一' }, en: { value: '1', label: 'one' } },
    });
    expect(changedKind.statusCode).toBe(409);
    expect(fieldsOf(changedKind)).toEqual(['entry.kind']);
  });

  it('keeps a special offer as the quote it stands for, checked as a quote request is', async () => {
    const offer = (quote: unknown) => ({
      entry: {
        kind: 'specialOffer',
        data: { quote },
        zh: { title: '柔性板', type: '样板特价', items: ['5片'] },
        en: { title: 'Flex board', type: 'Prototype offer', items: ['5 pcs'] },
      },
    });
    const flex = { tab: 'fpc', spec: { layers: 2, boardLength: 50, boardWidth: 40, boardNumber: 5, material: 'FPC' } };
    const saved = await call(director.cookie, 'erp/content/create', offer(flex));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.entry.data).toEqual({ quote: flex });

    const tooMany = await call(
      director.cookie,
      'erp/content/create',
      offer({ ...flex, spec: { ...flex.spec, layers: 99 } }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany)).toEqual(['entry.data.quote.spec.layers']);
    const typedPrice = await call(director.cookie, 'erp/content/create', {
      entry: { ...offer(flex).entry, data: { priceFen: 3000 } },
    });
    expect(typedPrice.statusCode).toBe(400);
    expect(fieldsOf(typedPrice)).toContain('entry.data.quote');
  });

  it('admits only content:edit holders to the staff routes', async () => {
    expect((await call(buyer.cookie, 'erp/content/list?kind=news')).statusCode).toBe(403);
    expect((await call(undefined, 'erp/content/list?kind=news')).statusCode).toBe(401);
    const supervisor = await startStaffSession(testApp, '11', now);
    expect((await call(supervisor.cookie, 'erp/content/list?kind=news')).statusCode).toBe(200);
  });
});

describe('customer showcase', () => {
  it('lists shared ratings; an approved one is public, a rejected or pending one is not', async () => {
    const customer = await createCustomer(testApp, '13700002301', now);
    const ratingIds: string[] = [];
    for (const [index, content] of ['Great boards, fast delivery', 'Not shown yet'].entries()) {
      const placed = await saveOrder(
        testApp.app,
        customer.cookie,
        // The shown one was a 24-hour rush: its tags say PCB and 24H.
        pcbOrderBody(customer.addressId, `showcase-${index}`, {
          spec: {
            layers: 2,
            boardLength: 100,
            boardWidth: 100,
            boardNumber: 5,
            delivery: index === 0 ? '24h' : 'standard',
          },
        }),
      );
      expect(placed.statusCode, placed.body).toBe(200);
      const [rating] = await testApp.database.handle.db
        .insert(orderRatings)
        .values({
          orderId: placed.json().data.orderId,
          userId: customer.userId,
          stars: 5,
          content,
          share: true,
          showcaseStatus: 'pending',
          pointsCredited: 10,
        })
        .returning({ id: orderRatings.id });
      if (!rating) throw new Error('no rating');
      ratingIds.push(rating.id);
    }
    const [approvedId, pendingId] = ratingIds as [string, string];
    const pending = (await call(director.cookie, 'erp/content/showcase/list?state=pending')).json().data;
    expect(pending.rows.map((row: { ratingId: string }) => row.ratingId)).toEqual(expect.arrayContaining(ratingIds));

    const approved = await call(director.cookie, 'erp/content/showcase/decide', {
      ratingId: approvedId,
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.state).toBe('approved');
    const shown = (await call(undefined, 'content/showcase')).json().data;
    expect(shown.rows).toEqual([
      expect.objectContaining({
        ratingId: approvedId,
        content: 'Great boards, fast delivery',
        customerName: 'C**',
        product: 'pcb',
        delivery: '24h',
      }),
    ]);
    expect(JSON.stringify(shown)).not.toContain(pendingId);

    await call(director.cookie, 'erp/content/showcase/decide', { ratingId: approvedId, decision: 'reject' });
    expect((await call(undefined, 'content/showcase')).json().data.total).toBe(0);
    expect(
      (await call(buyer.cookie, 'erp/content/showcase/decide', { ratingId: pendingId, decision: 'approve' }))
        .statusCode,
    ).toBe(403);
    const missing = await call(director.cookie, 'erp/content/showcase/decide', {
      ratingId: '00000000-0000-4000-8000-000000000000',
      decision: 'approve',
    });
    expect(missing.statusCode).toBe(404);
    const audited = await testApp.database.handle.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'rating'), eq(auditLog.objectId, approvedId)));
    expect(audited).toHaveLength(2);
  });
});
