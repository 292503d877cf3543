import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/page-hero.tsx';
import { ResponsiveTabs } from '../../../components/responsive-tabs.tsx';
import { type StackLayer, stackUps } from './stack-ups.ts';
import './content-pages.css';

const materialClass: Record<StackLayer['material'], string> = {
  mask: 'stack-mask',
  copper: 'stack-copper',
  prepreg: 'stack-prepreg',
  core: 'stack-core',
};

/** Laminated structures of 4, 6, 8 and 10-layer boards. */
export function LaminatedStructurePage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  return (
    <>
      <PageHero
        eyebrow={t('factory.laminated.eyebrow')}
        title={tc('routes.iaminatedStructure')}
        lead={t('factory.laminated.lead')}
      />
      <section className="section">
        <div className="container">
          <div className="surface-card">
            <ResponsiveTabs
              label={t('factory.laminated.eyebrow')}
              items={stackUps.map((stackUp) => ({
                key: String(stackUp.layers),
                label: t('factory.laminated.layerCount', { count: stackUp.layers }),
                children: (
                  <div className="stack-panel">
                    <h2 className="stack-heading">{t('factory.laminated.layerCount', { count: stackUp.layers })}</h2>
                    <p className="stack-thicknesses">
                      <span>{t('factory.laminated.thicknesses')}</span>
                      {stackUp.finishedThicknessesMm.map((mm) => (
                        <Tag key={mm} className="thickness-tag">
                          {mm.toFixed(1)} mm
                        </Tag>
                      ))}
                    </p>
                    <table className="stack-table">
                      <caption>{t('factory.laminated.typical')}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('factory.laminated.layer')}</th>
                          <th scope="col">{t('factory.laminated.material')}</th>
                          <th scope="col">{t('factory.laminated.thickness')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {stackUp.typical.map((layer, index) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: a stack is a fixed, ordered list
                          <tr key={index} className={materialClass[layer.material]}>
                            <td>{layer.layer ? `L${layer.layer}` : ''}</td>
                            <td>
                              <span className="stack-swatch" aria-hidden="true" />
                              {t(`factory.laminated.${layer.material}`)}
                            </td>
                            <td>{layer.thicknessMm.toFixed(4).replace(/0+$/, '').replace(/\.$/, '')}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ),
              }))}
            />
            <p className="stack-note">{t('factory.laminated.note')}</p>
          </div>
        </div>
      </section>
    </>
  );
}
