import { newPhone, registerCustomer } from '../support/customer.ts';
import { waitForSettledPage } from '../support/navigate.ts';
import { demoStaff, logInStaffByApi } from '../support/staff.ts';
import { expect, type Page, test } from '../support/test.ts';

// Issue 11, point 8: the customer's pages and the back office on a 390 px phone.

const phone = { width: 390, height: 844 };

/** The box of the first element a selector finds; fails when it is not laid out. */
async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box as NonNullable<typeof box>;
}

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of the first elements some selectors find, read in one go (one layout); fails on one not laid out. */
async function readBoxesAtOnce<Name extends string>(page: Page, selectors: Record<Name, string>) {
  const boxes = await page.evaluate(
    (wanted) => {
      const found: Record<string, Box | null> = {};
      for (const [name, selector] of Object.entries(wanted)) {
        const rect = document.querySelector(selector)?.getBoundingClientRect();
        found[name] = rect && rect.width > 0 ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
      }
      return found;
    },
    selectors as Record<string, string>,
  );
  for (const [name, box] of Object.entries(boxes)) expect(box, name).not.toBeNull();
  return boxes as Record<Name, Box>;
}

test.describe('a phone, in Chinese', () => {
  test.use({ locale: 'zh-CN', viewport: phone });

  test('asks whether a mini program is configured and, without one, never asks for a link (no 503)', async ({
    page,
  }) => {
    const schemeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/wechat/generateScheme')) schemeCalls.push(request.url());
    });
    const status = page.waitForResponse((response) => response.url().includes('/api/wechat/miniProgram'));
    await page.goto('/');
    expect(await (await status).json()).toMatchObject({ data: { configured: false } });
    await waitForSettledPage(page);
    await page.goto('/valuation');
    await waitForSettledPage(page);
    expect(schemeCalls).toEqual([]);
  });

  test('the client area starts with its content; its menu is a drawer', async ({ page }) => {
    await registerCustomer(page, newPhone());
    await page.goto('/order/orderManagement/pcbOrder');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // The eleven menu entries are not laid out above the page: its title is in the first screen.
    await expect(page.getByRole('link', { name: '收货地址' })).toBeHidden();
    const headingBox = await heading.boundingBox();
    expect(headingBox!.y).toBeLessThan(phone.height / 2);

    await page.getByRole('button', { name: '客户中心菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '客户中心菜单' });
    await drawer.getByRole('link', { name: '收货地址' }).click();
    await expect(page).toHaveURL(/\/order\/userInfo\/address$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('a phone, in English', () => {
  test.use({ locale: 'en-US', viewport: phone });

  test('the back office keeps the language switch and Logout on screen, above the tab bar', async ({ page }) => {
    await logInStaffByApi(page.request, demoStaff.salesManager);
    await page.goto('/erp/home');
    await expect(page.getByRole('button', { name: /Logout$/ })).toBeVisible();
    // All four boxes at one instant: measured one by one, a scroll between two reads (the page settling) moved the tab
    // bar up against a header read earlier, and the check failed at random.
    const { header, tabBar, language, logout } = await readBoxesAtOnce(page, {
      header: '.erp-header',
      tabBar: '.erp-tab-bar',
      language: '.erp-header .language-switch',
      logout: '.erp-header-tools > button:last-of-type',
    });
    for (const box of [language, logout]) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
      expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
    }
    expect(header.y + header.height).toBeLessThanOrEqual(tabBar.y + 0.5);
    // The switch still works from the phone.
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.getByRole('button', { name: /退\s?出$/ })).toBeVisible();
  });

  test("a dialog's backdrop covers the sticky header: nothing of the header is on top while it is open", async ({
    page,
  }) => {
    await registerCustomer(page, newPhone());
    await page.goto('/address');
    await page.getByRole('button', { name: 'Add address' }).first().click();
    await expect(page.getByRole('dialog', { name: 'New delivery address' })).toBeVisible();
    const header = await boxOf(page, '.site-header');
    const onTop = await page.evaluate(
      ({ y, width }) =>
        [0.05, 0.5, 0.95].map((share) => {
          const element = document.elementFromPoint(width * share, y);
          return element?.closest('.site-header') ? 'header' : element?.closest('.ant-modal-root') ? 'dialog' : 'other';
        }),
      { y: header.y + header.height / 2, width: phone.width },
    );
    expect(onTop).toEqual(['dialog', 'dialog', 'dialog']);
  });
});
