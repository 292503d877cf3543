import {
  AppstoreOutlined,
  CarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  DollarOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { LatestNews } from '../../../features/public-content/components/latest-news.tsx';
import { MarketingFigures } from '../../../features/public-content/components/marketing-figures.tsx';
import { ShowcaseRatings } from '../../../features/public-content/components/showcase-ratings.tsx';
import { SpecialOffers } from '../../../features/public-content/components/special-offers.tsx';
import { useQuotePriceBook } from '../../../features/quotes/hooks/use-quote-price-book.ts';
import { ProductIllustration, type ProductIllustrationKind } from './product-illustration.tsx';
import { QuickQuote } from './quick-quote.tsx';
import '../marketing-bands.css';
import './home-page.css';

const advantages: { key: 'oneStop' | 'rush' | 'shipping' | 'pricing' | 'speed'; icon: ReactNode }[] = [
  { key: 'oneStop', icon: <AppstoreOutlined /> },
  { key: 'rush', icon: <ThunderboltOutlined /> },
  { key: 'shipping', icon: <CarOutlined /> },
  { key: 'pricing', icon: <DollarOutlined /> },
  { key: 'speed', icon: <ClockCircleOutlined /> },
];
const catalogue: { key: ProductIllustrationKind; to: string }[] = [
  { key: 'pcb', to: '/boardMaking/pcbBoardMaking' },
  { key: 'batch', to: '/boardMaking/pcbBatch' },
  { key: 'fpc', to: '/boardMaking/fpcBatch' },
  { key: 'aluminum', to: '/boardMaking/aluminumSubstrate' },
  { key: 'smt', to: '/manufacture/pcbaMade' },
  { key: 'stencil', to: '/manufacture/steelMesh' },
  { key: 'bom', to: '/bomSupply' },
  { key: 'layout', to: '/solution/layoutDesign' },
];
const steps = ['register', 'quote', 'confirm', 'pay', 'manufacture', 'receive', 'complete'] as const;

/**
 * Home: hero, quick quote, the marketing figures, advantages, the special offers (priced with the price book Smart
 * Quotes uses), catalogue, process, the customer showcase and the latest news — figures, offers, showcase and news
 * from the content store, as staff keep them.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const { priceBook } = useQuotePriceBook();
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container home-hero-grid">
          <div className="home-hero-copy">
            <p className="eyebrow eyebrow-on-dark">{t('hero.eyebrow')}</p>
            <h1 id="home-title">{t('hero.title')}</h1>
            <p className="home-hero-lead">{t('hero.subtitle')}</p>
            <div className="home-hero-actions">
              <LinkButton to="/valuation" variant="accent" size="large">
                {t('hero.primary')}
              </LinkButton>
              <LinkButton to="/factoryDisplay/processShow" variant="ghost" size="large" className="on-dark">
                {t('hero.secondary')}
              </LinkButton>
            </div>
            <ul className="home-hero-badges">
              <li>
                <ThunderboltOutlined aria-hidden="true" /> {t('hero.badgeRush')}
              </li>
              <li>
                <CarOutlined aria-hidden="true" /> {t('hero.badgeShipping')}
              </li>
              <li>
                <ClockCircleOutlined aria-hidden="true" /> {t('hero.badgeSpeed')}
              </li>
            </ul>
          </div>
          <QuickQuote />
        </div>
      </section>

      <section className="facts" aria-labelledby="facts-title">
        <div className="container">
          <h2 id="facts-title" className="visually-hidden">
            {t('facts.title')}
          </h2>
          <MarketingFigures />
        </div>
      </section>

      <section className="section" aria-labelledby="advantages-title">
        <div className="container">
          <h2 id="advantages-title" className="section-title">
            {t('advantages.title')}
          </h2>
          <ul className="card-grid card-grid-5">
            {advantages.map(({ key, icon }) => (
              <li key={key} className="feature-card">
                <span className="feature-icon" aria-hidden="true">
                  {icon}
                </span>
                <h3>{t(`advantages.${key}.title`)}</h3>
                <p>{t(`advantages.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-tinted" aria-labelledby="offers-title">
        <div className="container">
          <h2 id="offers-title" className="section-title">
            {t('offers.title')}
          </h2>
          <p className="section-subtitle">{t('offers.subtitle')}</p>
          <SpecialOffers priceBook={priceBook} />
        </div>
      </section>

      <section className="section" aria-labelledby="catalogue-title">
        <div className="container">
          <h2 id="catalogue-title" className="section-title">
            {t('catalogue.title')}
          </h2>
          <p className="section-subtitle">{t('catalogue.subtitle')}</p>
          <ul className="card-grid card-grid-4">
            {catalogue.map(({ key, to }) => (
              <li key={key}>
                <Link to={to} className="product-card">
                  <ProductIllustration kind={key} />
                  <span className="product-card-body">
                    <span className="product-card-title">{t(`catalogue.${key}.title`)}</span>
                    <span className="product-card-text">{t(`catalogue.${key}.text`)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-dark" aria-labelledby="process-title">
        <div className="container">
          <h2 id="process-title" className="section-title">
            {t('process.title')}
          </h2>
          <ol className="process-steps">
            {steps.map((step, index) => (
              <li key={step}>
                <span className="process-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{t(`process.${step}`)}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="showcase-title">
        <div className="container showcase">
          <div>
            <h2 id="showcase-title" className="section-title section-title-left">
              {t('showcase.title')}
            </h2>
            <p>{t('showcase.text')}</p>
          </div>
          <div className="showcase-links">
            <LinkButton to="/factoryDisplay/sunbathing">{t('showcase.posts')}</LinkButton>
          </div>
        </div>
        <div className="container">
          <ShowcaseRatings />
        </div>
      </section>

      <section className="section section-tinted" aria-labelledby="news-title">
        <div className="container showcase">
          <h2 id="news-title" className="section-title section-title-left">
            {t('news.title')}
          </h2>
          <div className="showcase-links">
            <LinkButton to="/aboutUs/news">{t('news.all')}</LinkButton>
          </div>
        </div>
        <div className="container">
          <LatestNews />
        </div>
      </section>

      <section className="cta-band" aria-labelledby="cta-title">
        <div className="container cta-band-inner">
          <div>
            <h2 id="cta-title">{t('cta.title')}</h2>
            <p>{t('cta.text')}</p>
          </div>
          <LinkButton to="/valuation" variant="accent" size="large" icon={<CheckCircleOutlined />}>
            {t('hero.primary')}
          </LinkButton>
        </div>
      </section>
    </>
  );
}
