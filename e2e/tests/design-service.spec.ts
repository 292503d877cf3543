import { readFile } from 'node:fs/promises';
import { newPhone, registerCustomer } from '../support/customer.ts';
import { sharedFixturesDir } from '../support/shared-fixtures.ts';
import { demoStaff, logInAsStaff } from '../support/staff.ts';
import { expect, type Page, test } from '../support/test.ts';

type Browser = NonNullable<ReturnType<ReturnType<Page['context']>['browser']>>;

// Issue 16: the layout design service end to end — a customer publishes a 300-pin job, staff quote it, the customer
// pays in the sandbox, the engineer delivers round 1, the customer asks for a change pinned to a page, round 2 is
// approved, the final package is uploaded and downloaded, a board order opens prefilled, and feedback earns points.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

/** The seeded design engineer (role 17, design:work). */
const designEngineerPhone = '13900000017';

/** A one-page PDF: the files module checks the signature, not only the name. */
const layoutPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A 1×1 PNG as the round's 3D view. */
const view3d = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens a staff member's own browser on the job's back-office page. */
async function openStaffJob(browser: Browser, phone: string, jobId: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const staff = await context.newPage();
  await logInAsStaff(staff, phone);
  await staff.goto(`/erp/design?jobId=${jobId}`);
  await expect(staff.getByRole('heading', { level: 1, name: /^Design job / })).toBeVisible();
  return staff;
}

/** On the back-office job page: opens an action's form, lets `fill` fill it, confirms, and waits for the answer. */
async function takeStaffAction(staff: Page, button: string, fill: () => Promise<void>, status: string) {
  await staff.getByRole('button', { name: button, exact: true }).click();
  await fill();
  const answered = staff.waitForResponse((response) => response.url().includes('/api/erp/design/action'));
  await staff.getByRole('button', { name: `Confirm: ${button}` }).click();
  const body = (await (await answered).json()) as { code: string };
  expect(body.code, JSON.stringify(body)).toBe('200');
  await expect(staff.getByTestId('erp-design-status')).toContainText(status);
  // The form closes after the answer: the next action's button opens a form of its own.
  await expect(staff.getByRole('button', { name: `Confirm: ${button}` })).toBeHidden();
}

/** Uploads files through the action form's drop zone and waits until each is listed. */
async function uploadDeliverables(staff: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  for (const file of files) {
    await staff.locator('.design-drop-input').setInputFiles(file);
    await expect(staff.getByRole('button', { name: `Remove ${file.name}` })).toBeVisible();
  }
}

/** Reloads the customer's job page and waits for the status in customer words. */
async function expectCustomerStatus(page: Page, words: string) {
  await page.reload();
  await expect(page.getByTestId('design-job-status')).toHaveText(words);
}

