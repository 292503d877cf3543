import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { enResources } from '../locales/resources.ts';
import {
  detectInitialLanguage,
  type Language,
  languageStorageKey,
  supportedLanguages,
  toLanguage,
} from './languages.ts';
import { writeStorage } from './safe-storage.ts';
import { type TextPart, textChunks } from './text-chunks.ts';

type Texts = Partial<typeof enResources>;

// Each part of each language is a file of its own, so a page shown in one language does not fetch the other's, the
// home page fetches only the texts its first view shows, and the public site does not fetch the back office's. The
// start, quote and site parts are the ones boot.ts requests before the start-up modules arrive (text-chunks.ts).
const loadTexts: Record<TextPart, Record<Language, () => Promise<Texts>>> = textChunks;
/** A namespace each part holds, telling whether a language has that part already. */
const partNamespace: Record<TextPart, string> = { start: 'common', quote: 'files', site: 'auth', erp: 'erp' };
/** The parts asked for so far: a language switch fetches each of them in the new language. */
const wantedParts = new Set<TextPart>(['start']);
/** The app's start (startI18n): i18next has no texts and no store methods before it. */
let started: Promise<void> = Promise.resolve();
/** The language the start-up texts are being fetched in, and whether i18next holds them yet. */
let startLanguage: Language | undefined;
let isStarted = false;

function addTexts(language: Language, texts: Texts): void {
  for (const [namespace, bundle] of Object.entries(texts)) i18next.addResourceBundle(language, namespace, bundle);
}

function lacksPart(language: Language, part: TextPart): boolean {
  return !i18next.hasResourceBundle(language, partNamespace[part]);
}

/** Fetches the parts a language lacks among those asked for so far, and adds them. */
async function ensureTexts(language: Language): Promise<void> {
  await Promise.all(
    [...wantedParts]
      .filter((part) => lacksPart(language, part))
      .map((part) => loadTexts[part][language]().then((texts) => addTexts(language, texts))),
  );
}

/** Asks for a part of the texts in the current language (and in every language switched to later). */
async function loadPart(part: TextPart): Promise<void> {
  wantedParts.add(part);
  const language = startLanguage;
  if (!isStarted && language) {
    // A visit that starts on another page fetches this part beside the start-up texts, not after them.
    const [texts] = await Promise.all([loadTexts[part][language](), started]);
    if (lacksPart(language, part)) addTexts(language, texts);
  } else {
    await started;
  }
  await ensureTexts(toLanguage(i18next.language));
}

/**
 * The rest of the site's texts in the current language (with the quote page's): every page but the home page and the
 * quote page awaits them (lazyPage); the quote page's later parts (its other tabs, its dialogs) too.
 */
export async function loadSiteTexts(): Promise<void> {
  await Promise.all([loadPart('quote'), loadPart('site')]);
}

/** The texts the quote page adds to the first view's (uploads, order profiles): /valuation awaits only these. */
export function loadQuoteTexts(): Promise<void> {
  return loadPart('quote');
}

/** The back office's texts in the current language; its route awaits them before its first render. */
export function loadBackOfficeTexts(): Promise<void> {
  return loadPart('erp');
}

/** Mirrors the language onto <html lang> (dayjs follows it in the antd scope, which alone uses dayjs). */
function applyLanguage(language: string): void {
  document.documentElement.lang = language;
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

/** The app's start: fetches the first view's texts of the visitor's language, then initialises i18next with them. */
export function startI18n(): Promise<void> {
  const language = detectInitialLanguage();
  startLanguage = language;
  started = loadTexts.start[language]().then((texts) => {
    initI18n(language, { [language]: texts });
    isStarted = true;
  });
  return started;
}

/** Switches the UI language (fetching its texts the first time) and remembers the choice for the next visit. */
export function changeLanguage(language: Language): void {
  writeStorage('local', languageStorageKey, language);
  const hasTexts = [...wantedParts].every((part) => !lacksPart(language, part));
  // Already here (always in the tests, which load both languages): switched at once, as before.
  if (hasTexts) {
    void i18next.changeLanguage(language);
    return;
  }
  void ensureTexts(language).then(() => i18next.changeLanguage(language));
}

export const i18n = i18next;
