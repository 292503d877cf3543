import {
  newPhone,
  openCustomerOrder,
  payOrderBySandboxApi,
  quotePcbIntoCart,
  registerCustomer,
} from '../support/customer.ts';
import { placePcbOrder, uploadGerberByApi } from '../support/orders.ts';
import { approveContractAsStaff, demoStaff } from '../support/staff.ts';
import { openStaffBrowser, orderDrawer } from '../support/staff-screen.ts';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/test.ts';

// Orders read as the quote form reads: every spec field with its label and value in the reader's language, grouped
// as on the form, the Gerber file by its name; the customer's page shows where and to whom the order ships; the staff
// drawer words payments and quote acceptance; a cart line names thickness, mask colour and finish.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

/** The internal names a reader must never see: spec keys, option codes, the stored booleans. */
const rawWords = ['surfaceFinish', 'ulMark', 'gerberFileId', 'solderMask', 'boardLength', 'hasl_', 'enig', 'false'];

/** The value shown beside a label in a spec description. */
function specValue(container: Locator, label: string): Locator {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return container
    .locator('.spec-description-row')
    .filter({ has: container.page().locator('dt', { hasText: exact }) })
    .locator('dd');
}

/** A 2-layer ENIG board, blue mask, 1.2 mm, no UL mark, with its Gerber file: the order placed through the API. */
async function placeEnigOrder(page: Page, phone: string) {
  const gerberFileId = await uploadGerberByApi(page.request, 'arduino-uno');
  return placePcbOrder(page.request, phone, {
    gerberFileId,
    spec: {
      layers: 2,
      boardLength: 100,
      boardWidth: 100,
      boardNumber: 5,
      thickness: 1.2,
      solderMask: 'blue',
      surfaceFinish: 'enig',
      ulMark: false,
      gerberFileId,
    },
  });
}

/** A sandbox payment attempt that fails, as the logged-in customer of `request`. */
async function failSandboxPayment(request: APIRequestContext, orderId: string): Promise<void> {
  const created = await request.post('/api/pay/create', { data: { orderId, channel: 'sandbox' } });
  const body = (await created.json()) as { code: string; data: { paymentId: string } };
  expect(body.code, JSON.stringify(body)).toBe('200');
  const failed = await request.post('/api/dev/sandbox/pay', {
    data: { paymentId: body.data.paymentId, result: 'failed' },
  });
  expect(((await failed.json()) as { data: { status: string } }).data.status).toBe('failed');
}

test('the order page shows the spec, files, delivery and contacts in words, in English and Chinese', async ({
  page,
}) => {
  const phone = newPhone();
  await registerCustomer(page, phone);
  const { orderId } = await placeEnigOrder(page, phone);
  await openCustomerOrder(page, orderId, 'Awaiting contract review');

  const spec = page.getByTestId('order-spec');
  await expect(spec.getByRole('heading', { name: 'Solder mask and finish', level: 3 })).toBeVisible();
  await expect(specValue(spec, 'Surface finish')).toHaveText('Immersion gold (ENIG)');
  await expect(specValue(spec, 'Solder mask')).toHaveText('Blue');
  await expect(specValue(spec, 'Silkscreen')).toHaveText('White');
  await expect(specValue(spec, 'Thickness')).toHaveText('1.2 mm');
  await expect(specValue(spec, 'TG')).toHaveText('TG130');
  await expect(specValue(spec, 'UL mark')).toHaveText('No');
  await expect(specValue(spec, 'Layers')).toHaveText('2 layers');
  // The Gerber file by its name, a link that downloads it.
  const file = spec.getByRole('link', { name: 'arduino-uno.zip' });
  await expect(specValue(spec, 'Gerber file')).toHaveText('arduino-uno.zip');
  const download = await page.request.get((await file.getAttribute('href')) as string);
  expect(download.ok()).toBe(true);
  for (const raw of rawWords) await expect(page.locator('main')).not.toContainText(raw);

  const delivery = page.getByTestId('order-delivery');
  await expect(delivery).toContainText('Standard express');
  await expect(delivery).toContainText('Li Lei');
  await expect(delivery).toContainText('广东省 深圳市 南山区 1 Keji Road');
  await expect(delivery).toContainText(`Han Meimei · ${phone}`);

  // The same page in Chinese, switched from the header.
  await page.getByRole('button', { name: '中文' }).first().click();
  await expect(spec.getByRole('heading', { name: '阻焊与表面处理', level: 3 })).toBeVisible();
  await expect(specValue(spec, '表面处理')).toHaveText('沉金');
  await expect(specValue(spec, '阻焊颜色')).toHaveText('蓝色');
  await expect(specValue(spec, '字符颜色')).toHaveText('白字');
  await expect(specValue(spec, '板厚')).toHaveText('1.2mm');
  await expect(specValue(spec, 'UL标记')).toHaveText('否');
  await expect(specValue(spec, 'Gerber文件')).toHaveText('arduino-uno.zip');
  for (const raw of rawWords) await expect(page.locator('main')).not.toContainText(raw);
  await expect(page.getByTestId('order-delivery')).toContainText('标准快递');
});

