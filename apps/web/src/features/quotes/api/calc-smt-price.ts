import { type SmtPriceAnswer, smtPriceAnswerSchema } from '@boardforge/contracts/price-answers.ts';
import type { SmtSpecRequest } from '@boardforge/contracts/quotes.ts';
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../lib/languages.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';
import { runServerQuote, type ServerQuote } from '../utils/server-quote.ts';

/** POST /api/pcb/calcSmtPrice — the server's price of a SMT assembly spec (the one that counts); 400 → refused fields. */
export async function calcSmtPrice(spec: SmtSpecRequest, signal?: AbortSignal): Promise<ServerQuote<SmtPriceAnswer>> {
  return runServerQuote(async () =>
    smtPriceAnswerSchema.parse(await postData<unknown>('/pcb/calcSmtPrice', spec, { silent: true, signal })),
  );
}

/** Query options keyed by the spec and the language (refusals are worded in it). */
export function calcSmtPriceQueryOptions(spec: SmtSpecRequest | null, language: Language) {
  return queryOptions({
    queryKey: queryKeys.quotes.price('smt', spec, language),
    queryFn: ({ signal }) => calcSmtPrice(spec as SmtSpecRequest, signal),
    enabled: spec !== null,
    staleTime: 60_000,
    retry: false,
  });
}
