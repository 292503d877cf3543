import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/page-hero.tsx';
import { LaminatedStructures } from '../../../features/public-content/components/laminated-structures.tsx';
import './content-pages.css';

/** Laminated structures of 4, 6, 8 and 10-layer boards at each finished thickness, from the content store. */
export function LaminatedStructurePage() {
  const { t } = useTranslation('publicContent');
  const { t: tc } = useTranslation();
  return (
    <>
      <PageHero eyebrow={t('laminated.eyebrow')} title={tc('routes.iaminatedStructure')} lead={t('laminated.lead')} />
      <section className="section">
        <div className="container">
          <div className="surface-card">
            <LaminatedStructures />
            <p className="stack-note">{t('laminated.note')}</p>
          </div>
        </div>
      </section>
    </>
  );
}
