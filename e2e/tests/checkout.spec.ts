import { expect, test } from '@playwright/test';
import { newPhone, quotePcbIntoCart, registerCustomer } from '../support/customer.ts';
import { placePcbOrder } from '../support/orders.ts';

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
