import { maxSmtBoards } from '@boardforge/contracts/limits.ts';
import { smtLines } from '@boardforge/domain/pricing/quote.ts';
import { quoteSmt } from '@boardforge/domain/pricing/smt.ts';
import { findCheaperSmtQuantity } from '@boardforge/domain/pricing/smt-cheaper-quantity.ts';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/native-fields/notice.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { calcSmtPriceQueryOptions } from '../api/calc-smt-price.ts';
import { useLiveQuote } from '../hooks/use-live-quote.ts';
import { useQuotePriceBook } from '../hooks/use-quote-price-book.ts';
import { createSmtForm, mapSmtFormToSpec, type SmtFormState } from '../utils/smt-form.ts';
import { quoteFormStateKey } from '../utils/tab-forms.ts';
import { CheaperQuantityHint } from './cheaper-quantity-hint.tsx';
import { collectFieldMessages, SimpleQuoteTab } from './simple-quote-tab.tsx';
import { SmtSpecForm } from './smt-spec-form.tsx';

/** What a pick-and-place list says of one board: placements and on which sides. */
export type CplPlacements = { placements: number; top: number; bottom: number };

/** The files of the SMT quote (composed by the page): their ids go with the quote; the CPL's count fills the form. */
export type SmtQuoteFiles = { bomFileId?: string; cplFileId?: string; cplPlacements?: number };

/**
 * The SMT tab: form, the assembly files (a slot the page fills: `renderFiles` gets the function that puts a CPL's
 * placements and sides into the form) and live quotation.
 */
export function SmtQuoteTab({
  files = {},
  renderFiles,
}: {
  files?: SmtQuoteFiles;
  renderFiles?: (fillFromCpl: (cpl: CplPlacements) => void) => ReactNode;
}) {
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  const { priceBook } = useQuotePriceBook();
  const [form, setForm] = useSessionState<SmtFormState>(quoteFormStateKey('smt'), createSmtForm);
  const update = useCallback(
    (patch: Partial<SmtFormState>) => setForm((previous) => ({ ...previous, ...patch })),
    [setForm],
  );
  const mapping = useMemo(() => mapSmtFormToSpec(form), [form]);
  const fillFromCpl = useCallback(
    (cpl: CplPlacements) =>
      setForm((previous) => ({
        ...previous,
        componentsNumber: String(cpl.placements),
        processRequirement:
          cpl.top > 0 && cpl.bottom > 0
            ? 'smt_double'
            : previous.processRequirement === 'smt_dip'
              ? 'smt_dip'
              : 'smt_single',
      })),
    [setForm],
  );
  const { bomFileId, cplFileId, cplPlacements } = files;
  const countDiffers =
    cplPlacements !== undefined && mapping.spec !== null && mapping.spec.componentsNumber !== cplPlacements;
  const live = useLiveQuote({
    spec: mapping.spec,
    draft: mapping.draft,
    priceBook,
    engine: quoteSmt,
    serverQuery: calcSmtPriceQueryOptions,
    language,
  });
  const messages = collectFieldMessages(mapping.issues, live, language, (field) => t('errors.notNumber', { field }));
  const isInvalid = mapping.spec === null || messages.size > 0;
  // More boards that cost less in total (a lower placement rate starts there, docs/pricing.md §2): a few quotes.
  const validSpec = isInvalid ? null : mapping.spec;
  const cheaper = useMemo(
    () => (validSpec ? findCheaperSmtQuantity(validSpec, priceBook, new Date(), maxSmtBoards) : null),
    [validSpec, priceBook],
  );
  const answer = isInvalid ? null : live.answer;
  return (
    <SimpleQuoteTab
      tab="smt"
      form={
        <>
          <SmtSpecForm form={form} onChange={update} priceBook={priceBook} messages={messages} />
          {renderFiles?.(fillFromCpl)}
          {countDiffers ? (
            <Notice
              type="warning"
              data-testid="smt-cpl-differs"
              title={t('notes.cplCountDiffers', {
                placements: cplPlacements,
                typed: mapping.spec?.componentsNumber,
              })}
            />
          ) : null}
        </>
      }
      formFields={Object.keys(form)}
      spec={
        mapping.spec === null
          ? null
          : {
              ...mapping.spec,
              ...(bomFileId ? { bomFileId } : {}),
              ...(cplFileId ? { cplFileId } : {}),
            }
      }
      live={live}
      lines={smtLines}
      isInvalid={isInvalid}
      quantity={mapping.spec?.boardsNumber ?? null}
      language={language}
      quantityHint={
        // Hidden while the server's price differs from the browser's (a newer price book is on its way).
        cheaper && answer && mapping.spec && live.status !== 'differs' ? (
          <CheaperQuantityHint
            offer={cheaper}
            currentQuantity={mapping.spec.boardsNumber}
            currentTotal={answer.lines.total}
            onChoose={(quantity) => update({ boardsNumber: String(quantity) })}
          />
        ) : null
      }
      areaBasis={
        mapping.spec === null
          ? undefined
          : {
              lengthMm: mapping.spec.boardLength,
              widthMm: mapping.spec.boardWidth,
              boards: mapping.spec.boardsNumber,
            }
      }
    />
  );
}
