import { readFile } from 'node:fs/promises';
import { newPhone, registerCustomer } from '../support/customer.ts';
import { waitForDialogOpened, waitForPopoverOpened } from '../support/dialogs.ts';
import { placePcbOrder } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

// Issue 17, point 4: saved order profiles (save from Smart Quotes, list, open pre-filled, export and import as JSON)
// and the reorder of a past order priced with today's price book.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

test('saves a quote as a profile, opens it from the list, exports and imports profiles', async ({ page }) => {
  await registerCustomer(page, newPhone());
  await page.goto('/valuation?tab=pcb');
  await page
    .getByRole('radiogroup', { name: 'Layers' })
    .locator('label')
    .filter({ hasText: /^4 layers$/ })
    .click();
  await page.getByLabel('Length (mm)').fill('80');
  await page.getByLabel('Width (mm)').fill('60');
  await page.getByLabel('Quantity', { exact: true }).fill('10');
  await expect(page.getByTestId('quote-total')).toHaveText(/¥\d/);

  await page.getByRole('button', { name: 'Save as profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this quote as a profile' });
  await waitForDialogOpened(dialog);
  await dialog.getByLabel('Profile name').fill('Sensor board');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Saved as profile “Sensor board”')).toBeVisible();

  await page.goto('/orderProfiles');
  const row = page.getByRole('row', { name: /Sensor board/ });
  await expect(row).toContainText('PCB Pricing');
  await expect(row).toContainText('4 layers · 80 × 60 mm · 10 pcs');
  await row.getByRole('link', { name: 'Open in Smart Quotes' }).click();
  await expect(page).toHaveURL(/\/valuation\?tab=pcb/);
  await expect(page.getByLabel('Length (mm)')).toHaveValue('80');
  await expect(page.getByLabel('Width (mm)')).toHaveValue('60');
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('10');

  // Export: a downloaded file and the same JSON as text on the page.
  await page.goto('/orderProfiles');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('boardforge-profiles.json');
  const exported = JSON.parse(await readFile((await file.path()) as string, 'utf8')) as {
    version: number;
    profiles: { name: string; tab: string; spec: Record<string, unknown> }[];
  };
  expect(exported.version).toBe(1);
  expect(exported.profiles).toEqual([
    { name: 'Sensor board', tab: 'pcb', spec: expect.objectContaining({ layers: 4, boardLength: 80, boardWidth: 60 }) },
  ]);
  await expect(page.getByLabel('Exported profiles (JSON)')).toHaveValue(/"Sensor board"/);

  // An import with a withdrawn option names the profile and the field, and imports nothing.
  const importBox = page.getByLabel('Profiles to import (paste JSON)');
  const [first] = exported.profiles;
  const refused = {
    version: 1,
    profiles: [
      { ...first, name: 'Copy of sensor' },
      { ...first, name: 'Old finish', spec: { ...first?.spec, surfaceFinish: 'Gold 1990' } },
    ],
  };
  await importBox.fill(JSON.stringify(refused));
  await page.getByRole('button', { name: 'Import' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
  await expect(problems).toContainText('Profile 2 “Old finish”, spec.surfaceFinish');
  await expect(page.getByText('1 of 50 profiles')).toBeVisible();

  // Not JSON at all: said before anything is sent.
  await importBox.fill('{"version": 1,');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(problems).toContainText('This is not JSON');

  await importBox.fill(JSON.stringify({ version: 1, profiles: [{ ...first, name: 'Copy of sensor' }] }));
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('1 profile imported')).toBeVisible();
  await expect(page.getByRole('row', { name: /Copy of sensor/ })).toContainText('4 layers · 80 × 60 mm · 10 pcs');
  await expect(page.getByText('2 of 50 profiles')).toBeVisible();

  // Rename and delete.
  await page.getByRole('button', { name: 'Rename Copy of sensor' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename profile' });
  await waitForDialogOpened(rename);
  await rename.getByLabel('Profile name').fill('Sensor v2');
  await rename.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('row', { name: /Sensor v2/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Sensor v2' }).click();
  const confirm = page.getByRole('tooltip').filter({ hasText: 'Delete this profile?' });
  await waitForPopoverOpened(confirm);
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('1 of 50 profiles')).toBeVisible();
});

test("reorders a past order: today's price beside the old one per cost line, then the cart", async ({ page }) => {
  const phone = newPhone();
  await registerCustomer(page, phone);
  const { orderId, orderNo } = await placePcbOrder(page.request, phone);

  await page.goto(`/orderDetail?orderId=${orderId}`);
  await page.getByRole('link', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/\/reorder\?orderNo=/);
  await expect(page.getByText(`Order ${orderNo} priced again with today's price book`)).toBeVisible();
  const lines = page.getByTestId('reorder-lines');
  await expect(lines.getByRole('columnheader', { name: 'Then' })).toBeVisible();
  await expect(lines.getByRole('columnheader', { name: 'Today' })).toBeVisible();
  await expect(lines.getByRole('columnheader', { name: 'Difference' })).toBeVisible();
  await expect(page.getByTestId('reorder-old-total')).toHaveText('¥30.00');
  // The price book has not changed since the order (the server tests change it): the difference is none.
  await expect(page.getByTestId('reorder-new-total')).toHaveText('¥30.00');
  await expect(page.getByText('The price is the same as when you ordered.')).toBeVisible();

  await page.getByRole('button', { name: 'Continue to cart' }).click();
  await expect(page).toHaveURL(/\/order\/orderManagement\/shoppingCart/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});
