import { findSevereViolations } from '../support/axe.ts';
import { chooseOption, waitForDialogOpened } from '../support/dialogs.ts';
import { demoStaff } from '../support/staff.ts';
import { openStaffBrowser } from '../support/staff-screen.ts';
import { expect, type Locator, test } from '../support/test.ts';

// Issue 13, points 3 and 4a: the purchasing manager adjusts a part's stock, takes an entry at a cost and ships an exit
// with its tracking number, reads the movements and the valuation; then returns pieces to a supplier, ships the
// return (stock falls) and records the supplier's credit. The part and supplier are made through the API.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

/** Types into a part or supplier picker and picks the option with this title. */
async function pickRecord(field: Locator, typed: string, title: string): Promise<void> {
  await chooseOption(field, { title, typed });
}

test('stock moves through the ledger, is valued, and a purchase return ships and is credited', async ({ browser }) => {
  test.setTimeout(60_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const mpn = `E2E-STK-${stamp}`;
  const supplierName = `E2E Returns ${stamp}`;
  const { page, close } = await openStaffBrowser(browser, demoStaff.purchasingManager);
  const made = await page.request.post('/api/erp/parts/save', {
    data: { mpn, manufacturer: 'TI', category: 'ic', lowStockThreshold: 100 },
  });
  expect(made.ok()).toBe(true);
  const supplier = await page.request.post('/api/erp/suppliers/save', {
    data: { name: supplierName, paymentTerms: 'net30', currency: 'CNY', rating: 4 },
  });
  expect(supplier.ok()).toBe(true);
  const partTitle = `${mpn} · TI`;

  await page.goto('/erp/inventory');
  await page.getByRole('tab', { name: 'Movements' }).click();
  const moves: [string, (dialog: Locator) => Promise<void>][] = [
    [
      'Adjust stock',
      async (dialog) => {
        await dialog.getByLabel('Quantity (+ / −)', { exact: true }).fill('10');
        await dialog.getByLabel('Reason', { exact: true }).fill('Opening count');
      },
    ],
    [
      'Warehouse entry',
      async (dialog) => {
        await dialog.getByLabel('Quantity', { exact: true }).fill('100');
        await dialog.getByLabel('Unit cost (¥)', { exact: true }).fill('0.5');
      },
    ],
    [
      'Warehouse exit',
      async (dialog) => {
        await dialog.getByLabel('Quantity', { exact: true }).fill('30');
        await dialog.getByLabel('Carrier', { exact: true }).fill('SF Express');
        await dialog.getByLabel('Tracking number', { exact: true }).fill(`SF${stamp}`);
      },
    ],
  ];
  for (const [title, fill] of moves) {
    await page.getByRole('button', { name: title }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await waitForDialogOpened(dialog);
    await pickRecord(dialog.getByLabel('Part', { exact: true }), mpn, partTitle);
    await fill(dialog);
    await dialog.getByRole('button', { name: 'Record' }).click();
    await expect(dialog).toBeHidden();
  }

  await pickRecord(page.locator('#movements-part'), mpn, partTitle);
  const movements = page.getByRole('table', { name: 'Stock movements' });
  await expect(movements.getByRole('row').filter({ hasText: mpn })).toHaveCount(3);
  await expect(movements.getByRole('row').filter({ hasText: `SF${stamp}` })).toContainText('-30');
  await expect(page.getByTestId('movement-totals')).toHaveText('In 110 · out 30 · net 80');
  expect(await findSevereViolations(page, ['#erp-main'])).toEqual([]);

  await page.getByRole('tab', { name: 'Stock', exact: true }).click();
  await page.getByLabel('MPN', { exact: true }).fill(mpn);
  await page.getByLabel('MPN', { exact: true }).press('Enter');
  const levelRow = page.getByRole('table', { name: 'Stock levels' }).getByRole('row').filter({ hasText: mpn });
  await expect(levelRow).toContainText('Low');
  // 80 on hand at the average entry cost of ¥0.50.
  await expect(page.getByTestId('stock-valuation')).toContainText('¥40.00');
  expect(await findSevereViolations(page, ['#erp-main'])).toEqual([]);

  // A purchase return of 5 pieces at ¥0.60.
  await page.goto('/erp/purchaseReturns');
  await page.getByRole('button', { name: 'New purchase return' }).click();
  const form = page.getByRole('dialog', { name: 'New purchase return' });
  await waitForDialogOpened(form);
  await pickRecord(form.getByLabel('Supplier', { exact: true }), supplierName, supplierName);
  await form.getByLabel('Reason', { exact: true }).fill('Wrong reel');
  const line = form.getByRole('group', { name: 'Line 1' });
  await pickRecord(line.getByLabel('Part', { exact: true }), mpn, partTitle);
  await line.getByLabel('Quantity', { exact: true }).fill('5');
  await line.getByLabel('Unit amount (¥)', { exact: true }).fill('0.6');
  expect(await findSevereViolations(page, ['.ant-modal'])).toEqual([]);
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(form).toBeHidden();

  const returnRow = page
    .getByRole('table', { name: 'Purchase returns' })
    .getByRole('row')
    .filter({ hasText: supplierName });
  await returnRow.getByRole('button', { name: /Open purchase return/ }).click();
  const drawer = page.getByRole('dialog', { name: /Purchase return PR\d+/ });
  // The status is read from its own row: "Shipped" is also the label of the shipping date's row (and "Credited" of
  // the credit field), so a bare text match found two elements whenever both were drawn.
  const statusRow = drawer.getByRole('row').filter({ has: page.getByText('Status', { exact: true }) });
  await drawer.getByRole('button', { name: 'Ship to supplier (stock falls)' }).click();
  await expect(statusRow).toContainText('Shipped');
  await drawer.getByLabel('Credited', { exact: true }).fill('3');
  await drawer.getByRole('button', { name: 'Record the credit' }).click();
  await expect(statusRow).toContainText('Credited');
  await expect(drawer.getByRole('button', { name: 'Record the credit' })).toBeHidden();
  expect(await findSevereViolations(page, ['.ant-drawer', '#erp-main'])).toEqual([]);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(returnRow).toContainText('Credited');
  await expect(returnRow).toContainText('¥3.00');
  await expect(page.getByRole('row').filter({ hasText: supplierName }).last()).toContainText('¥3.00');

  // The shipment lowered the stock by 5.
  const after = await page.request.get(`/api/erp/stock/levels?mpn=${encodeURIComponent(mpn)}`);
  expect((await after.json()).data.rows[0].stockOnHand).toBe(75);
  await close();
});
