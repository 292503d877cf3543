import { findSevereViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/test.ts';

// The Smart Quotes journey (/valuation): live prices of docs/pricing.md's worked examples, messages beside the fields,
// disabled options with their reasons, share links, state kept over reloads, Submit Order via login, Chinese, axe.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

const total = (page: Page) => page.getByTestId('quote-total');

async function expectNoSevereViolations(page: Page) {
  expect(await findSevereViolations(page)).toEqual([]);
}

/** Picks an option button of a radio group by its text (antd hides the radio input itself). */
async function choose(page: Page, group: string, option: string) {
  await page
    .getByRole('radiogroup', { name: group })
    .locator('label')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
}

async function fillPcb(page: Page, length: string, width: string, quantity: string) {
  await page.getByLabel('Length (mm)').fill(length);
  await page.getByLabel('Width (mm)').fill(width);
  await page.getByLabel('Quantity', { exact: true }).fill(quantity);
}

test('PCB prices follow the typing and the server confirms them', async ({ page }) => {
  await page.goto('/valuation');
  await expect(page.getByRole('tab', { name: 'PCB Pricing' })).toHaveAttribute('aria-selected', 'true');
  await choose(page, 'Layers', '2 layers');
  await fillPcb(page, '100', '100', '5');
  await expect(total(page)).toHaveText('¥30.00');
  await expect(page.getByText('Confirmed by the server')).toBeVisible();
  await expect(page.locator('.quote-panel')).toHaveAttribute('data-quote-ms', /^\d+\.\d{3}$/);
  await expect(page.getByRole('img', { name: /Unit price by quantity/ })).toBeVisible();

  await page.getByLabel('Quantity', { exact: true }).fill('2000');
  await expect(total(page)).toHaveText('¥5,364.00');
  await expect(page.getByRole('row', { name: 'Discount -¥496.00' })).toBeVisible();
  await expect(page.locator('.quote-mode')).toHaveText('Batch');
  await expect(page.getByText('Confirmed by the server')).toBeVisible();

  await page.getByLabel('Quantity', { exact: true }).fill('5');
  await choose(page, 'Surface Finish', 'Lead-free HASL');
  await expect(total(page)).toHaveText('¥50.00');
});

test('a wrong size is named beside the field with its limit, and nothing typed is lost', async ({ page }) => {
  await page.goto('/valuation?tab=pcb');
  await fillPcb(page, '3', '100', '5');
  await expect(page.getByText('Board length must be between 5 and 600 mm')).toBeVisible();
  await expect(total(page)).toHaveText('—');
  await expect(page.getByRole('button', { name: 'Submit Order' }).first()).toBeDisabled();
  await page.getByLabel('Length (mm)').fill('1300');
  await expect(page.getByText('Board length must be between 5 and 1200 mm')).toBeVisible();
  await page.getByLabel('Width (mm)').fill('abc');
  await expect(page.getByText('Board width must be a number')).toBeVisible();
  await expect(page.getByLabel('Width (mm)')).toHaveValue('abc');
  await page.getByLabel('Length (mm)').fill('100');
  await page.getByLabel('Width (mm)').fill('100');
  await expect(total(page)).toHaveText('¥30.00');
});

test('8 h is disabled for 4 layers with the reason; blind vias need 4 layers; gold only with ENIG', async ({
  page,
}) => {
  await page.goto('/valuation?tab=pcb');
  await fillPcb(page, '100', '100', '5');
  const delivery = page.getByRole('radiogroup', { name: 'Delivery' });
  await expect(delivery.getByRole('radio', { name: '8 h', exact: true })).toBeEnabled();
  await choose(page, 'Layers', '4 layers');
  await expect(total(page)).toHaveText('¥100.00');
  await expect(delivery.getByRole('radio', { name: '8 h', exact: true })).toBeDisabled();
  await expect(
    page.getByText('8h delivery is available only for FR-4 sample boards of at most 2 layers'),
  ).toBeVisible();
  await expect(delivery.getByRole('radio', { name: '12 h', exact: true })).toBeEnabled();

  await choose(page, 'Layers', '2 layers');
  await expect(page.getByRole('checkbox', { name: 'Blind/buried vias' })).toBeDisabled();
  await expect(page.getByText('Blind/buried vias need at least 4 layers')).toBeVisible();
  await expect(page.getByLabel('Gold thickness')).toBeDisabled();
  await expect(page.getByText('Gold thickness applies only to Immersion gold (ENIG).')).toBeVisible();
  // The silkscreen follows the mask: black on white.
  await choose(page, 'Solder mask', 'White');
  await expect(page.locator('#pcb-silkscreen')).toContainText('Black');
});

test('SMT and stencil tabs price the worked examples', async ({ page }) => {
  await page.goto('/valuation');
  await page.getByRole('tab', { name: 'SMT Pricing' }).click();
  await expect(page).toHaveURL(/tab=smt/);
  await page.getByLabel('Components per board').fill('100');
  await page.getByLabel('Boards', { exact: true }).fill('10');
  await expect(total(page)).toHaveText('¥200.00');
  await page.getByLabel('I have a PCB order with you').check();
  await expect(page.getByText('PCB order number is required when you have a PCB order')).toBeVisible();
  await page.getByLabel('PCB order number').fill('P2026001');
  await expect(total(page)).toHaveText('¥200.00');
  await expectNoSevereViolations(page);

  await page.getByRole('tab', { name: 'Stencil Pricing' }).click();
  await page.getByLabel('Quantity', { exact: true }).fill('2');
  await page.getByLabel('Nano coating').check();
  await choose(page, 'Polishing', 'Electropolish');
  await expect(total(page)).toHaveText('¥500.00');
  await expect(page.getByText('Confirmed by the server')).toBeVisible();
  await expectNoSevereViolations(page);

  // Each tab keeps its own form when the customer switches back.
  await page.getByRole('tab', { name: 'SMT Pricing' }).click();
  await expect(page.getByLabel('PCB order number')).toHaveValue('P2026001');
});

test('a share link reopens exactly this quote in a new page, and a reload keeps the form', async ({
  browser,
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/valuation?tab=pcb');
  await choose(page, 'Layers', '4 layers');
  await fillPcb(page, '80', '60', '30');
  await choose(page, 'Solder mask', 'Blue');
  await expect(page.getByText('Confirmed by the server')).toBeVisible();
  const price = await total(page).textContent();
  expect(price).toMatch(/^¥[\d,]+\.\d{2}$/);

  await page.reload();
  await expect(page.getByLabel('Length (mm)')).toHaveValue('80');
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('30');
  await expect(total(page)).toHaveText(price ?? '');

  await page.getByRole('button', { name: 'Copy share link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/valuation\?tab=pcb&spec=[A-Za-z0-9_-]+$/);

  const other = await browser.newContext({ locale: 'en-US' });
  const reader = await other.newPage();
  await reader.goto(link);
  await expect(reader.getByText('You opened a shared quote.')).toBeVisible();
  await expect(reader.getByLabel('Length (mm)')).toHaveValue('80');
  await expect(reader.getByLabel('Width (mm)')).toHaveValue('60');
  await expect(
    reader.getByRole('radiogroup', { name: 'Layers' }).getByRole('radio', { name: '4 layers', exact: true }),
  ).toBeChecked();
  await expect(
    reader.getByRole('radiogroup', { name: 'Solder mask' }).getByRole('radio', { name: 'Blue', exact: true }),
  ).toBeChecked();
  await expect(total(reader)).toHaveText(price ?? '');
  await expect(reader).toHaveURL(/\/valuation\?tab=pcb$/);

  // A tampered link keeps its valid fields and names the rest.
  await reader.goto('/valuation?tab=pcb&spec=eyJsYXllcnMiOjYsInNvbGRlck1hc2siOiJwdXJwbGUifQ');
  await expect(reader.getByText('were not valid and were ignored: Solder mask')).toBeVisible();
  await expect(
    reader.getByRole('radiogroup', { name: 'Layers' }).getByRole('radio', { name: '6 layers', exact: true }),
  ).toBeChecked();
  await other.close();
});

test('Submit Order keeps the quote and asks a visitor to log in first', async ({ page }) => {
  await page.goto('/valuation?tab=pcb');
  await fillPcb(page, '100', '100', '5');
  await expect(total(page)).toHaveText('¥30.00');
  await page.getByRole('button', { name: 'Submit Order' }).first().click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Forder%2ForderManagement%2FshoppingCart/);
  const pending = await page.evaluate(() => JSON.parse(sessionStorage.getItem('boardforge.pendingOrder') ?? 'null'));
  expect(pending).toMatchObject({ tab: 'pcb', orderType: 'pcb', spec: { layers: 2, boardNumber: 5 } });
  expect(pending.answer.lines.total).toBe(30);
  await page.goBack();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('5');
});

test('the home quick quote prices at once and opens Smart Quotes filled in', async ({ page }) => {
  await page.goto('/');
  const quick = page.getByRole('region', { name: 'Quick quote' });
  await quick.getByLabel('Quantity', { exact: true }).fill('2000');
  await expect(quick.getByText('¥5,364.00')).toBeVisible();
  await quick.getByRole('button', { name: 'Get the full quote' }).click();
  await expect(page).toHaveURL(/\/valuation\?tab=pcb/);
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('2000');
  await expect(total(page)).toHaveText('¥5,364.00');
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('labels, options and messages are Chinese, and the page is axe clean', async ({ page }) => {
    await page.goto('/valuation');
    await expect(page.getByRole('tab', { name: 'PCB计价' })).toBeVisible();
    for (const tab of ['FPC软板', 'SMT计价', '钢网计价', 'BOM配单']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    for (const label of ['长度(mm)', '宽度(mm)', '数量', '板厚'])
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: '层数' })).toBeVisible();
    await expect(
      page.getByRole('radiogroup', { name: '表面处理' }).locator('label', { hasText: '无铅喷锡' }),
    ).toBeVisible();
    await page.getByLabel('长度(mm)').fill('3');
    await expect(page.getByText('板长必须在 5 到 600 mm 之间')).toBeVisible();
    await page.getByLabel('长度(mm)').fill('100');
    await expect(total(page)).toHaveText('¥30.00');
    await expect(page.getByText('已由服务器确认')).toBeVisible();
    await expect(page.getByRole('button', { name: '提交订单' }).first()).toBeEnabled();
    await expectNoSevereViolations(page);
    await page.getByRole('tab', { name: 'FPC软板' }).click();
    await expect(page.getByText('板材：FPC软板')).toBeVisible();
    await expectNoSevereViolations(page);
  });
});

test('every quote tab is axe clean in English, on a phone too', async ({ page }) => {
  for (const tab of ['pcb', 'fpc', 'bom']) {
    await page.goto(`/valuation?tab=${tab}`);
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoSevereViolations(page);
  }
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/valuation?tab=pcb');
  await expect(page.getByLabel('Length (mm)')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.quote-summary-bar')).toBeVisible();
  await expectNoSevereViolations(page);
});

test('a Gerber file fills size and layers, warns when they are changed, and voids via covering', async ({ page }) => {
  await page.goto('/valuation?tab=pcb');
  await page
    .locator('.design-panel input[type="file"]')
    .first()
    .setInputFiles('/work/shared/fixtures/gerber/arduino-uno.zip');
  await expect(page.getByLabel('Length (mm)')).toHaveValue('68.58', { timeout: 30_000 });
  await expect(page.getByLabel('Width (mm)')).toHaveValue('53.34');
  await expect(
    page.getByRole('radiogroup', { name: 'Layers' }).getByRole('radio', { name: '2 layers', exact: true }),
  ).toBeChecked();
  await expect(page.getByText('Ignored: Via covering')).toBeVisible();
  await expect(page.getByText('Via covering is ignored: the Gerber file decides it.')).toBeVisible();
  await expect(page.getByText('Confirmed by the server')).toBeVisible();
  await page.getByLabel('Length (mm)').fill('70');
  await expect(
    page.getByText('Your Gerber file says 68.58 × 53.34 mm, 2 layers. You changed: Length (mm).'),
  ).toBeVisible();
});

/** Picks 4 layers and ENIG (its label has brackets, so it is matched as text, not as a pattern). */
async function chooseFourLayersEnig(page: Page, language: 'en' | 'zh-CN') {
  const isEnglish = language === 'en';
  await choose(page, isEnglish ? 'Layers' : '层数', isEnglish ? '4 layers' : '4层');
  await page
    .getByRole('radiogroup', { name: isEnglish ? 'Surface Finish' : '表面处理' })
    .locator('label')
    .filter({ hasText: isEnglish ? 'Immersion gold (ENIG)' : '沉金' })
    .click();
}

// Issue 11, point 5: crossing the 5 m² tier makes 521 pcs of 4 layers 120 × 80 mm ENIG cheaper than 520 pcs
// (docs/pricing.md's totals unchanged); the panel says so and sets the quantity in one click.
test('a larger quantity that costs less in total is named and chosen in one click', async ({ page }) => {
  await page.goto('/valuation?tab=pcb');
  await chooseFourLayersEnig(page, 'en');
  await fillPcb(page, '120', '80', '520');
  await expect(total(page)).toHaveText('¥4,992.32');
  await expect(page.getByText('521 pcs cost ¥1,501.27 less')).toBeVisible();
  await expect(
    page.getByText('At 521 pcs a lower price tier applies: ¥3,491.05 in total, against ¥4,992.32 for 520 pcs.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Change quantity to 521 pcs' }).click();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('521');
  await expect(total(page)).toHaveText('¥3,491.05');
  await expect(page.getByText('Confirmed by the server')).toBeVisible();
  await expect(page.locator('.quote-cheaper')).toHaveCount(0);

  // The sample → batch start: 51 pcs cost less than 50.
  await page.getByLabel('Quantity', { exact: true }).fill('50');
  await expect(total(page)).toHaveText('¥772.00');
  await page.getByRole('button', { name: 'Change quantity to 51 pcs' }).click();
  await expect(total(page)).toHaveText('¥741.68');
  await expect(page.locator('.quote-mode')).toHaveText('Batch');
});

test.describe('price cliffs in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('the larger, cheaper quantity is offered in Chinese', async ({ page }) => {
    await page.goto('/valuation?tab=pcb');
    await chooseFourLayersEnig(page, 'zh-CN');
    await page.getByLabel('长度(mm)').fill('120');
    await page.getByLabel('宽度(mm)').fill('80');
    await page.getByLabel('数量', { exact: true }).fill('520');
    await expect(total(page)).toHaveText('¥4,992.32');
    await expect(page.getByText('订 521 片总价反而少 ¥1,501.27')).toBeVisible();
    await page.getByRole('button', { name: '数量改为 521 片' }).click();
    await expect(page.getByLabel('数量', { exact: true })).toHaveValue('521');
    await expect(total(page)).toHaveText('¥3,491.05');
  });
});

test.describe('the price chart on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('its code is fetched when its place nears the screen, and it draws the current spec', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/valuation?tab=pcb');
    await fillPcb(page, '100', '100', '5');
    await expect(total(page)).toHaveText('¥30.00');
    await page.waitForLoadState('networkidle');
    // A few screens below the form on a phone: nothing has asked for the chart yet.
    expect(scripts.filter((file) => file.includes('price-curve-chart'))).toEqual([]);
    await expect(page.getByRole('img', { name: /Unit price by quantity/ })).toHaveCount(0);

    await page.locator('.price-chart-slot').scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: /Unit price by quantity/ })).toBeVisible();
    await expect(page.getByText('Your quantity: 5 pcs')).toBeVisible();
    expect(scripts.filter((file) => file.includes('price-curve-chart'))).toHaveLength(1);
  });
});
