import 'i18next';
import type { enResources } from '../locales/resources.ts';

// Type-checked translation keys: t('nav.home') compiles only if the key exists in en.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof enResources;
  }
}
