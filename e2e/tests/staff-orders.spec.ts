import { newPhone, placeBomInquiry, registerCustomer } from '../support/customer.ts';
import { demoStaff } from '../support/staff.ts';
import {
  findSevereViolationsBesideTabBar,
  openOrderFromTasks,
  openStaffBrowser,
  orderDrawer,
  pickOption,
  takeStaffAction,
} from '../support/staff-screen.ts';
import { expect, test } from '../support/test.ts';
import { keepFromReuse } from '../support/warm-browsers.ts';

// The staff order screen: a stale form answered by 409, and its Chinese words. The journey through every status is
// bom-inquiry-journey.spec.ts.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

test('a form left open while someone else moves the order is answered with a reload, not a second move', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const phone = newPhone();
  await registerCustomer(page, phone);
  const { orderNo } = await placeBomInquiry(page.request, phone);

  // The administrator's page hears no live events here, so its form still shows status 0 when it is sent.
  const admin = await openStaffBrowser(browser, demoStaff.admin);
  keepFromReuse(admin.page);
  await admin.page.routeWebSocket(/\/api\/ws\/orders/, (socket) => socket.close());
  await admin.page.route(/\/api\/events\//, (route) => route.abort());
  await openOrderFromTasks(admin.page, '/erp/salesOrders', orderNo);
  await admin.page.getByRole('dialog').getByRole('button', { name: 'Assign sales', exact: true }).click();
  const form = admin.page.getByRole('dialog', { name: 'Assign sales', exact: true });
  await pickOption(form.getByLabel('Salesperson'), /Demo Sales Supervisor/);

  const supervisor = await openStaffBrowser(browser, demoStaff.salesSupervisor);
  await openOrderFromTasks(supervisor.page, '/erp/salesOrders', orderNo);
  await takeStaffAction(supervisor.page, 'Assign sales', 'Awaiting purchasing assignment', (assign) =>
    pickOption(assign.getByLabel('Salesperson'), /Demo Sales Manager/),
  );
  await supervisor.close();

  const answer = admin.page.waitForResponse('**/api/erp/order/transition');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect(((await (await answer).json()) as { code: string }).code).toBe('409');
  await expect(admin.page.getByText('The order changed meanwhile and has been reloaded.')).toBeVisible();
  await expect(form).toBeHidden();
  const drawer = orderDrawer(admin.page, orderNo);
  await expect(drawer.getByTestId('erp-order-status')).toHaveText('Awaiting purchasing assignment');
  await expect(drawer.getByText('Demo Sales Manager (13900000014)')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Assign purchasing' })).toBeVisible();
  await admin.close();
});

test.describe('Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the order screen speaks the workflow words of its staff', async ({ page, browser }) => {
    const phone = newPhone();
    await registerCustomer(page, phone);
    const { orderNo } = await placeBomInquiry(page.request, phone);
    const context = await browser.newContext({ locale: 'zh-CN' });
    const staff = await context.newPage();
    await staff.goto('/login?tab=manage');
    const panel = staff.getByRole('tabpanel').filter({ visible: true });
    await panel.getByLabel('手机号').fill(demoStaff.salesSupervisor);
    await panel.getByLabel('密码', { exact: true }).fill('Demo1234');
    await panel.getByRole('button', { name: '登录' }).click();
    await expect(staff).toHaveURL(/\/erp/);
    await staff.goto('/erp/salesOrders');
    await expect(staff.getByRole('heading', { name: '销售订单', level: 1 })).toBeVisible();
    await expect(staff.getByRole('tab', { name: '我的待办' })).toBeVisible();
    await expect(staff.locator('.erp-status-filter').getByText(/^待分配销售（\d+）$/)).toBeVisible();
    await staff.getByRole('button', { name: `打开订单 ${orderNo}` }).click();
    const drawer = staff.getByRole('dialog', { name: `订单 ${orderNo}` });
    await expect(drawer.getByTestId('erp-order-status')).toHaveText('待分配销售');
    await expect(drawer.getByRole('button', { name: '分配销售' })).toBeVisible();
    expect(await findSevereViolationsBesideTabBar(staff)).toEqual([]);
    await context.close();
  });
});
