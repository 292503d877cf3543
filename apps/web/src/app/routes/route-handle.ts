import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import type { QuoteTab } from '../../features/quotes/utils/quote-tabs.ts';
import { loadQuoteTexts, loadSiteTexts } from '../../lib/i18n-setup.ts';
import { withTimeout } from '../../lib/with-timeout.ts';
import type { enResources } from '../../locales/resources.ts';
import { loadWithAntdScope } from '../antd-scope-loader.ts';
import type { RouteMenuItem } from '../erp/route-menu-item.ts';

export type RouteTitleKey = keyof typeof enResources.common.routes;
export type MetaKey = keyof typeof enResources.common.meta;

/** Which content a shared page component shows (see points-page.tsx). */
export type PointsBase =
  | 'product.pcbBoardMaking'
  | 'product.pcbBatch'
  | 'product.fpcBatch'
  | 'product.aluminumSubstrate'
  | 'product.pcbaMade'
  | 'product.steelMesh'
  | 'product.bomSupply'
  | 'solution.schemeDesign'
  | 'factory.display';

export type PointsContent = {
  base: PointsBase;
  /** Smart Quotes tab the call to action opens; omitted for pages without a quote. */
  quoteTab?: QuoteTab;
  /** The spec the tab opens with, where the tab's defaults are not this product (an aluminium board, a batch). */
  quoteSpec?: Record<string, string | number>;
  tip?: 'product.pcbaMade.tip' | 'product.bomSupply.tip';
};

/** What a route tells the shell: its title, meta tags, and (ERP) the menu item it came from. */
export type RouteHandle = {
  title?: RouteTitleKey;
  /** For the shared highlight-card content page. */
  points?: PointsContent;
  meta?: { description: MetaKey; keywords: MetaKey };
  menuItem?: RouteMenuItem;
};

/** A page whose chunk failed: rendering it throws, so the route's errorElement shows the load error. */
function failedPage(error: unknown): ComponentType {
  return function FailedPage(): never {
    throw error;
  };
}

/**
 * Route `lazy` for a page: loads the component, failing with ChunkLoadError on error or after 120 s.
 * The failure is not rejected from `lazy`: react-router then keeps the route "still loading" and renders
 * nothing, so the failure is handed to the errorElement by a component that throws it.
 * The page comes inside the antd scope (antd-scope.tsx, fetched with it) unless `usesAntd` is false, and after
 * the texts it names: the rest of the site's (`site`, the default), only the quote page's additions (`quote`), or
 * none beyond the first view's (`start`): a page that draws no antd and shows only the first view's texts (the home
 * page) fetches neither. A scope inside another's (a page in an antd layout) repeats the same settings.
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  { usesAntd = true, texts = 'site' }: { usesAntd?: boolean; texts?: 'site' | 'quote' | 'start' } = {},
) {
  const loadTexts = { site: loadSiteTexts, quote: loadQuoteTexts, start: () => null }[texts];
  return async () => {
    try {
      const page = usesAntd ? loadWithAntdScope(load) : load();
      const [Component] = await withTimeout(Promise.all([page, loadTexts()]));
      return { Component };
    } catch (error) {
      return { Component: failedPage(error) };
    }
  };
}

/** The deepest route handle that sets the given field. */
export function useRouteHandle<K extends keyof RouteHandle>(field: K): RouteHandle[K] | undefined {
  const matches = useMatches();
  return matches
    .map((match) => (match.handle as RouteHandle | undefined)?.[field])
    .findLast((value) => value !== undefined);
}
