import { findSevereViolations } from '../support/axe.ts';
import { chooseOption, waitForDialogOpened } from '../support/dialogs.ts';
import { demoStaff, logInStaffByApi } from '../support/staff.ts';
import { openStaffBrowser, pickOption } from '../support/staff-screen.ts';
import { expect, test } from '../support/test.ts';

// The Inventory screen (库存): the purchasing manager adds a supplier, adds a part with two price breaks, finds it by
// MPN, opens it, adds the supplier's offer and prices a need: 2 000 pieces with 5 % attrition buy 2 100, at the
// 1 000-piece break of ¥0.0080, ¥16.80. The same screen is then read in a Chinese browser. axe checks both.

const viewport = { width: 1280, height: 900 };
/** The back-office view inside the ERP shell. */
const erpView = '#erp-main';
test.use({ locale: 'en-US', viewport });

test('a purchasing manager adds a supplier and a part, offers it and prices a need, then reads it in Chinese', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const supplierName = `E2E Components ${stamp}`;
  const mpn = `E2E-R0603-${stamp}`;
  const { page, close } = await openStaffBrowser(browser, demoStaff.purchasingManager, '/erp/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Parts catalogue' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await findSevereViolations(page, [erpView])).toEqual([]);

  // A supplier.
  await page.getByRole('tab', { name: 'Suppliers' }).click();
  await page.getByRole('button', { name: 'Add supplier' }).click();
  const supplierDialog = page.getByRole('dialog', { name: 'Add supplier' });
  await waitForDialogOpened(supplierDialog);
  await supplierDialog.getByLabel('Name', { exact: true }).fill(supplierName);
  await supplierDialog.getByLabel('Contact name', { exact: true }).fill('Li Wei');
  await supplierDialog.getByLabel('Contact phone', { exact: true }).fill('13800000000');
  await supplierDialog.getByLabel('Contact e-mail', { exact: true }).fill('purchasing@example.com');
  await pickOption(supplierDialog.getByLabel('Payment terms', { exact: true }), 'Monthly statement');
  await supplierDialog.getByRole('button', { name: 'Save supplier' }).click();
  await expect(supplierDialog).toBeHidden();
  await page.getByLabel('Name or contact', { exact: true }).fill(supplierName);
  await page.getByLabel('Name or contact', { exact: true }).press('Enter');
  const supplierRow = page.getByRole('table', { name: 'Suppliers' }).getByRole('row').filter({ hasText: supplierName });
  await expect(supplierRow).toContainText('Monthly statement');
  await expect(supplierRow).toContainText('CNY');

  // A part with two price breaks.
  await page.getByRole('tab', { name: 'Parts' }).click();
  await page.getByRole('button', { name: 'Add part' }).click();
  const partDialog = page.getByRole('dialog', { name: 'Add part' });
  await waitForDialogOpened(partDialog);
  await partDialog.getByLabel('MPN', { exact: true }).fill(mpn);
  await partDialog.getByLabel('Manufacturer', { exact: true }).fill('Yageo');
  await partDialog.getByLabel('Package', { exact: true }).fill('0603');
  await partDialog.getByLabel('Value', { exact: true }).fill('10k');
  await pickOption(partDialog.getByLabel('Category', { exact: true }), 'Resistor');
  await partDialog.getByLabel('MOQ', { exact: true }).fill('100');
  await partDialog.getByLabel('Attrition (‰)', { exact: true }).fill('50');
  await partDialog.getByLabel('Stock on hand', { exact: true }).fill('5000');
  const firstBreak = partDialog.getByRole('group', { name: 'Break 1' });
  await firstBreak.getByLabel('Min quantity', { exact: true }).fill('1');
  await firstBreak.getByLabel('Unit price (¥)', { exact: true }).fill('0.0123');
  await partDialog.getByRole('button', { name: 'Add price break' }).click();
  const secondBreak = partDialog.getByRole('group', { name: 'Break 2' });
  await secondBreak.getByLabel('Min quantity', { exact: true }).fill('1000');
  await secondBreak.getByLabel('Unit price (¥)', { exact: true }).fill('0.008');
  expect(await findSevereViolations(page, ['.ant-modal'])).toEqual([]);
  await partDialog.getByRole('button', { name: 'Save part' }).click();
  await expect(partDialog).toBeHidden();

  // Found by its MPN, opened.
  await page.getByLabel('MPN', { exact: true }).fill(mpn.slice(0, -2));
  await page.getByRole('button', { name: 'Search' }).click();
  const parts = page.getByRole('table', { name: 'Parts catalogue' });
  const partRow = parts.getByRole('row').filter({ hasText: mpn });
  await expect(partRow).toContainText('¥0.0123');
  await expect(partRow).toContainText('5,000');
  await partRow.getByRole('button', { name: `Open part ${mpn}` }).click();
  const drawer = page.getByRole('dialog', { name: `Part ${mpn}` });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('¥0.0080')).toBeVisible();

  // The supplier's offer.
  await drawer.getByRole('button', { name: `Add an offer for ${mpn}` }).click();
  const offerDialog = page.getByRole('dialog', { name: `Add offer for ${mpn}` });
  await waitForDialogOpened(offerDialog);
  await chooseOption(offerDialog.getByLabel('Supplier', { exact: true }), {
    title: `${supplierName} (CNY)`,
    typed: supplierName,
  });
  await offerDialog.getByLabel('Supplier SKU', { exact: true }).fill('SZ-10K-0603');
  await offerDialog.getByLabel('Min quantity', { exact: true }).fill('500');
  await offerDialog.getByLabel("Unit price (supplier's currency)", { exact: true }).fill('0.0095');
  await offerDialog.getByLabel('Lead time (days)', { exact: true }).fill('3');
  await offerDialog.getByRole('button', { name: 'Save offer' }).click();
  await expect(offerDialog).toBeHidden();
  const offerRow = drawer.getByRole('row').filter({ hasText: supplierName });
  await expect(offerRow).toContainText('CNY 0.0095');
  await expect(offerRow).toContainText('SZ-10K-0603');

  // A need of 2 000 pieces.
  await drawer.getByLabel('Quantity needed', { exact: true }).fill('2000');
  await drawer.getByRole('button', { name: 'Price it' }).click();
  await expect(drawer.getByTestId('part-extended-price')).toHaveText('¥16.80');
  await expect(drawer).toContainText('2,100');
  expect(await findSevereViolations(page, ['.ant-drawer'])).toEqual([]);
  await close();

  // The same screen in a Chinese browser.
  const zhContext = await browser.newContext({ locale: 'zh-CN', viewport });
  const zhPage = await zhContext.newPage();
  await logInStaffByApi(zhPage.request, demoStaff.purchasingManager);
  await zhPage.goto('/erp/inventory');
  await expect(zhPage.getByRole('heading', { level: 1, name: '库存' })).toBeVisible();
  await expect(zhPage.getByRole('tab', { name: '元件', selected: true })).toBeVisible();
  await expect(zhPage.getByRole('tab', { name: '供应商' })).toBeVisible();
  const zhParts = zhPage.getByRole('table', { name: '元件库' });
  for (const header of ['型号', '制造商', '封装', '值', '库存', '已预留', '可用', '最小起订量', '交期（天）']) {
    await expect(zhParts.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await zhPage.getByLabel('型号', { exact: true }).fill(mpn);
  await zhPage.getByRole('button', { name: '搜索' }).click();
  await zhParts.getByRole('button', { name: `查看元件 ${mpn}` }).click();
  const zhDrawer = zhPage.getByRole('dialog', { name: `元件 ${mpn}` });
  await expect(zhDrawer.getByRole('heading', { name: '阶梯价' })).toBeVisible();
  await expect(zhDrawer.getByRole('heading', { name: '供应商报价' })).toBeVisible();
  await expect(zhDrawer.getByText('损耗率（‰）')).toBeVisible();
  await zhPage.waitForLoadState('networkidle');
  expect(await findSevereViolations(zhPage, [erpView, '.ant-drawer'])).toEqual([]);
  await zhContext.close();
});
