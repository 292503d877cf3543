import { type RouteObject, redirect } from 'react-router';
import { loadHomePage, loadValuationPage } from '../first-view.ts';
import { requireClient } from './guards.ts';
import { lazyPage, type PointsContent, type RouteHandle, type RouteTitleKey } from './route-handle.ts';

type PageLoader = Parameters<typeof lazyPage>[0];

/** A route with a title handle (and optional meta) loading its page lazily. */
function page(
  path: string,
  title: RouteTitleKey,
  load: PageLoader,
  meta?: RouteHandle['meta'],
  extra?: Pick<RouteHandle, 'points'>,
): RouteObject {
  return { path, lazy: lazyPage(load), handle: { title, meta, ...extra } satisfies RouteHandle };
}

/** A content page of highlight cards. */
function pointsPage(path: string, title: RouteTitleKey, points: PointsContent, meta?: RouteHandle['meta']) {
  return page(path, title, () => import('../pages/points-page.tsx').then((m) => m.PointsPage), meta, { points });
}

/** A section path without a page of its own opens its first child. */
function sectionIndex(to: string): RouteObject {
  return { index: true, loader: () => redirect(to) };
}

const quoteMeta: RouteHandle['meta'] = { description: 'quoteDescription', keywords: 'quoteKeywords' };
const capabilityMeta: RouteHandle['meta'] = { description: 'capabilityDescription', keywords: 'capabilityKeywords' };

/** Every public route of docs/product.md §2 (children of the site layout). */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    // The home page draws no antd and shows only the start-up texts: its first view fetches neither the antd scope nor
    // the rest of the site's texts (docs/performance.md).
    lazy: lazyPage(loadHomePage, {
      usesAntd: false,
      texts: 'start',
    }),
    handle: { title: 'home' } satisfies RouteHandle,
  },
  {
    path: 'valuation',
    // The quote page draws its first view (the PCB tab) on native controls: the antd scope comes only with the parts
    // that draw antd (wide-screen tabs, the other tabs' uploads, the save dialog, a Gerber's analysis). It awaits only
    // the texts it adds to the first view's (uploads, profiles); its later parts fetch the rest of the site's.
    lazy: lazyPage(loadValuationPage, { usesAntd: false, texts: 'quote' }),
    handle: { title: 'valuation', meta: quoteMeta } satisfies RouteHandle,
  },
  page('login', 'login', () => import('../pages/login-page.tsx').then((m) => m.LoginPage)),
  page('userLogin', 'login', () => import('../pages/login-page.tsx').then((m) => m.LoginPage)),
  page('register', 'register', () => import('../pages/register-page.tsx').then((m) => m.RegisterPage)),
  // A customer's own orders: visitors (and staff) log in as a customer first, then come back.
  {
    ...page('myOrder', 'myOrder', () => import('../pages/orders/order-list-page.tsx').then((m) => m.MyOrderPage)),
    loader: requireClient,
  },
  {
    ...page('orderDetail', 'orderDetail', () =>
      import('../pages/orders/order-detail-page.tsx').then((m) => m.OrderDetailPage),
    ),
    loader: requireClient,
  },
  {
    ...page('reorder', 'reorder', () => import('../pages/orders/reorder-page.tsx').then((m) => m.ReorderPage)),
    loader: requireClient,
  },
  page('weixin', 'weixin', () => import('../pages/weixin-page.tsx').then((m) => m.WeixinPage)),
  {
    path: 'boardMaking',
    children: [
      sectionIndex('/boardMaking/pcbBoardMaking'),
      pointsPage('pcbBoardMaking', 'pcbBoardMaking', { base: 'product.pcbBoardMaking', quoteTab: 'pcb' }, quoteMeta),
      // 100 boards of 10 × 10 cm: past the 50 of a sample, so the quote opens as a batch.
      pointsPage(
        'pcbBatch',
        'pcbBatch',
        {
          base: 'product.pcbBatch',
          quoteTab: 'pcb',
          quoteSpec: { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 100 },
        },
        quoteMeta,
      ),
      pointsPage('fpcBatch', 'fpcBatch', { base: 'product.fpcBatch', quoteTab: 'fpc' }, quoteMeta),
      pointsPage(
        'aluminumSubstrate',
        'aluminumSubstrate',
        { base: 'product.aluminumSubstrate', quoteTab: 'pcb', quoteSpec: { material: 'ALUMINUM', layers: 1 } },
        quoteMeta,
      ),
    ],
  },
  {
    path: 'manufacture',
    children: [
      sectionIndex('/manufacture/pcbaMade'),
      pointsPage(
        'pcbaMade',
        'pcbaMade',
        { base: 'product.pcbaMade', quoteTab: 'smt', tip: 'product.pcbaMade.tip' },
        quoteMeta,
      ),
      pointsPage('steelMesh', 'steelMesh', { base: 'product.steelMesh', quoteTab: 'stencil' }, quoteMeta),
    ],
  },
  pointsPage('bomSupply', 'bomSupply', { base: 'product.bomSupply', quoteTab: 'bom', tip: 'product.bomSupply.tip' }),
  {
    path: 'solution',
    children: [
      sectionIndex('/solution/schemeDesign'),
      pointsPage('schemeDesign', 'schemeDesign', { base: 'solution.schemeDesign' }),
      page('layoutDesign', 'layoutDesign', () =>
        import('../pages/content/layout-design-page.tsx').then((m) => m.LayoutDesignPage),
      ),
    ],
  },
  {
    path: 'factoryDisplay',
    children: [
      sectionIndex('/factoryDisplay/displayFactory'),
      pointsPage('displayFactory', 'displayFactory', { base: 'factory.display' }, capabilityMeta),
      page(
        'iaminatedStructure',
        'iaminatedStructure',
        () => import('../pages/content/laminated-structure-page.tsx').then((m) => m.LaminatedStructurePage),
        capabilityMeta,
      ),
      page(
        'processShow',
        'processShow',
        () => import('../pages/content/capability-page.tsx').then((m) => m.CapabilityPage),
        capabilityMeta,
      ),
      page('productList', 'productList', () =>
        import('../pages/content/showcase-pages.tsx').then((m) => m.ProductListPage),
      ),
      page('activity', 'activity', () => import('../pages/content/showcase-pages.tsx').then((m) => m.ActivityPage)),
      page('sunbathing', 'sunbathing', () =>
        import('../pages/content/showcase-pages.tsx').then((m) => m.CustomerPostsPage),
      ),
    ],
  },
  {
    path: 'aboutUs',
    children: [
      sectionIndex('/aboutUs/aboutUs'),
      page('aboutUs', 'aboutUs', () => import('../pages/content/about-page.tsx').then((m) => m.AboutPage)),
      page('contactUs', 'contactUs', () => import('../pages/content/contact-page.tsx').then((m) => m.ContactPage)),
      page('news', 'news', () => import('../pages/content/showcase-pages.tsx').then((m) => m.NewsPage)),
      page('news/:id', 'news', () => import('../pages/content/news-detail-page.tsx').then((m) => m.NewsDetailPage)),
    ],
  },
  page('terms', 'terms', () => import('../pages/content/legal-page.tsx').then((m) => m.TermsPage)),
  page('privacy', 'privacy', () => import('../pages/content/legal-page.tsx').then((m) => m.PrivacyPage)),
  page('*', 'notFound', () => import('../pages/not-found-page.tsx').then((m) => m.NotFoundPage)),
];
