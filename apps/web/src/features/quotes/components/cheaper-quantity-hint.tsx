import type { CheaperPcbQuantity } from '@boardforge/domain/pricing/pcb-cheaper-quantity.ts';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../utils/money.ts';

export type CheaperQuantityHintProps = {
  offer: CheaperPcbQuantity;
  currentQuantity: number;
  currentTotal: number;
  onChoose: (quantity: number) => void;
};

/** Tells the customer that a larger quantity costs less in total (a mode or area tier starts there) and offers it. */
export function CheaperQuantityHint({ offer, currentQuantity, currentTotal, onChoose }: CheaperQuantityHintProps) {
  const { t } = useTranslation('quotes');
  return (
    <Alert
      className="quote-cheaper"
      type="success"
      showIcon
      title={t('cheaper.title', { quantity: offer.quantity, saving: formatYuan(offer.saving) })}
      description={
        <>
          <p>
            {t('cheaper.text', {
              quantity: offer.quantity,
              total: formatYuan(offer.total),
              currentQuantity,
              currentTotal: formatYuan(currentTotal),
            })}
          </p>
          <Button onClick={() => onChoose(offer.quantity)}>{t('cheaper.choose', { quantity: offer.quantity })}</Button>
        </>
      }
    />
  );
}
