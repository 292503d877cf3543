import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CarOutlined, ClockCircleOutlined, ThunderboltOutlined } from '../../components/shell-icons.tsx';
import { BrandMark } from './brand-mark.tsx';
import './site-footer.css';

/** The site footer: about, service and company links, promises, copyright. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container site-footer-promises">
        <span>
          <CarOutlined aria-hidden="true" /> {t('footer.promiseShipping')}
        </span>
        <span>
          <ClockCircleOutlined aria-hidden="true" /> {t('footer.promiseQuote')}
        </span>
        <span>
          <ThunderboltOutlined aria-hidden="true" /> {t('footer.promiseShip')}
        </span>
      </div>
      <div className="container site-footer-grid">
        <div className="site-footer-about">
          <p className="site-footer-brand">
            <BrandMark size={28} /> {t('brand.full')}
          </p>
          <p>{t('footer.about')}</p>
        </div>
        <nav aria-label={t('footer.services')}>
          <h2>{t('footer.services')}</h2>
          <ul>
            <li>
              <Link to="/valuation">{t('nav.smartQuotes')}</Link>
            </li>
            <li>
              <Link to="/boardMaking/pcbBoardMaking">{t('nav.pcbBoardMaking')}</Link>
            </li>
            <li>
              <Link to="/manufacture/pcbaMade">{t('nav.smtPatch')}</Link>
            </li>
            <li>
              <Link to="/manufacture/steelMesh">{t('nav.steelSheet')}</Link>
            </li>
            <li>
              <Link to="/bomSupply">{t('nav.componentsSupply')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.company')}>
          <h2>{t('footer.company')}</h2>
          <ul>
            <li>
              <Link to="/aboutUs/aboutUs">{t('nav.aboutUs')}</Link>
            </li>
            <li>
              <Link to="/factoryDisplay/displayFactory">{t('nav.displayFactory')}</Link>
            </li>
            <li>
              <Link to="/factoryDisplay/processShow">{t('nav.capability')}</Link>
            </li>
            <li>
              <Link to="/aboutUs/news">{t('nav.news')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.help')}>
          <h2>{t('footer.help')}</h2>
          <ul>
            <li>
              <Link to="/aboutUs/contactUs">{t('nav.contact')}</Link>
            </li>
            <li>
              <Link to="/solution/layoutDesign">{t('nav.layoutDesign')}</Link>
            </li>
            <li>
              <Link to="/login">{t('nav.login')}</Link>
            </li>
            <li>
              <Link to="/register">{t('nav.register')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer-bottom">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <p className="site-footer-legal">
          <Link to="/terms">{t('routes.terms')}</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/privacy">{t('routes.privacy')}</Link>
        </p>
      </div>
    </footer>
  );
}
