import { CheckCircleFilled } from '@ant-design/icons';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { buildSharePath } from '../../features/quotes/utils/share-link.ts';
import { useRouteHandle } from '../routes/route-handle.ts';

const points = ['p1', 'p2', 'p3', 'p4'] as const;

/** A content page from its route handle: hero, four highlight cards, an optional tip, a quote link (its tab and spec). */
export function PointsPage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const title = useRouteHandle('title') ?? 'home';
  const content = useRouteHandle('points');
  if (!content) return null;
  const { base, quoteTab, quoteSpec, tip } = content;
  // A product's own spec opens as the site's (source=home: no "shared link" notice); otherwise the tab as it was left.
  const quotePath =
    quoteTab && quoteSpec ? `${buildSharePath(quoteTab, quoteSpec)}&source=home` : `/valuation?tab=${quoteTab}`;
  return (
    <>
      <PageHero
        eyebrow={t(`${base}.eyebrow`)}
        title={tc(`routes.${title}`)}
        lead={t(`${base}.lead`)}
        actions={
          quoteTab ? (
            <LinkButton to={quotePath} variant="accent" size="large">
              {t('product.quoteCta')}
            </LinkButton>
          ) : (
            <LinkButton to="/aboutUs/contactUs" variant="accent" size="large">
              {tc('actions.contactUs')}
            </LinkButton>
          )
        }
      />
      <section className="section" aria-labelledby="highlights-title">
        <div className="container">
          <h2 id="highlights-title" className="section-title section-title-left">
            {t('product.highlights')}
          </h2>
          <ul className="card-grid card-grid-4">
            {points.map((point) => (
              <li key={point} className="feature-card">
                <CheckCircleFilled className="feature-check" aria-hidden="true" />
                <h3>{t(`${base}.${point}.title`)}</h3>
                <p>{t(`${base}.${point}.text`)}</p>
              </li>
            ))}
          </ul>
          {tip ? <Alert className="page-note" type="success" showIcon title={t(tip)} /> : null}
        </div>
      </section>
    </>
  );
}
