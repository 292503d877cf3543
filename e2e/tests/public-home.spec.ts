import { newPhone, payOrderBySandboxApi, registerEmailCustomer } from '../support/customer.ts';
import { waitForDialogOpened } from '../support/dialogs.ts';
import { placePcbOrder } from '../support/orders.ts';
import {
  approveContractAsStaff,
  demoStaff,
  logInAsStaff,
  logInStaffByApi,
  shipPaidOrderAsStaff,
} from '../support/staff.ts';
import { pickOption } from '../support/staff-screen.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

// The public home page from the content store (issue 15 point 1): the special offers priced by the engine with the
// current price book (the seed's 10 × 10 cm × 5 pcs boards: 30, 100 and 800 yuan, pricing.md §1.1), the customer
// showcase of approved ratings with their tags, the latest news and the marketing figures — in both languages, on a
// phone and a desktop. An offer opens Smart Quotes with its spec and the same price; each product page's quote
// button opens its own tab.

const widths = [390, 1366] as const;
const seededOfferPrices = ['¥30.00', '¥100.00', '¥800.00'];

/**
 * Makes sure the showcase holds an approved rating of a 24-hour PCB order: a customer orders one (through the API),
 * it is made, shipped and received, the customer rates it and shares it, and a sales director approves it.
 */
async function approveRushRating(api: APIRequestContext, staffApi: APIRequestContext): Promise<string> {
  const stamp = `${Date.now()}`.slice(-6);
  await registerEmailCustomer(api, `home-showcase-${stamp}@example.com`);
  const { orderId, orderNo } = await placePcbOrder(api, newPhone(), {
    spec: { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5, delivery: '24h' },
  });
  await approveContractAsStaff(staffApi, orderId);
  await payOrderBySandboxApi(api, orderId);
  await shipPaidOrderAsStaff(staffApi, orderId, 5);
  expect((await api.post('/api/orderInfo/confirmReceipt', { data: { orderId } })).ok()).toBe(true);
  const review = `Rush boards arrived the next day ${stamp}`;
  const rated = await api.post('/api/orderInfo/rate', { data: { orderId, stars: 4, content: review, share: true } });
  expect(rated.ok(), await rated.text()).toBe(true);
  await logInStaffByApi(staffApi, demoStaff.salesDirector);
  const pending = await staffApi.get('/api/erp/content/showcase/list?state=pending&pageSize=50');
  const rows = ((await pending.json()) as { data: { rows: { ratingId: string; orderNo: string }[] } }).data.rows;
  const ratingId = rows.find((row) => row.orderNo === orderNo)?.ratingId;
  const decided = await staffApi.post('/api/erp/content/showcase/decide', { data: { ratingId, decision: 'approve' } });
  expect(decided.ok(), await decided.text()).toBe(true);
  return review;
}

