import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { MiniProgramOffer } from '../../features/wechat-entry/components/mini-program-offer-slot.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The public site: skip link, header, the mini-program offer on phones, the page in <main>, footer, and a bar while a
 * page loads.
 */
export function SiteLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const isLoading = navigation.state === 'loading';
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className={`route-progress${isLoading ? ' is-active' : ''}`} aria-hidden="true" />
      <SiteHeader />
      <MiniProgramOffer />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
