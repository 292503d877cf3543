import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import { pickWording } from '@boardforge/domain/language.ts';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { enResources } from '../locales/resources.ts';
import { detectLanguage, type Language, languageStorageKey, supportedLanguages, toLanguage } from './languages.ts';
import { readStorage, writeStorage } from './safe-storage.ts';

type Texts = Partial<typeof enResources>;

// Each language's texts are chunks of their own, so a page shown in one language does not fetch the other's, and the
// public site does not fetch the back office's (together about 37 kB gzip per language).
const loadSiteTexts: Record<Language, () => Promise<Texts>> = {
  en: () => import('../locales/site-texts-en.ts').then((m) => m.enSiteTexts),
  'zh-CN': () => import('../locales/site-texts-zh.ts').then((m) => m.zhSiteTexts),
};
const loadErpTexts: Record<Language, () => Promise<Texts>> = {
  en: () => import('../locales/erp-texts-en.ts').then((m) => m.enErpTexts),
  'zh-CN': () => import('../locales/erp-texts-zh.ts').then((m) => m.zhErpTexts),
};
/** Set once the back office has asked for its texts: a language switch then fetches them too. */
let isErpWanted = false;
/** The app's start (startI18n): i18next has no texts and no store methods before it. */
let started: Promise<void> = Promise.resolve();

function addTexts(language: Language, texts: Texts): void {
  for (const [namespace, bundle] of Object.entries(texts)) i18next.addResourceBundle(language, namespace, bundle);
}

/** Fetches the texts a language lacks (site, and the back office's once it has opened) and adds them. */
async function ensureTexts(language: Language): Promise<void> {
  const loads: Promise<void>[] = [];
  if (!i18next.hasResourceBundle(language, 'common'))
    loads.push(loadSiteTexts[language]().then((t) => addTexts(language, t)));
  if (isErpWanted && !i18next.hasResourceBundle(language, 'erp'))
    loads.push(loadErpTexts[language]().then((t) => addTexts(language, t)));
  await Promise.all(loads);
}

/** The back office's texts in the current language; its route awaits them before its first render. */
export async function loadBackOfficeTexts(): Promise<void> {
  isErpWanted = true;
  // A visit that starts on /erp loads this route while the start-up texts are still on their way.
  await started;
  await ensureTexts(toLanguage(i18next.language));
}

/** Mirrors the language onto <html lang>, dayjs and localStorage. */
function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  dayjs.locale(pickWording(toLanguage(language), { zh: 'zh-cn', en: 'en' }));
}

/** The language a visit starts in: the remembered choice, else the browser's. */
export function detectInitialLanguage(): Language {
  return detectLanguage(
    globalThis.location?.search ?? '',
    readStorage('local', languageStorageKey),
    globalThis.navigator?.language,
  );
}

/** Initialises i18next (synchronously) with the texts given, in the language given. */
export function initI18n(language: Language, texts: Partial<Record<Language, Texts>>): void {
  void i18next.use(initReactI18next).init({
    resources: texts,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...supportedLanguages],
    defaultNS: 'common',
    ns: Object.keys(texts[language] ?? {}),
    // Texts are added as they are fetched (addResourceBundle); there is no backend to ask.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  applyLanguage(language);
  i18next.on('languageChanged', applyLanguage);
}

/** The app's start: fetches the texts of the visitor's language only, then initialises i18next with them. */
export function startI18n(): Promise<void> {
  const language = detectInitialLanguage();
  started = loadSiteTexts[language]().then((texts) => initI18n(language, { [language]: texts }));
  return started;
}

/** Switches the UI language (fetching its texts the first time) and remembers the choice for the next visit. */
export function changeLanguage(language: Language): void {
  writeStorage('local', languageStorageKey, language);
  const hasTexts =
    i18next.hasResourceBundle(language, 'common') && (!isErpWanted || i18next.hasResourceBundle(language, 'erp'));
  // Already here (always in the tests, which load both languages): switched at once, as before.
  if (hasTexts) {
    void i18next.changeLanguage(language);
    return;
  }
  void ensureTexts(language).then(() => i18next.changeLanguage(language));
}

export const i18n = i18next;
