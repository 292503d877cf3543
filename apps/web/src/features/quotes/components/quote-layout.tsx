import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../utils/money.ts';
import './quotes.css';

export type QuoteLayoutProps = {
  form: ReactNode;
  panel: ReactNode;
  /** Total for the sticky mobile bar (null: no price). */
  total: number | null;
  summaryAction: ReactNode;
};

/** Form left and sticky quotation right on wide screens; form above, quotation below and a sticky total bar on phones. */
export function QuoteLayout({ form, panel, total, summaryAction }: QuoteLayoutProps) {
  const { t } = useTranslation('quotes');
  return (
    <div className="quote-layout">
      <div className="quote-layout-form">{form}</div>
      <aside className="quote-layout-panel">{panel}</aside>
      <div className="quote-summary-bar">
        <span className="quote-summary-label">{t('panel.total')}</span>
        <strong className="quote-summary-amount">{total === null ? '—' : formatYuan(total)}</strong>
        {summaryAction}
      </div>
    </div>
  );
}
