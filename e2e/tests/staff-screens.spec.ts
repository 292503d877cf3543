import { newPhone, registerCustomer } from '../support/customer.ts';
import { placePcbOrder } from '../support/orders.ts';
import { approveContractAsStaff, demoStaff } from '../support/staff.ts';
import { openOrderFromTasks, openStaffBrowser, orderDrawer } from '../support/staff-screen.ts';
import { expect, test } from '../support/test.ts';

// Issue 11, point 12: staff screens that confused — an unpaid order said nothing of the payment it waits for, and
// Procurement listed contract reviews that belong to Sales Orders.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

test('an approved, unpaid order says it waits for the payment and how much; its ordered quantity is shown', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const phone = newPhone();
  await registerCustomer(page, phone);
  const { orderId, orderNo } = await placePcbOrder(page.request, phone);
  const staffApi = await playwright.request.newContext({ baseURL });
  await approveContractAsStaff(staffApi, orderId);
  await staffApi.dispose();

  const director = await openStaffBrowser(browser, demoStaff.salesDirector);
  try {
    const drawer = await openOrderFromTasks(director.page, '/erp/salesOrders', orderNo);
    await expect(drawer.getByRole('button', { name: 'Cancel order', exact: true })).toBeVisible();
    await expect(
      drawer.getByText('Waiting for the customer to pay ¥30.00: purchasing and production start once it is paid.'),
    ).toBeVisible();
    await expect(drawer.locator('th:has-text("Ordered quantity") + td')).toHaveText('5');
    // A priced order's lines are fees: no column of 1s that reads as one board.
    await expect(drawer.getByRole('columnheader', { name: 'Quantity' })).toHaveCount(0);
  } finally {
    await director.close();
  }
});

test('Procurement lists only purchasing and stock steps: a contract review stays on Sales Orders', async ({
  page,
  browser,
}) => {
  const phone = newPhone();
  await registerCustomer(page, phone);
  const { orderNo } = await placePcbOrder(page.request, phone);

  // The senior executive has both screens and may review contracts.
  const executive = await openStaffBrowser(browser, demoStaff.seniorExecutive);
  try {
    await openOrderFromTasks(executive.page, '/erp/salesOrders', orderNo);
    await expect(orderDrawer(executive.page, orderNo).getByRole('button', { name: 'Approve contract' })).toBeVisible();

    await executive.page.goto('/erp/procurement?view=tasks&status=5');
    await expect(executive.page.getByText('Nothing is waiting for you.')).toBeVisible();
    await expect(executive.page.getByRole('button', { name: `Open order ${orderNo}` })).toHaveCount(0);
  } finally {
    await executive.close();
  }
});
