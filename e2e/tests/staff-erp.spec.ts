import { demoStaff, logInAsStaff } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US' });

test('a purchasing manager logs in and gets the server menu of their role', async ({ page }) => {
  await logInAsStaff(page, demoStaff.purchasingManager);
  const sideMenu = page.getByRole('menu').first();
  await expect(sideMenu.getByText('Procurement')).toBeVisible();
  await expect(sideMenu.getByText('Inventory')).toBeVisible();
  await expect(sideMenu.getByText('Price Book')).toHaveCount(0);
  await sideMenu.getByText('Procurement').click();
  await expect(page).toHaveURL(/\/erp\/procurement/);
  // The page-tab bar is navigation: a link per open page (the current one marked) and a named close button.
  const tabBar = page.getByRole('navigation', { name: 'Open pages' });
  await expect(tabBar.getByRole('link', { name: 'Procurement' })).toHaveAttribute('aria-current', 'page');
  await expect(tabBar.getByRole('link', { name: 'Workbench' })).not.toHaveAttribute('aria-current', 'page');
  await expect(tabBar.getByRole('button', { name: 'Workbench' })).toHaveCount(0);
  // Close buttons are reachable from the keyboard: Tab from the page's link, then Enter closes it and goes home.
  await tabBar.getByRole('link', { name: 'Procurement' }).focus();
  await page.keyboard.press('Tab');
  await expect(tabBar.getByRole('button', { name: 'Close Procurement' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/erp\/home$/);
  await expect(tabBar.getByRole('link', { name: 'Procurement' })).toHaveCount(0);
  await expect(tabBar.getByRole('link', { name: 'Workbench' })).toHaveAttribute('aria-current', 'page');
});

test('the administrator sees every module, and logout ends the session', async ({ page }) => {
  await logInAsStaff(page, demoStaff.admin);
  const sideMenu = page.getByRole('menu').first();
  await expect(sideMenu.getByText('Price Book')).toBeVisible();
  await expect(sideMenu.getByText('System')).toBeVisible();
  await page
    .getByRole('button', { name: /Logout/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/(login(\?.*)?)?$/);
  const me = await page.request.get('/api/user/me');
  expect(me.status()).toBe(401);
});

test('an expired session shows the System Prompt dialog once and leads to /login', async ({ page, context }) => {
  await logInAsStaff(page, demoStaff.salesDirector);
  const cookies = await context.cookies();
  await context.clearCookies();
  await context.addCookies(cookies.filter((cookie) => cookie.name !== 'sid'));
  await page.goto('/erp/home');
  const dialog = page.getByRole('dialog').filter({ hasText: 'System Prompt' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCount(1);
  await expect(dialog.getByText('Your login has expired')).toBeVisible();
  await dialog.getByRole('button', { name: 'Log in again' }).click();
  await expect(page).toHaveURL(/\/login/);
});
