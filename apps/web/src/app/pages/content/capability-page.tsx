import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/page-hero.tsx';
import { CapabilityTable } from '../../../features/public-content/components/capability-table.tsx';
import './content-pages.css';

/** Process capability table, from the content store. */
export function CapabilityPage() {
  const { t } = useTranslation('publicContent');
  const { t: tc } = useTranslation();
  return (
    <>
      <PageHero eyebrow={t('capability.eyebrow')} title={tc('routes.processShow')} lead={t('capability.lead')} />
      <section className="section">
        <div className="container">
          <div className="surface-card">
            <CapabilityTable />
          </div>
        </div>
      </section>
    </>
  );
}
