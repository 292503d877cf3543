import { newPhone, registerCustomer } from '../support/customer.ts';
import { placePcbOrder } from '../support/orders.ts';
import { approveContractAsStaff, demoStaff } from '../support/staff.ts';
import { openStaffBrowser, pickOption } from '../support/staff-screen.ts';
import { expect, test } from '../support/test.ts';

// The audit log (操作日志): a sales director logs in and approves an order's contract; the senior executive opens the
// Audit Log from the menu, finds the transition by the order's number and the login by filtering on the kind.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

test('a senior executive finds a login and an order transition in the audit log', async ({
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

  const { page: staffPage, close } = await openStaffBrowser(browser, demoStaff.seniorExecutive, '/erp');
  await staffPage.getByRole('menuitem', { name: 'Audit Log' }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const table = staffPage.getByRole('table', { name: 'Staff actions, newest first' });

  const number = staffPage.getByLabel('Number', { exact: true });
  await number.fill(orderNo);
  await number.press('Enter');
  const transition = table.getByRole('row').filter({ hasText: 'Order transition' });
  await expect(transition).toHaveCount(1);
  await expect(transition).toContainText('Demo Sales Director');
  await expect(transition).toContainText(`Order ${orderNo}`);
  await expect(transition).toContainText('{"status":5} → ');
  await expect(transition).toContainText('"action":"approveContract","status":6');
  await number.clear();
  await number.press('Enter');

  await pickOption(staffPage.getByLabel('Action', { exact: true }), 'Login');
  const rows = table.getByRole('row').filter({ hasText: 'Login' });
  await expect(rows.filter({ hasText: 'Demo Sales Director' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Demo Senior Executive' }).first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Order transition' })).toHaveCount(0);
  await close();
});
