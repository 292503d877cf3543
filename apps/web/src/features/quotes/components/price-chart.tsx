import { useTranslation } from 'react-i18next';
import { formatYuan } from '../utils/money.ts';
import { type CurvePoint, type PriceBreak, placeQuantity } from '../utils/price-curve.ts';
import './price-chart.css';

export type PriceChartProps = {
  points: readonly CurvePoint[];
  breaks: readonly PriceBreak[];
  maxQuantity: number;
  currentQuantity: number;
};

const width = 360;
const height = 180;
const padding = { left: 44, right: 10, top: 10, bottom: 28 };
const plotWidth = width - padding.left - padding.right;
const plotHeight = height - padding.top - padding.bottom;

/** Unit price against quantity (log axis) in plain SVG, with the price breaks marked and a hidden table for readers. */
export function PriceChart({ points, breaks, maxQuantity, currentQuantity }: PriceChartProps) {
  const { t } = useTranslation('quotes');
  if (points.length < 2) return <p className="spec-field-help">{t('chart.empty')}</p>;
  const maxPrice = Math.max(...points.map((point) => point.unitPrice)) * 1.08;
  const x = (quantity: number) => padding.left + placeQuantity(quantity, maxQuantity, plotWidth);
  const y = (price: number) => padding.top + plotHeight - (price / maxPrice) * plotHeight;
  const path = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point.quantity).toFixed(1)},${y(point.unitPrice).toFixed(1)}`)
    .join(' ');
  const ticks = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000].filter((tick) => tick <= maxQuantity);
  const current = points.find((point) => point.quantity === Math.round(currentQuantity));
  const describeBreak = (entry: PriceBreak) =>
    entry.kind === 'batch'
      ? t('chart.breakBatch', { quantity: entry.quantity })
      : entry.kind === 'tier'
        ? t('chart.breakTier', { quantity: entry.quantity, area: entry.areaM2 })
        : t('chart.breakDiscount', { quantity: entry.quantity, area: entry.areaM2 });
  return (
    <figure className="price-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="price-chart-title"
        aria-describedby="price-chart-desc"
        className="price-chart-svg"
      >
        <title id="price-chart-title">{t('chart.title')}</title>
        <desc id="price-chart-desc">{t('chart.desc', { max: maxQuantity })}</desc>
        <line
          x1={padding.left}
          y1={padding.top + plotHeight}
          x2={width - padding.right}
          y2={padding.top + plotHeight}
          className="chart-axis"
        />
        <line
          x1={padding.left}
          y1={padding.top}
          x2={padding.left}
          y2={padding.top + plotHeight}
          className="chart-axis"
        />
        {ticks.map((tick) => (
          <text key={tick} x={x(tick)} y={height - 12} className="chart-tick" textAnchor="middle">
            {tick >= 1000 ? `${tick / 1000}k` : tick}
          </text>
        ))}
        {[0, 0.5, 1].map((share) => (
          <text key={share} x={padding.left - 4} y={y(maxPrice * share) + 4} className="chart-tick" textAnchor="end">
            {Math.round(maxPrice * share)}
          </text>
        ))}
        {breaks.map((entry) => (
          <line
            key={`${entry.kind}-${entry.quantity}`}
            x1={x(entry.quantity)}
            x2={x(entry.quantity)}
            y1={padding.top}
            y2={padding.top + plotHeight}
            className={`chart-break chart-break-${entry.kind}`}
            data-break={entry.kind}
            data-quantity={entry.quantity}
          />
        ))}
        <path d={path} className="chart-line" />
        {current ? <circle cx={x(current.quantity)} cy={y(current.unitPrice)} r={4} className="chart-current" /> : null}
        <text x={width - padding.right} y={height - 1} className="chart-axis-label" textAnchor="end">
          {t('chart.quantityAxis')}
        </text>
      </svg>
      <figcaption>
        <strong>{t('chart.title')}</strong>
        <ul className="chart-legend">
          {breaks.map((entry) => (
            <li key={`${entry.kind}-${entry.quantity}`} className={`chart-legend-${entry.kind}`}>
              {describeBreak(entry)}
            </li>
          ))}
          <li className="chart-legend-current">{t('chart.current', { quantity: Math.round(currentQuantity) })}</li>
        </ul>
      </figcaption>
      <table className="visually-hidden">
        <caption>{t('chart.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.quantity')}</th>
            <th scope="col">{t('chart.unitPrice')}</th>
            <th scope="col">{t('chart.total')}</th>
            <th scope="col">{t('chart.mode')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.quantity}>
              <td>{point.quantity}</td>
              <td>{formatYuan(point.unitPrice)}</td>
              <td>{formatYuan(point.total)}</td>
              <td>{t(`modes.${point.mode}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
