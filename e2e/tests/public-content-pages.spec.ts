import { findSevereViolations } from '../support/axe.ts';
import { waitForDialogOpened } from '../support/dialogs.ts';
import { openInApp } from '../support/navigate.ts';
import { demoStaff, logInAsStaff, logInStaffByApi } from '../support/staff.ts';
import { pickOption } from '../support/staff-screen.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

// The public content pages read the content store (issue 15 point 1): every one of them, in both languages, on a phone
// and on a desktop, shows finished content from the seed (never a "coming later" note); a news item staff publish
// appears in the list and on its own page, and once taken back to draft its page is the not-found page.

test.describe.configure({ mode: 'parallel' });

type Locale = 'en-US' | 'zh-CN';

/** What each page shows once its content has loaded, by the accessible names of the UI language. */
const words = {
  'en-US': {
    news: 'News',
    products: 'Product showcase',
    activities: 'Activities',
    posts: 'Customer posts',
    drawing: /Cross-section drawing of/,
    capability: 'Process capability',
    branches: 'Offices and plants',
    seedNews: 'Our third SMT line is in production',
    back: 'Back to all news',
    companyNews: 'Company news',
    notFound: 'Page not found',
  },
  'zh-CN': {
    news: '新闻',
    products: '产品展示',
    activities: '活动专题',
    posts: '客户晒单',
    drawing: /截面图/,
    capability: '工艺能力',
    branches: '办公室与工厂',
    seedNews: '板工坊第三条SMT产线投产',
    back: '返回新闻列表',
    companyNews: '公司新闻',
    notFound: '页面不存在',
  },
} as const;

/** Text that would mean a page is not finished. */
const unfinished = /coming later|coming with a later release|即将|后续版本上线|arrives with/i;

/** Checks each public content page's own content, walking them inside the loaded app. */
async function checkEveryPage(page: Page, locale: Locale) {
  const w = words[locale];
  const main = page.getByRole('main');
  const expectFinished = async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main).not.toContainText(unfinished);
    // What the page itself shows reads for everyone (issue 15 point 5): no serious or critical axe violation.
    expect(await findSevereViolations(page, ['main'])).toEqual([]);
  };

  await page.goto('/aboutUs/news');
  const news = main.getByRole('list', { name: w.news, exact: true });
  await expect(news.getByRole('listitem').first()).toBeVisible();
  await expect(news.getByRole('link', { name: w.seedNews })).toBeVisible();
  await expectFinished();

  await openInApp(page, '/factoryDisplay/productList');
  const products = main.getByRole('list', { name: w.products });
  await expect(products.getByRole('listitem')).toHaveCount(3);
  await expect(products.getByRole('img').first()).toHaveAttribute('loading', 'lazy');
  await expectFinished();

  await openInApp(page, '/factoryDisplay/activity');
  const activities = main.getByRole('list', { name: w.activities });
  await expect(activities.getByRole('listitem').first()).toBeVisible();
  // The gallery's photos carry the activity's title in their text alternative.
  await expect(activities.locator('.activity-gallery img').first()).toHaveAttribute('alt', /.+/);
  await expectFinished();

  await openInApp(page, '/factoryDisplay/sunbathing');
  await expect(main.getByRole('list', { name: w.posts }).getByRole('article')).toHaveCount(2);
  await expectFinished();

  await openInApp(page, '/factoryDisplay/iaminatedStructure');
  await expect(main.getByRole('img', { name: w.drawing })).toBeVisible();
  await expect(main.getByRole('table').getByRole('row')).not.toHaveCount(0);
  await expectFinished();

  await openInApp(page, '/factoryDisplay/processShow');
  await expect(main.getByRole('table', { name: w.capability }).getByRole('row')).toHaveCount(11);
  await expectFinished();

  await openInApp(page, '/aboutUs/contactUs');
  const branches = main.getByRole('list', { name: w.branches });
  await expect(branches.getByRole('listitem')).toHaveCount(3);
  await expect(branches.getByRole('link', { name: '0755-86001234' })).toHaveAttribute('href', 'tel:075586001234');
  await expectFinished();

  await openInApp(page, '/aboutUs/news');
  await main.getByRole('link', { name: w.seedNews }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.seedNews })).toBeVisible();
  await expect(main.locator('.public-content-rich-text li').first()).toBeVisible();
  await expect(main.getByRole('link', { name: w.back })).toBeVisible();
  await expectFinished();
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  for (const width of [390, 1366]) {
    test.describe(`public content pages (${locale}, ${width} px)`, () => {
      test.use({ locale, viewport: { width, height: 900 } });
      test('every content page shows finished content from the store', async ({ page }) => {
        await checkEveryPage(page, locale);
      });
    });
  }
}

