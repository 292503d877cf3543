import { findSevereViolations } from '../support/axe.ts';
import { placePaidPcbOrder } from '../support/orders.ts';
import { demoStaff } from '../support/staff.ts';
import { openStaffBrowser } from '../support/staff-screen.ts';
import { expect, test } from '../support/test.ts';

// The performance module (业绩): a senior executive opens it from the server menu and reads the ABC analysis of
// revenue in English and in Chinese. A customer's ¥30.00 order is paid first with the sandbox gateway, so the
// customer is sure to be ranked whatever else the shared database holds.

const viewport = { width: 1280, height: 900 };
/** The back-office view inside the ERP shell. */
const erpView = '#erp-main';
test.use({ locale: 'en-US', viewport });

test('a senior executive opens Performance from the menu and reads the ABC analysis in both languages', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { phone } = await placePaidPcbOrder(page, playwright.request, baseURL);

  const { page: staffPage, close: closeStaffBrowser } = await openStaffBrowser(
    browser,
    demoStaff.seniorExecutive,
    '/erp',
  );
  await staffPage.getByRole('menu').first().getByText('Performance').click();
  await expect(staffPage).toHaveURL(/\/erp\/performance$/);
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();

  // By customer (the default), last 12 months: the customer who just paid is ranked with ¥30.00 and a class.
  const customers = staffPage.getByRole('table', { name: 'ABC analysis of revenue by customer' });
  const row = customers.getByRole('row').filter({ hasText: phone });
  await expect(row).toContainText('¥30.00');
  await expect(row.getByText(/^[ABC]$/)).toBeVisible();
  const summary = staffPage.getByRole('region', { name: 'Revenue by class' });
  await expect(summary.getByText('Total revenue')).toBeVisible();
  await expect(summary.getByText(/of revenue$/)).toHaveCount(3);
  await staffPage.waitForLoadState('networkidle');
  expect(await findSevereViolations(staffPage, [erpView])).toEqual([]);

  // By product: PCB is ranked.
  // antd's button-style radios hide the input under their label: the label is what a person clicks.
  await staffPage
    .locator('label')
    .filter({ hasText: /^Products$/ })
    .click();
  await expect(staffPage.getByRole('radio', { name: 'Products' })).toBeChecked();
  const products = staffPage.getByRole('table', { name: 'ABC analysis of revenue by product' });
  await expect(products.getByRole('row').filter({ hasText: 'PCB' })).toHaveCount(1);

  // The same in Chinese.
  await staffPage.getByRole('button', { name: '中文' }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: '业绩' })).toBeVisible();
  const zhProducts = staffPage.getByRole('table', { name: '按产品的收入ABC分析' });
  await expect(zhProducts.getByRole('columnheader', { name: '累计占比' })).toBeVisible();
  await expect(zhProducts.getByRole('row').filter({ hasText: 'PCB' })).toHaveCount(1);
  await staffPage
    .locator('label')
    .filter({ hasText: /^按客户$/ })
    .click();
  const zhCustomers = staffPage.getByRole('table', { name: '按客户的收入ABC分析' });
  await expect(zhCustomers.getByRole('row').filter({ hasText: phone })).toContainText('¥30.00');
  await expect(staffPage.getByRole('region', { name: '各类收入' }).getByText('总收入')).toBeVisible();
  await staffPage.waitForLoadState('networkidle');
  expect(await findSevereViolations(staffPage, [erpView])).toEqual([]);

  // 销售业绩: the charts (ECharts, canvas) and the table of the same figures; the order paid above is not assigned to
  // a salesperson (an instant order), so its ¥30.00 is in the "not assigned" row.
  await staffPage.getByRole('tab', { name: '销售业绩' }).click();
  const salesTable = staffPage.getByRole('table', { name: '各销售每月营收、毛利与订单数' });
  await expect(salesTable.getByRole('row').filter({ hasText: '未分配' })).toBeVisible();
  await expect(staffPage.getByRole('img', { name: '各销售每月营收及毛利' }).locator('canvas')).toHaveCount(1);
  await expect(staffPage.getByTestId('sales-total')).toContainText('营收');
  await staffPage.waitForLoadState('networkidle');
  expect(await findSevereViolations(staffPage, [erpView])).toEqual([]);
  // The module remembers the tab last used.
  await staffPage.reload();
  await expect(staffPage.getByRole('tab', { name: '销售业绩', selected: true })).toBeVisible();
  await closeStaffBrowser();
});
