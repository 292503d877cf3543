import {
  type ContentListAnswer,
  contentListAnswerSchema,
  type contentListQuerySchema,
} from '@boardforge/contracts/content.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** Which page of one kind's records to list: a status and a keyword (either language's heading). */
export type ContentFilters = z.input<typeof contentListQuerySchema>;

/** GET /api/erp/content/list — a page of one kind's records with the filter's count. */
async function listContent(filters: ContentFilters): Promise<ContentListAnswer> {
  return contentListAnswerSchema.parse(await getData<unknown>('/erp/content/list', filters, { silent: true }));
}

/** One page of content records; the previous page stays shown while the next loads. */
export function useContentList(filters: ContentFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.content.list(filters),
      queryFn: () => listContent(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
