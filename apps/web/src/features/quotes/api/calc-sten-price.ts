import { type StencilPriceAnswer, stencilPriceAnswerSchema } from '@boardforge/contracts/price-answers.ts';
import type { StencilSpecRequest } from '@boardforge/contracts/quotes.ts';
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../lib/languages.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';
import { runServerQuote, type ServerQuote } from '../utils/server-quote.ts';

/** POST /api/pcb/calcStenPrice — the server's price of a stencil spec (the one that counts); 400 → refused fields. */
export async function calcStenPrice(
  spec: StencilSpecRequest,
  signal?: AbortSignal,
): Promise<ServerQuote<StencilPriceAnswer>> {
  return runServerQuote(async () =>
    stencilPriceAnswerSchema.parse(await postData<unknown>('/pcb/calcStenPrice', spec, { silent: true, signal })),
  );
}

/** Query options keyed by the spec and the language (refusals are worded in it). */
export function calcStenPriceQueryOptions(spec: StencilSpecRequest | null, language: Language) {
  return queryOptions({
    queryKey: queryKeys.quotes.price('stencil', spec, language),
    queryFn: ({ signal }) => calcStenPrice(spec as StencilSpecRequest, signal),
    enabled: spec !== null,
    staleTime: 60_000,
    retry: false,
  });
}
