import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { waitForDialogOpened, waitForPopoverOpened, waitForPopupOpened } from './dialogs.ts';

/** Password of the customers the journeys register. */
export const customerPassword = 'Board2026';

/** A fresh mainland mobile number (1[5-8] + 9 digits; never a demo staff number). */
export function newPhone(): string {
  const second = 5 + Math.floor(Math.random() * 4);
  return `1${second}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/**
 * A fresh UK mobile number (+44 7400 and 6 digits, a range the numbering plan gives to mobiles): as a customer in the
 * UK types it, and as the server stores it (E.164).
 */
export function newUkMobile(): { national: string; e164: string } {
  const subscriber = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  return { national: `07400 ${subscriber}`, e164: `+447400${subscriber}` };
}

/** The newest 6-digit code texted to a phone for a purpose (GET /api/dev/outbox, newest first). */
export async function readSmsCode(request: APIRequestContext, phone: string, purpose: 'register' | 'login' | 'reset') {
  let code: string | undefined;
  await expect(async () => {
    const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`);
    const body = (await answer.json()) as { data: { subject: string; text: string }[] };
    code = body.data.find((message) => message.subject === purpose)?.text.match(/\d{6}/)?.[0];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code as string;
}

/** The newest 6-digit code mailed to an address whose subject matches (GET /api/dev/outbox, newest first). */
export async function readMailCode(request: APIRequestContext, email: string, subject: RegExp): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const body = (await answer.json()) as { data: { channel: string; subject: string; text: string }[] };
    const mail = body.data.find((message) => message.channel === 'mail' && subject.test(message.subject));
    code = mail?.text.match(/\b\d{6}\b/)?.[0];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code as string;
}

/** Registers a customer by e-mail through the API (a mailed code from the outbox; password `customerPassword`). */
export async function registerEmailCustomer(request: APIRequestContext, email: string): Promise<void> {
  const sent = await request.get(`/api/user/getMailCode?email=${encodeURIComponent(email)}&type=register`);
  if (!sent.ok()) throw new Error(`getMailCode answered ${sent.status()}: ${await sent.text()}`);
  const saved = await request.post('/api/customer/saveuserByEmail', {
    data: {
      email,
      password: customerPassword,
      confirmPassword: customerPassword,
      code: await readMailCode(request, email, /registration code/),
      acceptTerms: true,
    },
  });
  if (!saved.ok()) throw new Error(`saveuserByEmail answered ${saved.status()}: ${await saved.text()}`);
}

/** Registers and logs in a customer in the page's own cookie jar (SMS code from the development outbox). */
export async function registerCustomer(page: Page, phone: string): Promise<void> {
  const request = page.request;
  expect((await request.get(`/api/user/getCode?phone=${phone}&type=register`)).ok()).toBe(true);
  const code = await readSmsCode(request, phone, 'register');
  const saved = await request.post('/api/customer/saveuser', {
    data: { phone, password: customerPassword, confirmPassword: customerPassword, code, acceptTerms: true },
  });
  expect(saved.ok()).toBe(true);
  const login = await request.post('/api/user/land', {
    data: { username: phone, password: customerPassword, loginType: 'client' },
  });
  expect(login.ok()).toBe(true);
}

/** Registers a customer on /register (English UI) with the code from the outbox; ends logged in on /order/home. */
export async function registerCustomerOnPage(page: Page, phone: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(customerPassword);
  await page.getByLabel('Confirm Password').fill(customerPassword);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('button', { name: /Resend \(\d+ s\)$/ })).toBeDisabled();
  await page.getByLabel('SMS Code').fill(await readSmsCode(page.request, phone, 'register'));
  await page.getByRole('checkbox', { name: /I have read and accept the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/order\/home$/);
}

/** Saves a delivery address for the logged-in customer of `request` (a place of the region list); returns its id. */
export async function saveAddress(request: APIRequestContext, phone: string): Promise<string> {
  const address = await request.post('/api/address/save', {
    data: {
      fullName: 'Li Lei',
      mobile: phone,
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      detail: '1 Keji Road',
    },
  });
  expect(address.ok()).toBe(true);
  return ((await address.json()) as { data: { id: string } }).data.id;
}

