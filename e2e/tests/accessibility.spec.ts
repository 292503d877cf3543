import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Every public route of original-spec.md §2, checked in both languages for serious or critical violations.
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

for (const locale of ['en-US', 'zh-CN']) {
  test.describe(`accessibility (${locale})`, () => {
    test.use({ locale });
    for (const route of publicRoutes) {
      test(`${route} has no serious or critical violation`, async ({ page }) => {
        await page.goto(route);
        await page.locator('main').first().waitFor();
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).analyze();
        const severe = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(severe).toEqual([]);
      });
    }
  });
}
