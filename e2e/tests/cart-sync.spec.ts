import { customerPassword, newPhone, registerCustomer, submitPcbQuote } from '../support/customer.ts';
import { expect, test } from '../support/test.ts';

// The cart follows the account (issue 11, point 10): a visitor's quote joins the customer's cart at login, and the
// cart is kept on the server, so a second device logged in as the same customer sees and changes the same lines.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

const cartPath = '/order/orderManagement/shoppingCart';

test("a visitor's quote stays in the cart after login and is the same on a second device", async ({
  page,
  browser,
}) => {
  const phone = newPhone();
  // The second device: the customer registers and is logged in there.
  const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-US' });
  const otherPage = await otherContext.newPage();
  await registerCustomer(otherPage, phone);

  // On the first device, a visitor quotes a board and submits it: the site asks for a login first.
  await submitPcbQuote(page);
  await expect(page).toHaveURL(/\/login\?redirect=%2Forder%2ForderManagement%2FshoppingCart/);
  const panel = page.getByRole('tabpanel', { name: 'Password' });
  await panel.getByLabel('Phone').fill(phone);
  await panel.getByLabel('Password').fill(customerPassword);
  await panel.getByRole('button', { name: 'Log In' }).click();

  await expect(page).toHaveURL(new RegExp(`${cartPath}$`));
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText('¥30.00');
  // A reload reads the cart from the server: the line is there once.
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  // The second device shows the same line, with its price.
  await otherPage.goto(cartPath);
  await expect(otherPage.getByTestId('cart-line')).toHaveCount(1);
  await expect(otherPage.getByTestId('cart-line')).toContainText('2 layers');
  await expect(otherPage.getByTestId('cart-total')).toHaveText('¥30.00');

  // A change on one device is what the other reads next: the quantity, then the removal.
  await otherPage.getByRole('spinbutton', { name: 'Quantity PCB' }).fill('10');
  await expect(otherPage.getByText('Price confirmed')).toBeVisible();
  const changedTotal = await otherPage.getByTestId('cart-total').textContent();
  expect(changedTotal).not.toBe('¥30.00');
  // The server holds the change once its answer is in (the cart sends changes one at a time).
  await expect
    .poll(async () => {
      const answer = await otherPage.request.get('/api/cart');
      const body = (await answer.json()) as { data: { lines: { spec: { boardNumber: number }; total: number }[] } };
      const line = body.data.lines[0];
      return line ? [line.spec.boardNumber, `¥${line.total.toFixed(2)}`] : null;
    })
    .toEqual([10, changedTotal?.replace(',', '')]);
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Quantity PCB' })).toHaveValue('10');
  await expect(page.getByTestId('cart-total')).toHaveText(changedTotal ?? '');

  await page.getByRole('button', { name: 'Remove PCB' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await otherPage.reload();
  await expect(otherPage.getByText('Your cart is empty.')).toBeVisible();
  await otherContext.close();
});

test("a visitor's quote joins the account's cart at login, before the cart is opened", async ({ page, browser }) => {
  const phone = newPhone();
  const registering = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-US' });
  await registerCustomer(await registering.newPage(), phone);
  await registering.close();

  // A visitor quotes a board (it waits in this browser), then logs in from the login page itself.
  await submitPcbQuote(page);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.goto('/login');
  const panel = page.getByRole('tabpanel', { name: 'Password' });
  await panel.getByLabel('Phone').fill(phone);
  await panel.getByLabel('Password').fill(customerPassword);
  await panel.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/order\/home$/);

  // The server holds the line without the cart page having been opened: another device would see it now.
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/cart');
      const body = (await answer.json()) as { data: { lines: { spec: { boardNumber: number } }[] } };
      return body.data.lines.map((line) => line.spec.boardNumber);
    })
    .toEqual([5]);
});