/** The order fields besides type and spec, for orders placed through the API. */
function orderCommon(addressId: string, phone: string, idempotencyKey: string) {
  return {
    invoiceType: 'none',
    invoicingMethod: 'electronic',
    contractTitle: 'Shenzhen Test Electronics Co., Ltd.',
    placingOrder: 'Li Lei',
    placingOrderPhone: phone,
    technicians: 'Han Meimei',
    techniciansPhone: phone,
    addressId,
    shippingMethod: 'express',
    idempotencyKey,
  };
}

/**
 * Places a BOM inquiry (it starts at status 0, awaiting sales assignment) for the logged-in customer of `request`:
 * uploads a BOM (by default one line of a part no catalogue holds; `lines` as `designator,quantity,MPN`), then saves
 * the order. Returns its id and number.
 */
export async function placeBomInquiry(
  request: APIRequestContext,
  phone: string,
  sets = 10,
  lines: readonly string[] = [`U1,1,E2E-NOT-IN-CATALOGUE-${phone}`],
): Promise<{ orderId: string; orderNo: string }> {
  const addressId = await saveAddress(request, phone);
  // By default one part the catalogue does not hold: an inquiry with one line of `sets` pieces to quote.
  const upload = await request.post('/api/file/uploadBom', {
    multipart: {
      file: {
        name: 'inquiry-bom.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`Designator,Quantity,MPN\n${lines.join('\n')}\n`),
      },
    },
    timeout: 60_000,
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const bomFileId = ((await upload.json()) as { data: { fileId: string } }).data.fileId;
  const saved = await request.post('/api/orderInfo/saveOrder', {
    data: {
      orderType: 'bom',
      spec: { sets },
      bomFileId,
      ...orderCommon(addressId, phone, `e2e-bom-${phone}`),
    },
  });
  const body = (await saved.json()) as { code: string; data: { orderId: string; orderNo: string; status: number } };
  expect(body.code, JSON.stringify(body)).toBe('200');
  expect(body.data.status).toBe(0);
  return { orderId: body.data.orderId, orderNo: body.data.orderNo };
}

/** On /valuation's PCB tab: a 2-layer 100 × 100 mm board, 5 pieces (¥30.00), submitted to the cart. */
export async function quotePcbIntoCart(page: Page): Promise<void> {
  await submitPcbQuote(page);
  await expect(page).toHaveURL(/\/order\/orderManagement\/shoppingCart/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
}

/** On /valuation's PCB tab: quotes a 2-layer 100 × 100 mm board, 5 pieces (¥30.00), and presses Submit Order. */
export async function submitPcbQuote(page: Page): Promise<void> {
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
}

/**
 * In an open address dialog (English): picks a place of the region list in the province / city / district picker,
 * one column after the other, and checks that the columns stay on screen and that the picker shows the place.
 */
export async function pickPlace(page: Page, dialog: Locator, names: readonly string[]): Promise<void> {
  await dialog.getByLabel('Province / city / district').click();
  const popup = page.locator('.ant-cascader-dropdown:visible');
  for (const [index, name] of names.entries()) {
    // Column after column (a municipality is its own city); the entries are told by their text (the arrow of an
    // entry with children adds "right" to its name).
    const entry = popup
      .getByRole('menu')
      .nth(index)
      .getByRole('menuitemcheckbox')
      .filter({ hasText: new RegExp(`^${name}$`) });
    await expect(entry).toBeVisible();
    if (index === names.length - 1) {
      // Every column is open: the popup fits the screen.
      const box = await popup.boundingBox();
      const width = page.viewportSize()?.width ?? Number.POSITIVE_INFINITY;
      expect(box && box.x >= 0 && box.x + box.width <= width, `picker columns within ${width} px`).toBe(true);
      await entry.click();
    } else {
      // A click during the popup's slide in could be lost: the entry is clicked once the slide in has ended.
      await waitForPopupOpened(entry, '.ant-cascader-dropdown');
      await entry.click();
      await expect(popup.getByRole('menu')).toHaveCount(index + 2);
    }
  }
  await expect(popup).toBeHidden();
  await expect(dialog.locator('.ant-cascader')).toContainText(names.join(' / '));
}

/** At checkout: adds a delivery address in the dialog (广东省 / 深圳市 / 南山区) and checks that it is the one chosen. */
export async function addDeliveryAddress(page: Page, phone: string): Promise<void> {
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'New delivery address' });
  await waitForDialogOpened(dialog);
  await dialog.getByLabel('Full name').fill('Li Lei');
  await dialog.getByLabel('Mobile').fill(phone);
  await pickPlace(page, dialog, ['广东省', '深圳市', '南山区']);
  await dialog.getByLabel('Street address').fill('1 Keji Road');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /1 Keji Road/ })).toBeChecked();
}

