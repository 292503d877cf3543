import { addDeliveryAddress, newPhone, registerCustomer } from '../support/customer.ts';
import { attachGerberByApi } from '../support/orders.ts';
import { approveContractAsStaff } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

// Ordering end to end: a customer quotes a board, checks out from the cart with a new address, sees the order at
// contract review; staff approve it (another session) and the open detail page follows live; the sandbox pays it.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

test('quote, cart, checkout, live contract approval and sandbox payment', async ({ page, playwright, baseURL }) => {
  const phone = newPhone();
  await registerCustomer(page, phone);

  await page.goto('/valuation?tab=pcb');
  await page
    .getByRole('radiogroup', { name: 'Layers' })
    .locator('label')
    .filter({ hasText: /^2 layers$/ })
    .click();
  await page.getByLabel('Length (mm)').fill('100');
  await page.getByLabel('Width (mm)').fill('100');
  await page.getByLabel('Quantity', { exact: true }).fill('5');
  await expect(page.getByTestId('quote-total')).toHaveText('¥30.00');
  await page.getByRole('button', { name: 'Submit Order' }).first().click();

  await expect(page).toHaveURL(/\/order\/orderManagement\/shoppingCart/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText('¥30.00');
  // The cart is kept on the server: a reload keeps the line and does not add it twice.
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Check out (1)' }).click();

  // The order's invoice type decides the tax: a special VAT invoice adds 13 % (docs/pricing.md: ¥33.90), shown before
  // the order is placed and charged by the server.
  await expect(page.getByTestId('checkout-total')).toHaveText('¥30.00');
  await page.getByRole('radio', { name: 'Special VAT invoice' }).check();
  await expect(page.getByTestId('checkout-total')).toHaveText('¥33.90');

  await page.getByLabel('Receipt / contract title').fill('Shenzhen Test Electronics Co., Ltd.');
  await page.getByLabel('Order contact', { exact: true }).fill('Li Lei');
  await page.getByLabel('Technical contact', { exact: true }).fill('Han Meimei');
  await page.getByLabel('Technical contact phone').fill('12345');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByText(
      'Enter a valid mobile number for the chosen country or region (Chinese mainland: 11 digits starting with 13–19)',
    ),
  ).toBeVisible();
  await page.getByLabel('Technical contact phone').fill('13800138000');

  await addDeliveryAddress(page, phone);

  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page).toHaveURL(/\/orderDetail\?orderId=/);
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting contract review');
  await expect(page.getByTestId('order-total')).toHaveText('¥33.90');
  const orderId = new URL(page.url()).searchParams.get('orderId') as string;

  // One order was made, however many clicks.
  const list = await page.request.get('/api/orderInfo/list?group=all&time=0&pageNum=1&pageSize=20');
  expect(((await list.json()) as { data: { total: number } }).data.total).toBe(1);
  // The ordered line has left the cart the server keeps.
  await expect
    .poll(
      async () => ((await (await page.request.get('/api/cart')).json()) as { data: { lines: unknown[] } }).data.lines,
    )
    .toEqual([]);

  // The board was quoted without its Gerber: the customer attaches it (contract review needs it). Staff approve the
  // contract in their own session; the open page follows without a reload.
  await attachGerberByApi(page.request, orderId);
  const staff = await playwright.request.newContext({ baseURL });
  await approveContractAsStaff(staff, orderId);
  await staff.dispose();
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting purchase order placement', { timeout: 15_000 });
  await expect(page.getByText('Your order has been approved')).toBeVisible();

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('radio', { name: 'Sandbox (test)' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('link', { name: 'Open the payment page' })).toBeVisible();
  await page.getByRole('button', { name: 'Sandbox: pay now' }).click();
  await expect(page.getByTestId('pay-status')).toHaveText('Paid', { timeout: 15_000 });
  await expect(page.getByTestId('order-paid')).toHaveText('¥33.90');
  await expect(page.getByText('Payment received')).toBeVisible();

  await page.goto('/myOrder');
  await expect(page.getByRole('row', { name: /Awaiting purchase order placement/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: '¥33.90' }).first()).toBeVisible();
});

test.describe('Chinese, narrow screen', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 360, height: 800 } });

  test('the order list filters by group and shows status tags in Chinese', async ({ page }) => {
    const phone = newPhone();
    await registerCustomer(page, phone);
    const address = await page.request.post('/api/address/save', {
      data: {
        fullName: '李雷',
        mobile: phone,
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        detail: '科技路1号',
      },
    });
    const addressId = ((await address.json()) as { data: { id: string } }).data.id;
    const saved = await page.request.post('/api/orderInfo/saveOrder', {
      data: {
        orderType: 'pcb',
        spec: { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 },
        invoiceType: 'none',
        invoicingMethod: 'electronic',
        contractTitle: '深圳测试电子有限公司',
        placingOrder: '李雷',
        placingOrderPhone: phone,
        technicians: '韩梅梅',
        techniciansPhone: phone,
        addressId,
        shippingMethod: 'express',
        idempotencyKey: `e2e-${phone}`,
      },
    });
    expect(((await saved.json()) as { code: string }).code).toBe('200');

    await page.goto('/myOrder');
    await expect(page.getByRole('heading', { name: '我的订单' })).toBeVisible();
    await expect(page.getByText('待合同审核')).toBeVisible();
    await page.getByRole('combobox', { name: '分组' }).click();
    await page.getByTitle('订单（6–11）').click();
    await expect(page.getByText('没有符合条件的订单。')).toBeVisible();
    await expect(page).toHaveURL(/group=order/);
  });
});
