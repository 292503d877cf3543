import type { Browser, BrowserContext, Page, ViewportSize } from '@playwright/test';

/**
 * Browser contexts kept warm for the next journey of the same worker.
 *
 * Chromium starts every new context's page in a new renderer process, which parses and compiles the whole app again:
 * on the 2-core CI machine the first load of a page took about 2.5 s, a reload in the same page about 0.4 s, and the
 * first clicks of a cold page were slow again (functions compiled on first use). So a journey that ends hands its
 * context back here instead of closing it, and the next journey of the worker that asks for the same language gets it
 * with nothing of the last one left:
 * - the page leaves the app first (a same-site document without scripts), so no poll, socket or timer of the last
 *   journey runs on; other pages of the context are closed;
 * - local and session storage are cleared, every cookie (the session, the visitor id) and every granted permission
 *   are removed, and every route and page listener a journey added is taken away.
 * Anything that cannot be reset closes the context instead, and the next journey gets a new one. A failed journey
 * ends its worker (Playwright starts a new one), so nothing of a failure is handed on either.
 */
export class WarmBrowsers {
  private readonly idle: WarmBrowser[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string | undefined,
  ) {}

  /** A context and its page in `locale`, at `viewport`: a warm one when one is idle, else a new one. */
  async acquire(locale: string, viewport: ViewportSize | null): Promise<WarmBrowser> {
    const index = this.idle.findIndex((entry) => entry.locale === locale);
    const [warm] = index >= 0 ? this.idle.splice(index, 1) : [];
    if (warm) {
      if (viewport) await warm.page.setViewportSize(viewport);
      return warm;
    }
    const context = await this.browser.newContext({ baseURL: this.baseURL, locale, viewport });
    return { locale, context, page: await context.newPage() };
  }

  /** Takes a context back once its journey is done; closes it when it cannot be reset. */
  async release(entry: WarmBrowser): Promise<void> {
    try {
      if (entry.page.isClosed()) throw new Error('the page was closed');
      if (notReusable.has(entry.page)) throw new Error('the journey changed what cannot be reset');
      for (const other of entry.context.pages()) if (other !== entry.page) await other.close();
      await entry.context.unrouteAll({ behavior: 'ignoreErrors' });
      await entry.page.unrouteAll({ behavior: 'ignoreErrors' });
      for (const event of journeyEvents) entry.page.removeAllListeners(event);
      // A same-site document without scripts: the renderer (and the code it compiled) stays, the app stops.
      await entry.page.goto(restingPath, { waitUntil: 'load' });
      await entry.page.evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      await entry.context.clearCookies();
      await entry.context.clearPermissions();
      this.idle.push(entry);
    } catch {
      await entry.context.close().catch(() => undefined);
    }
  }
}

const notReusable = new WeakSet<Page>();

/**
 * Keeps a page's context from the next journey: call it before changing what the reset cannot undo (Playwright has no
 * way to take back `routeWebSocket`), and the context is closed at the end of the journey instead.
 */
export function keepFromReuse(page: Page): void {
  notReusable.add(page);
}

/** A context and the page a journey uses in it. */
export type WarmBrowser = { readonly locale: string; readonly context: BrowserContext; readonly page: Page };

/** The page events journeys listen to. */
const journeyEvents = [
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'console',
  'dialog',
  'pageerror',
] as const;

/** A static file of the site that runs no script: the page rests on it between journeys. */
const restingPath = '/favicon.svg';

const warmBrowsersOfBrowser = new WeakMap<Browser, WarmBrowsers>();

/** The warm contexts of a worker's browser (one browser per worker). */
export function warmBrowsersOf(browser: Browser, baseURL: string | undefined): WarmBrowsers {
  let warm = warmBrowsersOfBrowser.get(browser);
  if (!warm) {
    warm = new WarmBrowsers(browser, baseURL);
    warmBrowsersOfBrowser.set(browser, warm);
  }
  return warm;
}
