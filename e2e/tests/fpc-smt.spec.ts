import { checkOutCart, newPhone, registerCustomer } from '../support/customer.ts';
import { sharedFixturesDir } from '../support/shared-fixtures.ts';
import { expect, type Page, test } from '../support/test.ts';

// Issue 11, point 6: the SMT and FPC tabs as their own products — the SMT panel shows the area from the board size
// and count the customer entered; the FPC form offers what flexible boards are made with.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

const total = (page: Page) => page.getByTestId('quote-total');

test('the SMT panel shows the area from the board size and count entered', async ({ page }) => {
  await page.goto('/valuation?tab=smt');
  await page.getByLabel('Components per board').fill('100');
  await page.getByLabel('Boards', { exact: true }).fill('50');
  // No size yet: the panel asks for it instead of showing 0 m².
  await expect(page.getByTestId('quote-area')).toHaveText('Enter the board length and width to see the area');
  await page.getByLabel('Board length (mm)').fill('100');
  await page.getByLabel('Board width (mm)').fill('80');
  await expect(page.getByTestId('quote-area')).toHaveText('100 × 80 mm × 50 boards = 0.4 m²');
  // Board size does not price SMT work (docs/pricing.md §2): 5 000 placements × 0.03 + setup 150.
  await expect(total(page)).toHaveText('¥300.00');
  await expect(page.getByText('Confirmed by the server')).toBeVisible();
  await expect(page.getByTestId('quote-area')).toHaveText('100 × 80 mm × 50 boards = 0.4 m²');
});

test('the SMT quote offers more boards when a lower placement rate makes them cost less in total', async ({ page }) => {
  await page.goto('/valuation?tab=smt');
  await page.getByLabel('Components per board').fill('100');
  await page.getByLabel('Boards', { exact: true }).fill('100');
  // 10 000 placements at 0.03 (¥300) + batch setup ¥300; 10 100 at 0.02 cost ¥202.
  await expect(total(page)).toHaveText('¥600.00');
  await expect(page.getByText('101 pcs cost ¥98.00 less')).toBeVisible();
  await page.getByRole('button', { name: 'Change quantity to 101 pcs' }).click();
  await expect(page.getByLabel('Boards', { exact: true })).toHaveValue('101');
  await expect(total(page)).toHaveText('¥502.00');
  await expect(page.getByText('Confirmed by the server')).toBeVisible();
  await expect(page.locator('.quote-cheaper')).toHaveCount(0);
});

test('the FPC tab offers what flexible boards are made with: no TG, no HASL, immersion gold', async ({ page }) => {
  await page.goto('/valuation?tab=fpc');
  await expect(page.getByText('Material: Flexible (FPC)')).toBeVisible();
  const finishes = page.getByRole('radiogroup', { name: 'Surface finish' });
  await expect(finishes.locator('label', { hasText: 'Immersion gold (ENIG)' })).toBeVisible();
  await expect(finishes.locator('label', { hasText: 'Leaded HASL' })).toHaveCount(0);
  await expect(finishes.locator('label', { hasText: 'Lead-free HASL' })).toHaveCount(0);
  await expect(page.getByLabel('TG', { exact: true })).toHaveCount(0);
  // 100 × 100 mm × 5 flexible double-sided: board 90 + ENIG 1 µ" 100.
  await expect(total(page)).toHaveText('¥190.00');
  await expect(page.getByText('Confirmed by the server')).toBeVisible();
  // The rigid tab keeps TG and both HASL finishes.
  await page.getByRole('tab', { name: 'PCB Pricing' }).click();
  await expect(page.getByLabel('TG', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('radiogroup', { name: 'Surface finish' }).locator('label', { hasText: 'Leaded HASL' }),
  ).toBeVisible();
});

test('an SMT order takes its BOM and pick-and-place file; the placements are read from the CPL', async ({ page }) => {
  const phone = newPhone();
  await registerCustomer(page, phone);
  await page.goto('/valuation?tab=smt');
  const files = page.getByTestId('smt-files');
  // KiCad's .pos as csv: two parts on top, one below.
  const cpl = [
    'Ref,Val,Package,PosX,PosY,Rot,Side',
    'C1,100n,C_0402,101.6,-50.8,0,top',
    'C2,100n,C_0402,103.6,-50.8,0,top',
    'J1,USB_C,USB_C_Receptacle,90,-40,90,bottom',
  ].join('\n');
  await files
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'board-pos.csv', mimeType: 'text/csv', buffer: Buffer.from(cpl) });
  await expect(files.getByTestId('smt-cpl')).toContainText('board-pos.csv · 3 placements per board (2 top, 1 bottom)');
  await expect(page.getByLabel('Components per board')).toHaveValue('3');
  await expect(page.getByTestId('smt-cpl-differs')).toHaveCount(0);
  await page.getByLabel('Components per board').fill('4');
  await expect(page.getByTestId('smt-cpl-differs')).toContainText('lists 3 placements per board; the form says 4');
  await page.getByLabel('Components per board').fill('3');

  await files.locator('input[type="file"]').first().setInputFiles(`${sharedFixturesDir}/bom/glasgow-revC3__bom.csv`);
  await expect(files.getByTestId('smt-bom')).toContainText('glasgow-revC3__bom.csv');

  await page.getByRole('button', { name: 'Submit Order' }).first().click();
  await expect(page).toHaveURL(/\/order\/orderManagement\/shoppingCart/);
  const orderId = await checkOutCart(page, phone);
  expect(orderId).toBeTruthy();
  const spec = page.getByTestId('order-spec');
  await expect(spec).toContainText('board-pos.csv');
  await expect(spec).toContainText('glasgow-revC3__bom.csv');
});
