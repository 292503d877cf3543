import { stencilLines } from '@boardforge/domain/pricing/quote.ts';
import { quoteStencil } from '@boardforge/domain/pricing/stencil.ts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { calcStenPriceQueryOptions } from '../api/calc-sten-price.ts';
import { useLiveQuote } from '../hooks/use-live-quote.ts';
import { useQuotePriceBook } from '../hooks/use-quote-price-book.ts';
import { createStencilForm, mapStencilFormToSpec, type StencilFormState } from '../utils/stencil-form.ts';
import { quoteFormStateKey } from '../utils/tab-forms.ts';
import { collectFieldMessages, SimpleQuoteTab } from './simple-quote-tab.tsx';
import { StencilSpecForm } from './stencil-spec-form.tsx';

/** The stencil tab: form and live quotation. */
export function StencilQuoteTab() {
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  const { priceBook } = useQuotePriceBook();
  const [form, setForm] = useSessionState<StencilFormState>(quoteFormStateKey('stencil'), createStencilForm);
  const update = useCallback(
    (patch: Partial<StencilFormState>) => setForm((previous) => ({ ...previous, ...patch })),
    [setForm],
  );
  const mapping = useMemo(() => mapStencilFormToSpec(form), [form]);
  const live = useLiveQuote({
    spec: mapping.spec,
    draft: mapping.draft,
    priceBook,
    engine: quoteStencil,
    serverQuery: calcStenPriceQueryOptions,
    language,
  });
  const messages = collectFieldMessages(mapping.issues, live, language, (field) => t('errors.notNumber', { field }));
  const isInvalid = mapping.spec === null || messages.size > 0;
  return (
    <SimpleQuoteTab
      tab="stencil"
      form={<StencilSpecForm form={form} onChange={update} priceBook={priceBook} messages={messages} />}
      formFields={Object.keys(form)}
      spec={mapping.spec as Record<string, unknown> | null}
      live={live}
      lines={stencilLines}
      isInvalid={isInvalid}
      quantity={mapping.spec?.number ?? null}
      language={language}
    />
  );
}
