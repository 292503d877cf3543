import type { AbcAnswer } from '@boardforge/contracts/performance.ts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { formatShare } from '../utils/report-range.ts';
import { AbcClassTag } from './abc-class-tag.tsx';

/** The total revenue and, per class, how many rows it has and what share of the revenue it holds. */
export function AbcSummary({ answer }: { answer: AbcAnswer }) {
  const { t } = useTranslation('performance');
  const countKey = answer.dimension === 'customer' ? 'summary.rows' : 'summary.products';
  return (
    <section className="performance-summary" aria-label={t('summary.label')}>
      <div className="performance-summary-total">
        <span>{t('summary.total')}</span>
        <strong data-testid="abc-total">{formatMoney(answer.totalAmount)}</strong>
      </div>
      <ul className="performance-summary-classes">
        {answer.classes.map((summary) => (
          <li key={summary.class} data-testid={`abc-summary-${summary.class}`}>
            <AbcClassTag abcClass={summary.class} />
            <span>{t(countKey, { count: summary.count })}</span>
            <span>{formatMoney(summary.amount)}</span>
            <span>{t('summary.classShare', { share: formatShare(summary.share) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
