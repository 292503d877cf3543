import type { Page } from '@playwright/test';

/**
 * Opens a path inside the already loaded app, as its own links do (history push and the router's popstate), so a
 * walk over many routes does not load and start the whole app again for each one. The page must be on the site.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await waitForSettledPage(page);
}

/**
 * Waits until the page has settled after a navigation: no request in flight (the route's code chunks and data calls)
 * and no change to the document, each for a short quiet time. Like `networkidle`, but also after an in-app
 * navigation, and without its fixed half second.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await waitForQuietNetwork(page);
  await waitForQuietDocument(page);
  await waitForQuietNetwork(page); // a render may have asked for more
}

/** Resolves once the document has not changed for `quietMs` (a MutationObserver over the whole body). */
async function waitForQuietDocument(page: Page, quietMs = 80, timeoutMs = 15_000): Promise<void> {
  const settled = await page.evaluate(
    ([quiet, timeout]) =>
      new Promise<boolean>((done) => {
        let timer = setTimeout(finish, quiet, true);
        const giveUp = setTimeout(finish, timeout, false);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(finish, quiet, true);
        });
        function finish(quietReached: boolean) {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(giveUp);
          done(quietReached);
        }
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    [quietMs, timeoutMs] as const,
  );
  if (!settled) throw new Error(`the page kept changing for ${timeoutMs} ms`);
}

/** Resolves once no request has been in flight for `quietMs`. */
async function waitForQuietNetwork(page: Page, quietMs = 100, timeoutMs = 15_000): Promise<void> {
  const inFlight = new Set<unknown>();
  const onRequest = (request: unknown) => inFlight.add(request);
  const onDone = (request: unknown) => inFlight.delete(request);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    // Two frames first: a navigation's requests start within them.
    await waitForTwoFrames(page);
    while (Date.now() < deadline) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`requests still in flight after ${timeoutMs} ms`);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

/** Resolves after the page has drawn two frames (what a state change starts within them has started). */
export function waitForTwoFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}
