import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { MenuOutlined } from '../../components/shell-icons.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { loadWithAntdScope } from '../antd-scope-loader.ts';
import { BrandMark } from './brand-mark.tsx';
import { findSelectedKeys } from './site-nav.tsx';
import './site-header.css';

// The heavy parts of the header are their own chunks, so the first view of a page carries only what it shows:
// a phone fetches the drawer (antd Drawer and Menu) at the first tap, a wide screen the horizontal menu, and the
// account actions (antd Button for the logged-in) come after the first paint. Their places keep their size while
// they load (fixed header heights), so nothing shifts.
// Each comes inside the antd scope (theme, locale), fetched with the first of them.
const SiteDrawer = lazy(() =>
  loadWithAntdScope(() => import('./site-drawer.tsx').then((m) => m.SiteDrawer)).then((c) => ({ default: c })),
);
const SiteWideNav = lazy(() =>
  loadWithAntdScope(() => import('./site-wide-nav.tsx').then((m) => m.SiteWideNav)).then((c) => ({ default: c })),
);
const AccountActions = lazy(() =>
  loadWithAntdScope(() => import('./account-actions.tsx').then((m) => m.AccountActions)).then((c) => ({
    default: c,
  })),
);

/** antd's xl breakpoint: the full navigation from 1200 px, a drawer below. */
const wideQuery = '(min-width: 1200px)';

/** The site header: brand, top navigation (a drawer below 1200 px), language switch and account actions. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const isWide = useMediaQuery(wideQuery);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  // Mounted from the first opening on, so closing it still animates.
  const [hasDrawer, setHasDrawer] = useState(false);
  const selectedKeys = findSelectedKeys(pathname, search);
  const openDrawer = () => {
    setHasDrawer(true);
    setIsDrawerOpen(true);
  };

  return (
    <header className="site-header">
      {isWide ? (
        <div className="site-topbar">
          <div className="container site-topbar-inner">
            <p className="site-topbar-tagline">{t('brand.tagline')}</p>
            <div className="site-header-tools">
              <LanguageSwitch tone="dark" />
              <Suspense fallback={null}>
                <AccountActions layout="bar" />
              </Suspense>
            </div>
          </div>
        </div>
      ) : null}
      <div className="container site-header-inner">
        <Link to="/" className="brand">
          <BrandMark />
          <span className="brand-text">
            <span className="brand-name">{t('brand.wordmark')}</span>
            <span className="brand-name-zh" lang="zh-CN">
              {t('brand.wordmarkZh')}
            </span>
          </span>
        </Link>
        {isWide ? (
          <nav className="site-nav" aria-label={t('nav.aria')}>
            <Suspense fallback={null}>
              <SiteWideNav selectedKeys={selectedKeys} />
            </Suspense>
          </nav>
        ) : (
          <div className="site-header-tools">
            <LanguageSwitch />
            <button
              type="button"
              className="site-menu-button"
              aria-label={t('nav.openMenu')}
              aria-expanded={isDrawerOpen}
              onClick={openDrawer}
            >
              <MenuOutlined aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
      {!isWide && hasDrawer ? (
        <Suspense fallback={null}>
          <SiteDrawer isOpen={isDrawerOpen} onClose={() => setIsDrawerOpen(false)} selectedKeys={selectedKeys} />
        </Suspense>
      ) : null}
    </header>
  );
}
