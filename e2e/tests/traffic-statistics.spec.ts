import { demoStaff } from '../support/staff.ts';
import { openStaffBrowser, pickOption } from '../support/staff-screen.ts';
import { expect, test } from '../support/test.ts';

// Traffic statistics (流量统计): a visitor arrives from another site and reads two pages; the senior executive opens
// Traffic Statistics from the menu and finds the referring site counted (the database is shared, so the one figure
// that is this journey's alone is the referring host), reads it again in Chinese, and exports the audit log — the
// export itself then shows in the audit log.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

test('a visit from another site is counted in the traffic statistics, and an export shows in the audit log', async ({
  page,
  browser,
}) => {
  const host = `e2e-${Date.now().toString(36)}.example.com`;
  const viewsLogged = () => page.waitForResponse((response) => response.url().endsWith('/api/common/saveLog'));
  let logged = viewsLogged();
  await page.goto('/', { referer: `https://${host}/links?to=boardforge` });
  expect((await logged).status()).toBe(200);
  logged = viewsLogged();
  await page.goto('/aboutUs');
  expect((await logged).status()).toBe(200);

  const { page: staffPage, close } = await openStaffBrowser(browser, demoStaff.seniorExecutive, '/erp');
  await staffPage.getByRole('menu').first().getByText('Traffic Statistics').click();
  await expect(staffPage).toHaveURL(/\/erp\/traffic$/);
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Traffic statistics' })).toBeVisible();
  const referrers = staffPage.getByRole('table', { name: 'Referring sites (visits)' });
  await expect(referrers.getByRole('row').filter({ hasText: host })).toContainText(`${host}11`);
  // Top pages are the ten most read of a database other journeys share: /aboutUs need not be among them, so only
  // the table's having rows is this journey's to check.
  await expect(staffPage.getByRole('table', { name: 'Top pages' }).getByRole('row').nth(1)).toBeVisible();
  await expect(
    staffPage.getByRole('img', { name: /^Line chart of views and visitors per day/ }).locator('canvas'),
  ).toHaveCount(1);
  expect(Number(await staffPage.getByTestId('traffic-views').textContent())).toBeGreaterThanOrEqual(2);

  // The same screen in Chinese.
  await staffPage.getByRole('button', { name: '中文' }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: '流量统计' })).toBeVisible();
  await expect(
    staffPage.getByRole('table', { name: '来源网站（访问次数）' }).getByRole('row').filter({ hasText: host }),
  ).toHaveCount(1);
  await expect(staffPage.getByText('报价转化率')).toBeVisible();
  await staffPage.getByRole('button', { name: 'English' }).click();

  // An export is an audited action: export the audit log, then find the export in it.
  await staffPage.getByRole('menuitem', { name: 'Audit Log' }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const download = staffPage.waitForEvent('download');
  await staffPage.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await pickOption(staffPage.getByLabel('Action', { exact: true }), 'Export');
  const exports = staffPage.getByRole('table', { name: 'Staff actions, newest first' }).getByRole('row');
  await expect(
    exports.filter({ hasText: 'Demo Senior Executive' }).filter({ hasText: 'List Audit log' }).first(),
  ).toBeVisible();
  await close();
});
