import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/link-button.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { ResponsiveTabs } from '../../components/responsive-tabs.tsx';

const quoteTabs = ['pcb', 'fpc', 'smt', 'stencil', 'bom'] as const;
type QuoteTab = (typeof quoteTabs)[number];

function isQuoteTab(value: string | null): value is QuoteTab {
  return (quoteTabs as readonly (string | null)[]).includes(value);
}

/** Smart Quotes: the five quote tabs; the forms and price panel arrive with the quotes feature. */
export function ValuationPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const activeTab: QuoteTab = isQuoteTab(requested) ? requested : 'pcb';

  return (
    <>
      <PageHero eyebrow={t('brand.tagline')} title={t('routes.valuation')} lead={t('meta.quoteDescription')} />
      <section className="section">
        <div className="container">
          <div className="surface-card">
            <ResponsiveTabs
              activeKey={activeTab}
              onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
              label={t('quoteTabs.label')}
              items={quoteTabs.map((tab) => ({
                key: tab,
                label: t(`quoteTabs.${tab}`),
                children: (
                  <div className="valuation-panel">
                    <h2 className="valuation-panel-title">{t(`quoteTabs.${tab}`)}</h2>
                    <PendingNotice>
                      <p>{t('pending.quotes')}</p>
                      <p>{t('pending.quotesDetail')}</p>
                    </PendingNotice>
                    <div className="pending-actions">
                      <LinkButton to="/aboutUs/contactUs" variant="primary">
                        {t('actions.contactUs')}
                      </LinkButton>
                      <LinkButton to="/factoryDisplay/processShow">{t('actions.viewCapability')}</LinkButton>
                    </div>
                  </div>
                ),
              }))}
            />
          </div>
        </div>
      </section>
    </>
  );
}
