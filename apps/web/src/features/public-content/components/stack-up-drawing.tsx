import type { ContentEntryOf } from '@boardforge/contracts/content.ts';
import { useTranslation } from 'react-i18next';
import { type StackLine, stackLines } from '../utils/stack-lines.ts';

const width = 560;
const boardWidth = 300;
const drawingHeight = 320;
/** The thinnest drawn line: copper and finish are a few µm and would vanish at true scale. */
const minLineHeight = 7;

const fills: Record<StackLine['material'], string> = {
  finish: '#1f6f4a',
  copper: '#c7772b',
  prepreg: '#e4d59a',
  core: '#8a9a5b',
};

/** A cross-section of one stack-up, top to bottom, each line's height following its thickness (thin lines widened). */
export function StackUpDrawing({ structure, name }: { structure: ContentEntryOf<'laminatedStructure'>; name: string }) {
  const { t } = useTranslation('publicContent');
  const lines = stackLines(structure.data.lines);
  const total = lines.reduce((sum, line) => sum + line.thicknessMm, 0);
  const heights = lines.map((line) => Math.max(minLineHeight, (line.thicknessMm / total) * drawingHeight));
  const height = heights.reduce((sum, value) => sum + value, 0);
  let y = 0;
  return (
    <svg
      className="stack-drawing"
      viewBox={`0 0 ${width} ${Math.ceil(height)}`}
      role="img"
      aria-label={t('laminated.drawing', { name })}
    >
      {lines.map((line, index) => {
        const top = y;
        const lineHeight = heights[index] ?? minLineHeight;
        y += lineHeight;
        const label = [line.layer ? `L${line.layer}` : '', t(`laminated.materials.${line.material}`)]
          .filter(Boolean)
          .join(' ');
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: layer lines are positional; the order is the stack-up
          <g key={index}>
            <rect x={0} y={top} width={boardWidth} height={lineHeight} fill={fills[line.material]} stroke="#fff" />
            {line.material === 'copper' ? (
              // Copper is drawn thin: its label sits beside the board, where the dielectric between keeps them apart.
              <text x={boardWidth + 12} y={top + lineHeight / 2 + 4} fontSize={13} fill="#223">
                {`${label} · ${line.thicknessMm} mm`}
              </text>
            ) : lineHeight >= 15 ? (
              <text
                x={boardWidth / 2}
                y={top + lineHeight / 2 + 4}
                fontSize={12}
                textAnchor="middle"
                fill={line.material === 'finish' ? '#fff' : '#223'}
              >
                {`${label} · ${line.thicknessMm} mm`}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
