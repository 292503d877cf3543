import { expect, test } from '@playwright/test';
import { demoStaff, logInAsStaff } from '../support/staff.ts';

test.use({ locale: 'en-US' });

test('a purchasing manager logs in and gets the server menu of their role', async ({ page }) => {
  await logInAsStaff(page, demoStaff.purchasingManager);
  const sideMenu = page.getByRole('menu').first();
  await expect(sideMenu.getByText('Procurement')).toBeVisible();
  await expect(sideMenu.getByText('Inventory')).toBeVisible();
  await expect(sideMenu.getByText('Price Book')).toHaveCount(0);
  await sideMenu.getByText('Procurement').click();
  await expect(page).toHaveURL(/\/erp\/procurement/);
  await expect(page.getByRole('tab', { name: /Procurement/ })).toBeVisible();
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
