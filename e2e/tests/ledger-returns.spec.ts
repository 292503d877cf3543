import { readFileSync } from 'node:fs';
import * as xlsx from '@e965/xlsx';
import { findSevereViolations } from '../support/axe.ts';
import { placePaidPcbOrder } from '../support/orders.ts';
import { demoStaff } from '../support/staff.ts';
import { openStaffBrowser } from '../support/staff-screen.ts';
import { expect, test } from '../support/test.ts';

// Collection/payment (收付款) and sales returns (销售退货): a customer pays a ¥30.00 order with the sandbox gateway;
// the sales director finds the payment on the ledger with the right totals, then opens the sales-returns tab in
// Chinese. The shared database holds other journeys' money too, so the ledger is searched by the order number.

const viewport = { width: 1280, height: 900 };
/** The back-office view inside the ERP shell. */
const erpView = '#erp-main';
test.use({ locale: 'en-US', viewport });

test('the sales director sees a sandbox payment on Receipts and Payments, and Sales Returns in Chinese', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { orderNo } = await placePaidPcbOrder(page, playwright.request, baseURL);

  const { page: staffPage, close: closeStaffBrowser } = await openStaffBrowser(
    browser,
    demoStaff.salesDirector,
    '/erp',
  );
  await staffPage.getByRole('menu').first().getByText('Receipts and Payments').click();
  await expect(staffPage).toHaveURL(/\/erp\/collectionPayment$/);
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Receipts and Payments' })).toBeVisible();

  const keyword = staffPage.getByLabel('Search', { exact: true });
  await keyword.fill(orderNo);
  await keyword.press('Enter');
  const ledger = staffPage.getByRole('table', { name: 'Payment ledger' });
  const row = ledger.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Online payment');
  await expect(row).toContainText('Sandbox (test)');
  await expect(row).toContainText('¥30.00');
  await expect(staffPage.getByTestId('ledger-received')).toHaveText('¥30.00');
  await expect(staffPage.getByTestId('ledger-refunded')).toHaveText('¥0.00');
  await expect(staffPage.getByTestId('ledger-net')).toHaveText('¥30.00');

  // The filtered ledger exports to Excel with the table's columns: the one row, its amount a number.
  const download = staffPage.waitForEvent('download');
  await staffPage.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Receipts and Payments \d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = xlsx.read(readFileSync(await file.path()));
  const cells = xlsx.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, {
    header: 1,
  });
  expect(cells[0]).toEqual([
    'Time',
    'Order No.',
    'Customer',
    'Kind',
    'Channel',
    'Amount',
    'Reference',
    'Remark',
    'Recorded by',
  ]);
  expect(cells).toHaveLength(2);
  expect(cells[1]).toEqual(expect.arrayContaining([orderNo, 'Online payment', 'Sandbox (test)', 30]));
  await expect(staffPage.getByText('1 row exported.')).toBeVisible();
  await staffPage.waitForLoadState('networkidle');
  expect(await findSevereViolations(staffPage, [erpView])).toEqual([]);

  // Sales returns, in Chinese: the requests awaiting approval, then the approved returns.
  await staffPage.getByRole('menu').first().getByText('Sales Returns').click();
  await expect(staffPage).toHaveURL(/\/erp\/salesReturns$/);
  await staffPage.getByRole('button', { name: '中文' }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: '销售退货' })).toBeVisible();
  await expect(staffPage.getByRole('table', { name: '待审批的退货申请' })).toBeVisible();
  await staffPage.getByRole('tab', { name: '已批准退货' }).click();
  const approved = staffPage.getByRole('table', { name: '已批准的销售退货' });
  await expect(approved.getByRole('columnheader', { name: '退款金额' })).toBeVisible();
  await staffPage.waitForLoadState('networkidle');
  expect(await findSevereViolations(staffPage, [erpView])).toEqual([]);
  await closeStaffBrowser();
});
