import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/page-hero.tsx';
import '../marketing-bands.css';

const beliefs = ['p1', 'p2', 'p3'] as const;
const facts = ['years', 'manufacturers', 'designClients', 'customers', 'positive'] as const;

/** About us: story, beliefs and the company in numbers. */
export function AboutPage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const { t: th } = useTranslation('home');
  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={tc('routes.aboutUs')} lead={t('about.lead')} />
      <section className="section" aria-labelledby="about-beliefs">
        <div className="container">
          <h2 id="about-beliefs" className="section-title section-title-left">
            {t('about.missionTitle')}
          </h2>
          <ul className="card-grid card-grid-3">
            {beliefs.map((key) => (
              <li key={key} className="feature-card">
                <CheckCircleFilled className="feature-check" aria-hidden="true" />
                <h3>{t(`about.${key}.title`)}</h3>
                <p>{t(`about.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="facts" aria-labelledby="about-numbers">
        <div className="container">
          <h2 id="about-numbers" className="section-title section-title-on-dark">
            {t('about.numbersTitle')}
          </h2>
          <ul className="facts-grid">
            {facts.map((fact) => (
              <li key={fact}>
                <strong>{th(`facts.${fact}.value`)}</strong>
                <span>{th(`facts.${fact}.label`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
