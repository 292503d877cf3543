import { type Language, languages } from '@boardforge/domain/language.ts';

/**
 * The public site's pages (issue 15 point 2), one list for both apps: the server renders each one's head and text
 * into index.html and lists the indexed ones in /sitemap.xml; a web test holds the router's public paths to it.
 * `key` names the page's title, description and text in the server's page catalogue (apps/server/src/i18n);
 * `content` says which published records of the content store the page shows (they change when staff publish).
 */
export const publicPageContents = [
  'none',
  'home',
  'newsList',
  'newsDetail',
  'productShowcase',
  'activity',
  'customerPost',
  'processCapability',
  'laminatedStructure',
  'contactBranch',
] as const;
export type PublicPageContent = (typeof publicPageContents)[number];

export type PublicPage = {
  /** The router path; `:id` stands for one path segment. */
  readonly path: string;
  readonly key: string;
  readonly content: PublicPageContent;
  /** Listed in the sitemap and open to search engines (login and register pages are not). */
  readonly isIndexed: boolean;
};

export const publicPages = [
  { path: '/', key: 'home', content: 'home', isIndexed: true },
  { path: '/valuation', key: 'valuation', content: 'none', isIndexed: true },
  { path: '/boardMaking/pcbBoardMaking', key: 'pcbBoardMaking', content: 'none', isIndexed: true },
  { path: '/boardMaking/pcbBatch', key: 'pcbBatch', content: 'none', isIndexed: true },
  { path: '/boardMaking/fpcBatch', key: 'fpcBatch', content: 'none', isIndexed: true },
  { path: '/boardMaking/aluminumSubstrate', key: 'aluminumSubstrate', content: 'none', isIndexed: true },
  { path: '/manufacture/pcbaMade', key: 'pcbaMade', content: 'none', isIndexed: true },
  { path: '/manufacture/steelMesh', key: 'steelMesh', content: 'none', isIndexed: true },
  { path: '/bomSupply', key: 'bomSupply', content: 'none', isIndexed: true },
  { path: '/solution/schemeDesign', key: 'schemeDesign', content: 'none', isIndexed: true },
  { path: '/solution/layoutDesign', key: 'layoutDesign', content: 'none', isIndexed: true },
  { path: '/factoryDisplay/displayFactory', key: 'displayFactory', content: 'none', isIndexed: true },
  {
    path: '/factoryDisplay/iaminatedStructure',
    key: 'iaminatedStructure',
    content: 'laminatedStructure',
    isIndexed: true,
  },
  { path: '/factoryDisplay/processShow', key: 'processShow', content: 'processCapability', isIndexed: true },
  { path: '/factoryDisplay/productList', key: 'productList', content: 'productShowcase', isIndexed: true },
  { path: '/factoryDisplay/activity', key: 'activity', content: 'activity', isIndexed: true },
  { path: '/factoryDisplay/sunbathing', key: 'sunbathing', content: 'customerPost', isIndexed: true },
  { path: '/aboutUs/aboutUs', key: 'aboutUs', content: 'none', isIndexed: true },
  { path: '/aboutUs/contactUs', key: 'contactUs', content: 'contactBranch', isIndexed: true },
  { path: '/aboutUs/news', key: 'news', content: 'newsList', isIndexed: true },
  { path: '/aboutUs/news/:id', key: 'newsDetail', content: 'newsDetail', isIndexed: true },
  { path: '/terms', key: 'terms', content: 'none', isIndexed: true },
  { path: '/privacy', key: 'privacy', content: 'none', isIndexed: true },
  { path: '/login', key: 'login', content: 'none', isIndexed: false },
  { path: '/userLogin', key: 'login', content: 'none', isIndexed: false },
  { path: '/register', key: 'register', content: 'none', isIndexed: false },
  { path: '/resetPassword', key: 'resetPassword', content: 'none', isIndexed: false },
  { path: '/weixin', key: 'weixin', content: 'none', isIndexed: false },
  { path: '/pointsMall', key: 'pointsMall', content: 'none', isIndexed: false },
] as const satisfies readonly PublicPage[];
/** One page of the list, its key one the page catalogues hold. */
export type ListedPublicPage = (typeof publicPages)[number];
export type PublicPageKey = ListedPublicPage['key'];

/**
 * The web app's other addresses (logged-in pages and section paths that redirect to their first page): the server
 * answers them 200 with the app, without a page head of their own. Every path under an `appAreas` prefix is the
 * app's too (the client area and the back office route their own not-found).
 */
export const appPagePaths = [
  '/boardMaking',
  '/manufacture',
  '/solution',
  '/factoryDisplay',
  '/aboutUs',
  '/memberHome',
  '/personal',
  '/information',
  '/address',
  '/orderProfiles',
  '/webhooks',
  '/apiKeys',
  '/changePassword',
  '/obtainingRecords',
  '/consumptionRecords',
  '/myOrder',
  '/orderDetail',
  '/reorder',
  '/designJobs',
  '/designJobs/new',
  '/designJobs/:jobId',
] as const;
export const appAreas = ['/order', '/erp'] as const;

/** The language a `?lang=` value asks for (`en`, `zh-CN`, case-insensitive), or undefined. */
export function readLanguageParameter(value: string | null | undefined): Language | undefined {
  if (typeof value !== 'string') return undefined;
  return languages.find((language) => language.toLowerCase() === value.trim().toLowerCase());
}

export type SiteAddress =
  | { type: 'page'; page: ListedPublicPage; params: Record<string, string> }
  | { type: 'app' }
  | { type: 'unknown' };

/** Splits a path into its segments, ignoring a trailing slash (the router does too). */
function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** Matches a path against a pattern like the router does (case-insensitive, `:name` one segment). */
function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const actual = given[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = actual;
    else if (part.toLowerCase() !== actual.toLowerCase()) return undefined;
  }
  return params;
}

/** What the web app shows at a path: a public page (with its parameters), another page of the app, or nothing. */
export function matchSiteAddress(pathname: string): SiteAddress {
  for (const page of publicPages) {
    const params = matchPattern(page.path, pathname);
    if (params) return { type: 'page', page, params };
  }
  if (appPagePaths.some((path) => matchPattern(path, pathname))) return { type: 'app' };
  const lower = pathname.toLowerCase();
  if (appAreas.some((area) => lower === area || lower.startsWith(`${area}/`))) return { type: 'app' };
  return { type: 'unknown' };
}