test('a 300-pin job runs from publishing to feedback: quote, pay, two rounds, final package, board order', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await registerCustomer(page, newPhone());

  // Publish from the service page: 300 pins is priced by review, the form shows the estimate meanwhile.
  await page.goto('/solution/layoutDesign');
  await page.getByRole('link', { name: 'Publish a design job' }).click();
  await expect(page).toHaveURL(/\/designJobs\/new$/);
  await page.getByLabel('Pins', { exact: true }).fill('300');
  await page.getByLabel('Layers', { exact: true }).fill('4');
  await page.getByLabel('Board length (mm)').fill('100');
  await page.getByLabel('Board width (mm)').fill('80');
  await page.getByLabel('Fastest differential pair (Gbps)').fill('5');
  await page.getByLabel('Description').fill('Four-layer motor controller, USB and CAN.');
  await expect(page.getByRole('status').filter({ hasText: 'Estimate' })).toContainText('585');
  await page
    .locator('.design-drop-input')
    .setInputFiles({ name: 'schematic.pdf', mimeType: 'application/pdf', buffer: layoutPdf });
  await expect(page.getByRole('button', { name: 'Remove schematic.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish the job' }).click();
  await expect(page).toHaveURL(/\/designJobs\/[^/]+$/);
  // The job page's chunk loads on first use: on a busy machine that can take longer than one expect's default.
  await expect(page.getByTestId('design-job-status')).toHaveText('Your design job has been published', {
    timeout: 30_000,
  });
  const jobId = new URL(page.url()).pathname.split('/').pop() as string;

  // Staff (administrator: design:quote and design:assign) quote with the seed cycle as a hint.
  const admin = await openStaffJob(browser, demoStaff.admin, jobId);
  await takeStaffAction(
    admin,
    'Quote',
    async () => {
      await expect(admin.getByText('Seed cycle for 300 pins: 3–5 working days')).toBeVisible();
      await admin.getByLabel('Price (yuan)').fill('800');
      await admin.getByLabel('Shortest cycle (working days)').fill('3');
      await admin.getByLabel('Longest cycle (working days)').fill('5');
    },
    'Quoted, awaiting payment',
  );

  // The customer pays the quote in the sandbox.
  await expectCustomerStatus(page, 'Your quote is ready');
  await expect(page.getByTestId('design-price')).toContainText('800');
  await page.getByRole('radio', { name: 'Sandbox (test)' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Sandbox: pay now' }).click();
  await expect(page.getByTestId('design-job-status')).toHaveText('Payment received', { timeout: 15_000 });

  // The administrator assigns the seeded design engineer, who starts and delivers round 1.
  await admin.reload();
  await takeStaffAction(
    admin,
    'Assign engineer',
    async () => {
      await admin.getByLabel('Design engineer').click();
      await admin.getByRole('option').first().click();
    },
    'Paid, awaiting design start',
  );
  const engineer = await openStaffJob(browser, designEngineerPhone, jobId);
  await takeStaffAction(engineer, 'Start design', async () => {}, 'Design in progress');
  await takeStaffAction(
    engineer,
    'Deliver round 1',
    () =>
      uploadDeliverables(engineer, [
        { name: 'layout-r1.pdf', mimeType: 'application/pdf', buffer: layoutPdf },
        { name: 'top-3d.png', mimeType: 'image/png', buffer: view3d },
      ]),
    'Round awaiting customer confirmation',
  );

  // The customer asks for a change pinned to page 2 of the layout PDF.
  await expectCustomerStatus(page, 'A design round is ready for your review');
  const round1 = page.getByTestId('design-round-1');
  await expect(round1.getByRole('link', { name: 'Open layout-r1.pdf' })).toBeVisible();
  await round1.getByRole('button', { name: 'Ask for changes' }).click();
  await round1.getByLabel('What should change').fill('Move the USB connector to the left edge.');
  await round1.getByRole('combobox', { name: 'File' }).click();
  await page.getByRole('option', { name: 'layout-r1.pdf' }).click();
  await round1.getByLabel('Page').fill('2');
  await round1.getByRole('button', { name: 'Send the change request' }).click();
  await expect(page.getByTestId('design-job-status')).toHaveText('Your changes are being made');
  await expect(round1).toContainText('On layout-r1.pdf, page 2');

  // Round 2 is delivered and approved; round 1 and its comment stay.
  await engineer.reload();
  await takeStaffAction(
    engineer,
    'Deliver round 2',
    () => uploadDeliverables(engineer, [{ name: 'layout-r2.pdf', mimeType: 'application/pdf', buffer: layoutPdf }]),
    'Round awaiting customer confirmation',
  );
  await expectCustomerStatus(page, 'A design round is ready for your review');
  await page.getByTestId('design-round-2').getByRole('button', { name: 'Approve this round' }).click();
  await expect(page.getByTestId('design-job-status')).toHaveText('You approved the design');
  await expect(page.getByTestId('design-round-1')).toContainText('Move the USB connector to the left edge.');

  // The final package: a Gerber set and the project.
  await engineer.reload();
  const gerber = await readFile(`${sharedFixturesDir}/gerber/core.zip`);
  await takeStaffAction(
    engineer,
    'Upload final package',
    () => uploadDeliverables(engineer, [{ name: 'final-gerber.zip', mimeType: 'application/zip', buffer: gerber }]),
    'Final package uploaded',
  );

  // Download: the files come back and each can be fetched; the job reads "downloaded".
  await expectCustomerStatus(page, 'Your design files are ready to download');
  await page.getByRole('button', { name: 'Download the final package' }).click();
  const packageLink = page.getByRole('link', { name: 'Open final-gerber.zip' }).last();
  await expect(packageLink).toBeVisible();
  const fetched = await page.request.get((await packageLink.getAttribute('href')) as string);
  expect(fetched.ok()).toBe(true);
  expect((await fetched.body()).length).toBe(gerber.length);
  await expect(page.getByTestId('design-job-status')).toHaveText('You downloaded your design files');
  // The final Gerber set is drawn for the customer, both sides (the Gerber viewer's SVG, not a broken image).
  for (const side of ['top', 'bottom']) {
    const drawing = page.getByRole('img', { name: `Gerber preview final-gerber.zip (${side})` }).first();
    await drawing.scrollIntoViewIfNeeded();
    await expect
      .poll(() => drawing.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  }

  // Feedback: five stars and words; then points for it.
  await page.getByLabel('Comments').fill('Clean layout, quick answers.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByTestId('design-feedback-given')).toHaveText('You rated this job 5 of 5.');
  await expect(page.getByTestId('design-job-status')).toHaveText('Thank you for your feedback');
  const timeline = page.getByTestId('design-timeline-row');
  await expect(timeline.first()).toContainText('Your design job has been published');
  await expect(timeline.filter({ hasText: 'A design round is ready for your review' })).toHaveCount(2);

  // A board order from the design: /valuation opens with the size and layers filled in.
  await page.getByRole('button', { name: 'Order boards from this design' }).click();
  await expect(page).toHaveURL(/\/valuation/);
  await expect(page.getByLabel('Length (mm)')).toHaveValue('100');
  await expect(page.getByLabel('Width (mm)')).toHaveValue('80');
  await expect(
    page.getByRole('radiogroup', { name: 'Layers' }).getByRole('radio', { name: '4 layers', exact: true }),
  ).toBeChecked();

  await page.goto('/obtainingRecords');
  // The feedback's 10 points are recorded as a rating of the job (its number in the order column).
  await expect(page.getByRole('row').filter({ hasText: 'Order rated' })).toContainText('10');

  await admin.context().close();
  await engineer.context().close();
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('a small job is priced at once and its page speaks Chinese', async ({ page }) => {
    await registerCustomer(page, newPhone());
    await page.goto('/designJobs/new');
    await page.getByLabel('引脚数', { exact: true }).fill('80');
    await page.getByLabel('层数', { exact: true }).fill('2');
    await page.getByLabel('板长（mm）').fill('50');
    await page.getByLabel('板宽（mm）').fill('40');
    await page.getByLabel('需求描述').fill('传感器小板');
    await expect(page.getByRole('status').filter({ hasText: '即时报价' })).toContainText('200');
    await page.getByRole('button', { name: '发布需求' }).click();
    // The job page's chunk loads on first use: on a busy machine that can take longer than one expect's default.
    await expect(page.getByTestId('design-job-status')).toHaveText('报价已出，请付款', { timeout: 30_000 });
    await expect(page.getByTestId('design-timeline-row').first()).toContainText('报价已出，请付款');
    await page.goto('/designJobs');
    await expect(page.getByRole('row').filter({ hasText: '报价已出，请付款' })).toHaveCount(1);
  });
});
