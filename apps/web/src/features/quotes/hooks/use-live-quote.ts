import type { FieldError } from '@boardforge/contracts/envelope.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import type { PricingIssue } from '@boardforge/domain/pricing/pricing-rules.ts';
import type { QuoteAnswer, QuoteResult } from '@boardforge/domain/pricing/quote.ts';
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { saveQuoteEvent } from '../../../api/save-visit-log.ts';
import type { Language } from '../../../lib/languages.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { ServerQuote } from '../utils/server-quote.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** How long typing must pause before the server is asked (the browser answers at once). */
export const serverConfirmDelayMs = 300;

/**
 * Where the shown price comes from: the browser only (server not asked yet / asking), the server agreeing, the server
 * differing (its answer shown), or the browser only because the server could not be reached.
 */
export type QuoteStatus = 'idle' | 'confirming' | 'confirmed' | 'differs' | 'unconfirmed';

export type LiveQuote<L extends string> = {
  /** The answer to show: the server's once it has answered this spec, the browser's until then. */
  answer: QuoteAnswer<L> | null;
  /** Engine errors of the browser's run (field + rule), worded by the caller. */
  engineErrors: PricingIssue[];
  /** Fields the server refused (400), already worded in the UI language. */
  serverErrors: FieldError[];
  status: QuoteStatus;
  /** Milliseconds the last in-browser quote took (performance.now around the engine call). */
  lastDurationMs: number | null;
};

type Engine<Spec, L extends string> = (spec: Spec, priceBook: PriceBook, now: Date) => QuoteResult<L>;

/**
 * Prices a spec in the browser on every change with the domain engine and the downloaded price book, then confirms it
 * with the server once typing pauses; the server's answer is the one that counts. When the two differ the price book
 * is fetched again, so the next keystrokes agree.
 */
export function useLiveQuote<Spec, L extends string, Answer extends QuoteAnswer<L>, Key extends QueryKey>(options: {
  spec: Spec | null;
  /** While `spec` is null (a number missing or unreadable): the form as far as it reads, validated only. */
  draft?: Spec;
  priceBook: PriceBook;
  engine: Engine<Spec, L>;
  serverQuery: (
    spec: Spec | null,
    language: Language,
  ) => UseQueryOptions<ServerQuote<Answer>, Error, ServerQuote<Answer>, Key>;
  language: Language;
}): LiveQuote<L> {
  const { spec, draft, priceBook, engine, serverQuery, language } = options;
  const queryClient = useQueryClient();
  const durationRef = useRef<number | null>(null);

  const local = useMemo(() => {
    if (spec === null) return null;
    const started = performance.now();
    const result = engine(spec, priceBook, new Date());
    durationRef.current = performance.now() - started;
    return result;
  }, [spec, priceBook, engine]);

  // The other fields of a form with a missing number are still judged, so every invalid field is marked at once.
  const draftErrors = useMemo(() => {
    if (spec !== null || draft === undefined) return [];
    const result = engine(draft, priceBook, new Date());
    return result.ok ? [] : result.errors;
  }, [spec, draft, priceBook, engine]);

  const debouncedSpec = useDebouncedValue(spec, serverConfirmDelayMs);
  const server = useQuery(serverQuery(debouncedSpec, language));
  const isServerCurrent = debouncedSpec === spec && spec !== null && server.isSuccess && !server.isFetching;
  const fetchedData = isServerCurrent ? server.data : undefined;
  const fetchedVersion = fetchedData?.ok ? fetchedData.answer.priceBookVersion : undefined;
  // An answer priced with an older book than the one downloaded since (a version published while the page was open)
  // no longer counts: the browser's answer shows while the server is asked again.
  // Asked again once per version: a server process that has not seen the version yet is then believed as it is.
  const askedAgainFor = useRef<number | null>(null);
  const isServerOutdated =
    fetchedVersion !== undefined && fetchedVersion < priceBook.version && askedAgainFor.current !== priceBook.version;
  const serverData = isServerOutdated ? undefined : fetchedData;
  const { refetch: refetchServer } = server;
  useEffect(() => {
    if (!isServerOutdated) return;
    askedAgainFor.current = priceBook.version;
    void refetchServer();
  }, [isServerOutdated, priceBook.version, refetchServer]);
  const localAnswer = local?.ok ? local.quote : null;
  const serverAnswer = serverData?.ok ? serverData.answer : null;
  const isDifferent =
    localAnswer !== null &&
    serverAnswer !== null &&
    (localAnswer.lines.total !== serverAnswer.lines.total ||
      localAnswer.priceBookVersion !== serverAnswer.priceBookVersion);
  const serverVersion = serverAnswer?.priceBookVersion;

  // A different server version means a newer book: download it so the instant answers agree again.
  useEffect(() => {
    if (serverVersion !== undefined && serverVersion !== priceBook.version) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.priceBook() });
    }
  }, [serverVersion, priceBook.version, queryClient]);

  // A quote the visitor asked for — the server priced a spec they changed, not the form's first one — counts once per
  // visit towards the traffic statistics' quote-to-order conversion.
  const firstSpec = useRef<string | null>(null);
  const pricedSpec = serverAnswer !== null && spec !== null ? JSON.stringify(spec) : null;
  useEffect(() => {
    if (pricedSpec === null) return;
    firstSpec.current ??= pricedSpec;
    if (pricedSpec !== firstSpec.current) saveQuoteEvent(window.location.pathname);
  }, [pricedSpec]);

  let status: QuoteStatus = 'idle';
  if (spec !== null) {
    if (serverData) status = isDifferent ? 'differs' : 'confirmed';
    else if (server.isError && debouncedSpec === spec) status = 'unconfirmed';
    else status = 'confirming';
  }
  const answer: QuoteAnswer<L> | null = serverData ? serverAnswer : localAnswer;
  return {
    answer,
    engineErrors: local && !local.ok && !serverData?.ok ? local.errors : draftErrors,
    serverErrors: serverData && !serverData.ok && local?.ok ? serverData.errors : [],
    status,
    lastDurationMs: durationRef.current,
  };
}
