/**
 * The two languages of the platform and the one way to ask which a tag means (issue 12, point 4): the web's UI, the
 * server's answers and the domain's sentences all use these. zh-CN is the provider's home market.
 */
export const languages = ['zh-CN', 'en'] as const;
export type Language = (typeof languages)[number];

/** Tells whether a language tag (a UI language, a browser's, an Accept-Language header) is Chinese. */
export function isChinese(tag: string): boolean {
  return tag.trim().toLowerCase().startsWith('zh');
}

/** The platform language of a tag: Chinese for any zh tag, else English (also when there is no tag). */
export function toLanguage(tag: string | null | undefined): Language {
  return typeof tag === 'string' && isChinese(tag) ? 'zh-CN' : 'en';
}

/** Picks a language's version of something said in both. */
export function pickWording<T>(language: Language, wording: { readonly zh: T; readonly en: T }): T {
  return language === 'zh-CN' ? wording.zh : wording.en;
}
