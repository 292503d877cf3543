import { readLanguageParameter } from '@boardforge/contracts/public-pages.ts';
import { type Language, languages, toLanguage } from '@boardforge/domain/language.ts';
import { readStorage } from './safe-storage.ts';

/** The two UI languages (the platform's, packages/domain/src/language.ts); zh-CN is the provider's home market. */
export const supportedLanguages = languages;
export type { Language };
export { toLanguage };

export const languageStorageKey = 'bf.language';

/** Tells whether a string names a supported UI language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/**
 * Picks the first language: the address's `?lang=` (a shared link or a search result's language version, so each
 * language has its own URL), else the remembered choice, else Chinese for zh browsers, else English.
 */
export function detectLanguage(search: string, stored: string | null, browserLanguage: string | undefined): Language {
  const requested = readLanguageParameter(new URLSearchParams(search).get('lang'));
  if (requested) return requested;
  if (isLanguage(stored)) return stored;
  return toLanguage(browserLanguage);
}

/** The language a visit starts in: the address's, else the remembered choice, else the browser's. */
export function detectInitialLanguage(): Language {
  return detectLanguage(
    globalThis.location?.search ?? '',
    readStorage('local', languageStorageKey),
    globalThis.navigator?.language,
  );
}

/** dayjs's name of a UI language's locale (its global locale follows the UI language where dates are shown). */
export function dayjsLocaleOf(language: string): 'zh-cn' | 'en' {
  return toLanguage(language) === 'zh-CN' ? 'zh-cn' : 'en';
}
