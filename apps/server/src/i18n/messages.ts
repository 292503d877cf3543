import { type Language, toLanguage } from '@boardforge/domain/language.ts';
import { en, type MessageKey } from './en.ts';
import { zhCn } from './zh-cn.ts';

/** Languages the server answers in (the platform's two). */
export type { Language } from '@boardforge/domain/language.ts';
export type { MessageKey } from './en.ts';

/** A value worded in each language (a role's names), substituted in the message's language. */
type WordedParam = Readonly<Record<Language, string>>;

/** Values substituted for `{name}` in a message. */
export type MessageParams = Record<string, string | number | WordedParam>;

/** The catalogues by language, exported for the test that both hold the same keys. */
export const catalogues: Record<Language, Record<MessageKey, string>> = { en, 'zh-CN': zhCn };

/** Picks the answer language: Chinese when Accept-Language starts with zh, else English. */
export function selectLanguage(acceptLanguage: string | undefined): Language {
  return toLanguage(acceptLanguage);
}

/** Renders a catalogue message in a language, filling its `{name}` parameters. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogues[language][key];
  if (!template.includes('{')) return template; // most messages have no parameters ("OK" on every answer)
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name];
    return typeof value === 'object' ? value[language] : String(value);
  });
}
