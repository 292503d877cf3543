import { type PcbPriceAnswer, pcbPriceAnswerSchema } from '@boardforge/contracts/price-answers.ts';
import type { PcbSpecRequest } from '@boardforge/contracts/quotes.ts';
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../lib/languages.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';
import { runServerQuote, type ServerQuote } from '../utils/server-quote.ts';

/** POST /api/pcb/calcPcbPrice — the server's price of a PCB spec (the one that counts); 400 → refused fields. */
export async function calcPcbPrice(spec: PcbSpecRequest, signal?: AbortSignal): Promise<ServerQuote<PcbPriceAnswer>> {
  return runServerQuote(async () =>
    pcbPriceAnswerSchema.parse(await postData<unknown>('/pcb/calcPcbPrice', spec, { silent: true, signal })),
  );
}

/** Query options keyed by the spec and the language (refusals are worded in it). */
export function calcPcbPriceQueryOptions(spec: PcbSpecRequest | null, language: Language) {
  return queryOptions({
    queryKey: queryKeys.quotes.price('pcb', spec, language),
    queryFn: ({ signal }) => calcPcbPrice(spec as PcbSpecRequest, signal),
    enabled: spec !== null,
    staleTime: 60_000,
    retry: false,
  });
}
