import { type Language, languages, toLanguage } from '@boardforge/domain/language.ts';

/** The two UI languages (the platform's, packages/domain/src/language.ts); zh-CN is the provider's home market. */
export const supportedLanguages = languages;
export type { Language };
export { toLanguage };

export const languageStorageKey = 'bf.language';

/** Tells whether a string names a supported UI language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** Picks the first language: the remembered choice, else Chinese for zh browsers, else English. */
export function detectLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return toLanguage(browserLanguage);
}
