import { findSevereViolations } from '../support/axe.ts';
import { newPhone, openCustomerOrder, payBySandbox, registerCustomer } from '../support/customer.ts';
import { waitForDialogOpened } from '../support/dialogs.ts';
import { placePcbOrder } from '../support/orders.ts';
import { demoStaff, logInStaffByApi } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

// The Invoicing tab (开票): a customer orders with an ordinary VAT invoice (¥30.00 + 6 % tax = ¥31.80) and pays in the
// sandbox; a sales director records the invoice on the Invoicing tab; the customer sees it on the order page. The
// tab is then read in Chinese and checked with axe.

const viewport = { width: 1280, height: 900 };
/** The back-office view inside the ERP shell. */
const erpView = '#erp-main';
test.use({ locale: 'en-US', viewport });

test('a sales director records the invoice of a paid order and the customer sees it on the order page', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const phone = newPhone();
  const invoiceNo = `E2E${Date.now()}`;
  await registerCustomer(page, phone);
  const { orderId, orderNo } = await placePcbOrder(page.request, phone, {
    // The spec names no invoice type: the order's own invoice type decides the tax, so the ordinary invoice staff
    // issue is on a taxed amount.
    spec: { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 },
    invoiceType: 'ordinary',
    invoicingMethod: 'paper',
    contractTitle: 'Shenzhen Invoice Test Co., Ltd.',
  });
  await openCustomerOrder(page, orderId, 'Awaiting contract review');
  await payBySandbox(page, '¥31.80');

  const staffContext = await browser.newContext({ locale: 'en-US', viewport });
  const staffPage = await staffContext.newPage();
  await logInStaffByApi(staffPage.request, demoStaff.salesDirector);
  await staffPage.goto('/erp');
  await staffPage.getByRole('menu').first().getByText('Invoicing').click();
  await expect(staffPage).toHaveURL(/\/erp\/invoicing$/);
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Invoicing' })).toBeVisible();

  // The paid order waits on the To invoice tab with what the customer asked for.
  const pending = staffPage.getByRole('table', { name: 'Paid orders waiting for an invoice' });
  const row = pending.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('Ordinary VAT invoice');
  await expect(row).toContainText('Shenzhen Invoice Test Co., Ltd.');
  await expect(row).toContainText('¥31.80');
  await row.getByRole('button', { name: `Issue an invoice for order ${orderNo}` }).click();

  const dialog = staffPage.getByRole('dialog', { name: 'Issue invoice' });

  await waitForDialogOpened(dialog);
  await expect(dialog.getByTestId('issue-remaining')).toHaveText('¥31.80');
  await expect(dialog.getByLabel('Amount (¥)')).toHaveValue('31.80');
  await expect(dialog.getByLabel('Issue date')).not.toHaveValue('');
  await dialog.getByLabel('Invoice No.').fill(invoiceNo);
  expect(await findSevereViolations(staffPage, [erpView, '.ant-modal'])).toEqual([]);
  await dialog.getByRole('button', { name: 'Record invoice' }).click();
  await expect(dialog).toBeHidden();
  await expect(pending.getByRole('row').filter({ hasText: orderNo })).toHaveCount(0);

  // The Issued tab lists it.
  await staffPage.getByRole('tab', { name: 'Issued' }).click();
  const issued = staffPage.getByRole('table', { name: 'Invoices issued' });
  const issuedRow = issued.getByRole('row').filter({ hasText: invoiceNo });
  await expect(issuedRow).toContainText(orderNo);
  await expect(issuedRow).toContainText('¥31.80');

  // The customer's open page follows the order event and lists the invoice.
  const invoices = page.getByTestId('order-invoices');
  await expect(invoices.getByRole('row').filter({ hasText: invoiceNo })).toContainText('¥31.80', { timeout: 15_000 });
  await expect(invoices).toContainText('Ordinary VAT invoice');
  await expect(invoices).toContainText('Paper');
  await expect(page.getByText('Invoice issued')).toBeVisible();

  // The tab in Chinese (the Issued tab is remembered), with no serious accessibility violations.
  await staffPage.getByRole('button', { name: '中文' }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: '开票' })).toBeVisible();
  await expect(staffPage.getByRole('tab', { name: '已开票', selected: true })).toBeVisible();
  const zhIssued = staffPage.getByRole('table', { name: '已开具的发票' });
  await expect(zhIssued.getByRole('row').filter({ hasText: invoiceNo })).toContainText('增值税普通发票');
  await staffPage.waitForLoadState('networkidle');
  expect(await findSevereViolations(staffPage, [erpView])).toEqual([]);
  await staffPage.getByRole('tab', { name: '待开票' }).click();
  await expect(staffPage.getByRole('table', { name: '待开票的已付款订单' })).toBeVisible();
  expect(await findSevereViolations(staffPage, [erpView])).toEqual([]);
  await staffContext.close();
});
