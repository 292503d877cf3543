import { findSevereViolations } from '../support/axe.ts';
import { waitForDialogOpened } from '../support/dialogs.ts';
import { placePaidPcbOrder } from '../support/orders.ts';
import { demoStaff, shipPaidOrderAsStaff } from '../support/staff.ts';
import { openStaffBrowser } from '../support/staff-screen.ts';
import { expect, test } from '../support/test.ts';

// Customers (客户) and a declined return: a customer pays a ¥30.00 order, it ships and they ask to return it. The sales
// director finds the customer, grants credit (¥5,000.00, 30 days) and reads the month's statement (the order charged,
// the payment received, nothing owed), then declines the return with a reason, which the customer reads on the order.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

test('a sales director sets credit and reads the statement; a declined return shows its reason to the customer', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { phone, orderId, orderNo } = await placePaidPcbOrder(page, playwright.request, baseURL);
  const staffApi = await playwright.request.newContext({ baseURL });
  await shipPaidOrderAsStaff(staffApi, orderId, 5);
  await staffApi.dispose();
  const asked = await page.request.post('/api/orderInfo/requestReturn', {
    data: { orderId, reason: 'Two boards are scratched' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);

  const { page: staffPage, close } = await openStaffBrowser(browser, demoStaff.salesDirector, '/erp/customers');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  const search = staffPage.getByLabel('Search', { exact: true });
  await search.fill(phone);
  await search.press('Enter');
  const row = staffPage.getByRole('table', { name: 'Customers' }).getByRole('row').filter({ hasText: phone });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('¥30.00');
  await row.getByRole('button', { name: /^Open customer / }).click();
  const drawer = staffPage.getByRole('dialog', { name: /^Customer / });
  await expect(drawer.getByTestId('customer-credit')).toHaveText('No credit');
  await staffPage.waitForLoadState('networkidle');
  expect(await findSevereViolations(staffPage, ['.ant-drawer'])).toEqual([]);

  await drawer.getByRole('button', { name: 'Set credit' }).click();
  const creditDialog = staffPage.getByRole('dialog', { name: 'Set credit terms' });
  await waitForDialogOpened(creditDialog);
  await creditDialog.getByLabel('Credit limit (¥)', { exact: true }).fill('5000');
  await creditDialog.getByLabel('Days to pay', { exact: true }).fill('30');
  await creditDialog.getByRole('button', { name: 'Save' }).click();
  await expect(creditDialog).toBeHidden();
  await expect(drawer.getByTestId('customer-credit')).toHaveText('¥5,000.00 for 30 days');
  await expect(drawer.getByRole('table').filter({ hasText: 'By (role)' })).toContainText('(15)');

  // This month's statement: the ¥30.00 order charged, its payment received, nothing owed at the end.
  const statement = drawer.getByTestId('customer-statement');
  await expect(statement.getByTestId('statement-closing')).toHaveText('¥0.00');
  const lines = statement.getByRole('row').filter({ hasText: orderNo });
  await expect(lines.filter({ hasText: 'Order' })).toContainText('¥30.00');
  await expect(lines.filter({ hasText: 'Payment' })).toContainText('-¥30.00');
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();

  // The return request, declined from the sales-returns queue with a reason.
  await staffPage.goto('/erp/salesReturns');
  const requests = staffPage.getByRole('table', { name: 'Return requests awaiting approval' });
  await requests.getByRole('button', { name: `Decline the return of order ${orderNo}` }).click();
  const declineDialog = staffPage.getByRole('dialog', { name: 'Decline the return' });
  await waitForDialogOpened(declineDialog);
  await declineDialog
    .getByLabel('Reason (the customer reads it)', { exact: true })
    .fill('Scratches are within IPC class 2');
  await declineDialog.getByRole('button', { name: 'Decline return' }).click();
  await expect(declineDialog).toBeHidden();
  await expect(requests.getByRole('row').filter({ hasText: orderNo })).toHaveCount(0);
  await close();

  await page.goto(`/orderDetail?orderId=${encodeURIComponent(orderId)}`);
  await expect(page.getByTestId('order-return-declined')).toContainText('Scratches are within IPC class 2');
  await expect(page.getByText('Return request declined: Scratches are within IPC class 2')).toBeVisible();
});
