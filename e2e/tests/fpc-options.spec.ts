import { checkOutCart, newPhone, registerCustomer } from '../support/customer.ts';
import { expect, type Page, test } from '../support/test.ts';

// Issue 11, point 6: the FPC tab offers what flexible boards are made with — polyimide base, adhesive or adhesiveless
// base, coverlay colour, stiffeners with their thickness — priced by the price book's FPC rows (docs/pricing-fpc.md),
// and the order keeps them.

const total = (page: Page) => page.getByTestId('quote-total');
const choose = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group }).locator('label', { hasText: option }).click();
/** A charge of the quote's item list (a folded details element). */
const item = (page: Page, label: string) => page.locator('.quote-items th', { hasText: label });
/** The value a spec description gives a field (the order page's dt / dd pairs). */
const described = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('in English', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('a flexible board with a black coverlay and a steel stiffener is priced, ordered and described', async ({
    page,
  }) => {
    await registerCustomer(page, newPhone());
    await page.goto('/valuation?tab=fpc');
    // Coverlay, not solder mask, covers a flexible board.
    await expect(page.getByRole('radiogroup', { name: 'Coverlay' })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Solder mask' })).toHaveCount(0);
    // 100 × 100 mm × 5 double-sided: board 90 + ENIG 100.
    await expect(total(page)).toHaveText('¥190.00');
    await choose(page, 'Coverlay', 'Black coverlay');
    await expect(total(page)).toHaveText('¥230.00');
    await expect(page.getByRole('combobox', { name: 'Stiffener thickness' })).toHaveCount(0);
    await choose(page, 'Stiffener', 'Stainless steel stiffener');
    const thickness = page.getByRole('combobox', { name: 'Stiffener thickness' });
    // A stiffener starts at its kind's default thickness: + coverlay 40, steel stiffener 120.
    await expect(item(page, 'Stainless steel stiffener 0.2 mm')).toBeAttached();
    await expect(total(page)).toHaveText('¥350.00');
    await thickness.selectOption({ label: '0.3 mm' });
    await choose(page, 'Base', 'Adhesiveless (2-layer base)');
    // + coverlay 40, steel stiffener 120, adhesiveless base 80.
    await expect(total(page)).toHaveText('¥430.00');
    await expect(page.getByText('Confirmed by the server')).toBeVisible();
    await expect(item(page, 'Stainless steel stiffener 0.3 mm')).toBeAttached();

    await page.getByRole('button', { name: 'Submit Order' }).first().click();
    await expect(page).toHaveURL(/\/order\/orderManagement\/shoppingCart/);
    await checkOutCart(page, newPhone());
    await expect(described(page, 'Coverlay')).toHaveText('Black coverlay');
    await expect(described(page, 'Stiffener')).toHaveText('Stainless steel stiffener');
    await expect(described(page, 'Stiffener thickness')).toHaveText('0.3 mm');
    await expect(described(page, 'Base')).toHaveText('Adhesiveless (2-layer base)');
    await expect(described(page, 'Polyimide base')).toHaveText('25 µm');
    await expect(described(page, 'Solder mask')).toHaveCount(0);
  });
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });

  test('the flexible options read in Chinese and price the same', async ({ page }) => {
    await page.goto('/valuation?tab=fpc');
    await expect(total(page)).toHaveText('¥190.00');
    await choose(page, '补强', 'PI补强');
    await choose(page, '覆盖膜', '白色覆盖膜');
    await page.getByRole('combobox', { name: '基材PI厚度' }).selectOption({ label: '50µm' });
    // + PI stiffener 50, white coverlay 40, polyimide 50 µm 50.
    await expect(total(page)).toHaveText('¥330.00');
    await expect(item(page, 'PI补强0.2mm')).toBeAttached();
    await expect(page.getByText('已由服务器确认')).toBeVisible();
  });
});
