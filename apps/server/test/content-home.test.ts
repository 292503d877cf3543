import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { type Caller, startStaffSession } from './orders-fixtures.ts';

// The home page's hero, ordering steps and product catalogue are content records (issue 15 point 1): seeded as the
// site showed them, edited by staff, read by the public list route and rendered into the home page's HTML.

let testApp: TestApp;
let webDist: string;
let director: Caller;
const now = () => new Date('2026-11-27T02:00:00Z');

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'boardforge-home-content-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><title>BoardForge</title></head><body><div id="root"></div></body></html>',
  );
  testApp = await createTestApp({ now, env: { WEB_DIST: webDist, PUBLIC_ORIGIN: 'https://boardforge.example' } });
  director = await startStaffSession(testApp, '15', now);
});
afterAll(async () => {
  await testApp?.close();
  rmSync(webDist, { recursive: true, force: true });
});

function call(cookie: string | undefined, url: string, payload?: unknown) {
  return testApp.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

const homeHtml = async (language: 'en' | 'zh-CN') =>
  (await testApp.app.inject({ method: 'GET', url: `/?lang=${language}`, headers: { accept: 'text/html' } })).body;

type Text = Record<string, unknown>;
type Row = { id: string; version: number; sort: number; entry: { kind: string; zh: Text; en: Text; data: Text } };
const publicRows = async (kind: string) =>
  (await call(undefined, `content/list?kind=${kind}&pageSize=50`)).json().data.rows as Row[];

/** One kind's published records as the back office lists them (with their versions), in their order. */
const staffRows = async (kind: string) =>
  (await call(director.cookie, `erp/content/list?kind=${kind}&status=published&pageSize=50`)).json().data.rows as Row[];

async function createAndPublish(sort: number, entry: Record<string, unknown>): Promise<Row> {
  const created = await call(director.cookie, 'erp/content/create', { sort, entry });
  expect(created.statusCode, created.body).toBe(200);
  const record = created.json().data as Row;
  const published = await call(director.cookie, 'erp/content/publish', { id: record.id, version: record.version });
  expect(published.statusCode, published.body).toBe(200);
  return published.json().data as Row;
}

const fieldsOf = (response: { json: () => { data: { errors?: { field: string }[] } } }) =>
  (response.json().data.errors ?? []).map((error) => error.field);

describe('home page content', () => {
  it('is seeded as the site showed it: one hero, seven ordering steps, eight catalogue cards, both languages', async () => {
    const [hero] = await publicRows('homeHero');
    expect(hero?.entry.en).toMatchObject({
      title: 'From Gerber files to assembled boards, priced in seconds',
      primaryAction: 'Get an instant quote',
      badges: ['8 / 12 / 24 h rush', 'Free shipping nationwide', 'Quote in 3 h · ship in 6 h'],
    });
    expect(hero?.entry.zh.title).toBe('从Gerber文件到成品PCBA，秒级报价');
    const steps = await publicRows('processStep');
    expect(steps.map((row) => row.entry.en.title)).toEqual([
      'Register or log in',
      'Quote online',
      'Review and confirm',
      'Pay online',
      'Manufacture and deliver',
      'Confirm receipt and rate',
      'Complete and share',
    ]);
    expect(steps[0]?.entry.zh.title).toBe('注册/登录');
    const categories = await publicRows('productCategory');
    expect(categories.map((row) => row.entry.data.path)).toEqual([
      '/boardMaking/pcbBoardMaking',
      '/boardMaking/pcbBatch',
      '/boardMaking/fpcBatch',
      '/boardMaking/aluminumSubstrate',
      '/manufacture/pcbaMade',
      '/manufacture/steelMesh',
      '/bomSupply',
      '/solution/layoutDesign',
    ]);
    expect(categories[4]?.entry.zh).toEqual({ name: 'SMT贴片', summary: '日产能400万点，1片起贴。' });
  });

  it('refuses bad records naming the field: a path off the product list, an unknown drawing, five badges', async () => {
    const category = (data: Record<string, unknown>) => ({
      entry: {
        kind: 'productCategory',
        data,
        zh: { name: '软硬结合板', summary: '软板与硬板一体。' },
        en: { name: 'Rigid-flex', summary: 'Flex and rigid in one board.' },
      },
    });
    const offList = await call(
      director.cookie,
      'erp/content/create',
      category({ path: '/erp/orders', illustration: 'fpc' }),
    );
    expect(offList.statusCode).toBe(400);
    expect(fieldsOf(offList)).toEqual(['entry.data.path']);
    const drawing = await call(
      director.cookie,
      'erp/content/create',
      category({ path: '/boardMaking/fpcBatch', illustration: 'rocket' }),
    );
    expect(drawing.statusCode).toBe(400);
    expect(fieldsOf(drawing)).toEqual(['entry.data.illustration']);
    const [hero] = await publicRows('homeHero');
    const badges = await call(director.cookie, 'erp/content/create', {
      entry: { ...hero?.entry, kind: 'homeHero', en: { ...hero?.entry.en, badges: ['a', 'b', 'c', 'd', 'e'] } },
    });
    expect(badges.statusCode).toBe(400);
    expect(fieldsOf(badges)).toEqual(['entry.en.badges']);
    const longStep = await call(director.cookie, 'erp/content/create', {
      entry: {
        kind: 'processStep',
        data: {},
        zh: { title: '步'.repeat(81), text: '' },
        en: { title: 'Step', text: '' },
      },
    });
    expect(longStep.statusCode).toBe(400);
    expect(fieldsOf(longStep)).toEqual(['entry.zh.title']);
  });

  it('renders the published hero, steps and catalogue into the home page HTML, in each language', async () => {
    const [hero] = await staffRows('homeHero');
    const edited = await call(director.cookie, 'erp/content/update', {
      id: hero?.id,
      version: hero?.version,
      sort: hero?.sort,
      entry: {
        ...hero?.entry,
        kind: 'homeHero',
        zh: { ...hero?.entry.zh, title: '四小时出样板', subtitle: '中文导语：样板加急。' },
        en: { ...hero?.entry.en, title: 'Prototypes in four hours', subtitle: 'English lead: rush prototypes.' },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await createAndPublish(75, {
      kind: 'processStep',
      data: {},
      zh: { title: '质检出货', text: '每块板经飞针测试。' },
      en: { title: 'Inspect & ship', text: 'Every board is flying-probe tested.' },
    });
    await createAndPublish(85, {
      kind: 'productCategory',
      data: { path: '/solution/schemeDesign', illustration: 'layout' },
      zh: { name: '方案设计', summary: '从需求到原理图。' },
      en: { name: 'Scheme design', summary: 'From requirements to schematic.' },
    });

    const english = await homeHtml('en');
    expect(english).toContain('<title>BoardForge - Prototypes in four hours</title>');
    expect(english).toContain('<h1>Prototypes in four hours</h1><p>English lead: rush prototypes.</p>');
    expect(english).toContain('<h2>How ordering works</h2>');
    // The new step is the eighth, after "Complete and share" (sort 70) — its text HTML-escaped.
    expect(english).toContain('<h3>8. Inspect &amp; ship</h3><p>Every board is flying-probe tested.</p>');
    expect(english).toContain('<h2>Product catalogue</h2>');
    expect(english).toContain(
      '<h3><a href="/solution/schemeDesign?lang=en">Scheme design</a></h3><p>From requirements to schematic.</p>',
    );
    const chinese = await homeHtml('zh-CN');
    expect(chinese).toContain('<h1>四小时出样板</h1><p>中文导语：样板加急。</p>');
    expect(chinese).toContain('<h3>8. 质检出货</h3><p>每块板经飞针测试。</p>');
    expect(chinese).toContain('<h3><a href="/boardMaking/pcbBoardMaking?lang=zh-CN">PCB打样</a></h3>');
  });

  it('leaves an unpublished step out of the public list and the HTML', async () => {
    const steps = await staffRows('processStep');
    const first = steps[0];
    const unpublished = await call(director.cookie, 'erp/content/unpublish', {
      id: first?.id,
      version: first?.version,
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect((await publicRows('processStep')).map((row) => row.id)).not.toContain(first?.id);
    const english = await homeHtml('en');
    expect(english).not.toContain('Register or log in');
    expect(english).toContain('<h3>1. Quote online</h3>');
  });
});
