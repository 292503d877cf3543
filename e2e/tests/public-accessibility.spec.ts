import { findSevereViolations } from '../support/axe.ts';
import { openInApp } from '../support/navigate.ts';
import { listPublicPagePaths } from '../support/public-route-paths.ts';
import { expect, type Page, test } from '../support/test.ts';

// Issue 15, point 5: every public page, read from the web app's route list (so pages added there are checked too),
// in both languages at a 390 px phone and a 1366 px desktop: no serious or critical axe violation on the whole page
// (header, navigation, footer included), one h1 and no skipped heading level, an alt on every image, and on the
// phone no horizontal scrolling.

const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;
const paths = listPublicPagePaths();

test.describe.configure({ mode: 'parallel' });

/** What is wrong with the page's structure as it stands: headings out of order, images without alt, a wide page. */
async function findStructureProblems(page: Page, isPhone: boolean): Promise<string[]> {
  return page.evaluate((checkWidth) => {
    const problems: string[] = [];
    const isShown = (element: Element) =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"][aria-level]')]
      .filter(isShown)
      .map((element) => ({
        level: /^H\d$/.test(element.tagName) ? Number(element.tagName[1]) : Number(element.getAttribute('aria-level')),
        text: (element.textContent ?? '').trim().slice(0, 40),
      }));
    const h1s = headings.filter((heading) => heading.level === 1);
    if (h1s.length !== 1) problems.push(`${h1s.length} h1 (${h1s.map((heading) => heading.text).join(' | ')})`);
    if (headings[0] && headings[0].level !== 1) problems.push(`first heading is h${headings[0].level}`);
    for (let index = 1; index < headings.length; index += 1) {
      const before = headings[index - 1];
      const heading = headings[index];
      if (before && heading && heading.level > before.level + 1) {
        problems.push(`h${heading.level} "${heading.text}" after h${before.level} "${before.text}"`);
      }
    }
    for (const image of document.querySelectorAll('img')) {
      if (!image.hasAttribute('alt')) problems.push(`img without alt: ${image.getAttribute('src') ?? ''}`);
    }
    const scroller = document.scrollingElement;
    if (checkWidth && scroller && scroller.scrollWidth > scroller.clientWidth) {
      const wide = [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > scroller.clientWidth + 1)
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`);
      problems.push(`scrolls sideways: ${scroller.scrollWidth} > ${scroller.clientWidth} (${wide.join(', ')})`);
    }
    return problems;
  }, isPhone);
}

for (const locale of ['en-US', 'zh-CN']) {
  for (const [widthName, viewport] of Object.entries(widths)) {
    test.describe(`public pages (${locale}, ${viewport.width} px)`, () => {
      test.use({ locale, viewport });

      test('pass axe, keep headings in order, give every image an alt and fit the width', async ({ page }) => {
        test.setTimeout(300_000);
        expect(paths.length).toBeGreaterThan(20);
        const problemsByPath: Record<string, string[]> = {};
        await page.goto('/');
        for (const path of paths) {
          await test.step(path, async () => {
            await openInApp(page, path);
            await page.locator('main').first().waitFor();
            const problems = [
              ...(await findSevereViolations(page)),
              ...(await findStructureProblems(page, widthName === 'phone')),
            ];
            if (problems.length > 0) problemsByPath[path] = problems;
          });
        }
        expect(problemsByPath).toEqual({});
      });
    });
  }
}

// The phone's site menu is a drawer over the page: open, it is the page a visitor reads (navigation and account links).
const openMenu = {
  'en-US': { open: 'Open menu', title: 'Menu' },
  'zh-CN': { open: '打开菜单', title: '菜单' },
} as const;
for (const locale of ['en-US', 'zh-CN'] as const) {
  test.describe(`the phone's site menu (${locale})`, () => {
    test.use({ locale, viewport: widths.phone });

    test('open, has no serious or critical violation and fits the width', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: openMenu[locale].open }).click();
      const drawer = page.getByRole('dialog', { name: openMenu[locale].title });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('navigation')).toBeVisible();
      expect(await findSevereViolations(page)).toEqual([]);
      const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      expect(width).toBeLessThanOrEqual(widths.phone.width);
    });
  });
}

// The desktop header's sections open as pop-up menus on hover: each, open, is checked like the page.
for (const locale of ['en-US', 'zh-CN'] as const) {
  test.describe(`the desktop header's section menus (${locale})`, () => {
    test.use({ locale, viewport: widths.desktop });

    test('each open has no serious or critical violation', async ({ page }) => {
      await page.goto('/');
      const titles = page.locator('.site-nav .ant-menu-submenu-title');
      await expect(titles.first()).toBeVisible();
      const count = await titles.count();
      expect(count).toBeGreaterThan(3);
      const problems: Record<string, string[]> = {};
      for (let index = 0; index < count; index += 1) {
        const title = titles.nth(index);
        await title.hover();
        const popup = page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)');
        await expect(popup).toHaveCount(1);
        await expect(popup.getByRole('menuitem').first()).toBeVisible();
        const severe = await findSevereViolations(page);
        if (severe.length > 0) problems[(await title.textContent()) ?? String(index)] = severe;
        await page.mouse.move(0, 600);
        await expect(popup).toHaveCount(0);
      }
      expect(problems).toEqual({});
    });
  });
}
