import { expect, type Page, test } from '@playwright/test';

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
  // Board size does not price SMT work (pricing.md §2): 5 000 placements × 0.03 + setup 150.
  await expect(total(page)).toHaveText('¥300.00');
  await expect(page.getByText('Confirmed by the server')).toBeVisible();
  await expect(page.getByTestId('quote-area')).toHaveText('100 × 80 mm × 50 boards = 0.4 m²');
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
