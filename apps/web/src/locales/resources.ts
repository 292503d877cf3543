import { enErpTexts } from './erp-texts-en.ts';
import { zhErpTexts } from './erp-texts-zh.ts';
import { enQuoteTexts } from './quote-texts-en.ts';
import { zhQuoteTexts } from './quote-texts-zh.ts';
import { enSiteTexts } from './site-texts-en.ts';
import { zhSiteTexts } from './site-texts-zh.ts';
import { enStartTexts } from './start-texts-en.ts';
import { zhStartTexts } from './start-texts-zh.ts';

/** English is the reference shape for type-checked keys; the parity test holds zh-CN to it. */
export const enResources = { ...enStartTexts, ...enQuoteTexts, ...enSiteTexts, ...enErpTexts };

/**
 * Both languages at once, for the tests and the parity check. The app itself fetches only the visitor's language:
 * the first view's texts at start, the rest of the site's with the first other page, and the back office's only
 * when /erp opens (lib/i18n-setup.ts).
 */
export const resources = {
  en: enResources,
  'zh-CN': { ...zhStartTexts, ...zhQuoteTexts, ...zhSiteTexts, ...zhErpTexts },
};
