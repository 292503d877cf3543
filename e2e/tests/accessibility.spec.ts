import { findSevereViolations } from '../support/axe.ts';
import { openInApp } from '../support/navigate.ts';
import { listPublicPagePaths } from '../support/public-route-paths.ts';
import { demoStaff, logInStaffByApi } from '../support/staff.ts';
import { type APIRequestContext, expect, test } from '../support/test.ts';

// The four long walks below are independent: both workers take them.
test.describe.configure({ mode: 'parallel' });

// Every public route of docs/product.md §2, checked in both languages for serious or critical violations.
const publicRoutes = [
  '/',
  '/valuation',
  '/login',
  '/userLogin',
  '/register',
  '/memberHome',
  '/personal',
  '/consumptionRecords',
  '/obtainingRecords',
  '/pointsMall',
  '/information',
  '/address',
  '/changePassword',
  '/myOrder',
  '/orderDetail',
  '/weixin',
  '/boardMaking/pcbBoardMaking',
  '/boardMaking/pcbBatch',
  '/boardMaking/fpcBatch',
  '/boardMaking/aluminumSubstrate',
  '/manufacture/pcbaMade',
  '/manufacture/steelMesh',
  '/bomSupply',
  '/solution/schemeDesign',
  '/solution/layoutDesign',
  '/factoryDisplay/displayFactory',
  '/factoryDisplay/iaminatedStructure',
  '/factoryDisplay/processShow',
  '/factoryDisplay/productList',
  '/factoryDisplay/activity',
  '/factoryDisplay/sunbathing',
  '/aboutUs/aboutUs',
  '/aboutUs/contactUs',
  '/aboutUs/news',
];

// The public pages of the web app's route list are scanned whole, in both languages and at two widths, by
// public-accessibility.spec.ts; this walk keeps the routes that list leaves out (the member area a visitor is asked to
// log in to, and the old aliases), with the home page first and last for the whole-page scans.
const alsoCheckedElsewhere = new Set(listPublicPagePaths());
const routesOnlyHere = publicRoutes.filter((route) => route === '/' || !alsoCheckedElsewhere.has(route));

// One page per language walks every route inside the loaded app, as its links do (the first is a full load); a
// failure lists each route with its violations, and each route is a step of the report. The whole page (header,
// navigation, footer) is scanned on the first and the last route; on the others, what the route shows (<main>).
for (const locale of ['en-US', 'zh-CN']) {
  test.describe(`accessibility (${locale})`, () => {
    test.use({ locale });
    test('every public route has no serious or critical violation', async ({ page }) => {
      test.setTimeout(240_000);
      const severeByRoute: Record<string, string[]> = {};
      await page.goto('/');
      // A route that shows exactly what an earlier one showed (the member pages ask a visitor to log in) gives axe the
      // same document, so its result is the earlier one's.
      const resultByContent = new Map<string, string[]>();
      const walk = [...routesOnlyHere, '/'];
      expect(walk.length).toBeGreaterThan(5);
      for (const [index, route] of walk.entries()) {
        await test.step(route, async () => {
          await openInApp(page, route);
          const main = page.locator('main').first();
          await main.waitFor();
          const wholePage = index === 0 || index === walk.length - 1;
          const content = await main.evaluate((element) => element.outerHTML);
          const known = wholePage ? undefined : resultByContent.get(content);
          const severe = known ?? (await findSevereViolations(page, wholePage ? [] : ['main']));
          if (!wholePage) resultByContent.set(content, severe);
          if (severe.length > 0) severeByRoute[route] = severe;
        });
      }
      expect(severeByRoute).toEqual({});
    });
  });
}

type MenuEntry = { menupath: string; url: string; subList: MenuEntry[] };

/** Every page path of the signed-in staff member's menu as the server answers it (entries with a view url). */
async function listMenuViewPaths(request: APIRequestContext): Promise<string[]> {
  const me = (await (await request.get('/api/user/me')).json()) as { data: { role: string } };
  const menu = await request.get('/api/sys/getMenuByRoleId', { params: { roleId: me.data.role } });
  const entries = ((await menu.json()) as { data: MenuEntry[] }).data;
  const walk = (list: MenuEntry[]): string[] =>
    list.flatMap((entry) => [...(entry.url ? [entry.menupath] : []), ...walk(entry.subList)]);
  return walk(entries);
}

// The back office (ERP shell: side menu, header, page tabs) and every view of the administrator's menu, both languages.
// Views are opened one after another in one tab, so the tab bar is checked with many pages open and closable: the
// whole page (shell and view) at /erp and again with every view open, each view's own area (#erp-main) in between.
for (const locale of ['en-US', 'zh-CN']) {
  test.describe(`back-office accessibility (${locale})`, () => {
    test.use({ locale, viewport: { width: 1280, height: 900 } });

    test('/erp and every view of the administrator menu have no serious or critical violation', async ({ page }) => {
      // About 40 views, each scanned by axe: 35–50 s on a quiet 2-core machine, over 4 min with the unit suite running
      // beside it. The timeout only catches a hang.
      test.setTimeout(480_000);
      await logInStaffByApi(page.request, demoStaff.admin);
      const paths = await listMenuViewPaths(page.request);
      expect(paths.length).toBeGreaterThan(10);
      const found: Record<string, string[]> = {};
      await page.goto('/erp');
      // The tab bar is navigation: a link per open page and a named close button for each closable one.
      const tabBar = page.getByRole('navigation', { name: locale === 'zh-CN' ? '已打开页面' : 'Open pages' });
      const walk = ['/erp', ...paths];
      for (const [index, path] of walk.entries()) {
        await openInApp(page, path);
        // The view's own tab is current before it is scanned: an h1 alone may still be the previous view's (a view
        // whose chunk loads slowly left its tab unopened when the next path was pushed: 20 tabs of 21 in a CI run).
        if (index > 0) await expect(tabBar.locator('a[aria-current="page"]')).toHaveAttribute('href', path);
        await page.locator('#erp-main h1').first().waitFor();
        const wholePage = index === 0 || index === walk.length - 1;
        const severe = await findSevereViolations(page, wholePage ? [] : ['#erp-main']);
        if (severe.length > 0) found[path] = severe;
      }
      await expect(tabBar.getByRole('link')).toHaveCount(paths.length);
      await expect(tabBar.getByRole('link').last()).toHaveAttribute('aria-current', 'page');
      expect(found).toEqual({});
    });
  });
}

// A form showing validation errors: antd's error text must keep AA contrast (theme colorError).
for (const locale of ['en-US', 'zh-CN']) {
  test.describe(`form errors (${locale})`, () => {
    test.use({ locale });

    test('the login form submitted empty has no serious or critical violation', async ({ page }) => {
      await page.goto('/login');
      const panel = page.getByRole('tabpanel').filter({ visible: true });
      await panel.getByRole('button', { name: locale === 'zh-CN' ? '登录' : 'Log In', exact: true }).click();
      await expect(panel.locator('.ant-form-item-explain-error').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await findSevereViolations(page)).toEqual([]);
    });
  });
}
