import { useTranslation } from 'react-i18next';
import type { RouteMenuItem } from './route-menu-item.ts';

/** The title of a menu item in the UI language (menuname in Chinese, menuenname in English). */
export function useMenuTitle(): (item: Pick<RouteMenuItem, 'title' | 'name'>) => string {
  const { i18n } = useTranslation();
  return (item) => (i18n.language === 'zh-CN' ? item.title : item.name);
}
