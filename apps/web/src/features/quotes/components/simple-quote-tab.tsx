import type { FieldError } from '@boardforge/contracts/envelope.ts';
import type { ReactNode } from 'react';
import type { Language } from '../../../lib/languages.ts';
import type { LiveQuote } from '../hooks/use-live-quote.ts';
import { describeFieldIssues, type FormIssue, groupMessagesByField, nameField } from '../utils/form-issues.ts';
import type { QuoteTab } from '../utils/quote-tabs.ts';
import { QuoteActions } from './quote-actions.tsx';
import { QuoteLayout } from './quote-layout.tsx';
import { type AreaBasis, QuotePanel } from './quote-panel.tsx';

/** Words a tab's form issues, engine errors and server refusals as messages beside the fields. */
export function collectFieldMessages(
  issues: readonly FormIssue[],
  live: LiveQuote<string>,
  language: Language,
  wordNotNumber: (field: string) => string,
): Map<string, string[]> {
  const worded = describeFieldIssues(issues, live.engineErrors, language, wordNotNumber);
  return groupMessagesByField([...worded, ...live.serverErrors]);
}

/** Lays out a tab with no chart (SMT, stencil): the form, the quotation panel and the order actions. */
export function SimpleQuoteTab(props: {
  tab: QuoteTab;
  form: ReactNode;
  formFields: readonly string[];
  spec: Record<string, unknown> | null;
  live: LiveQuote<string>;
  lines: readonly string[];
  isInvalid: boolean;
  quantity: number | null;
  language: Language;
  areaBasis?: AreaBasis;
  /** Under the quotation: e.g. a larger quantity that costs less in total. */
  quantityHint?: ReactNode;
}) {
  const { tab, form, formFields, spec, live, lines, isInvalid, quantity, language, areaBasis, quantityHint } = props;
  const answer = isInvalid ? null : live.answer;
  const canSubmit = !isInvalid && answer !== null;
  const serverMessages = live.serverErrors
    .filter((error: FieldError) => !formFields.includes(error.field))
    .map((error) => `${nameField(error.field, language)}: ${error.message}`);
  const actionProps = { tab, spec, answer, priceBookVersion: answer?.priceBookVersion ?? null, canSubmit };
  return (
    <QuoteLayout
      form={form}
      panel={
        <QuotePanel
          answer={answer}
          lines={lines}
          status={live.status}
          isInvalid={isInvalid}
          serverMessages={serverMessages}
          quantity={quantity}
          lastDurationMs={live.lastDurationMs}
          areaBasis={areaBasis}
          quantityHint={quantityHint}
          actions={<QuoteActions {...actionProps} />}
        />
      }
      total={answer?.lines.total ?? null}
      summaryAction={<QuoteActions {...actionProps} isCompact />}
    />
  );
}
