import { matchSiteAddress, publicPages, readLanguageParameter } from '@boardforge/contracts/public-pages.ts';
import { type Language, languages, toLanguage } from '@boardforge/domain/language.ts';
import { pageCatalogues } from '../../i18n/pages.ts';
import type { ContentService } from '../content/content.service.ts';
import { escapeHtml } from './html-text.ts';
import { loadPageContent, type OfferPricing } from './site-page-content.ts';
import { languageUrl, type PageView, renderBody, renderHead } from './site-page-html.ts';

/** An address the web app is asked for, as the server saw it. */
export type PageRequest = { origin: string; url: string; acceptLanguage: string | undefined };

/**
 * A page rendered for index.html: its status, language, head tags and text; `isPage: false` for the app's own
 * addresses (client area, back office, logged-in pages), served as the plain app.
 */
export type RenderedPage =
  | {
      isPage: true;
      statusCode: 200 | 404;
      language: Language;
      head: string;
      body: string;
      isLanguageNegotiated: boolean;
    }
  | { isPage: false };

/** The public site for crawlers and link previews (issue 15 point 2): page heads and text, sitemap, robots. */
export function createSitePagesService(dependencies: { content: ContentService; offerPricing: OfferPricing }) {
  const { content, offerPricing } = dependencies;

  /** Renders the head and text of the page at an address in the language it asks for (else Accept-Language). */
  async function renderPage(request: PageRequest): Promise<RenderedPage> {
    const url = new URL(request.url, 'http://site.invalid');
    const requested = readLanguageParameter(url.searchParams.get('lang'));
    const language = requested ?? toLanguage(request.acceptLanguage);
    const catalogue = pageCatalogues[language];
    const address = matchSiteAddress(safeDecode(url.pathname));
    if (address.type === 'app') return { isPage: false };
    const base = {
      language,
      origin: request.origin,
      hasLanguageParameter: requested !== undefined,
      catalogue,
    };
    if (address.type === 'page') {
      const { page, params } = address;
      const pageContent = await loadPageContent(content, page, params, language, catalogue, offerPricing);
      if (pageContent.isFound) {
        const path = page.path.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ''));
        const text = pageContent.article
          ? {
              ...catalogue.pages[page.key],
              title: pageContent.article.title,
              description: pageContent.article.summary || pageContent.article.paragraphs.join(' '),
            }
          : catalogue.pages[page.key];
        const view: PageView = {
          ...base,
          path,
          isIndexed: page.isIndexed,
          isMissing: false,
          text,
          content: pageContent,
        };
        return render(view, 200, requested === undefined);
      }
    }
    const view: PageView = {
      ...base,
      path: url.pathname,
      isIndexed: false,
      isMissing: true,
      text: catalogue.notFound,
      content: { isFound: false, sections: [], offers: [] },
    };
    return render(view, 404, requested === undefined);
  }

  /** /sitemap.xml: every indexed page and every published news item, in both languages with their alternates. */
  async function buildSitemap(origin: string): Promise<string> {
    const news = await listAllPublishedNews();
    const newest = news.reduce<string | undefined>(
      (latest, item) => (!latest || item.publishedAt > latest ? item.publishedAt : latest),
      undefined,
    );
    const entries: { path: string; lastmod?: string | undefined }[] = [];
    for (const page of publicPages) {
      if (!page.isIndexed) continue;
      if (page.content === 'newsDetail') {
        for (const item of news) entries.push({ path: `/aboutUs/news/${item.id}`, lastmod: item.publishedAt });
      } else {
        entries.push({
          path: page.path,
          lastmod: page.content === 'home' || page.content === 'newsList' ? newest : undefined,
        });
      }
    }
    const urls = entries.flatMap((entry) =>
      languages.map((language) => {
        const alternates = [...languages, undefined]
          .map(
            (other) =>
              `<xhtml:link rel="alternate" hreflang="${other ?? 'x-default'}" href="${escapeHtml(languageUrl(origin, entry.path, other))}"/>`,
          )
          .join('');
        const lastmod = entry.lastmod ? `<lastmod>${escapeHtml(entry.lastmod)}</lastmod>` : '';
        return `<url><loc>${escapeHtml(languageUrl(origin, entry.path, language))}</loc>${lastmod}${alternates}</url>`;
      }),
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }

  /** Every published news item (id and publication time), read a page at a time. */
  async function listAllPublishedNews(): Promise<{ id: string; publishedAt: string }[]> {
    const items: { id: string; publishedAt: string }[] = [];
    for (let pageNum = 1; ; pageNum += 1) {
      const page = await content.listPublished({ kind: 'news', pageNum, pageSize: 50 });
      items.push(...page.rows.map((row) => ({ id: row.id, publishedAt: row.publishedAt })));
      if (page.rows.length === 0 || items.length >= page.total) return items;
    }
  }

  /** /robots.txt: the back office, the client area and the API stay out; the sitemap is named. */
  function buildRobots(origin: string): string {
    return [
      'User-agent: *',
      'Disallow: /erp',
      'Disallow: /order',
      'Disallow: /api',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  return { renderPage, buildSitemap, buildRobots };
}

export type SitePagesService = ReturnType<typeof createSitePagesService>;

function render(view: PageView, statusCode: 200 | 404, isLanguageNegotiated: boolean): RenderedPage {
  return {
    isPage: true,
    statusCode,
    language: view.language,
    head: renderHead(view),
    body: renderBody(view),
    isLanguageNegotiated,
  };
}

/** A path's percent-escapes decoded (the router compares decoded segments); a malformed one stays as it is. */
function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
