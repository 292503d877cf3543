import { pickWording } from '@boardforge/domain/language.ts';
import { describePricingIssue } from '@boardforge/domain/pricing/issue-messages.ts';
import type { QuoteAnswer } from '@boardforge/domain/pricing/quote.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/native-fields/notice.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import type { QuoteStatus } from '../hooks/use-live-quote.ts';
import { nameField } from '../utils/form-issues.ts';
import { formatArea, formatYuan } from '../utils/money.ts';
import './quote-panel.css';

type LineKey =
  | 'boardFee'
  | 'filmFee'
  | 'splicingFee'
  | 'colorCost'
  | 'sprayPlatingFee'
  | 'testFee'
  | 'expediteFee'
  | 'specialProcessFee'
  | 'otherFees'
  | 'discount'
  | 'tax'
  | 'setupFee'
  | 'placementFee'
  | 'dipFee'
  | 'stencilFee'
  | 'coatingFee'
  | 'bakingFee'
  | 'processFee';

export type QuotePanelProps = {
  answer: QuoteAnswer<string> | null;
  /** The cost lines of this kind of quote, in answer order (total last, added by the panel). */
  lines: readonly string[];
  status: QuoteStatus;
  /** True while a field is invalid: no price is shown. */
  isInvalid: boolean;
  /** Refusals of the server not tied to a shown field. */
  serverMessages: readonly string[];
  /** Quantity the unit price divides by (pieces, boards), when it means something. */
  quantity: number | null;
  lastDurationMs: number | null;
  /** A note under the total about the quantity (a larger one that costs less), shown with a price only. */
  quantityHint?: ReactNode;
  chart?: ReactNode;
  actions: ReactNode;
  /** Board size and count as the customer entered them (SMT): shown with the area, or asked for when missing. */
  areaBasis?: AreaBasis;
};

/** What an area is computed from: length × width (mm) × boards; a missing size means no area yet. */
export type AreaBasis = { lengthMm: number | undefined; widthMm: number | undefined; boards: number };

/** The quotation: mode, area, cost lines, itemised charges, lead time, review and notes, with the order actions. */
export function QuotePanel(props: QuotePanelProps) {
  const {
    answer,
    lines,
    status,
    isInvalid,
    serverMessages,
    quantity,
    lastDurationMs,
    quantityHint,
    chart,
    actions,
    areaBasis,
  } = props;
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  const shown = isInvalid ? null : answer;
  const lineName = (line: string) => t(`lines.${line as LineKey}`);
  const total = shown?.lines.total;
  return (
    <section
      className="quote-panel"
      aria-labelledby="quote-panel-title"
      data-quote-ms={lastDurationMs === null ? undefined : lastDurationMs.toFixed(3)}
      data-status={status}
    >
      <h2 id="quote-panel-title" className="quote-panel-title">
        {t('panel.title')}
      </h2>
      <div className="quote-total" aria-live="polite" aria-atomic="true">
        <span className="quote-total-label">{t('panel.total')}</span>
        <strong className="quote-total-amount" data-testid="quote-total">
          {total === undefined ? '—' : formatYuan(total)}
        </strong>
        {total !== undefined && quantity && quantity > 1 ? (
          <span className="quote-unit">{t('panel.unitPrice', { amount: formatYuan(total / quantity) })}</span>
        ) : null}
      </div>
      <p className={`quote-status quote-status-${status}`} role="status">
        {isInvalid ? t('panel.invalid') : t(`panel.status.${status}`)}
      </p>
      {serverMessages.length > 0 ? (
        <Notice type="error" title={t('panel.serverErrors')}>
          <ul className="quote-list">
            {serverMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {shown ? (
        <>
          {quantityHint}
          <dl className="quote-facts">
            <div>
              <dt>{t('panel.mode')}</dt>
              <dd>
                <span className={`quote-mode quote-mode-${shown.mode}`}>{t(`modes.${shown.mode}`)}</span>
              </dd>
            </div>
            <div>
              <dt>{t('panel.area')}</dt>
              <dd data-testid="quote-area">
                {areaBasis === undefined
                  ? t('panel.areaValue', { area: formatArea(shown.areaM2) })
                  : areaBasis.lengthMm === undefined || areaBasis.widthMm === undefined
                    ? t('panel.areaNeedsSize')
                    : t('panel.areaFromSize', {
                        length: areaBasis.lengthMm,
                        width: areaBasis.widthMm,
                        count: areaBasis.boards,
                        area: formatArea(shown.areaM2),
                      })}
              </dd>
            </div>
            <div>
              <dt>{t('panel.leadTime')}</dt>
              <dd>
                {shown.leadTime.unit === 'days'
                  ? t('panel.leadDays', { count: shown.leadTime.value })
                  : t('panel.leadHours', { count: shown.leadTime.value })}
              </dd>
            </div>
            <div>
              <dt>{t('panel.shipDate')}</dt>
              <dd>{shown.leadTime.shipDate}</dd>
            </div>
          </dl>
          {shown.needsReview ? (
            <Notice type="warning" title={t('panel.review')}>
              <p>{t('panel.reviewText')}</p>
              <ul className="quote-list">
                {shown.reviewReasons.map((reason) => {
                  const text = describePricingIssue(reason, language);
                  return <li key={text}>{text}</li>;
                })}
              </ul>
            </Notice>
          ) : null}
          <table className="quote-lines">
            <caption className="visually-hidden">{t('panel.costLines')}</caption>
            <tbody>
              {lines.map((line) => {
                const amount = shown.lines[line] ?? 0;
                if (amount === 0 && line !== lines[0]) return null;
                return (
                  <tr key={line} className={line === 'discount' ? 'quote-line-discount' : undefined}>
                    <th scope="row">{lineName(line)}</th>
                    <td>{line === 'discount' ? formatYuan(-amount) : formatYuan(amount)}</td>
                  </tr>
                );
              })}
              <tr className="quote-line-total">
                <th scope="row">{lineName('total')}</th>
                <td>{formatYuan(shown.lines.total ?? 0)}</td>
              </tr>
            </tbody>
          </table>
          <details className="quote-items">
            <summary>{t('panel.items')}</summary>
            <p className="spec-field-help">{t('panel.itemsHint')}</p>
            <table>
              <caption className="visually-hidden">{t('panel.items')}</caption>
              <tbody>
                {shown.items.map((item) => (
                  <tr key={`${item.line}-${item.label}`}>
                    <th scope="row">
                      {pickWording(language, { zh: item.labelZh, en: item.label })}
                      <span className="quote-item-line">{lineName(item.line)}</span>
                    </th>
                    <td>{item.line === 'discount' ? formatYuan(-item.amount) : formatYuan(item.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
          {shown.warnings.length > 0 ? (
            <div className="quote-notes">
              <h3>{t('panel.notes')}</h3>
              <ul className="quote-list">
                {shown.warnings.map((warning) => (
                  <li key={warning.code}>{pickWording(language, { zh: warning.labelZh, en: warning.label })}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {shown.ignored.length > 0 ? (
            <p className="quote-ignored">
              {t('panel.ignored', { fields: shown.ignored.map((field) => nameField(field, language)).join(', ') })}
            </p>
          ) : null}
          <p className="quote-meta">
            {t('panel.priceBook', { version: shown.priceBookVersion })}
            {lastDurationMs !== null ? ` · ${t('panel.computeTime', { ms: lastDurationMs.toFixed(2) })}` : null}
          </p>
        </>
      ) : null}
      <div className="quote-actions">{actions}</div>
      {shown && chart ? chart : null}
    </section>
  );
}
