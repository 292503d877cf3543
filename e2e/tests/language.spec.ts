import { expect, test } from '../support/test.ts';

test.describe('language follows the browser', () => {
  test.use({ locale: 'zh-CN' });
  test('a zh-CN browser gets Chinese', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: '首页' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('link', { name: '登录' }).first()).toBeVisible();
  });
});

test.describe('other browsers get English', () => {
  test.use({ locale: 'en-US' });
  test('an en-US browser gets English, and the header switch is remembered', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: /中文/ }).first().click();
    await expect(nav.getByRole('link', { name: '首页' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation').first().getByRole('link', { name: '首页' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});
