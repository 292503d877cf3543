import { menuTags } from '@boardforge/contracts/erp-menu.ts';
import { pickWording, toLanguage } from '@boardforge/domain/language.ts';
import { useTranslation } from 'react-i18next';
import type { RouteMenuItem } from './route-menu-item.ts';

/**
 * English titles for menus whose English name (menuenname) is a permission tag that reads as a translation; the tag
 * itself stays as docs/workflow.md names it.
 */
const englishTitles: Readonly<Record<string, string>> = { [menuTags.collectionPayment]: 'Receipts and Payments' };

/** The title of a menu item in the UI language (menuname in Chinese, menuenname in English). */
export function useMenuTitle(): (item: Pick<RouteMenuItem, 'title' | 'name'>) => string {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (item) => pickWording(language, { zh: item.title, en: englishTitles[item.name] ?? item.name });
}
