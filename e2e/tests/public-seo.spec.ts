import { demoStaff, logInStaffByApi } from '../support/staff.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

// Issue 15 point 2: a crawler or a chat app's link preview reads the server's HTML without running JavaScript.
// The warm contexts of support/test.ts run JavaScript, so the crawler's view is a context of its own.

/** Creates and publishes a news item through the back-office API; returns its id. */
async function publishNews(request: APIRequestContext, title: string, body: string): Promise<string> {
  await logInStaffByApi(request, demoStaff.admin);
  const created = await request.post('/api/erp/content/create', {
    data: {
      sort: 0,
      entry: {
        kind: 'news',
        data: { category: 0 },
        zh: { title: `${title}（中文）`, summary: '中文摘要', body: `<p>中文：${body}</p>` },
        en: { title, summary: `Summary of ${title}`, body: `<p>${body}</p>` },
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()).data as { id: string };
  const published = await request.post('/api/erp/content/publish', { data: { id, version: 1 } });
  expect(published.ok(), await published.text()).toBe(true);
  return id;
}

async function expectLanguageLinks(page: Page, path: string, language: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}?lang=${language}`);
  await expect(page.locator('link[hreflang="zh-CN"]')).toHaveAttribute('href', `${origin}${path}?lang=zh-CN`);
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', `${origin}${path}?lang=en`);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${origin}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('without JavaScript, a news item and the home page carry their title, text, canonical and language links', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Crawler news ${stamp}`;
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': 'en' } });
  const crawler = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'en-US' });
  try {
    const id = await publishNews(api, title, `Our second laser drill is running ${stamp}.`);
    const page = await crawler.newPage();

    const news = await page.goto(`/aboutUs/news/${id}?lang=en`);
    expect(news?.status()).toBe(200);
    await expect(page).toHaveTitle(`${title} - BoardForge`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(`Our second laser drill is running ${stamp}.`)).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `Summary of ${title}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.png$/);
    await expectLanguageLinks(page, `/aboutUs/news/${id}`, 'en');

    const home = await page.goto('/?lang=zh-CN');
    expect(home?.status()).toBe(200);
    await expect(page).toHaveTitle('板工坊 - 从Gerber文件到成品PCBA，秒级报价');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('从Gerber文件到成品PCBA，秒级报价');
    await expect(page.getByRole('link', { name: `${title}（中文）` })).toHaveAttribute(
      'href',
      `/aboutUs/news/${id}?lang=zh-CN`,
    );
    await expectLanguageLinks(page, '/', 'zh-CN');
  } finally {
    await crawler.close();
    await api.dispose();
  }
});

test('an unknown address answers 404 and the app shows its not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found')).toBeVisible();
  const known = await page.goto('/aboutUs/aboutUs');
  expect(known?.status()).toBe(200);
});
