import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { CarOutlined, ClockCircleOutlined, ThunderboltOutlined } from '../../../components/shell-icons.tsx';
import { HomeHeroCopy } from '../../../features/public-content/components/home-hero-copy.tsx';
import { LatestNews } from '../../../features/public-content/components/latest-news.tsx';
import { MarketingFigures } from '../../../features/public-content/components/marketing-figures.tsx';
import { ProcessSteps } from '../../../features/public-content/components/process-steps.tsx';
import { ProductCatalogue } from '../../../features/public-content/components/product-catalogue.tsx';
import { ShowcaseRatings } from '../../../features/public-content/components/showcase-ratings.tsx';
import { SpecialOffers } from '../../../features/public-content/components/special-offers.tsx';
import { useQuotePriceBook } from '../../../features/quotes/hooks/use-quote-price-book.ts';
import { AppstoreOutlined, CheckCircleOutlined, DollarOutlined } from './home-icons.tsx';
import { ProductIllustration } from './product-illustration.tsx';
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

/**
 * Home: hero, quick quote, the marketing figures, advantages, the special offers (priced with the price book Smart
 * Quotes uses), catalogue, process, the customer showcase and the latest news — hero, figures, offers, catalogue,
 * process steps, showcase and news from the content store, as staff keep them.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const { priceBook } = useQuotePriceBook();
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container home-hero-grid">
          <HomeHeroCopy />
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
          <ProductCatalogue renderIllustration={(kind) => <ProductIllustration kind={kind} />} />
        </div>
      </section>

      <section className="section section-dark home-process" aria-labelledby="process-title">
        <div className="container">
          <h2 id="process-title" className="section-title">
            {t('process.title')}
          </h2>
          <ProcessSteps />
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
            {t('cta.action')}
          </LinkButton>
        </div>
      </section>
    </>
  );
}
