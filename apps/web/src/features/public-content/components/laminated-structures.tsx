import { Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { entriesOf, usePublicContentList } from '../api/list-public-content.ts';
import { pickText } from '../utils/pick-text.ts';
import { stackLines } from '../utils/stack-lines.ts';
import { ContentState } from './content-state.tsx';
import { StackUpDrawing } from './stack-up-drawing.tsx';

/** Every laminated structure fits one page: at most 4 layer counts × 8 thicknesses. */
const allStructures = { kind: 'laminatedStructure', pageSize: 50 } as const;

/** Thickness as printed: 1.6 → "1.6", 0.0152 → "0.0152". */
function formatMm(value: number): string {
  return String(Number(value.toFixed(4)));
}

/**
 * The published stack-ups: choose a layer count and a finished thickness (only those the store holds), then the
 * structure's name, core thickness, its lines top to bottom and a drawing of the cross-section.
 */
export function LaminatedStructures() {
  const { t } = useTranslation('publicContent');
  const language = useLanguage();
  const list = usePublicContentList(allStructures);
  const structures = entriesOf(list.data, 'laminatedStructure');
  const layerCounts: number[] = [...new Set(structures.map(({ entry }) => entry.data.layers))].sort((a, b) => a - b);
  const [chosenLayers, setLayers] = useState<number>();
  const layers = chosenLayers !== undefined && layerCounts.includes(chosenLayers) ? chosenLayers : layerCounts[0];
  const ofLayers = structures
    .filter(({ entry }) => entry.data.layers === layers)
    .sort((a, b) => a.entry.data.finishedThicknessMm - b.entry.data.finishedThicknessMm);
  const [chosenThickness, setThickness] = useState<number>(1.6);
  const shown = ofLayers.find(({ entry }) => entry.data.finishedThicknessMm === chosenThickness) ?? ofLayers[0];

  return (
    <ContentState
      isPending={list.isPending}
      isError={list.isError}
      isEmpty={structures.length === 0}
      emptyText={t('laminated.empty')}
      onRetry={() => void list.refetch()}
    >
      <div className="stack-pickers">
        <div className="stack-picker">
          <span id="stack-layers-label">{t('laminated.layersLabel')}</span>
          <Radio.Group
            aria-labelledby="stack-layers-label"
            optionType="button"
            buttonStyle="solid"
            value={layers}
            onChange={(event) => setLayers(Number(event.target.value))}
            options={layerCounts.map((count) => ({ value: count, label: t('laminated.layerCount', { count }) }))}
          />
        </div>
        <div className="stack-picker">
          <span id="stack-thickness-label">{t('laminated.thicknessLabel')}</span>
          <Radio.Group
            aria-labelledby="stack-thickness-label"
            optionType="button"
            value={shown?.entry.data.finishedThicknessMm}
            onChange={(event) => setThickness(Number(event.target.value))}
            options={ofLayers.map(({ entry }) => ({
              value: entry.data.finishedThicknessMm,
              label: `${entry.data.finishedThicknessMm.toFixed(1)} mm`,
            }))}
          />
        </div>
      </div>
      {shown ? <StackUp structure={shown.entry} name={pickText(shown.entry, language).name} /> : null}
    </ContentState>
  );
}

/** One stack-up: heading, figures, the table of lines and the drawing side by side (stacked on a phone). */
function StackUp({ structure, name }: { structure: Parameters<typeof StackUpDrawing>[0]['structure']; name: string }) {
  const { t } = useTranslation('publicContent');
  return (
    <section className="stack-panel" aria-labelledby="stack-name">
      <h2 id="stack-name" className="stack-heading">
        {name}
      </h2>
      <dl className="stack-figures">
        <div>
          <dt>{t('laminated.finished')}</dt>
          <dd>{`${structure.data.finishedThicknessMm.toFixed(1)} mm`}</dd>
        </div>
        <div>
          <dt>{t('laminated.core')}</dt>
          <dd>{`${formatMm(structure.data.coreThicknessMm)} mm`}</dd>
        </div>
      </dl>
      <div className="stack-columns">
        <table className="stack-table">
          <caption>{t('laminated.linesCaption', { name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('laminated.layer')}</th>
              <th scope="col">{t('laminated.material')}</th>
              <th scope="col">{t('laminated.thickness')}</th>
            </tr>
          </thead>
          <tbody>
            {stackLines(structure.data.lines).map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: layer lines are positional; the order is the stack-up
              <tr key={index} className={`stack-${line.material}`}>
                <td>{line.layer ? `L${line.layer}` : ''}</td>
                <td>
                  <span className="stack-swatch" aria-hidden="true" />
                  {t(`laminated.materials.${line.material}`)}
                </td>
                <td>{formatMm(line.thicknessMm)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <StackUpDrawing structure={structure} name={name} />
      </div>
    </section>
  );
}
