import { findSevereViolations } from '../support/axe.ts';
import { newPhone, payOrderBySandboxApi, registerCustomer } from '../support/customer.ts';
import { placePcbOrder } from '../support/orders.ts';
import { expect, type Page, test } from '../support/test.ts';

// Issue 11 point 1: /order/home is the customer's dashboard. A customer with one unpaid and one paid order sees the
// unpaid one waiting for them with a Pay button and the paid one in production at "paid", in both languages; the
// old "arrive with the ordering feature" notice is gone and /memberHome leads to the same page.

/** The dashboard's row of an order in a section (regions are named by their headings). */
function rowOf(page: Page, section: RegExp, orderNo: string) {
  return page.getByRole('region', { name: section }).getByRole('listitem').filter({ hasText: orderNo });
}

test('the dashboard lists the unpaid order under waiting for you and the paid one in production at "paid"', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const phone = newPhone();
  await registerCustomer(page, phone);
  const unpaid = await placePcbOrder(page.request, phone, { idempotencyKey: `e2e-home-unpaid-${phone}` });
  const paid = await placePcbOrder(page.request, phone, { idempotencyKey: `e2e-home-paid-${phone}` });
  await payOrderBySandboxApi(page.request, paid.orderId);

  // English, reached from the header's Order Management button.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Order Management' }).first().click();
  await expect(page).toHaveURL(/\/order\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();

  const waiting = rowOf(page, /^Waiting for you/, unpaid.orderNo);
  await expect(waiting).toContainText('Waiting for your payment: ¥30.00');
  await expect(waiting.getByRole('link', { name: /^Pay/ })).toBeVisible();
  await expect(rowOf(page, /^Waiting for you/, paid.orderNo)).toHaveCount(0);

  const inProduction = rowOf(page, /^In production/, paid.orderNo);
  await expect(inProduction.getByTestId('production-progress')).toHaveAttribute('data-stage', 'paid');
  await expect(inProduction.getByTestId('production-stage')).toHaveText('Now: Paid · contract review under way');
  await expect(rowOf(page, /^In production/, unpaid.orderNo)).toHaveCount(0);

  await expect(page.getByText(/arrive with the ordering feature/)).toHaveCount(0);
  await expect(page.getByTestId('points-balance')).toContainText('50');
  expect(await findSevereViolations(page)).toEqual([]);

  // Pay leads to the order's page with its payment channels already shown.
  await waiting.getByRole('link', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(new RegExp(`/orderDetail\\?orderId=${unpaid.orderId}&pay=1$`));
  await expect(page.getByRole('radiogroup', { name: 'Payment channel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);

  // Chinese, on a phone, in a browser of its own with the same login; the old member home leads here too.
  const chinese = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 390, height: 844 },
    storageState: await page.context().storageState(),
  });
  const zhPage = await chinese.newPage();
  await zhPage.goto('/memberHome');
  await expect(zhPage).toHaveURL(/\/order\/home$/);
  await expect(zhPage.getByRole('heading', { level: 1, name: '客户中心' })).toBeVisible();
  const zhWaiting = rowOf(zhPage, /^待您处理/, unpaid.orderNo);
  await expect(zhWaiting).toContainText('待付款：¥30.00');
  await expect(zhWaiting.getByRole('link', { name: /^付款/ })).toBeVisible();
  await expect(rowOf(zhPage, /^待您处理/, paid.orderNo)).toHaveCount(0);
  const zhProduction = rowOf(zhPage, /^生产进度/, paid.orderNo);
  await expect(zhProduction.getByTestId('production-progress')).toHaveAttribute('data-stage', 'paid');
  await expect(zhProduction.getByTestId('production-stage')).toHaveText('当前：已付款 · 合同审核中');
  await expect(zhPage.getByText(/随订单功能上线|arrive with the ordering feature/)).toHaveCount(0);
  expect(await findSevereViolations(zhPage)).toEqual([]);
  await chinese.close();
});
