import { test as base } from '@playwright/test';
import { type WarmBrowser, warmBrowsersOf } from './warm-browsers.ts';

export { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * Playwright's `test` with `context` and `page` taken from the worker's warm contexts (support/warm-browsers.ts): each
 * journey still starts with no cookie, no storage and no route of another, in the language and viewport it asks for.
 * Every spec imports `test` from here (biome.json forbids '@playwright/test' in e2e/tests).
 */
export const test = base.extend<{ warmBrowser: WarmBrowser }>({
  warmBrowser: async ({ browser, locale, viewport, baseURL }, use) => {
    const warm = warmBrowsersOf(browser, baseURL);
    const entry = await warm.acquire(locale ?? 'en-US', viewport);
    await use(entry);
    await warm.release(entry);
  },
  context: async ({ warmBrowser }, use) => use(warmBrowser.context),
  page: async ({ warmBrowser }, use) => use(warmBrowser.page),
});
