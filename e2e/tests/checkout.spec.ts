import { newPhone, pickPlace, quotePcbIntoCart, registerCustomer } from '../support/customer.ts';
import { openDialogWith } from '../support/dialogs.ts';
import { placePcbOrder } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

// Issue 11, point 4: the checkout asks for the invoice title and method only when an invoice is wanted, and proposes
// the title and contacts of the customer's last order (editable).

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

test("proposes the last order's contacts and asks for a title only with an invoice", async ({ page }) => {
  const phone = newPhone();
  await registerCustomer(page, phone);
  await placePcbOrder(page.request, phone); // contacts Li Lei / Han Meimei, title "Shenzhen Test Electronics Co., Ltd."

  await quotePcbIntoCart(page);
  await page.getByRole('button', { name: 'Check out (1)' }).click();
  await expect(page.getByLabel('Order contact', { exact: true })).toHaveValue('Li Lei');
  await expect(page.getByLabel('Technical contact', { exact: true })).toHaveValue('Han Meimei');
  await expect(page.getByLabel('Technical contact phone')).toHaveValue(phone);
  // No invoice: neither the title nor the invoicing method is asked.
  await expect(page.getByLabel('Receipt / contract title')).toBeHidden();
  await expect(page.getByRole('radio', { name: 'Electronic' })).toBeHidden();

  await page.getByRole('radio', { name: 'Ordinary VAT invoice' }).check();
  const title = page.getByLabel('Receipt / contract title');
  await expect(title).toHaveValue('Shenzhen Test Electronics Co., Ltd.');
  await title.fill('');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#checkout_contractTitle_help')).toHaveText('Required');
  await expect(page).toHaveURL(/shoppingCart/);
});

// Issue 11, point 4: the delivery address's province, city and district are picked from the region list, on a
// desktop and on a phone, and the order ships to the names picked.
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('adds an address through the region picker at checkout and places the order', async ({ page }) => {
      const phone = newPhone();
      await registerCustomer(page, phone);
      await quotePcbIntoCart(page);
      await page.getByRole('button', { name: 'Check out (1)' }).click();
      await page.getByLabel('Order contact', { exact: true }).fill('Li Lei');
      await page.getByLabel('Technical contact', { exact: true }).fill('Han Meimei');
      await page.getByLabel('Technical contact phone').fill('13800138000');

      const dialog = page.getByRole('dialog', { name: 'New delivery address' });
      await openDialogWith(page.getByRole('button', { name: 'Add address' }), dialog);
      await expect(dialog.getByLabel('Country or region')).toBeVisible();
      await dialog.getByLabel('Full name').fill('Li Lei');
      await dialog.getByLabel('Mobile').fill(phone);
      await dialog.getByLabel('Street address').fill('88 Zhongguancun Street');
      // Nothing picked yet: the place is asked for.
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Please choose the province, city and district')).toBeVisible();
      // A municipality: its city is itself.
      await pickPlace(page, dialog, ['北京市', '北京市', '海淀区']);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('radio', { name: /北京市 北京市 海淀区 88 Zhongguancun Street/ })).toBeChecked();

      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/orderDetail\?orderId=/);
      await expect(page.getByTestId('order-delivery')).toContainText('北京市 北京市 海淀区 88 Zhongguancun Street');
    });
  });
}
