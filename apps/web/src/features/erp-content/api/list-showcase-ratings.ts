import {
  type ShowcaseListAnswer,
  showcaseListAnswerSchema,
  type showcaseListQuerySchema,
} from '@boardforge/contracts/content.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** Which shared ratings to list: a state and a page. */
export type ShowcaseFilters = z.input<typeof showcaseListQuerySchema>;

/** GET /api/erp/content/showcase/list — ratings customers shared, newest first. */
async function listShowcaseRatings(filters: ShowcaseFilters): Promise<ShowcaseListAnswer> {
  return showcaseListAnswerSchema.parse(
    await getData<unknown>('/erp/content/showcase/list', filters, { silent: true }),
  );
}

/** One page of shared ratings. */
export function useShowcaseRatings(filters: ShowcaseFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.content.showcase(filters),
      queryFn: () => listShowcaseRatings(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
