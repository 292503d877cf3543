import { type AbcAnswer, type AbcRequest, abcAnswerSchema } from '@boardforge/contracts/performance.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/common/getABC — revenue by customer or product in a window, ranked and classed A, B or C. */
export async function getAbcAnalysis(request: AbcRequest): Promise<AbcAnswer> {
  // Silent: the page shows its own error state with a retry instead of a notification.
  return abcAnswerSchema.parse(await postData<unknown>('/common/getABC', request, { silent: true }));
}

/** The ABC analysis of a request; the previous answer stays shown while a changed window loads. `request` null: idle. */
export function useAbcAnalysis(request: AbcRequest | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.performance.abc(request ?? {}),
      queryFn: () => getAbcAnalysis(request as AbcRequest),
      enabled: request !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
