import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageHero } from '../../../components/page-hero.tsx';
import '../marketing-bands.css';
import './content-pages.css';

const capability = ['layers', 'trace', 'pins', 'bgaPitch', 'bgaPins', 'differential'] as const;
const steps = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'] as const;
/** Design cycle by pin count, docs/product.md §9 (pins from–to, working days from–to). */
const designCycle: { pins: [number, number]; days: [number, number] }[] = [
  { pins: [0, 1000], days: [3, 5] },
  { pins: [2000, 3000], days: [5, 7] },
  { pins: [4000, 5000], days: [8, 12] },
  { pins: [6000, 7000], days: [12, 15] },
  { pins: [8000, 9000], days: [15, 18] },
  { pins: [10000, 13000], days: [18, 20] },
  { pins: [14000, 15000], days: [20, 22] },
  { pins: [16000, 20000], days: [22, 30] },
];

/** Layout design service: capability, price, design cycle and process. */
export function LayoutDesignPage() {
  const { t, i18n } = useTranslation('content');
  const { t: tc } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <>
      <PageHero
        eyebrow={t('solution.layoutDesign.eyebrow')}
        title={tc('routes.layoutDesign')}
        lead={t('solution.layoutDesign.lead')}
        actions={
          <>
            <LinkButton to="/designJobs/new" variant="accent" size="large">
              {t('solution.layoutDesign.publishCta')}
            </LinkButton>
            <LinkButton to="/aboutUs/contactUs" size="large">
              {tc('actions.contactUs')}
            </LinkButton>
          </>
        }
      />
      <section className="section" aria-labelledby="layout-capability">
        <div className="container">
          <h2 id="layout-capability" className="section-title section-title-left">
            {t('solution.layoutDesign.capabilityTitle')}
          </h2>
          <dl className="stat-grid">
            {capability.map((key) => (
              <div key={key} className="stat-card">
                <dt>{t(`solution.layoutDesign.capability.${key}.label`)}</dt>
                <dd>{t(`solution.layoutDesign.capability.${key}.value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className="section section-tinted" aria-labelledby="layout-price">
        <div className="container two-column">
          <div>
            <h2 id="layout-price" className="section-title section-title-left">
              {t('solution.layoutDesign.priceTitle')}
            </h2>
            <p className="lead-text">{t('solution.layoutDesign.price')}</p>
          </div>
          <div className="surface-card">
            <table className="simple-table">
              <caption>{t('solution.layoutDesign.cycleTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('solution.layoutDesign.cyclePins')}</th>
                  <th scope="col">{t('solution.layoutDesign.cycleDays')}</th>
                </tr>
              </thead>
              <tbody>
                {designCycle.map(({ pins, days }) => (
                  <tr key={pins[1]}>
                    <td>
                      {pins[0] === 0
                        ? `≤ ${format.format(pins[1])}`
                        : `${format.format(pins[0])} – ${format.format(pins[1])}`}
                    </td>
                    <td>{`${days[0]} – ${days[1]}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="layout-steps">
        <div className="container">
          <h2 id="layout-steps" className="section-title section-title-left">
            {t('solution.layoutDesign.stepsTitle')}
          </h2>
          <ol className="process-steps process-steps-light">
            {steps.map((step, index) => (
              <li key={step}>
                <span className="process-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{t(`solution.layoutDesign.steps.${step}`)}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
