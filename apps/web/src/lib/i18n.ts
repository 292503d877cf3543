import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import { resources } from '../locales/resources.ts';
import { i18n, initI18n } from './i18n-setup.ts';
import { dayjsLocaleOf, detectInitialLanguage } from './languages.ts';

// Both languages at once, synchronously: the screen tests switch languages and read texts right after importing this.
// The app starts with startI18n (i18n-setup.ts), which fetches only the visitor's language.
initI18n(detectInitialLanguage(), resources);
// The screens render here without the antd scope, which makes dayjs follow the language in the app.
dayjs.locale(dayjsLocaleOf(i18n.language));
i18n.on('languageChanged', (language) => dayjs.locale(dayjsLocaleOf(language)));

export { i18n } from './i18n-setup.ts';
