import { smtLines } from '@boardforge/domain/pricing/quote.ts';
import { quoteSmt } from '@boardforge/domain/pricing/smt.ts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { calcSmtPriceQueryOptions } from '../api/calc-smt-price.ts';
import { useLiveQuote } from '../hooks/use-live-quote.ts';
import { useQuotePriceBook } from '../hooks/use-quote-price-book.ts';
import type { UiLanguage } from '../utils/form-issues.ts';
import { createSmtForm, mapSmtFormToSpec, type SmtFormState } from '../utils/smt-form.ts';
import { quoteFormStateKey } from '../utils/tab-forms.ts';
import { collectFieldMessages, SimpleQuoteTab } from './simple-quote-tab.tsx';
import { SmtSpecForm } from './smt-spec-form.tsx';

/** The SMT tab: form and live quotation. */
export function SmtQuoteTab() {
  const { t, i18n } = useTranslation('quotes');
  const language: UiLanguage = i18n.language === 'zh-CN' ? 'zh-CN' : 'en';
  const { priceBook } = useQuotePriceBook();
  const [form, setForm] = useSessionState<SmtFormState>(quoteFormStateKey('smt'), createSmtForm);
  const update = useCallback(
    (patch: Partial<SmtFormState>) => setForm((previous) => ({ ...previous, ...patch })),
    [setForm],
  );
  const mapping = useMemo(() => mapSmtFormToSpec(form), [form]);
  const live = useLiveQuote({
    spec: mapping.spec,
    priceBook,
    engine: quoteSmt,
    serverQuery: calcSmtPriceQueryOptions,
    language,
  });
  const messages = collectFieldMessages(mapping.issues, live, language, (field) => t('errors.notNumber', { field }));
  const isInvalid = mapping.spec === null || messages.size > 0;
  return (
    <SimpleQuoteTab
      tab="smt"
      form={<SmtSpecForm form={form} onChange={update} priceBook={priceBook} messages={messages} />}
      formFields={Object.keys(form)}
      spec={mapping.spec as Record<string, unknown> | null}
      live={live}
      lines={smtLines}
      isInvalid={isInvalid}
      quantity={mapping.spec?.boardsNumber ?? null}
      language={language}
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
