import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appPagePaths, publicPages } from '@boardforge/contracts/public-pages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { type Caller, startStaffSession } from './orders-fixtures.ts';

let testApp: TestApp;
let webDist: string;
let director: Caller;
const now = () => new Date('2026-11-27T02:00:00Z');
const origin = 'https://boardforge.example';
const indexHtml = [
  '<!doctype html>',
  '<html lang="zh-CN">',
  '<head><meta charset="UTF-8" /><title>BoardForge 板工坊</title>',
  '<script type="module" src="/assets/app-1a2b.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('\n');

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'boardforge-seo-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  testApp = await createTestApp({ now, env: { WEB_DIST: webDist, PUBLIC_ORIGIN: origin } });
  director = await startStaffSession(testApp, '15', now);
});
afterAll(async () => {
  await testApp?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, acceptLanguage?: string) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html,*/*;q=0.8', ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
  });

function api(path: string, payload?: Record<string, unknown>) {
  return testApp.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/${path}`,
    headers: { cookie: director.cookie },
    ...(payload ? { payload } : {}),
  });
}

/** The attribute value of the first tag matching a pattern, unescaped as a browser would. */
function attributeOf(html: string, tagPattern: RegExp, attribute: string): string | undefined {
  const tag = html.match(tagPattern)?.[0];
  const value = tag?.match(new RegExp(`${attribute}="([^"]*)"`))?.[1];
  return value
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
const metaContent = (html: string, key: string) =>
  attributeOf(html, new RegExp(`<meta (?:name|property)="${key}"[^>]*>`), 'content');
const alternateOf = (html: string, language: string) =>
  attributeOf(html, new RegExp(`<link rel="alternate" hreflang="${language}"[^>]*>`), 'href');
const canonicalOf = (html: string) => attributeOf(html, /<link rel="canonical"[^>]*>/, 'href');
const rootOf = (html: string) => html.match(/<div id="root">([\s\S]*)<\/div><\/body>/)?.[1] ?? '';
function structuredData(html: string): { '@graph': Record<string, unknown>[] } {
  const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  return JSON.parse(json ?? 'null');
}

async function publishNews(title: string, body: string) {
  const created = await api('erp/content/create', {
    sort: 0,
    entry: {
      kind: 'news',
      data: { category: 1 },
      zh: { title: `${title}（中文）`, summary: '中文摘要', body: `<p>中文正文：${body}</p>` },
      en: { title, summary: 'An English summary', body: `<p>${body}</p>` },
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id } = created.json().data as { id: string };
  expect((await api('erp/content/publish', { id, version: 1 })).statusCode).toBe(200);
  return id;
}

describe('public pages rendered for crawlers and link previews', () => {
  it('renders the home page in the language ?lang= names: head, JSON-LD, <html lang> and its own text', async () => {
    const offers = (await api('content/list?kind=specialOffer&pageSize=50')).json().data.rows as {
      entry: { en: { title: string }; zh: { title: string } };
    }[];
    for (const [language, title] of [
      ['en', 'BoardForge - From Gerber files to assembled boards, priced in seconds'],
      ['zh-CN', '板工坊 - 从Gerber文件到成品PCBA，秒级报价'],
    ] as const) {
      const response = await page(`/?lang=${language}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain(`<html lang="${language}">`);
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe(title);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(metaContent(html, 'description')?.length).toBeGreaterThan(20);
      expect(canonicalOf(html)).toBe(`${origin}/?lang=${language}`);
      expect(alternateOf(html, 'zh-CN')).toBe(`${origin}/?lang=zh-CN`);
      expect(alternateOf(html, 'en')).toBe(`${origin}/?lang=en`);
      expect(alternateOf(html, 'x-default')).toBe(`${origin}/`);
      expect(metaContent(html, 'og:image')).toBe(`${origin}/og-image.png`);
      expect(metaContent(html, 'og:url')).toBe(`${origin}/?lang=${language}`);
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      const graph = structuredData(html)['@graph'];
      expect(graph.find((item) => item['@type'] === 'Organization')?.url).toBe(`${origin}/`);
      const products = graph.filter((item) => item['@type'] === 'Product');
      expect(products).toHaveLength(offers.length);
      expect(products[0]?.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'CNY' });
      // The seeded offers priced by the engine with the current book: pricing.md's 30, 100 and 800 yuan.
      expect(products.map((product) => (product.offers as { price: string }).price).sort()).toEqual([
        '100.00',
        '30.00',
        '800.00',
      ]);
      const root = rootOf(html);
      expect(root).toContain('<h1>');
      const offerTitle = language === 'en' ? offers[0]?.entry.en.title : offers[0]?.entry.zh.title;
      expect(root).toContain(offerTitle);
      expect(html).toContain('<script type="module" src="/assets/app-1a2b.js"></script>');
    }
  });

  it('carries the home hero’s list answer as initial data, the same the API answers, and only on the home page', async () => {
    const initialData = (html: string) => {
      const json = html.match(/<script type="application\/json" id="bf-initial-data">([^<]*)<\/script>/)?.[1];
      return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
    };
    const answer = (await api('content/list?kind=homeHero&pageNum=1&pageSize=10')).json().data;
    expect(answer.rows.length).toBeGreaterThan(0);
    const home = (await page('/?lang=en')).body;
    expect(initialData(home)).toEqual({ homeHero: answer });
    // Inside <head>, before the app's script: the first render reads it.
    expect(home.indexOf('id="bf-initial-data"')).toBeLessThan(home.indexOf('</head>'));
    expect(initialData((await page('/valuation?lang=en')).body)).toBeUndefined();
    expect(initialData((await page('/aboutUs/news?lang=zh-CN')).body)).toBeUndefined();
  });

  it('without ?lang= follows Accept-Language, says so in Vary, and the canonical is the x-default address', async () => {
    const response = await page('/boardMaking/pcbBoardMaking', 'zh-CN,zh;q=0.9');
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('Accept-Language');
    expect(response.body).toContain('<html lang="zh-CN">');
    expect(response.body).toContain('<title>PCB板制作 - 板工坊</title>');
    expect(canonicalOf(response.body)).toBe(`${origin}/boardMaking/pcbBoardMaking`);
    const english = await page('/boardMaking/pcbBoardMaking?lang=en', 'zh-CN');
    expect(english.body).toContain('<title>PCB Prototypes - BoardForge</title>');
    expect(english.headers.vary ?? '').not.toContain('Accept-Language');
  });

  it('renders content pages from the published records (contact branches, capability rows)', async () => {
    for (const [url, kind] of [
      ['/aboutUs/contactUs?lang=en', 'contactBranch'],
      ['/factoryDisplay/processShow?lang=en', 'processCapability'],
    ] as const) {
      const rows = (await api(`content/list?kind=${kind}&pageSize=50`)).json().data.rows as {
        entry: { en: { name: string } };
      }[];
      expect(rows.length, kind).toBeGreaterThan(0);
      const root = rootOf((await page(url)).body);
      for (const row of rows) expect(root, url).toContain(row.entry.en.name.replace(/&/g, '&amp;'));
    }
    const stacks = rootOf((await page('/factoryDisplay/iaminatedStructure?lang=zh-CN')).body);
    expect(stacks).toMatch(/铜箔 [\d.]+ mm \/ 半固化片 [\d.]+ mm/);
  });

  it('marks the login page noindex, and only pages like it', async () => {
    const response = await page('/login?lang=en');
    expect(response.statusCode).toBe(200);
    expect(metaContent(response.body, 'robots')).toBe('noindex');
    expect(metaContent((await page('/valuation?lang=en')).body, 'robots')).toBeUndefined();
  });

  it('renders a published news item escaped everywhere, and 404s it once unpublished', async () => {
    const title = `Release </script><script>alert("x")</script> & 'quotes'`;
    const id = await publishNews(title, 'New <b>laser</b> drills & an 8-hour line.');
    const response = await page(`/aboutUs/news/${id}?lang=en`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe(
      'Release &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; - BoardForge',
    );
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'description')).toBe('An English summary');
    expect(canonicalOf(html)).toBe(`${origin}/aboutUs/news/${id}?lang=en`);
    const article = structuredData(html)['@graph'].find((item) => item['@type'] === 'NewsArticle');
    expect(article).toMatchObject({ headline: title, datePublished: now().toISOString(), inLanguage: 'en' });
    const root = rootOf(html);
    expect(root).toContain('<h1>Release &lt;/script&gt;');
    expect(root).toContain('<p>New laser drills &amp; an 8-hour line.</p>');
    expect(root).toContain(`<time datetime="${now().toISOString()}">Published 2026-11-27</time>`);
    const chinese = await page(`/aboutUs/news/${id}?lang=zh-CN`);
    expect(rootOf(chinese.body)).toContain('（中文）');

    expect(rootOf((await page('/aboutUs/news?lang=en')).body)).toContain(`href="/aboutUs/news/${id}?lang=en"`);
    const sitemap = (await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(
      `<loc>${origin}/aboutUs/news/${id}?lang=en</loc><lastmod>${now().toISOString()}</lastmod>`,
    );
    expect(sitemap).toContain(`<loc>${origin}/aboutUs/news/${id}?lang=zh-CN</loc>`);

    const version = (await api(`erp/content/list?kind=news&status=published&pageSize=50`))
      .json()
      .data.rows.find((row: { id: string }) => row.id === id).version;
    expect((await api('erp/content/unpublish', { id, version })).statusCode).toBe(200);
    const gone = await page(`/aboutUs/news/${id}?lang=en`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<div id="root">');
    expect(metaContent(gone.body, 'robots')).toBe('noindex');
    expect((await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(id);
  });

  it('answers 404 with the app for unknown addresses and news ids that are not published news', async () => {
    const seededOffer = (await api('content/list?kind=specialOffer&pageSize=10')).json().data.rows[0].id;
    for (const url of [
      '/no-such-page',
      '/aboutUs/news/not-a-uuid',
      '/aboutUs/news/00000000-0000-4000-8000-000000000000',
      `/aboutUs/news/${seededOffer}`,
      '/aboutUs/aboutUs/extra',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<script type="module" src="/assets/app-1a2b.js"></script>');
      expect(response.body, url).toContain('<title>Page Not Found - BoardForge</title>');
    }
    const missingAsset = await page('/assets/gone-9z9z.js');
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json().code).toBe('404');
  });

  it('answers 200 for every address the web router knows', async () => {
    const urls = [
      ...publicPages.filter((known) => !known.path.includes(':')).map((known) => known.path),
      ...appPagePaths,
      '/order/home',
      '/order/pcbOrder?tab=2',
      '/erp/home',
      '/erp/anything/deeper',
      '/AboutUs/News/',
    ];
    for (const url of urls) expect((await page(url)).statusCode, url).toBe(200);
  });
});

describe('sitemap and robots', () => {
  it('lists every indexed page in both languages with their alternates, and no logged-in page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const listed of publicPages.filter((known) => known.isIndexed && !known.path.includes(':'))) {
      for (const language of ['en', 'zh-CN'])
        expect(xml).toContain(`<loc>${origin}${listed.path}?lang=${language}</loc>`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/valuation"/>`);
    expect(xml).not.toContain('/login');
    expect(xml).not.toContain('/order');
    const seededNews = (await api('content/list?kind=news&pageSize=50')).json().data.rows as { id: string }[];
    for (const news of seededNews) expect(xml).toContain(`${origin}/aboutUs/news/${news.id}?lang=en`);
  });

  it('keeps the back office, the client area and the API out, and names the sitemap', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /erp',
        'Disallow: /order',
        'Disallow: /api',
        `Sitemap: ${origin}/sitemap.xml`,
      ]),
    );
  });
});