/**
 * From the cart: checks out the one line (no invoice, so no title is asked) with contacts and a new address; ends on
 * the order's detail page.
 */
export async function checkOutCart(page: Page, phone: string): Promise<string> {
  await page.getByRole('button', { name: 'Check out (1)' }).click();
  await expect(page.getByLabel('Receipt / contract title')).toBeHidden();
  await page.getByLabel('Order contact', { exact: true }).fill('Li Lei');
  await page.getByLabel('Technical contact', { exact: true }).fill('Han Meimei');
  await page.getByLabel('Technical contact phone').fill('13800138000');
  await addDeliveryAddress(page, phone);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orderDetail\?orderId=/);
  return new URL(page.url()).searchParams.get('orderId') as string;
}

/** On the open /orderDetail page: pays the whole amount with the sandbox gateway and waits for "Paid". */
export async function payBySandbox(page: Page, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('radio', { name: 'Sandbox (test)' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('link', { name: 'Open the payment page' })).toBeVisible();
  await page.getByRole('button', { name: 'Sandbox: pay now' }).click();
  await expect(page.getByTestId('pay-status')).toHaveText('Paid', { timeout: 15_000 });
  await expect(page.getByTestId('order-paid')).toHaveText(amount);
}

/** Pays an order in full with the sandbox gateway through the API, as the logged-in customer of `request`. */
export async function payOrderBySandboxApi(request: APIRequestContext, orderId: string): Promise<void> {
  const created = await request.post('/api/pay/create', { data: { orderId, channel: 'sandbox' } });
  const body = (await created.json()) as { code: string; data: { paymentId: string } };
  expect(body.code, JSON.stringify(body)).toBe('200');
  const paid = await request.post('/api/dev/sandbox/pay', {
    data: { paymentId: body.data.paymentId, result: 'paid' },
  });
  expect(((await paid.json()) as { data: { status: string } }).data.status).toBe('paid');
}

/** Opens a customer's order detail page and waits for its status (the page follows live events after that). */
export async function openCustomerOrder(page: Page, orderId: string, status: string): Promise<void> {
  await page.goto(`/orderDetail?orderId=${encodeURIComponent(orderId)}`);
  await expect(page.getByTestId('order-status')).toHaveText(status, { timeout: 15_000 });
}

/**
 * On the open /orderDetail page of a shipped order: "Confirm receipt", "Yes, I received it" once the question has
 * opened, and the order reads Completed. The server's answer is awaited and checked, so a refusal is named.
 */
export async function confirmReceipt(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  const question = page.getByRole('tooltip').filter({ hasText: 'Confirm that you have received this order?' });
  await waitForPopoverOpened(question);
  const answer = page.waitForResponse((response) => response.url().includes('/api/orderInfo/confirmReceipt'));
  await question.getByRole('button', { name: 'Yes, I received it' }).click();
  const body = await (await answer).text();
  expect(JSON.parse(body), body).toMatchObject({ code: '200' });
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
}
