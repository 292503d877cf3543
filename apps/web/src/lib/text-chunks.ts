import erpEn from '../locales/erp-texts-en.ts?texts-url';
import erpZh from '../locales/erp-texts-zh.ts?texts-url';
import quoteEn from '../locales/quote-texts-en.ts?texts-url';
import quoteZh from '../locales/quote-texts-zh.ts?texts-url';
import type { enResources } from '../locales/resources.ts';
import siteEn from '../locales/site-texts-en.ts?texts-url';
import siteZh from '../locales/site-texts-zh.ts?texts-url';
import startEn from '../locales/start-texts-en.ts?texts-url';
import startZh from '../locales/start-texts-zh.ts?texts-url';
import type { Language } from './languages.ts';

type Texts = Partial<typeof enResources>;

/** The parts the texts come in: the first view's (at start), the quote page's, the rest of the site's, the back office's. */
export type TextPart = 'start' | 'quote' | 'site' | 'erp';

/** Where each part of each language is: a JSON file of /assets (texts-as-json.ts, beside vite.config.ts). */
const textUrls: Record<TextPart, Record<Language, string>> = {
  start: { en: startEn, 'zh-CN': startZh },
  quote: { en: quoteEn, 'zh-CN': quoteZh },
  site: { en: siteEn, 'zh-CN': siteZh },
  erp: { en: erpEn, 'zh-CN': erpZh },
};

/** Each file asked for once (boot.ts and the app ask for the start texts alike); a failed fetch may be asked again. */
const fetched = new Map<string, Promise<Texts>>();
/** How long a failed fetch of texts waits before its one retry (a phone's connection dropping for a moment). */
const retryDelayMs = 1_000;

async function fetchTextsOnce(url: string): Promise<Texts> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The texts at ${url} answered HTTP ${response.status}`);
  return (await response.json()) as Texts;
}

function fetchTexts(url: string): Promise<Texts> {
  const known = fetched.get(url);
  if (known) return known;
  // The first render waits for the start texts: one failure is tried again before the page gives up.
  const texts = fetchTextsOnce(url).catch(
    () =>
      new Promise<Texts>((resolve, reject) =>
        setTimeout(() => fetchTextsOnce(url).then(resolve, reject), retryDelayMs),
      ),
  );
  fetched.set(url, texts);
  texts.catch(() => fetched.delete(url));
  return texts;
}

/**
 * The site's texts, one file per part and language: the first view's (start), what the quote page adds (quote:
 * uploads, order profiles), the rest of the site's (site) and the back office's (erp). i18n-setup.ts adds them to
 * i18next; boot.ts requests the first view's before the start-up modules arrive (app/first-view.ts).
 */
export const textChunks = Object.fromEntries(
  Object.entries(textUrls).map(([part, urls]) => [
    part,
    { en: () => fetchTexts(urls.en), 'zh-CN': () => fetchTexts(urls['zh-CN']) },
  ]),
) as Record<TextPart, Record<Language, () => Promise<Texts>>>;
