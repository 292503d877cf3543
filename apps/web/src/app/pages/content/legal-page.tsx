import { legalDocumentsVersion } from '@boardforge/contracts/accounts.ts';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/page-hero.tsx';

const sectionsOf = {
  terms: ['account', 'quotes', 'files', 'payment', 'delivery', 'liability', 'law'],
  privacy: ['collected', 'purposes', 'sharing', 'transfer', 'retention', 'rights', 'contact'],
} as const;

export type LegalDocument = keyof typeof sectionsOf;

/** /terms and /privacy: the documents a customer accepts at registration, with the version recorded. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  return (
    <>
      <PageHero title={tc(`routes.${document}`)} lead={t('legal.version', { version: legalDocumentsVersion })} />
      <section className="section">
        <div className="container legal-text">
          <p>{t(`legal.${document}.intro`)}</p>
          {sectionsOf[document].map((section) => (
            <section key={section} aria-labelledby={`legal-${section}`}>
              <h2 id={`legal-${section}`}>{t(`legal.${document}.${section}.title` as 'legal.terms.account.title')}</h2>
              <p>{t(`legal.${document}.${section}.text` as 'legal.terms.account.text')}</p>
            </section>
          ))}
        </div>
      </section>
    </>
  );
}

/** /terms */
export function TermsPage() {
  return <LegalPage document="terms" />;
}

/** /privacy */
export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
