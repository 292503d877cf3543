import type { CheaperPcbQuantity } from '@boardforge/domain/pricing/pcb-cheaper-quantity.ts';
import { useTranslation } from 'react-i18next';
import { NativeButton } from '../../../components/native-fields/native-button.tsx';
import { Notice } from '../../../components/native-fields/notice.tsx';
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
    <Notice
      className="quote-cheaper"
      type="success"
      title={t('cheaper.title', { quantity: offer.quantity, saving: formatYuan(offer.saving) })}
    >
      <p>
        {t('cheaper.text', {
          quantity: offer.quantity,
          total: formatYuan(offer.total),
          currentQuantity,
          currentTotal: formatYuan(currentTotal),
        })}
      </p>
      <NativeButton onClick={() => onChoose(offer.quantity)}>
        {t('cheaper.choose', { quantity: offer.quantity })}
      </NativeButton>
    </Notice>
  );
}
