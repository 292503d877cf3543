import type { enResources } from '../locales/resources.ts';
import type { Language } from './languages.ts';

type Texts = Partial<typeof enResources>;

/**
 * The site's texts as chunks, one per part and language: the first view's (start), what the quote page adds (quote:
 * uploads, order profiles) and the rest of the site's (site).
 * i18n-setup.ts adds them to i18next; boot.ts requests them before the start-up modules arrive (app/first-view.ts).
 */
export const textChunks: Record<'start' | 'quote' | 'site', Record<Language, () => Promise<Texts>>> = {
  start: {
    en: () => import('../locales/start-texts-en.ts').then((m) => m.enStartTexts),
    'zh-CN': () => import('../locales/start-texts-zh.ts').then((m) => m.zhStartTexts),
  },
  quote: {
    en: () => import('../locales/quote-texts-en.ts').then((m) => m.enQuoteTexts),
    'zh-CN': () => import('../locales/quote-texts-zh.ts').then((m) => m.zhQuoteTexts),
  },
  site: {
    en: () => import('../locales/site-texts-en.ts').then((m) => m.enSiteTexts),
    'zh-CN': () => import('../locales/site-texts-zh.ts').then((m) => m.zhSiteTexts),
  },
};
