import { findSevereViolations } from '../support/axe.ts';
import { newPhone, openCustomerOrder, registerCustomer } from '../support/customer.ts';
import { waitForDialogOpened } from '../support/dialogs.ts';
import { placePcbOrder } from '../support/orders.ts';
import { approveContractAsStaff, demoStaff, logInStaffByApi } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

// Bank transfer end to end (issue #6 part 4): the customer pays by bank transfer and gets a reference code; a sales
// director (finance:verifyCollection) checks the statement on /erp/collectionVerification and records it; the
// customer's order counts it as paid.

const viewport = { width: 1280, height: 900 };
/** The back-office view inside the ERP shell. */
const erpView = '#erp-main';
test.use({ locale: 'en-US', viewport });

test('a bank transfer is quoted by its reference code, verified by staff, and the order shows it paid', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const phone = newPhone();
  await registerCustomer(page, phone);
  // Ordering through the cart is orders.spec.ts's journey; here the order is placed through the API.
  const { orderId, orderNo } = await placePcbOrder(page.request, phone);
  await openCustomerOrder(page, orderId, 'Awaiting contract review');
  await expect(page.getByTestId('order-total')).toHaveText('¥30.00');

  const staffApi = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': 'en' } });
  await approveContractAsStaff(staffApi, orderId);
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting purchase order placement', { timeout: 15_000 });

  // The customer chooses bank transfer and sees where to send the money and the code to quote.
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('radio', { name: 'Bank transfer' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Transfer to this account and quote the reference code')).toBeVisible();
  await expect(page.getByText('Account No.')).toBeVisible();
  const reference = ((await page.getByTestId('pay-reference').textContent()) ?? '').trim();
  expect(reference).toMatch(/^BF[A-Z2-9]{8}$/);
  await expect(page.getByTestId('pay-status')).toHaveText('Waiting for payment…');

  // After a reload the order still shows the transfer and its code; choosing bank transfer again answers the same one.
  await page.reload();
  await expect(page.getByTestId('pay-reference')).toHaveText(reference);
  await expect(page.getByText('Account No.')).toBeVisible();
  await expect(page.getByTestId('pay-status')).toHaveText('Waiting for payment…');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('radio', { name: 'Bank transfer' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('pay-reference')).toHaveText(reference);

  // A sales director opens the pending transfers in the back office.
  const staffContext = await browser.newContext({ locale: 'en-US', viewport });
  const staffPage = await staffContext.newPage();
  await logInStaffByApi(staffPage.request, demoStaff.salesDirector);
  await staffPage.goto('/erp/collectionVerification');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Collection Verification' })).toBeVisible();
  await expect(staffPage.getByRole('tab', { name: 'Awaiting verification' })).toHaveAttribute('aria-selected', 'true');
  const pendingTable = staffPage.getByRole('table', { name: 'Bank transfers awaiting verification' });
  const row = pendingTable.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText(reference);
  // One pending transfer for the order, however many times the customer chose bank transfer.
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('¥30.00');
  await expect(row).toContainText(phone);
  await staffPage.waitForLoadState('networkidle');
  // The view itself (the shell's tab bar is the ERP layout's, checked with it).
  expect(await findSevereViolations(staffPage, [erpView])).toEqual([]);

  await row.getByRole('button', { name: `Verify the transfer of order ${orderNo}` }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Verify bank transfer' });
  await waitForDialogOpened(dialog);
  await expect(dialog.getByTestId('verify-expected-reference')).toHaveText(reference);
  await expect(dialog.getByTestId('verify-expected-amount')).toHaveText('¥30.00');

  // Nothing typed: each message names its field.
  const submit = dialog.getByRole('button', { name: 'Verify and record' });
  await submit.click();
  await expect(dialog.getByText('Amount received: enter the amount on the bank statement.')).toBeVisible();
  await expect(dialog.getByText('Reference code on the statement: enter 4 to 32 letters or digits.')).toBeVisible();
  // The button blocks clicks for a second after one (DebounceButton): scan once it is enabled again, so axe never
  // reads it while antd's styles move from the disabled look back to the primary one.
  await expect(submit).toBeEnabled();
  expect(await findSevereViolations(staffPage, [erpView, '.ant-modal'])).toEqual([]);

  // A short amount: the server refuses it and the dialog says why.
  await dialog.getByLabel('Amount received (¥)').fill('29.99');
  await dialog.getByLabel('Reference code on the statement').fill(` ${reference.toLowerCase()} `);
  await dialog.getByLabel('Remark').fill('Statement line 42');
  await expect(dialog.getByText('Amount received: enter the amount on the bank statement.')).toBeHidden();
  await submit.click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Not verified' })).toContainText(
    'The amount received (29.99) differs from the amount due (30.00).',
  );

  // The right amount: recorded, the dialog closes and the transfer leaves the pending list.
  await dialog.getByLabel('Amount received (¥)').fill('30');
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(staffPage.getByText(`Transfer of order ${orderNo} recorded as paid.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await staffPage.getByRole('tab', { name: 'Verified' }).click();
  const verifiedRow = staffPage
    .getByRole('table', { name: 'Verified bank transfers' })
    .getByRole('row')
    .filter({ hasText: orderNo });
  await expect(verifiedRow).toContainText('Paid');
  await expect(verifiedRow).toContainText('Statement line 42');
  await expect(verifiedRow).toContainText(reference);

  // Recorded once: a second verification is refused with the server's message.
  const again = await staffApi.post('/api/erp/payment/verifyCollection', {
    data: { orderId, amount: 30, referenceCode: reference },
  });
  const refused = (await again.json()) as { code: string; msg: string };
  expect(refused).toMatchObject({ code: '409', msg: 'This payment has already been recorded.' });
  await staffApi.dispose();
  await staffContext.close();

  // The customer's open page sees the payment settle; the order counts it as paid.
  await expect(page.getByTestId('pay-status')).toHaveText('Paid', { timeout: 15_000 });
  await expect(page.getByTestId('order-paid')).toHaveText('¥30.00');
  await page.reload();
  await expect(page.getByTestId('order-paid')).toHaveText('¥30.00');
  await expect(page.getByRole('row').filter({ hasText: 'Bank transfer' })).toContainText('Paid');
});

test.describe('Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the collection-verification view reads in Chinese and passes axe', async ({ page }) => {
    await logInStaffByApi(page.request, demoStaff.seniorExecutive);
    await page.goto('/erp/collectionVerification');
    await expect(page.getByRole('heading', { level: 1, name: '收款核销' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '待核销' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: '待核销的银行转账' })).toBeVisible();
    await page.getByRole('tab', { name: '已核销' }).click();
    await expect(page.getByRole('table', { name: '已核销的银行转账' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '核销人' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await findSevereViolations(page, [erpView])).toEqual([]);
  });
});
