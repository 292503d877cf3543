import {
  type ContentKind,
  type PublicContentListAnswer,
  publicContentListAnswerSchema,
  type publicContentListQuerySchema,
} from '@boardforge/contracts/content.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { initialDataLoadedAt } from '../../../lib/initial-data.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

export type PublicContentListInput = z.input<typeof publicContentListQuerySchema>;

/** GET /api/content/list — one kind's published records in their order (news also by category), paged. */
async function listPublicContent(query: PublicContentListInput): Promise<PublicContentListAnswer> {
  // Silent: the page shows its own error state with a retry instead of a pop-up.
  return publicContentListAnswerSchema.parse(await getData<unknown>('/content/list', query, { silent: true }));
}

/**
 * One kind's published records; the previous page stays on screen while the next one loads. `initialData` is an
 * answer the page's HTML carried (lib/initial-data.ts), shown at once and refreshed when stale.
 */
export function usePublicContentList(query: PublicContentListInput, initialData?: PublicContentListAnswer) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.content.publicList(query),
      queryFn: () => listPublicContent(query),
      placeholderData: keepPreviousData,
      ...(initialData ? { initialData, initialDataUpdatedAt: initialDataLoadedAt() } : {}),
    }),
  );
}

/** The records of one kind narrowed to that kind's entry type. */
export function entriesOf<Kind extends ContentKind>(answer: PublicContentListAnswer | undefined, kind: Kind) {
  return (answer?.rows ?? []).flatMap((row) =>
    row.entry.kind === kind ? [{ ...row, entry: row.entry as Extract<typeof row.entry, { kind: Kind }> }] : [],
  );
}
