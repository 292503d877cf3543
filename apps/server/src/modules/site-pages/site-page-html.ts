import { initialDataElementId } from '@boardforge/contracts/content.ts';
import { publicPages } from '@boardforge/contracts/public-pages.ts';
import { type Language, languages } from '@boardforge/domain/language.ts';
import { fillLabel, type PageCatalogue, type PageText } from '../../i18n/pages.ts';
import { escapeHtml, toInlineJson } from './html-text.ts';
import type { PageContent } from './site-page-content.ts';

/** The link-preview picture (apps/web/public/og-image.png) and its size, for og:image:width/height. */
export const previewImage = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** Everything one page's head and text are rendered from. */
export type PageView = {
  language: Language;
  origin: string;
  /** The page's own path (parameters filled, the router's spelling), without a query. */
  path: string;
  /** Whether the address named its language (`?lang=`): the canonical URL keeps it. */
  hasLanguageParameter: boolean;
  isIndexed: boolean;
  /** An address the site does not have: the head says so and nothing more (no canonical, no preview). */
  isMissing: boolean;
  catalogue: PageCatalogue;
  text: PageText;
  content: PageContent;
};

const ogLocales: Record<Language, string> = { 'zh-CN': 'zh_CN', en: 'en_US' };

/** A path on this site in a language (`?lang=`), or the language-neutral x-default address. */
export function languageUrl(origin: string, path: string, language?: Language): string {
  return `${origin}${path}${language ? `?lang=${language}` : ''}`;
}

/** Cuts a description to the length search results show, at a character boundary. */
function shorten(text: string, limit = 160): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length <= limit ? characters.join('') : `${characters.slice(0, limit - 1).join('')}…`;
}

/** The page's <title>, description, canonical and language links, preview tags and JSON-LD. */
export function renderHead(view: PageView): string {
  const { catalogue, text, content, origin, language } = view;
  const article = content.article;
  const title =
    view.path === '/'
      ? `${catalogue.siteName} - ${content.hero?.title ?? text.heading}`
      : `${text.title} - ${catalogue.siteName}`;
  // A preview shows the site's name beside the title; only the home page's title needs it said.
  const previewTitle = view.path === '/' ? title : text.title;
  const description = shorten(text.description);
  const canonical = languageUrl(origin, view.path, view.hasLanguageParameter ? language : undefined);
  const image = `${origin}${article?.image ?? previewImage.path}`;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  if (view.isMissing) {
    return [
      `<title>${escapeHtml(title)}</title>`,
      meta('name', 'description', description),
      meta('name', 'robots', 'noindex'),
    ].join('\n    ');
  }
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    view.isIndexed ? '' : meta('name', 'robots', 'noindex'),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...languages.map(
      (other) =>
        `<link rel="alternate" hreflang="${other}" href="${escapeHtml(languageUrl(origin, view.path, other))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(origin, view.path))}" />`,
    meta('property', 'og:type', article ? 'article' : 'website'),
    meta('property', 'og:site_name', catalogue.siteName),
    meta('property', 'og:title', previewTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    article?.image ? '' : meta('property', 'og:image:width', String(previewImage.width)),
    article?.image ? '' : meta('property', 'og:image:height', String(previewImage.height)),
    meta('property', 'og:locale', ogLocales[language]),
    ...languages
      .filter((other) => other !== language)
      .map((other) => meta('property', 'og:locale:alternate', ogLocales[other])),
    article ? meta('property', 'article:published_time', article.publishedAt) : '',
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', previewTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${toInlineJson(buildStructuredData(view, canonical, image))}</script>`,
    content.initialData
      ? `<script type="application/json" id="${initialDataElementId}">${toInlineJson(content.initialData)}</script>`
      : '',
  ];
  return lines.filter((line) => line !== '').join('\n    ');
}

/** JSON-LD: the Organization on every page, a NewsArticle on a news detail, a Product per special offer. */
function buildStructuredData(view: PageView, canonical: string, image: string): unknown {
  const { catalogue, content, origin, language } = view;
  const organization = {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: catalogue.siteName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description: catalogue.organization,
  };
  const graph: unknown[] = [organization];
  if (content.article) {
    graph.push({
      '@type': 'NewsArticle',
      headline: content.article.title,
      description: content.article.summary,
      datePublished: content.article.publishedAt,
      inLanguage: language,
      image: [image],
      mainEntityOfPage: canonical,
      publisher: { '@id': organization['@id'] },
    });
  }
  for (const offer of content.offers) {
    graph.push({
      '@type': 'Product',
      name: offer.name,
      description: offer.description,
      brand: { '@id': organization['@id'] },
      offers: {
        '@type': 'Offer',
        price: offer.priceYuan.toFixed(2),
        priceCurrency: 'CNY',
        url: languageUrl(origin, '/valuation', language),
        availability: 'https://schema.org/InStock',
      },
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

/**
 * The page's own text for <div id="root">: its heading and paragraphs, the content sections and a list of the
 * site's pages (links keep the language). React replaces it when the app starts (createRoot, not hydration).
 */
export function renderBody(view: PageView): string {
  const { catalogue, text, content, language } = view;
  const link = (path: string) => escapeHtml(`${path}?lang=${language}`);
  const article = content.article;
  const paragraphs = (items: readonly string[]) => items.map((item) => `<p>${escapeHtml(item)}</p>`).join('');
  const main = article
    ? `<article><h1>${escapeHtml(article.title)}</h1><p><time datetime="${escapeHtml(article.publishedAt)}">${escapeHtml(fillLabel(catalogue.labels.published, { date: article.publishedAt.slice(0, 10) }))}</time></p>${paragraphs([article.summary, ...article.paragraphs].filter((line) => line !== ''))}</article>`
    : content.hero
      ? `<h1>${escapeHtml(content.hero.title)}</h1>${paragraphs([content.hero.subtitle, ...text.paragraphs.slice(1)])}`
      : `<h1>${escapeHtml(text.heading)}</h1>${paragraphs(text.paragraphs)}`;
  const sections = content.sections
    .map(
      (section) =>
        `<section><h2>${escapeHtml(section.heading)}</h2><ul>${section.items
          .map((item) => {
            const title = item.href
              ? `<a href="${link(item.href)}">${escapeHtml(item.title)}</a>`
              : escapeHtml(item.title);
            return `<li><h3>${title}</h3>${item.text ? `<p>${escapeHtml(item.text)}</p>` : ''}</li>`;
          })
          .join('')}</ul></section>`,
    )
    .join('');
  const navigation = publicPages
    .filter((page) => page.isIndexed && !page.path.includes(':'))
    .map((page) => `<li><a href="${link(page.path)}">${escapeHtml(catalogue.pages[page.key].title)}</a></li>`)
    .join('');
  return `<header><a href="${link('/')}">${escapeHtml(catalogue.siteName)}</a></header><main>${main}${sections}</main><nav><ul>${navigation}</ul></nav>`;
}
