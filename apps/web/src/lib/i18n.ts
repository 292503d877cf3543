import { resources } from '../locales/resources.ts';
import { detectInitialLanguage, initI18n } from './i18n-setup.ts';

// Both languages at once, synchronously: the screen tests switch languages and read texts right after importing this.
// The app starts with startI18n (i18n-setup.ts), which fetches only the visitor's language.
initI18n(detectInitialLanguage(), resources);

export { i18n } from './i18n-setup.ts';
