import { readFile } from 'node:fs/promises';
import { newPhone, openCustomerOrder, quotePcbIntoCart, registerCustomer } from '../support/customer.ts';
import { placePcbOrder, uploadGerberByApi } from '../support/orders.ts';
import { sharedFixturesDir } from '../support/shared-fixtures.ts';
import { approveContractAsStaff, demoStaff, logInStaffByApi } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

// Issue 11, point 3: files belong to the order. A board order placed without its Gerber says so at checkout and on the
// order page, which takes the Gerber until contract review; after review approves the order, no file is attached.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

test('a board order without Gerber is marked at checkout and takes the Gerber from its page until review', async ({
  page,
  playwright,
  baseURL,
}) => {
  const phone = newPhone();
  await registerCustomer(page, phone);

  // At checkout, the line quoted without a Gerber is marked.
  await quotePcbIntoCart(page);
  await page.getByRole('button', { name: 'Check out (1)' }).click();
  await expect(page.getByTestId('checkout-gerber-missing')).toHaveText(
    'No Gerber attached: you can attach it from the order page after ordering, before contract review.',
  );

  const { orderId } = await placePcbOrder(page.request, phone, { gerberFileId: undefined });
  // Contract review cannot approve a board order without its Gerber (400 naming what is missing).
  const reviewer = await playwright.request.newContext({ baseURL });
  await logInStaffByApi(reviewer, demoStaff.salesDirector);
  const refused = await reviewer.post('/api/erp/order/transition', {
    data: { orderId, action: 'approveContract', fromStatus: 5, payload: {} },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { msg: string }).msg).toContain('the board order has no Gerber files yet');
  await reviewer.dispose();

  await openCustomerOrder(page, orderId, 'Awaiting contract review');
  const spec = page.getByTestId('order-spec');
  await expect(spec.getByTestId('order-gerber-missing')).toContainText(
    'No Gerber files are attached to this board order yet.',
  );

  // The quote page's Gerber upload, on the order page: the zip is attached to the order as soon as it is read.
  await spec
    .getByTestId('order-gerber-attach')
    .locator('input[type="file"]')
    .setInputFiles(`${sharedFixturesDir}/gerber/arduino-uno.zip`);
  await expect(page.getByText('Gerber files attached to the order.')).toBeVisible({ timeout: 30_000 });
  await expect(spec.getByTestId('order-gerber-missing')).toHaveCount(0);
  await expect(spec.getByTestId('order-gerber-attach')).toHaveCount(0);
  await expect(spec).toContainText('arduino-uno.zip');

  // The order now carries the file; a sales director approves its contract.
  const detail = await page.request.get(`/api/orderInfo/detail?orderId=${orderId}`);
  const files = ((await detail.json()) as { data: { files: { fileName: string; kind: string }[] } }).data.files;
  expect(files).toEqual([expect.objectContaining({ fileName: 'arduino-uno.zip', kind: 'gerber' })]);
  const staffApi = await playwright.request.newContext({ baseURL });
  await approveContractAsStaff(staffApi, orderId);
  await staffApi.dispose();

  // After review, the order takes no other file: the page no longer offers it and the server refuses (409).
  await openCustomerOrder(page, orderId, 'Awaiting purchase order placement');
  await expect(spec.getByTestId('order-gerber-attach')).toHaveCount(0);
  const another = await page.request.post('/api/file/uploadGerber', {
    multipart: {
      file: {
        name: 'freeduino.zip',
        mimeType: 'application/zip',
        buffer: await readFile(`${sharedFixturesDir}/gerber/freeduino.zip`),
      },
    },
    timeout: 60_000,
  });
  const gerberFileId = ((await another.json()) as { data: { fileId: string } }).data.fileId;
  const late = await page.request.post('/api/orderInfo/attachFiles', { data: { orderId, gerberFileId } });
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { msg: string }).msg).toContain('contract review has already approved it');
});

test("the quote says beside Min hole when the Gerber's smallest hole is smaller than the one chosen", async ({
  page,
}) => {
  await page.goto('/valuation?tab=pcb');
  const minHole = page.getByRole('combobox', { name: 'Min hole' });
  await expect(minHole).toBeVisible();
  // glasgow-revC3 drills 0.20 mm holes; the form's min hole is 0.3 mm.
  await page
    .locator('.design-panel')
    .first()
    .locator('input[type="file"]')
    .setInputFiles(`${sharedFixturesDir}/gerber/glasgow-revC3.zip`);
  const notes = page.locator('#pcb-minHole-notes');
  await expect(notes).toContainText(
    'Your Gerber file has a 0.20 mm hole, smaller than the 0.3 mm min hole chosen here.',
    { timeout: 30_000 },
  );
  await expect(minHole).toHaveAttribute('aria-describedby', 'pcb-minHole-notes');

  // Choosing the file's smallest hole settles it.
  await minHole.selectOption({ label: '0.2 mm' });
  await expect(page.getByText('smaller than the', { exact: false })).toHaveCount(0);
});

test('the order page names where the Gerber disagrees with the order and the value review goes by', async ({
  page,
}) => {
  const phone = newPhone();
  await registerCustomer(page, phone);
  // glasgow-revC3 is a 4-layer 80 × 49 mm board with 0.20 mm holes, ordered as a 2-layer 100 × 100 mm board.
  const gerberFileId = await uploadGerberByApi(page.request, 'glasgow-revC3');
  const { orderId } = await placePcbOrder(page.request, phone, { gerberFileId });
  await openCustomerOrder(page, orderId, 'Awaiting contract review');
  const checks = page.getByTestId('order-spec').getByTestId('gerber-checks');
  await expect(checks).toContainText('The Gerber file disagrees with the order');
  await expect(checks.getByRole('listitem')).toHaveText([
    'Length: ordered 100 mm, Gerber 80 mm; contract review goes by 100 mm.',
    'Width: ordered 100 mm, Gerber 49 mm; contract review goes by 100 mm.',
    'Layers: ordered 2 layers, Gerber 4 layers; contract review goes by 4 layers.',
    'Min hole: ordered 0.3 mm, Gerber 0.2 mm; contract review goes by 0.2 mm.',
  ]);
});