test.describe('laminated structures', () => {
  test.use({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
  test('each layer count offers its finished thicknesses and shows that stack-up', async ({ page }) => {
    await page.goto('/factoryDisplay/iaminatedStructure');
    const main = page.getByRole('main');
    const layers = main.getByRole('radiogroup', { name: 'Layers' });
    const thickness = main.getByRole('radiogroup', { name: 'Finished thickness' });
    await layers.getByText('8 layers').click();
    await thickness.getByText('2.0 mm').click();
    await expect(main.getByRole('heading', { level: 2, name: '8-layer 2.0 mm standard stack-up' })).toBeVisible();
    // Eight copper lines, L1 to L8, and the drawing of the same structure.
    await expect(main.getByRole('cell', { name: 'L8', exact: true })).toBeVisible();
    await expect(
      main.getByRole('img', { name: 'Cross-section drawing of 8-layer 2.0 mm standard stack-up' }),
    ).toBeVisible();
    await layers.getByText('4 layers').click();
    await thickness.getByText('0.4 mm').click();
    await expect(main.getByRole('heading', { level: 2, name: '4-layer 0.4 mm standard stack-up' })).toBeVisible();
    await expect(main.getByRole('cell', { name: 'L5', exact: true })).toHaveCount(0);
  });
});

/** Creates and publishes a news item as a sales director; answers its id and version. */
async function publishNews(api: APIRequestContext, title: string, zhTitle: string) {
  await logInStaffByApi(api, demoStaff.salesDirector);
  const created = await api.post('/api/erp/content/create', {
    data: {
      sort: 0,
      entry: {
        kind: 'news',
        data: { category: 0 },
        zh: { title: zhTitle, summary: '新钢网产线四小时出货。', body: '<p>新产线<strong>四小时</strong>出货。</p>' },
        en: {
          title,
          summary: 'The new stencil line ships in four hours.',
          body: '<p>The new line ships in <strong>four hours</strong>.</p>',
        },
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const record = (await created.json()).data as { id: string; version: number };
  const published = await api.post('/api/erp/content/publish', { data: { id: record.id, version: record.version } });
  expect(published.ok(), await published.text()).toBe(true);
  return (await published.json()).data as { id: string; version: number };
}

test.describe('news published in the back office', () => {
  test.use({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
  test('appears in the list and on its page; unpublished, its page is not found', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const stamp = String(Date.now()).slice(-6);
    const title = `Stencil line opens ${stamp}`;
    const zhTitle = `钢网新产线投产 ${stamp}`;
    const api = await playwright.request.newContext({ baseURL });
    try {
      const record = await publishNews(api, title, zhTitle);

      await page.goto('/aboutUs/news');
      const main = page.getByRole('main');
      await main
        .getByRole('radio', { name: 'Company news' })
        .or(main.getByRole('tab', { name: 'Company news' }))
        .click();
      await expect(page).toHaveURL(/category=0/);
      await main.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/aboutUs/news/${record.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(main.locator('strong')).toHaveText('four hours');

      await page.getByRole('button', { name: /中文/ }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: zhTitle })).toBeVisible();
      await page
        .getByRole('button', { name: /English/ })
        .first()
        .click();

      const unpublished = await api.post('/api/erp/content/unpublish', {
        data: { id: record.id, version: record.version },
      });
      expect(unpublished.ok(), await unpublished.text()).toBe(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(main.getByRole('heading', { name: title })).toHaveCount(0);
      await page.goto('/aboutUs/news');
      await expect(main.getByRole('link', { name: words['en-US'].seedNews })).toBeVisible();
      await expect(main.getByRole('link', { name: title })).toHaveCount(0);
      // An address that is no record id at all is not found either, without asking the server.
      await page.goto('/aboutUs/news/not-a-news-id');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    } finally {
      await api.dispose();
    }
  });
});

test.describe('the home page from the content store', () => {
  test.use({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
  test('a process step staff edit in the back office shows on the home page in both languages', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const stamp = String(Date.now()).slice(-6);
    const api = await playwright.request.newContext({ baseURL });
    try {
      await logInStaffByApi(api, demoStaff.salesDirector);
      const created = await api.post('/api/erp/content/create', {
        data: {
          sort: 75,
          entry: {
            kind: 'processStep',
            data: {},
            zh: { title: `草稿步骤 ${stamp}`, text: '' },
            en: { title: `Draft step ${stamp}`, text: '' },
          },
        },
      });
      expect(created.ok(), await created.text()).toBe(true);
    } finally {
      await api.dispose();
    }

    await logInAsStaff(page, demoStaff.salesDirector);
    await page.goto('/erp/content');
    await pickOption(page.getByRole('combobox', { name: 'Kind' }), 'Ordering steps');
    const draft = page.getByRole('row').filter({ hasText: `Draft step ${stamp}` });
    await draft.getByRole('button', { name: `Edit Draft step ${stamp}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit record: Ordering steps' });
    await waitForDialogOpened(dialog);
    await dialog.getByLabel('Title (English)', { exact: true }).fill(`Inspect and ship ${stamp}`);
    await dialog.getByLabel('Title (中文)', { exact: true }).fill(`质检出货 ${stamp}`);
    await dialog.getByLabel('Text (English)', { exact: true }).fill('Every board is flying-probe tested.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: `Inspect and ship ${stamp}` });
    await row.getByRole('button', { name: `Publish Inspect and ship ${stamp}` }).click();
    await expect(row).toContainText('Published');

    await page.goto('/?lang=en');
    const steps = page.getByRole('region', { name: 'How ordering works' });
    await expect(steps.getByRole('listitem').filter({ hasText: `Inspect and ship ${stamp}` })).toContainText(
      'Every board is flying-probe tested.',
    );
    await expect(steps.getByRole('listitem').first()).toContainText('Register or log in');
    await page.goto('/?lang=zh-CN');
    await expect(page.getByRole('region', { name: '下单流程' })).toContainText(`质检出货 ${stamp}`);
  });
});