test('the staff drawer shows the spec in words, payments translated and no quote acceptance on a paid board order', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const phone = newPhone();
  await registerCustomer(page, phone);
  const { orderId, orderNo } = await placeEnigOrder(page, phone);
  await failSandboxPayment(page.request, orderId);
  const staffApi = await playwright.request.newContext({ baseURL });
  await approveContractAsStaff(staffApi, orderId);
  await staffApi.dispose();
  await payOrderBySandboxApi(page.request, orderId);

  const admin = await openStaffBrowser(browser, demoStaff.admin);
  const openOrder = async (allOrders: string, search: string, open: string) => {
    await admin.page.goto('/erp/salesOrders');
    await admin.page.getByRole('tab', { name: allOrders }).click();
    await admin.page.getByLabel(search).fill(orderNo);
    await admin.page.getByLabel(search).press('Enter');
    await admin.page.getByRole('button', { name: `${open} ${orderNo}` }).click();
  };
  await openOrder('All orders', 'Search orders', 'Open order');
  const drawer = orderDrawer(admin.page, orderNo);
  await expect(drawer.getByTestId('erp-order-status')).toHaveText('Awaiting purchase order placement');
  const spec = drawer.getByTestId('erp-order-spec');
  await expect(specValue(spec, 'Surface finish')).toHaveText('Immersion gold (ENIG)');
  await expect(specValue(spec, 'Solder mask')).toHaveText('Blue');
  await expect(specValue(spec, 'Thickness')).toHaveText('1.2 mm');
  await expect(specValue(spec, 'UL mark')).toHaveText('No');
  await expect(spec.getByRole('link', { name: 'arduino-uno.zip' })).toBeVisible();
  // Payments in words: the failed sandbox attempt and the paid one.
  const payments = drawer.locator('.ant-card').filter({ has: admin.page.getByRole('heading', { name: 'Payments' }) });
  await expect(payments.getByRole('cell', { name: 'Sandbox (test)' })).toHaveCount(2);
  await expect(payments.getByRole('cell', { name: 'Payment failed', exact: true })).toBeVisible();
  await expect(payments.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  // A board order is priced when placed: no quote waits for acceptance, so none is reported.
  await expect(drawer.getByText('Customer accepted the quote')).toHaveCount(0);
  for (const raw of [...rawWords, 'sandbox']) await expect(drawer).not.toContainText(raw);
  // The stored status code never shows as such ("Payment failed" is its wording).
  await expect(payments.getByRole('cell', { name: 'failed', exact: true })).toHaveCount(0);

  // In Chinese: the drawer opened again after the switch in the header.
  await drawer.getByRole('button', { name: 'Close' }).first().click();
  await expect(drawer).toBeHidden();
  await admin.page.getByRole('button', { name: '中文' }).first().click();
  await admin.page.getByRole('button', { name: `打开订单 ${orderNo}` }).click();
  const zhDrawer = admin.page.getByRole('dialog', { name: `订单 ${orderNo}` });
  const zhSpec = zhDrawer.getByTestId('erp-order-spec');
  await expect(specValue(zhSpec, '表面处理')).toHaveText('沉金');
  await expect(specValue(zhSpec, '阻焊颜色')).toHaveText('蓝色');
  await expect(specValue(zhSpec, '板厚')).toHaveText('1.2mm');
  await expect(specValue(zhSpec, 'UL标记')).toHaveText('否');
  await expect(zhDrawer.getByRole('cell', { name: '沙箱（测试）' })).toHaveCount(2);
  await expect(zhDrawer.getByRole('cell', { name: '支付失败' })).toBeVisible();
  for (const raw of [...rawWords, 'sandbox', 'failed']) await expect(zhDrawer).not.toContainText(raw);
  await admin.close();
});

test('a cart line names thickness, mask colour and finish', async ({ page }) => {
  await registerCustomer(page, newPhone());
  await quotePcbIntoCart(page);
  const line = page.getByTestId('cart-line');
  await expect(line).toContainText(
    'FR-4 · 2 layers · 100 × 100 mm · Thickness: 1.6 mm · Solder mask: Green · Surface finish: Leaded HASL',
  );
  await page.getByRole('button', { name: '中文' }).first().click();
  await expect(line).toContainText('FR-4 · 双面 · 100×100mm · 板厚：1.6mm · 阻焊颜色：绿色 · 表面处理：有铅喷锡');
});
