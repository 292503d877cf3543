import type { GerberUploadAnswer } from '@boardforge/contracts/files.ts';
import { findMostPcbBoardsByArea, maxPcbBoards } from '@boardforge/contracts/limits.ts';
import { quotePcb } from '@boardforge/domain/pricing/pcb.ts';
import { findCheaperPcbQuantity } from '@boardforge/domain/pricing/pcb-cheaper-quantity.ts';
import { pcbLines } from '@boardforge/domain/pricing/quote.ts';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { calcPcbPriceQueryOptions } from '../api/calc-pcb-price.ts';
import { useLiveQuote } from '../hooks/use-live-quote.ts';
import { useQuotePriceBook } from '../hooks/use-quote-price-book.ts';
import { describeFieldIssues, groupMessagesByField, nameField } from '../utils/form-issues.ts';
import { sketchPcbMeasure } from '../utils/option-availability.ts';
import {
  createPcbForm,
  findGerberHoleConflict,
  findGerberMismatches,
  mapPcbFormToSpec,
  type PcbFormState,
} from '../utils/pcb-form.ts';
import { quoteFormStateKey } from '../utils/tab-forms.ts';
import { CheaperQuantityHint } from './cheaper-quantity-hint.tsx';
import { DeferredPriceChart } from './deferred-price-chart.tsx';
import { PcbSpecForm } from './pcb-spec-form.tsx';
import { QuoteActions } from './quote-actions.tsx';
import { QuoteLayout } from './quote-layout.tsx';
import { QuotePanel } from './quote-panel.tsx';

/** What the page gives the tab to render the Gerber upload (another feature), and what the tab gives back. */
export type GerberUploadSlot = (props: {
  solderMask: string;
  value: GerberUploadAnswer | null;
  onChange: (answer: GerberUploadAnswer | null) => void;
}) => ReactNode;

const roundMm = (mm: number) => Math.round(mm * 100) / 100;

/** The PCB or FPC tab: form, live quotation (browser now, server after a pause), chart and order actions. */
export function PcbQuoteTab({ tab, renderUpload }: { tab: 'pcb' | 'fpc'; renderUpload?: GerberUploadSlot }) {
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  const { priceBook } = useQuotePriceBook();
  const [form, setForm] = useSessionState<PcbFormState>(quoteFormStateKey(tab), () =>
    createPcbForm(tab === 'fpc' ? 'FPC' : 'FR4'),
  );
  const [gerber, setGerber] = useSessionState<GerberUploadAnswer | null>(`quotes.gerber.${tab}`, null);
  const update = useCallback(
    (patch: Partial<PcbFormState>) => setForm((previous) => ({ ...previous, ...patch })),
    [setForm],
  );

  const mapping = useMemo(() => mapPcbFormToSpec(form), [form]);
  const live = useLiveQuote({
    spec: mapping.spec,
    draft: mapping.draft,
    priceBook,
    engine: quotePcb,
    serverQuery: calcPcbPriceQueryOptions,
    language,
  });
  const messages = useMemo(() => {
    const worded = describeFieldIssues(mapping.issues, live.engineErrors, language, (field) =>
      t('errors.notNumber', { field }),
    );
    return groupMessagesByField([...worded, ...live.serverErrors]);
  }, [mapping.issues, live.engineErrors, live.serverErrors, language, t]);
  const isInvalid = mapping.spec === null || messages.size > 0;

  const measure = sketchPcbMeasure(
    mapping.spec?.boardLength,
    mapping.spec?.boardWidth,
    mapping.spec?.boardNumber,
    priceBook,
  );
  const mismatches = findGerberMismatches(form);
  const warnings = new Map<string, string>();
  if (form.gerber && mismatches.length > 0) {
    const text = t('notes.gerberMismatch', {
      length: form.gerber.lengthMm,
      width: form.gerber.widthMm,
      layers: form.gerber.layers,
      fields: mismatches.map((field) => t(`fields.${field}`)).join(', '),
    });
    for (const field of mismatches) warnings.set(field, text);
  }
  const holeConflict = findGerberHoleConflict(form);
  if (holeConflict !== null) {
    warnings.set('minHole', t('notes.gerberHoleSmaller', { hole: holeConflict.toFixed(2), chosen: form.minHole }));
  }

  const handleGerber = (answer: GerberUploadAnswer | null) => {
    setGerber(answer);
    if (!answer) {
      update({ gerber: null });
      return;
    }
    const { widthMm, heightMm, layers, minHoleMm } = answer.analysis;
    const facts = {
      fileId: answer.fileId,
      fileName: answer.fileName,
      lengthMm: roundMm(widthMm),
      widthMm: roundMm(heightMm),
      layers,
      minHoleMm,
    };
    update({ gerber: facts, boardLength: String(facts.lengthMm), boardWidth: String(facts.widthMm), layers });
  };

  // A larger quantity that costs less in total (a mode or area tier starts there): a few quotes, so not deferred.
  const validSpec = isInvalid ? null : mapping.spec;
  const cheaper = useMemo(() => {
    if (!validSpec) return null;
    const mostBoards = Math.min(maxPcbBoards, findMostPcbBoardsByArea(validSpec.boardLength, validSpec.boardWidth));
    return findCheaperPcbQuantity(validSpec, priceBook, new Date(), mostBoards);
  }, [validSpec, priceBook]);

  const serverMessages = live.serverErrors
    .filter((error) => !(error.field in form))
    .map((error) => `${nameField(error.field, language)}: ${error.message}`);
  const answer = isInvalid ? null : live.answer;
  const canSubmit = !isInvalid && answer !== null;
  const actionProps = {
    tab,
    spec: mapping.spec as Record<string, unknown> | null,
    answer,
    priceBookVersion: answer?.priceBookVersion ?? null,
    canSubmit,
  };

  return (
    <QuoteLayout
      form={
        <PcbSpecForm
          tab={tab}
          form={form}
          onChange={update}
          priceBook={priceBook}
          measure={measure}
          messages={messages}
          warnings={warnings}
          uploadSlot={
            renderUpload ? (
              <>
                {renderUpload({ solderMask: form.solderMask, value: gerber, onChange: handleGerber })}
                {form.gerber && mismatches.length === 0 ? (
                  <p className="spec-field-help">{t('notes.gerberFilled', { file: form.gerber.fileName })}</p>
                ) : null}
              </>
            ) : null
          }
        />
      }
      panel={
        <QuotePanel
          answer={answer}
          lines={pcbLines}
          status={live.status}
          isInvalid={isInvalid}
          serverMessages={serverMessages}
          quantity={mapping.spec?.boardNumber ?? null}
          lastDurationMs={live.lastDurationMs}
          quantityHint={
            // Hidden while the server's price differs from the browser's (a newer price book is on its way).
            cheaper && answer && mapping.spec && live.status !== 'differs' ? (
              <CheaperQuantityHint
                offer={cheaper}
                currentQuantity={mapping.spec.boardNumber}
                currentTotal={answer.lines.total}
                onChoose={(quantity) => update({ boardNumber: String(quantity) })}
              />
            ) : null
          }
          chart={validSpec ? <DeferredPriceChart spec={validSpec} priceBook={priceBook} /> : null}
          actions={<QuoteActions {...actionProps} />}
        />
      }
      total={answer?.lines.total ?? null}
      summaryAction={<QuoteActions {...actionProps} isCompact />}
    />
  );
}
