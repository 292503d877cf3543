import { crc32, deflateSync } from 'node:zlib';
import { newPhone, registerCustomer, saveAddress } from '../support/customer.ts';
import { waitForDialogOpened } from '../support/dialogs.ts';
import { demoStaff } from '../support/staff.ts';
import { openStaffBrowser, pickOption } from '../support/staff-screen.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US' });

/** A small valid PNG (48×48, one colour), built by hand so the spec needs no image library. */
function buildPng(size = 48): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x5a)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('staff add an item with an image; a customer redeems it to an address; staff ship it; the customer sees the tracking', async ({
  page,
  browser,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const nameEn = `Solder tip ${suffix}`;
  const tracking = `SF${suffix}0001`;
  const staff = await openStaffBrowser(browser, demoStaff.salesDirector, '/erp/pointsMallItems');
  try {
    // Staff: a new item with an uploaded image, within the registration bonus (50 points).
    await expect(staff.page.getByRole('heading', { name: 'Points mall', level: 1 })).toBeVisible();
    await staff.page.getByRole('button', { name: 'Add an item' }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Add an item' });
    await waitForDialogOpened(dialog);
    await dialog.getByLabel('Name (Chinese)').fill(`烙铁头 ${suffix}`);
    await dialog.getByLabel('Name (English)').fill(nameEn);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'tip.png', mimeType: 'image/png', buffer: buildPng() });
    await expect(dialog.getByTestId('image-upload-preview')).toBeVisible();
    await dialog.getByLabel('Points price').fill('30');
    await dialog.getByLabel('Stock').fill('5');
    await dialog.getByLabel('Limit per customer').fill('1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(staff.page.getByRole('row').filter({ hasText: nameEn })).toContainText('On offer');

    // Customer: registers (50 points), saves an address, redeems the item choosing that address.
    const phone = newPhone();
    await registerCustomer(page, phone);
    await saveAddress(page.request, phone);
    await page.goto('/pointsMall');
    await page.getByRole('button', { name: `Redeem ${nameEn}` }).click();
    const redeem = page.getByRole('dialog', { name: 'Confirm redemption' });
    await waitForDialogOpened(redeem);
    await pickOption(redeem.getByTestId('redeem-address'), /Li Lei/);
    await redeem.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByTestId('points-balance')).toHaveText('Your balance: 20 points');
    const ownRow = page.getByRole('row').filter({ hasText: nameEn });
    await expect(ownRow).toContainText('Waiting to ship');

    // Staff: the redemption waits in the list; shipped with carrier and tracking number.
    await staff.page.getByRole('tab', { name: 'Redemptions' }).click();
    const staffRow = staff.page.getByRole('row').filter({ hasText: nameEn });
    await expect(staffRow).toContainText(phone);
    await staffRow.getByRole('button', { name: /^Ship / }).click();
    const ship = staff.page.getByRole('dialog', { name: 'Ship the redemption' });
    await waitForDialogOpened(ship);
    await expect(ship).toContainText('Li Lei');
    await ship.getByLabel('Carrier').fill('SF Express');
    await ship.getByLabel('Tracking number').fill(tracking);
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(ship).toHaveCount(0);
    await expect(staffRow).toContainText('Shipped');
  } finally {
    await staff.close();
  }

  // Customer: sees the tracking, then once in Chinese.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: nameEn }).getByTestId('redemption-tracking')).toHaveText(
    `SF Express ${tracking}`,
  );
  await page.evaluate(() => localStorage.setItem('bf.language', 'zh-CN'));
  await page.reload();
  const zhRow = page.getByRole('row').filter({ hasText: `烙铁头 ${suffix}` });
  await expect(zhRow).toContainText('已发货');
  await expect(zhRow.getByTestId('redemption-tracking')).toHaveText(`SF Express ${tracking}`);
});
