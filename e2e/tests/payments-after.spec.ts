import { findSevereViolations } from '../support/axe.ts';
import { confirmReceipt, newPhone, openCustomerOrder, registerCustomer } from '../support/customer.ts';
import { waitForDialogOpened, waitForPopoverOpened } from '../support/dialogs.ts';
import { placePaidPcbOrder, placePcbOrder } from '../support/orders.ts';
import { approveContractAsStaff, shipPaidOrderAsStaff } from '../support/staff.ts';
import { expect, type Page, test } from '../support/test.ts';

// Issue 11 point 7, payments and after: an abandoned attempt closes once another pays the order and every attempt
// reads in words; a failed payment offers every channel again; confirming receipt asks first; a rated order shows
// its rating instead of the form, whose stars cannot be cleared and whose refusal names no field.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

/** The order page's table of payment attempts. */
const attemptsOf = (page: Page) => page.getByTestId('order-payments');

test('an abandoned sandbox attempt closes when a bank transfer pays the order', async ({
  page,
  playwright,
  baseURL,
}) => {
  const phone = newPhone();
  await registerCustomer(page, phone);
  const { orderId } = await placePcbOrder(page.request, phone);
  // The sales director approves the contract and, with finance:verifyCollection, later verifies the transfer.
  const staffApi = await playwright.request.newContext({ baseURL });
  await approveContractAsStaff(staffApi, orderId);
  // The customer opened the sandbox's pay page once and left it.
  const abandoned = await page.request.post('/api/pay/create', { data: { orderId, channel: 'sandbox' } });
  expect(abandoned.ok(), await abandoned.text()).toBe(true);

  await openCustomerOrder(page, orderId, 'Awaiting purchase order placement');
  const attempts = attemptsOf(page);
  await expect(attempts.getByRole('row').filter({ hasText: 'Sandbox (test)' })).toContainText('Waiting for payment…');

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('radio', { name: 'Bank transfer' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const reference = ((await page.getByTestId('pay-reference').textContent()) ?? '').trim();
  expect(reference).toMatch(/^BF[A-Z2-9]{8}$/);
  const verified = await staffApi.post('/api/erp/payment/verifyCollection', {
    data: { orderId, amount: 30, referenceCode: reference },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  await staffApi.dispose();

  await expect(page.getByTestId('pay-status')).toHaveText('Paid', { timeout: 15_000 });
  await expect(page.getByTestId('order-paid')).toHaveText('¥30.00');
  // The abandoned attempt says why it closed; nothing waits beside the paid transfer.
  await expect(attempts.getByRole('row').filter({ hasText: 'Sandbox (test)' })).toContainText(
    'Closed: the order is paid',
  );
  await expect(attempts.getByRole('row').filter({ hasText: 'Bank transfer' })).toContainText('Paid');
  await expect(attempts).not.toContainText('Waiting for payment…');
  expect(await findSevereViolations(page, ['[data-testid="order-payments"]'])).toEqual([]);

  // The same in Chinese.
  await page.getByRole('button', { name: /中文/ }).first().click();
  await expect(attempts.getByRole('row').filter({ hasText: '沙箱（测试）' })).toContainText('已关闭：订单已付清');
  await expect(attempts.getByRole('row').filter({ hasText: '银行转账' })).toContainText('已支付');
});

test('after a failed payment every channel is offered again, and the next attempt pays', async ({
  page,
  playwright,
  baseURL,
}) => {
  const phone = newPhone();
  await registerCustomer(page, phone);
  const { orderId } = await placePcbOrder(page.request, phone);
  const staffApi = await playwright.request.newContext({ baseURL });
  await approveContractAsStaff(staffApi, orderId);
  await staffApi.dispose();
  await openCustomerOrder(page, orderId, 'Awaiting purchase order placement');

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('radio', { name: 'Sandbox (test)' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Sandbox: fail' }).click();

  await expect(page.getByTestId('pay-failed')).toContainText('The payment failed. Choose a way to pay and try again.');
  const channels = page.getByRole('radiogroup', { name: 'Payment channel' });
  for (const name of ['Alipay', 'WeChat Pay', 'Bank transfer', 'Sandbox (test)'])
    await expect(channels.getByRole('radio', { name })).toBeEnabled();
  await expect(attemptsOf(page).getByRole('cell', { name: 'Payment failed', exact: true })).toHaveCount(1);

  await channels.getByRole('radio', { name: 'Sandbox (test)' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Sandbox: pay now' }).click();
  await expect(page.getByTestId('pay-status')).toHaveText('Paid', { timeout: 15_000 });
  await expect(page.getByTestId('order-paid')).toHaveText('¥30.00');
  await expect(page.getByTestId('pay-failed')).toBeHidden();
  await expect(attemptsOf(page).getByRole('cell', { name: 'Payment failed', exact: true })).toHaveCount(1);
  await expect(attemptsOf(page).getByRole('cell', { name: 'Paid', exact: true })).toHaveCount(1);
});

test('confirming receipt asks first; the rating keeps its stars, refuses none in words, and then shows read-only', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { orderId } = await placePaidPcbOrder(page, playwright.request, baseURL);
  const staffApi = await playwright.request.newContext({ baseURL });
  await shipPaidOrderAsStaff(staffApi, orderId, 5);
  await staffApi.dispose();
  await openCustomerOrder(page, orderId, 'Awaiting completion confirmation');

  // "Confirm receipt" asks first; "Not yet" sends nothing.
  const receipts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/orderInfo/confirmReceipt')) receipts.push(request.url());
  });
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  const question = page.getByRole('tooltip').filter({ hasText: 'Confirm that you have received this order?' });
  await waitForPopoverOpened(question);
  await question.getByRole('button', { name: 'Not yet' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting completion confirmation');
  expect(receipts).toEqual([]);
  await confirmReceipt(page);
  expect(receipts).toHaveLength(1);

  await page.getByRole('button', { name: 'Rate this order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rate this order' });
  await waitForDialogOpened(dialog);
  const stars = dialog.getByRole('radio');
  // Five stars are chosen at first; clicking the fifth again keeps them (the dialog zooms in: retry a click that
  // landed during the animation).
  await expect(stars.nth(4)).toHaveAttribute('aria-checked', 'true');
  await expect(async () => {
    await stars.nth(4).click();
    await expect(stars.nth(4)).toHaveAttribute('aria-checked', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // The keyboard can still take the stars down to none: the form refuses that in words, without asking the server.
  const rates: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/orderInfo/rate')) rates.push(request.url());
  });
  await stars.nth(4).focus();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(stars.nth(0)).toHaveAttribute('aria-checked', 'false');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Choose 1 to 5 stars')).toBeVisible();
  await expect(dialog).not.toContainText('stars must');
  expect(rates).toEqual([]);

  await expect(async () => {
    await stars.nth(3).click();
    await expect(stars.nth(3)).toHaveAttribute('aria-checked', 'true', { timeout: 1_000 });
    await expect(stars.nth(4)).toHaveAttribute('aria-checked', 'false', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await dialog.getByLabel('Your review').fill('Clean boards, fast shipping.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();

  // Rated: the form's button is gone and the rating is shown read-only, also after a reload.
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    const rating = page.getByTestId('order-rating');
    await expect(rating).toContainText('Your rating');
    await expect(rating).toContainText('Clean boards, fast shipping.');
    await expect(rating.getByRole('radio', { checked: true })).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Rate this order' })).toHaveCount(0);
  }
  expect(await findSevereViolations(page, ['[data-testid="order-rating"]'])).toEqual([]);
});
