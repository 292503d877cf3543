import { readFile } from 'node:fs/promises';
import { findSevereViolations } from '../support/axe.ts';
import { chooseOption } from '../support/dialogs.ts';
import { sharedFixturesDir } from '../support/shared-fixtures.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

// Design and BOM files on Smart Quotes (/valuation): a real Gerber set and a real BOM through the panels.
const fixtures = sharedFixturesDir;
const password = 'Files1234';

test.use({ locale: 'en-US' });

/** Registers a new customer through the API (the SMS code comes from the development outbox). */
async function registerClient(request: APIRequestContext): Promise<string> {
  const phone = `137${String(Date.now()).slice(-8)}`;
  expect((await request.get('/api/user/getCode', { params: { phone, type: 'register' } })).ok()).toBe(true);
  const outbox = (await (await request.get('/api/dev/outbox', { params: { to: phone } })).json()) as {
    data: { text: string }[];
  };
  const code = /\b(\d{6})\b/.exec(outbox.data[0]?.text ?? '')?.[1];
  expect(code).toBeDefined();
  const saved = await request.post('/api/customer/saveuser', {
    data: { phone, password, confirmPassword: password, code, acceptTerms: true },
  });
  expect(saved.ok()).toBe(true);
  return phone;
}

/** Logs in as a customer in the page's browser context (cookies shared with the page). */
async function logInAsClient(page: Page, phone: string): Promise<void> {
  const landed = await page.request.post('/api/user/land', {
    data: { username: phone, password, rememberMe: true, loginType: 'client' },
  });
  expect(landed.ok()).toBe(true);
}

/** Serious and critical accessibility violations inside the design-file panels. */
function findSeriousViolations(page: Page): Promise<string[]> {
  return findSevereViolations(page, ['.design-panel']);
}

test('a visitor uploads a Gerber zip on the PCB tab and sees its previews and analysis', async ({ page }) => {
  await page.goto('/valuation?tab=pcb');
  const panel = page.locator('.design-panel').first();
  const input = panel.locator('input[type="file"]');

  // Refused in the browser, before anything is sent.
  await input.setInputFiles({ name: 'board.rar', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
  await expect(panel.getByRole('alert')).toContainText('“board.rar” is not accepted: choose a .zip file.');

  // Refused by the server: its message is shown in the panel.
  await input.setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip') });
  await expect(panel.getByRole('alert')).toContainText('ZIP');

  await input.setInputFiles(`${fixtures}/gerber/arduino-uno.zip`);
  await expect(panel.getByText('68.58 × 53.34 mm')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText('from the board outline')).toBeVisible();
  await expect(panel.getByText('2 layers')).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  for (const side of ['Top', 'Bottom']) {
    const image = panel.getByAltText(`${side} side of arduino-uno.zip`);
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
  await panel.getByRole('button', { name: /Files in the archive/ }).click();
  await expect(panel.getByRole('cell', { name: 'arduino-uno.gko' })).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: 'arduino-uno.gko' })).toContainText('Board outline');
  expect(await findSeriousViolations(page)).toEqual([]);

  await panel.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: 'Upload Gerber zip' })).toBeVisible();
});

test('the Gerber upload answers with the analysis and previews only its uploader can open', async ({
  page,
  browser,
}) => {
  const response = await page.request.post('/api/file/uploadGerber', {
    multipart: {
      solderMask: 'blue',
      file: {
        name: 'freeduino.zip',
        mimeType: 'application/zip',
        buffer: await readFile(`${fixtures}/gerber/freeduino.zip`),
      },
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { analysis: { sizeSource: string; warnings: string[] }; previewTop: string };
  };
  expect(body.data.analysis.sizeSource).toBe('extent');
  expect(body.data.analysis.warnings.length).toBeGreaterThan(0);
  expect((await page.request.get(body.data.previewTop)).headers()['content-type']).toContain('image/svg+xml');
  const stranger = await browser.newContext();
  expect((await stranger.request.get(body.data.previewTop)).status()).toBe(404);
  await stranger.close();
});

test('a customer orders from a BOM: login prompt, upload, column mapping, sets and spares, kept on reload', async ({
  page,
}) => {
  await page.goto('/valuation?tab=bom');
  const loginLink = page.locator('.design-panel').getByRole('link', { name: 'Log in' });
  await expect(loginLink).toHaveAttribute('href', '/login?redirect=%2Fvaluation%3Ftab%3Dbom');

  await logInAsClient(page, await registerClient(page.request));
  await page.reload();
  const panel = page.locator('.design-panel');
  await panel.locator('input[type="file"]').setInputFiles(`${fixtures}/bom/glasgow-revC3__bom.csv`);
  await expect(panel.getByText('Header on row 1, 57 lines')).toBeVisible({ timeout: 30_000 });

  // Line C1 C14 …: 14 per board × 5 sets + 15 spares for a passive sample line.
  const linesTable = panel.getByRole('region', { name: 'Lines', exact: true });
  const firstRow = linesTable.getByRole('row').filter({ hasText: 'LMK107BJ475KAHT' });
  await expect(firstRow).toContainText('85');
  await expect(firstRow).toContainText('+15 spares');

  // The customer maps the Datasheet column to the description and applies it.
  await chooseOption(panel.getByLabel('Column “Datasheet”'), { title: 'Description', exact: true });
  const remap = page.waitForRequest('**/api/file/remapBom');
  await panel.getByRole('button', { name: 'Apply columns' }).click();
  const sent = (await remap).postDataJSON() as { mapping: Record<string, string> };
  expect(sent.mapping.description).toBe('Datasheet');
  await expect(firstRow).toContainText('https://www.mouser.com/datasheet/');

  // 100 sets is a batch: 1 400 + 1 % = 1 414.
  await panel.getByLabel('BOM sets').fill('100');
  await panel.getByLabel('BOM sets').blur();
  await expect(firstRow).toContainText('1414');
  await expect(firstRow).toContainText('+14 spares');
  await panel.getByLabel('Purchase remark').fill('Taiyo Yuden or Murata only');

  // Paged 20 by default; 50 a page on request.
  await expect(panel.locator('.bom-lines').first().getByText('1–20 of 57')).toBeVisible();

  // The catalogue (empty of these parts here) finds none of the 53 lines to place (4 are DNP): an inquiry.
  const match = panel.getByTestId('bom-catalogue-match');
  await expect(match.getByText(/53 lines need a quote from our buyers/)).toBeVisible();
  await expect(match.getByRole('row').filter({ hasText: 'LMK107BJ475KAHT' })).toContainText('Not found');
  expect(await findSeriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(panel.getByText('Header on row 1, 57 lines')).toBeVisible();
  await expect(panel.getByLabel('BOM sets')).toHaveValue('100');
  await expect(panel.getByLabel('Purchase remark')).toHaveValue('Taiyo Yuden or Murata only');
  await expect(firstRow).toContainText('https://www.mouser.com/datasheet/');
});
