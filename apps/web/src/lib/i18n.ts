import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import { pickWording } from '@boardforge/domain/language.ts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '../locales/resources.ts';
import { detectLanguage, type Language, languageStorageKey, supportedLanguages, toLanguage } from './languages.ts';
import { readStorage, writeStorage } from './safe-storage.ts';

/** Mirrors the language onto <html lang>, dayjs and localStorage. */
function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  dayjs.locale(pickWording(toLanguage(language), { zh: 'zh-cn', en: 'en' }));
}

const initialLanguage = detectLanguage(
  globalThis.location?.search ?? '',
  readStorage('local', languageStorageKey),
  globalThis.navigator?.language,
);

void i18next.use(initReactI18next).init({
  resources,
  lng: initialLanguage,
  fallbackLng: 'en',
  supportedLngs: [...supportedLanguages],
  defaultNS: 'common',
  ns: Object.keys(resources.en),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyLanguage(initialLanguage);
i18next.on('languageChanged', applyLanguage);

/** Switches the UI language and remembers the choice for the next visit. */
export function changeLanguage(language: Language): void {
  writeStorage('local', languageStorageKey, language);
  void i18next.changeLanguage(language);
}

export const i18n = i18next;