async function expectHomeContent(page: Page, words: HomeWords, review: string) {
  const offers = page.getByTestId('offer-card');
  await expect(offers).toHaveCount(seededOfferPrices.length);
  await expect(page.getByTestId('offer-price')).toHaveText(seededOfferPrices);

  const showcase = page.getByRole('list', { name: words.showcase });
  const rating = showcase.getByTestId('showcase-rating').filter({ hasText: review });
  await expect(rating.getByRole('list', { name: words.tags })).toHaveText(/PCB\s*24H/);
  await expect(rating.getByRole('img', { name: words.fourStars })).toBeVisible();

  const news = page.getByRole('region', { name: words.news });
  const newsLinks = news.locator('a[href^="/aboutUs/news/"]');
  // Counted once the list has arrived (the region shows a skeleton until then).
  await expect(newsLinks.first()).toHaveAttribute('href', /^\/aboutUs\/news\/[0-9a-f-]{36}$/);
  const newsCount = await newsLinks.count();
  expect(newsCount).toBeGreaterThanOrEqual(3);
  expect(newsCount).toBeLessThanOrEqual(5);

  await expect(page.getByRole('region', { name: words.figures }).getByText('650,000')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(words.stale);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

type HomeWords = {
  showcase: string;
  tags: string;
  fourStars: string;
  news: string;
  figures: string;
  stale: RegExp;
};

const languages: { locale: string; words: HomeWords }[] = [
  {
    locale: 'en-US',
    words: {
      showcase: 'What customers say',
      tags: 'What was ordered',
      fourStars: '4 of 5 stars',
      news: 'Latest news',
      figures: 'Trusted by engineers across China and beyond',
      stale: /arrives? with|coming with a later release/i,
    },
  },
  {
    locale: 'zh-CN',
    words: {
      showcase: '客户评价',
      tags: '订购内容',
      fourStars: '4 星（满分 5 星）',
      news: '最新资讯',
      figures: '深受国内外工程师信赖',
      stale: /将随|后续版本上线/,
    },
  },
];

for (const { locale, words } of languages) {
  test.describe(`home in ${locale}`, () => {
    test.use({ locale, viewport: { width: 1366, height: 900 } });

    test(`shows priced offers, the showcase with its tags and the latest news at ${widths.join(' and ')} px`, async ({
      page,
      playwright,
      baseURL,
    }) => {
      const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': 'en' } });
      const staffApi = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': 'en' } });
      try {
        const review = await approveRushRating(api, staffApi);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto('/');
          await expectHomeContent(page, words, review);
        }
      } finally {
        await api.dispose();
        await staffApi.dispose();
      }
    });
  });
}

test.describe('offers and product pages open Smart Quotes', () => {
  test.use({ locale: 'en-US', viewport: { width: 1366, height: 900 } });

  test('each offer card opens /valuation with its spec and the price pricing.md gives', async ({ page }) => {
    const offers = [
      { title: 'Single / double-sided', layers: '2 layers', price: '¥30.00' },
      { title: 'Four-layer', layers: '4 layers', price: '¥100.00' },
      { title: 'Six-layer', layers: '6 layers', price: '¥800.00' },
    ];
    for (const offer of offers) {
      await page.goto('/');
      const card = page.getByTestId('offer-card').filter({ hasText: offer.title });
      await expect(card.getByTestId('offer-price')).toHaveText(offer.price);
      await card.getByRole('link', { name: `Quote this board: ${offer.title}` }).click();
      await expect(page).toHaveURL(/\/valuation\?tab=pcb$/);
      await expect(page.getByRole('tab', { name: 'PCB Pricing' })).toHaveAttribute('aria-selected', 'true');
      await expect(
        page.getByRole('radiogroup', { name: 'Layers' }).getByRole('radio', { name: offer.layers, exact: true }),
      ).toBeChecked();
      await expect(page.getByLabel('Length (mm)')).toHaveValue('100');
      await expect(page.getByLabel('Width (mm)')).toHaveValue('100');
      await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('5');
      await expect(page.getByTestId('quote-total')).toHaveText(offer.price);
      // The site's own offer, not someone's shared link.
      await expect(page.getByText('You opened a shared quote.')).toHaveCount(0);
    }
  });

  test('each product page’s quote button opens the right tab, with the product’s own spec', async ({ page }) => {
    const products = [
      { path: '/boardMaking/pcbBoardMaking', tab: 'PCB Pricing' },
      { path: '/boardMaking/pcbBatch', tab: 'PCB Pricing', quantity: '100' },
      { path: '/boardMaking/fpcBatch', tab: 'FPC Flexible Board' },
      { path: '/boardMaking/aluminumSubstrate', tab: 'PCB Pricing', material: 'Aluminium base' },
      { path: '/manufacture/pcbaMade', tab: 'SMT Pricing' },
      { path: '/manufacture/steelMesh', tab: 'Stencil Pricing' },
      { path: '/bomSupply', tab: 'BOM Ordering' },
    ];
    for (const product of products) {
      await page.goto(product.path);
      await expect(page.locator('body')).not.toContainText(/arrives? with|coming with a later release/i);
      await page.getByRole('link', { name: 'Price it in Smart Quotes' }).click();
      await expect(page.getByRole('tab', { name: product.tab })).toHaveAttribute('aria-selected', 'true');
      if (product.quantity) await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue(product.quantity);
      if (product.material)
        await expect(
          page
            .getByRole('radiogroup', { name: 'Material' })
            .getByRole('radio', { name: product.material, exact: true }),
        ).toBeChecked();
    }
    // The components page describes the working upload and its catalogue matching.
    await page.goto('/bomSupply');
    await expect(page.getByText('Open the BOM tab of Smart Quotes')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Catalogue matching' })).toBeVisible();
  });
});

test.describe('staff keep an offer as its quote', () => {
  test.use({ locale: 'en-US', viewport: { width: 1366, height: 900 } });

  test('the editor shows an offer as its Smart Quotes link, refuses a link that is none, and saves it back', async ({
    page,
  }) => {
    await logInAsStaff(page, demoStaff.salesDirector);
    await page.goto('/erp/content');
    await pickOption(page.getByLabel('Kind', { exact: true }), 'Special offers');
    const row = page.getByRole('row').filter({ hasText: 'Four-layer' });

    await row.getByRole('button', { name: 'Preview Four-layer' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview as the site shows it' });
    await waitForDialogOpened(preview);
    await expect(preview.getByRole('link', { name: 'Open the quote in Smart Quotes' })).toHaveAttribute(
      'href',
      /^\/valuation\?tab=pcb&spec=[A-Za-z0-9_-]+$/,
    );
    await preview.getByRole('button', { name: 'Back to the list' }).click();
    await expect(preview).toBeHidden();

    await row.getByRole('button', { name: 'Edit Four-layer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit record: Special offers' });
    await waitForDialogOpened(dialog);
    const link = dialog.getByLabel('Quote (Smart Quotes link)');
    const original = await link.inputValue();
    expect(original).toMatch(/^\/valuation\?tab=pcb&spec=[A-Za-z0-9_-]+$/);
    await link.fill('not a link');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This is not a Smart Quotes share link')).toBeVisible();
    await expect(dialog).toBeVisible();
    // Saved back as it was: the home page keeps pricing the same board.
    await link.fill(original);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Published');
  });
});
