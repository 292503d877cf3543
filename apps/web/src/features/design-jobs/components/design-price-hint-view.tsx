import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { hintDesignPrice } from '../utils/design-price-hint.ts';

/** The price a job will have (≤ 100 pins: fixed, at once) or the estimate staff will confirm, as the form changes. */
export function DesignPriceHintView({
  pins,
  layers,
  priceBook,
}: {
  pins: number | undefined;
  layers: number | undefined;
  priceBook: PriceBook;
}) {
  const { t, i18n } = useTranslation('designJobs');
  const hint = hintDesignPrice({ pins, layers }, priceBook, new Date());
  if (!hint) return null;
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'CNY' });
  if (hint.kind === 'instant') {
    return (
      <Alert
        className="design-price-hint"
        type="success"
        showIcon
        role="status"
        title={t('price.instant', { price: money.format(hint.priceYuan), hours: hint.hours })}
      />
    );
  }
  return (
    <Alert
      className="design-price-hint"
      type="info"
      showIcon
      role="status"
      title={t('price.review', { price: money.format(hint.estimateYuan) })}
      description={hint.cycle ? t('price.cycle', { min: hint.cycle.minDays, max: hint.cycle.maxDays }) : undefined}
    />
  );
}
