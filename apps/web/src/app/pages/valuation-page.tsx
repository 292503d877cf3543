import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Notice } from '../../components/native-fields/notice.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { ResponsiveTabs } from '../../components/responsive-tabs.tsx';
import type { BomOrderingState } from '../../features/design-files/components/bom-ordering-panel.tsx';
import { GerberUploadPanel } from '../../features/design-files/components/gerber-upload-panel.tsx';
import { PcbQuoteTab } from '../../features/quotes/components/pcb-quote-tab.tsx';
import { nameField } from '../../features/quotes/utils/form-issues.ts';
import { isQuoteTab, type QuoteTab, quoteTabs } from '../../features/quotes/utils/quote-tabs.ts';
import { openSharedSpec } from '../../features/quotes/utils/tab-forms.ts';
import { loadSiteTexts } from '../../lib/i18n-setup.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { loadWithAntdScope } from '../antd-scope-loader.ts';

// The PCB tab (the default) is part of the page; the other tabs, with their uploads (which draw antd, so they come
// inside the antd scope), are fetched when one opens, with the rest of the site's texts (the page itself awaited only
// the quote texts).
function loadTab<Props extends object>(pick: (tabs: typeof import('./valuation-tabs.tsx')) => ComponentType<Props>) {
  return lazy(() =>
    loadWithAntdScope(() =>
      Promise.all([import('./valuation-tabs.tsx'), loadSiteTexts()]).then(([tabs]) => pick(tabs)),
    ).then((c) => ({ default: c })),
  );
}
const SmtTabPane = loadTab((tabs) => tabs.SmtTabPane);
const StencilQuoteTab = loadTab((tabs) => tabs.StencilQuoteTab);
const BomTabPane = loadTab((tabs) => tabs.BomTabPane);

type ShareNotice = { ignored: string[]; isReadable: boolean } | null;

/**
 * Smart Quotes (/valuation): five tabs (?tab=), each a form with a live quotation. A share link (?spec=) is opened
 * once, into the tab's session state, and then dropped from the address so a reload keeps what the customer types.
 */
export function ValuationPage() {
  const { t } = useTranslation();
  const { t: tq } = useTranslation('quotes');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const activeTab: QuoteTab = isQuoteTab(requested) ? requested : 'pcb';
  const encoded = searchParams.get('spec');
  // The home quick quote opens the page the same way, but it is the customer's own spec, not a shared one.
  const isFromHome = searchParams.get('source') === 'home';
  const [bomState, setBomState] = useState<BomOrderingState | null>(null);

  // Runs before the tabs mount (state initialiser), so they read the shared spec from session storage.
  const [shareNotice, setShareNotice] = useState<ShareNotice>(() => {
    if (!encoded) return null;
    const opened = openSharedSpec(activeTab, encoded);
    return isFromHome && opened.isReadable && opened.ignored.length === 0 ? null : opened;
  });
  useEffect(() => {
    if (encoded === null) return;
    setSearchParams({ tab: activeTab }, { replace: true });
  }, [encoded, activeTab, setSearchParams]);

  const language = useLanguage();
  const renderTab = (tab: QuoteTab) => {
    switch (tab) {
      case 'pcb':
      case 'fpc':
        return <PcbQuoteTab key={tab} tab={tab} renderUpload={(props) => <GerberUploadPanel {...props} />} />;
      case 'smt':
        return <SmtTabPane />;
      case 'stencil':
        return <StencilQuoteTab />;
      case 'bom':
        return <BomTabPane value={bomState} onChange={setBomState} />;
    }
  };

  return (
    <>
      <PageHero eyebrow={t('brand.tagline')} title={t('routes.valuation')} lead={t('meta.quoteDescription')} />
      <section className="section section-tight">
        <div className="container">
          {shareNotice ? (
            <Notice
              className="valuation-share-notice"
              type={shareNotice.isReadable && shareNotice.ignored.length === 0 ? 'info' : 'warning'}
              onClose={() => setShareNotice(null)}
              closeLabel={tq('page.closeNotice')}
              title={
                !shareNotice.isReadable
                  ? tq('page.sharedUnreadable')
                  : shareNotice.ignored.length > 0
                    ? tq('page.sharedIgnored', {
                        fields: shareNotice.ignored.map((field) => nameField(field, language)).join(', '),
                      })
                    : tq('page.sharedOpened')
              }
            />
          ) : null}
          <ResponsiveTabs
            activeKey={activeTab}
            onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
            label={t('quoteTabs.label')}
            items={quoteTabs.map((tab) => ({
              key: tab,
              label: t(`quoteTabs.${tab}`),
              // Only the open tab is rendered: hidden forms would repeat every field label on the page.
              children:
                tab === activeTab ? (
                  <Suspense fallback={<div className="valuation-tab-pending" aria-busy="true" />}>
                    {renderTab(tab)}
                  </Suspense>
                ) : null,
            }))}
          />
        </div>
      </section>
    </>
  );
}
