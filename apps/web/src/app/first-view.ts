import type { Language } from '../lib/languages.ts';
import { textChunks } from '../lib/text-chunks.ts';

// What a visit's first view needs besides the start-up modules: the page's own chunk and the texts of its language.
// The page loaders serve the router (public-routes.ts) and boot.ts, which requests them (and the texts, lib/text-chunks.ts)
// before the start-up modules (React, the router, the query cache) have arrived, so they come down side by side
// instead of one after the other (docs/performance.md, "LCP on /valuation"). This module imports nothing at run time.

/** The home page and the quote page: the two first views with a performance goal (issue 15 point 3). */
export const loadHomePage = () => import('./pages/home/home-page.tsx').then((m) => m.HomePage);
export const loadValuationPage = () => import('./pages/valuation-page.tsx').then((m) => m.ValuationPage);

/**
 * Requests what the first view of a path needs: the start texts always; on the quote page its own texts (uploads,
 * profiles) and chunk; on every other page but the home page the rest of the site's texts (lazyPage awaits them); and
 * the home page's chunk on /. Failures are left to the app, which asks again and shows its own error.
 */
export function requestFirstView(pathname: string, language: Language): void {
  const ignore = () => undefined;
  void textChunks.start[language]().catch(ignore);
  if (pathname === '/') {
    void loadHomePage().catch(ignore);
    return;
  }
  void textChunks.quote[language]().catch(ignore);
  if (pathname === '/valuation') {
    void loadValuationPage().catch(ignore);
    return;
  }
  void textChunks.site[language]().catch(ignore);
}
