import { findSevereViolations } from '../support/axe.ts';
import { registerEmailCustomer } from '../support/customer.ts';
import { waitForDialogOpened } from '../support/dialogs.ts';
import { demoStaff } from '../support/staff.ts';
import { openStaffBrowser, pickOption } from '../support/staff-screen.ts';
import { expect, test } from '../support/test.ts';

// Issue 13: the administrator imports a csv of parts on the Inventory screen and finds them listed; then, on Sales
// rebates, adds a rule, applies it to last month, records an amount for a customer and reads the customer's total.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

test('an administrator imports parts from a csv, then adds a sales rebate rule, applies it and reads a total', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `rebate-${stamp}@example.com`;
  await registerEmailCustomer(request, email);
  const { page, close } = await openStaffBrowser(browser, demoStaff.admin, '/erp/inventory');

  // Import two parts from a csv with Chinese headings and a "1+" price-break column.
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await page.getByRole('button', { name: 'Import parts' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import parts from a spreadsheet' });
  await waitForDialogOpened(importDialog);
  const csv = `型号,品牌,封装,分类,库存,1+\nIMP${stamp}-A,Yageo,0603,电阻,1000,0.01\nIMP${stamp}-B,TI,SOIC-8,芯片,20,1.25\n`;
  await importDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'parts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(importDialog.getByTestId('import-issue-count')).toHaveText('0');
  expect(await findSevereViolations(page, ['.ant-modal'])).toEqual([]);
  await importDialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(importDialog).toBeHidden();
  await page.getByLabel('MPN', { exact: true }).fill(`IMP${stamp}`);
  await page.getByRole('button', { name: 'Search' }).click();
  const parts = page.getByRole('table', { name: 'Parts catalogue' });
  await expect(parts.getByRole('row').filter({ hasText: `IMP${stamp}-A` })).toContainText('¥0.0100');
  await expect(parts.getByRole('row').filter({ hasText: `IMP${stamp}-B` })).toContainText('SOIC-8');

  // A sales rebate rule, applied to last month.
  await page.goto('/erp/salesRebate');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales rebates' })).toBeVisible();
  await page.getByRole('tab', { name: 'Rules' }).click();
  await page.getByRole('button', { name: 'Add rule' }).click();
  const ruleDialog = page.getByRole('dialog', { name: 'Add rebate rule' });
  await waitForDialogOpened(ruleDialog);
  const ruleName = `E2E 2% ${stamp}`;
  await ruleDialog.getByLabel('Name', { exact: true }).fill(ruleName);
  await ruleDialog.getByLabel('From volume (¥)', { exact: true }).fill('10000');
  await ruleDialog.getByLabel('Rate (%)', { exact: true }).fill('2');
  await ruleDialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(ruleDialog).toBeHidden();
  await page.getByRole('button', { name: `Apply rule ${ruleName} to a period` }).click();
  const applyDialog = page.getByRole('dialog', { name: `Apply ${ruleName}` });
  await waitForDialogOpened(applyDialog);
  await applyDialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(applyDialog).toBeHidden();
  await expect(page.getByText(/rows recorded/)).toBeVisible();

  // An amount for the customer, then the customer's total.
  await page.getByRole('tab', { name: 'Ledger' }).click();
  await page.getByRole('button', { name: 'Record an amount' }).click();
  const manualDialog = page.getByRole('dialog', { name: 'Record a sales rebate' });
  await waitForDialogOpened(manualDialog);
  const customerField = manualDialog.getByLabel('Customer', { exact: true });
  await customerField.fill(email);
  await pickOption(customerField, new RegExp(email.replace(/[.+]/g, '\\$&')));
  await manualDialog.getByLabel('Amount (¥)', { exact: true }).fill('123.45');
  await manualDialog.getByLabel('Reason', { exact: true }).fill('Launch discount');
  await manualDialog.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(manualDialog).toBeHidden();
  await page.getByRole('tab', { name: 'Totals' }).click();
  await page.getByLabel('Name or contact', { exact: true }).fill(email);
  await page.getByLabel('Name or contact', { exact: true }).press('Enter');
  const totals = page.getByRole('table', { name: 'Rebates by party and period' });
  await expect(totals.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  await expect(totals.getByRole('row')).toHaveCount(3); // the heading, the customer's row, the total
  await expect(page.getByTestId('sales-rebate-total')).toHaveText('¥123.45');
  expect(await findSevereViolations(page, ['#erp-main'])).toEqual([]);
  await close();
});
