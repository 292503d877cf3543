import { useTranslation } from 'react-i18next';
import { type Language, toLanguage } from './languages.ts';

/** The UI language now shown (re-renders when it changes): the one way a screen asks "is this Chinese". */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language);
}
