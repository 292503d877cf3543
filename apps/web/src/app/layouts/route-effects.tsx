import { pickWording, toLanguage } from '@boardforge/domain/language.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { savePageView } from '../../api/save-visit-log.ts';
import { setMetaTag } from '../../lib/document-meta.ts';
import { scrollToTop } from '../../lib/smooth-scroll.ts';
import type { RouteHandle } from '../routes/route-handle.ts';

/** On every route change: smooth scroll to top (800 ms), a page view for the statistics, meta description/keywords, document title. */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const { t, i18n } = useTranslation();

  useEffect(() => {
    if (pathname) scrollToTop();
  }, [pathname]);

  // One page view per path or query change, sent in the background (failures are swallowed).
  // The language is read at the page view (a ref): switching it is not a new view.
  const shownLanguage = useRef(toLanguage(i18n.language));
  shownLanguage.current = toLanguage(i18n.language);
  useEffect(() => {
    if (pathname) savePageView(`${pathname}${search}`, shownLanguage.current);
  }, [pathname, search]);

  const handles = matches.map((match) => match.handle as RouteHandle | undefined).filter(Boolean) as RouteHandle[];
  const titled = handles.findLast((handle) => handle.title || handle.menuItem);
  const withMeta = handles.findLast((handle) => handle.meta);
  const menuItem = titled?.menuItem;
  const pageTitle = menuItem
    ? pickWording(toLanguage(i18n.language), { zh: menuItem.title, en: menuItem.name })
    : titled?.title
      ? t(`routes.${titled.title}`)
      : '';
  const description = t(`meta.${withMeta?.meta?.description ?? 'description'}`);
  const keywords = t(`meta.${withMeta?.meta?.keywords ?? 'keywords'}`);

  useEffect(() => {
    const suffix = t('titleSuffix');
    document.title = pageTitle ? `${pageTitle} - ${suffix}` : suffix;
    setMetaTag('description', description);
    setMetaTag('keywords', keywords);
  }, [pageTitle, description, keywords, t]);

  return null;
}
