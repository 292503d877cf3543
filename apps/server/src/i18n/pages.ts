import type { layerMaterials } from '@boardforge/contracts/content.ts';
import type { PublicPageKey } from '@boardforge/contracts/public-pages.ts';
import type { Language } from '@boardforge/domain/language.ts';
import { pagesEn } from './pages-en.ts';
import { pagesZhCn } from './pages-zh-cn.ts';

/** One public page's words: the <title> and meta description, and the heading and paragraphs crawlers read. */
export type PageText = {
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
};

/**
 * The public pages' catalogue in one language (issue 15 point 2): the site's name, the organisation's line for
 * JSON-LD, the labels of the content sections and every page of packages/contracts/src/public-pages.ts.
 * `{name}` in a label is a parameter.
 */
export type PageCatalogue = {
  readonly siteName: string;
  readonly organization: string;
  readonly labels: {
    readonly offers: string;
    readonly news: string;
    readonly showcase: string;
    readonly catalogue: string;
    readonly process: string;
    readonly empty: string;
    readonly stars: string;
    readonly price: string;
    readonly published: string;
    /** The lines of a laminated structure. */
    readonly materials: Readonly<Record<(typeof layerMaterials)[number], string>>;
  };
  /** The answer to an address the site does not have (a 404 with the app, which shows its not-found page). */
  readonly notFound: PageText;
  readonly pages: Readonly<Record<PublicPageKey, PageText>>;
};

/** The catalogues by language, exported for the parity test. */
export const pageCatalogues: Record<Language, PageCatalogue> = { en: pagesEn, 'zh-CN': pagesZhCn };

/** Fills `{name}` parameters of a catalogue label. */
export function fillLabel(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
