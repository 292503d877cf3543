/** The two UI languages; zh-CN is the provider's home market. */
export const supportedLanguages = ['zh-CN', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];

export const languageStorageKey = 'bf.language';

/** Tells whether a string names a supported UI language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** Picks the first language: the remembered choice, else Chinese for zh browsers, else English. */
export function detectLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguage && isChinese(browserLanguage) ? 'zh-CN' : 'en';
}

/** Tells whether a UI language (or a browser's) is Chinese. */
export function isChinese(language: string): boolean {
  return language.toLowerCase().startsWith('zh');
}
